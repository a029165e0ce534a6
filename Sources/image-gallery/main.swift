import DragDropGTK
import Foundation
import ImageGalleryCore

// Image Gallery (seed 004): galleries filled by dragging images in from browsers and file
// managers, rearranged, shared out by dragging, cleaned up with a trash can.
//   image-gallery [OPTION…] [PICTURE-OR-URL…]   pictures and web addresses are added to the
//                        gallery shown (in the running instance, if there is one)
//   --help               prints this and exits
//   --data-dir PATH      where the galleries live (default $XDG_DATA_HOME/image-gallery)
//   --cache-dir PATH     downloaded images (default $XDG_CACHE_HOME/image-gallery)
//   --cache-limit MB     disk cache size (default 200)
//   --download-timeout S per image download (default 30)
//   --read-timeout S     per picture read and decoded before it is set aside (default 30)
//   --separate-instance  run apart from an Image Gallery already running (by default a second
//                        launch hands its pictures, or asks for a window, to the one running on
//                        its library, and exits: over D-Bus, or without a session bus through
//                        the library; LaunchHandOver)
//   --report-file PATH   writes where things are on screen and the notices, for the end-to-end tests
//   --benchmark-report PATH [--benchmark-warmup S] [--benchmark-seconds S]
//                        measures start-up and frame times, then quits (Tests/EndToEnd/gallery_benchmark.py)
//   --startup-benchmark-report PATH
//                        measures start-up until the pictures' shapes settled, then quits
//                        (scripts/benchmark-gallery-startup)

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

// Pictures' pixels are returned to the system when freed, not kept in malloc's arenas: the
// process's memory follows the pictures on screen, not those shown since it started.
ProcessMemory.mapAllocations(from: 128 * 1024)

// Messages in the user's language (LANG; gettext), before any is made.
Translations.setUp(directory: Translations.catalogDirectory(
    executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])))

let usage: String = {
    let options = [("--data-dir PATH", tr("where the galleries live (default $XDG_DATA_HOME/image-gallery)")),
                   ("--cache-dir PATH", tr("files made for drags out (default $XDG_CACHE_HOME/image-gallery)")),
                   ("--download-timeout S", tr("seconds allowed per download (default 30)")),
                   ("--separate-instance", tr("run apart from an Image Gallery already running")),
                   ("--help", tr("print this and exit"))]
    return tr("Usage: image-gallery [OPTION…] [PICTURE-OR-URL…]") + "\n\n"
        + tr("Galleries of pictures you drag in from your browser or file manager. Pictures and web\naddresses given here are added to the gallery shown (in the running Image Gallery, if\none runs).")
        + "\n\n" + options.map { "  " + $0.0.padding(toLength: 23, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n") + "\n"
}()
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
/// Options that take a value; everything else not starting with "--" is a picture or a URL.
let valuedOptions: Set = ["--data-dir", "--cache-dir", "--cache-limit", "--download-timeout", "--read-timeout", "--report-file",
                          "--benchmark-report", "--benchmark-warmup", "--benchmark-seconds", "--startup-benchmark-report"]
/// The pictures and addresses as the command line has them: bytes, which need not be UTF-8
/// (`CommandLine.arguments` repairs a file name that is not, so it would name no file).
var pictures: [[CChar]] = []
let rawArguments = (0..<Int(CommandLine.argc)).map { index -> [CChar] in
    guard let argument = CommandLine.unsafeArgv[index] else { return [0] }
    return Array(UnsafeBufferPointer(start: argument, count: strlen(argument) + 1))
}
var index = 1
while index < arguments.count {
    let argument = arguments[index]
    if valuedOptions.contains(argument) {
        if argument == "--cache-limit" {
            // Earlier versions kept downloaded pictures in a cache of this size; they are now
            // kept for good under the data directory, so no limit applies to them.
            FileHandle.standardError.write(Data((tr("image-gallery: --cache-limit no longer applies: pictures are kept for good in the data directory") + "\n").utf8))
        }
        index += 2
        continue
    }
    if argument.hasPrefix("--") {
        guard argument == "--separate-instance" else {
            FileHandle.standardError.write(Data((tr("image-gallery: unknown option %@", argument) + "\n\n" + usage).utf8))
            exit(2)
        }
    } else {
        pictures.append(rawArguments[index])
    }
    index += 1
}

let environment = ProcessInfo.processInfo.environment
let dataDirectory = option("--data-dir").map { URL(fileURLWithPath: $0, isDirectory: true) }
    ?? GalleryDocumentStore.defaultDirectory(environment: environment)
let cacheDirectory = option("--cache-dir").map { URL(fileURLWithPath: $0, isDirectory: true) }
    ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true))
        .appendingPathComponent("image-gallery", isDirectory: true)
let downloadTimeout = Duration.seconds(option("--download-timeout").flatMap(Double.init) ?? 30)
// How long one picture may take to read and decode before it is set aside (PictureQuarantine).
let readTimeout: Duration = {
    guard let text = option("--read-timeout") else { return .seconds(30) }
    guard let seconds = Double(text), seconds.isFinite, (1...3600).contains(seconds) else {
        FileHandle.standardError.write(Data((tr("image-gallery: --read-timeout takes seconds from 1 to 3600, not “%@”", text) + "\n").utf8))
        exit(2)
    }
    return .milliseconds(Int(seconds * 1000))
}()

let status = MainActor.assumeIsolated {
    let gallery = GalleryApp(dataDirectory: dataDirectory, cacheDirectory: cacheDirectory, downloadTimeout: downloadTimeout,
                             readTimeout: readTimeout,
                             reportFile: option("--report-file").map { URL(fileURLWithPath: $0) })
    let benchmark = option("--benchmark-report").map {
        GalleryBenchmark(report: URL(fileURLWithPath: $0), warmup: option("--benchmark-warmup").flatMap(Double.init) ?? 4,
                         seconds: option("--benchmark-seconds").flatMap(Double.init) ?? 6)
    }
    let startup = option("--startup-benchmark-report").map { StartupBenchmark(report: URL(fileURLWithPath: $0)) }
    let unique = !arguments.contains("--separate-instance")
    let app = GTKApplication(identifier: "org.dragdrop.ImageGallery", unique: unique,
                             onActivate: { app in
        gallery.start(in: app)
        if let benchmark, let widget = gallery.windows.first?.galleryWidget { benchmark.attach(to: widget, app: gallery) }
        if let startup, let widget = gallery.windows.first?.galleryWidget { startup.attach(to: widget, app: gallery) }
    }, onOpen: { app, urls in
        gallery.open(urls, in: app)
    })
    app.followsSystemStyle = false  // libadwaita's style manager does (Adwaita.adopt)
    // A second launch on a library shown elsewhere hands its pictures over and ends
    // (LaunchHandOver: over D-Bus, or through the library without a session bus).
    let decision = unique ? LaunchHandOver.decide(for: app, library: dataDirectory, pictures: pictures) : .run(owner: nil)
    let status: Int32
    switch decision {
    case let .exit(code):
        status = code
    case let .run(owner):
        if let owner { gallery.receiveHandOvers(as: owner, through: HandOverInbox(libraryDirectory: dataDirectory)) }
        status = withExtendedLifetime((gallery, benchmark, startup)) { app.run(openingArguments: pictures) }
    }
    gallery.loadedLibrary?.writer.flushSynchronously()  // nothing scheduled is lost at quit
    gallery.quarantine.closeJournal()  // a normal end: no read was interrupted
    return status
}
exit(status)
