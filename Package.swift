// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DragDrop",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DragDrop", targets: ["DragDrop"]),
        .library(name: "DragDropTesting", targets: ["DragDropTesting"]),
        .library(name: "DragDropSwiftUI", targets: ["DragDropSwiftUI"]),
        .library(name: "DragDropGTK", targets: ["DragDropGTK"]),
        .executable(name: "dragdrop-benchmarks", targets: ["DragDropBenchmarks"]),
        .executable(name: "image-gallery", targets: ["image-gallery"]),
        .executable(name: "dragdrop-demos", targets: ["dragdrop-demos"]),
        .executable(name: "dragdrop-gtk-benchmark", targets: ["dragdrop-gtk-benchmark"]),
        .executable(name: "gtk-gridview-baseline", targets: ["gtk-gridview-baseline"]),
        .executable(name: "x11-damage-meter", targets: ["x11-damage-meter"]),
    ],
    targets: [
        // Layer 1: the toolkit-independent drag-and-drop model (Foundation only).
        .target(name: "DragDropCore"),
        // Its two faces, apart from it as swift-nio keeps NIOFoundationCompat apart: UIKit's
        // (controllers, the unavailable UIKit names) and SwiftUI's (State, Binding, onMove,
        // draggable/dropDestination, DropDelegate…).
        .target(name: "DragDropUIKit", dependencies: ["DragDropCore"]),
        .target(name: "DragDropSwiftUI", dependencies: ["DragDropCore", "DragDropUIKit"]),
        // The umbrella users import: `import DragDrop` stands for `import UIKit` and brings
        // the core and both faces.
        .target(name: "DragDrop", dependencies: ["DragDropCore", "DragDropUIKit", "DragDropSwiftUI"]),
        // Test support, apart from the core as swift-nio keeps NIOEmbedded apart: the headless
        // driver, a manual clock, simulated other applications.
        // It re-exports the umbrella (`import DragDropTesting` gives the UIKit meaning too).
        .target(name: "DragDropTesting", dependencies: ["DragDrop"]),
        // Layer 2: the GTK 4 front end.
        .systemLibrary(name: "CDragDropGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libX11 (with libgtk-4-dev) for reading X11 drops with their timestamp (x11selection.c);
        // libwebp (libwebp-dev) for animated WebP frames decoded at the size shown (webpanimation.c).
        .target(name: "CDragDropGtkShim", dependencies: ["CDragDropGtk"],
                linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("webpdemux"), .linkedLibrary("webp")]),
        .target(name: "DragDropGTK", dependencies: ["DragDrop", "CDragDropGtk", "CDragDropGtkShim"]),
        // Layer 3, headless part: the articles' applications as models and delegates.
        .target(name: "DemoScenes", dependencies: ["DragDrop"]),
        .systemLibrary(name: "CImageGalleryCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // SHA-256 from OpenSSL's libcrypto: the names of the pictures the gallery keeps.
        .systemLibrary(name: "CImageGalleryCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // gexiv2 from Debian: a picture's EXIF (camera, date taken, exposure, orientation).
        .systemLibrary(name: "CImageGalleryExif", pkgConfig: "gexiv2", providers: [.apt(["libgexiv2-dev"])]),
        // zlib: whether a PNG's image data holds one row of pixels before it was cut short.
        .systemLibrary(name: "CImageGalleryZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CImageGalleryGettext"),
        // libadwaita for the applications only: the DragDropGTK product stays on plain GTK 4.
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .target(name: "AdwaitaSupport", dependencies: ["CAdwaita", "DragDropGTK", "CDragDropGtk"]),
        .target(name: "ImageGalleryCore", dependencies: ["DragDrop", "CImageGalleryCurl", "CImageGalleryCrypto", "CImageGalleryExif", "CImageGalleryZlib",
                                                         "CImageGalleryGettext"]),
        // Layer 3, desktop applications.
        .executableTarget(name: "image-gallery", dependencies: ["ImageGalleryCore", "DragDropGTK", "CDragDropGtk", "CDragDropGtkShim",
                                                             "CAdwaita", "AdwaitaSupport"]),
        .executableTarget(name: "dragdrop-demos", dependencies: ["DemoScenes", "DragDropGTK", "CDragDropGtk", "CDragDropGtkShim",
                                                              "CAdwaita", "AdwaitaSupport"]),
        // A SwiftUI application (`@main struct …: App`) run on GTK by DragDropGTK's `App.main()`.
        .executableTarget(name: "swiftui-checklist", dependencies: ["DragDropSwiftUI", "DragDropGTK"]),
        .executableTarget(name: "dragdrop-gtk-benchmark", dependencies: ["DemoScenes", "DragDropGTK", "CDragDropGtk", "CDragDropGtkShim"]),
        // The native baseline the GTK benchmark compares with: GtkGridView, in C.
        .executableTarget(name: "gtk-gridview-baseline", dependencies: ["CDragDropGtk"]),
        // What each benchmarked program draws on screen, measured from outside by the X
        // server's DAMAGE extension (libXdamage comes with libgtk-4-dev).
        .executableTarget(name: "x11-damage-meter", linkerSettings: [.linkedLibrary("Xdamage"), .linkedLibrary("X11")]),
        .executableTarget(name: "DragDropBenchmarks", dependencies: ["DragDrop", "DragDropTesting"]),
        // DataTransfer/Formats: one small picture per format, read by path (not a resource).
        .testTarget(name: "DragDropTests", dependencies: ["DragDrop", "DragDropCore", "DragDropUIKit", "DragDropSwiftUI", "DragDropTesting"], exclude: ["DataTransfer/Formats"]),
        .testTarget(name: "ScenarioTests", dependencies: ["DragDrop", "DragDropTesting", "DemoScenes", "ImageGalleryCore"]),
        // Fixtures: pictures with camera metadata, read by path (not a resource).
        .testTarget(name: "ImageGalleryTests", dependencies: ["DragDrop", "DragDropTesting", "ImageGalleryCore", "CImageGalleryZlib"], exclude: ["Fixtures"]),
        // The articles' drag-and-drop code ported from iOS with renames and Swift 6
        // annotations only, one file per article, asserting what the articles describe.
        // The GTK front end's parts that need no display (decoding pictures with gdk-pixbuf).
        .testTarget(name: "DragDropGTKTests", dependencies: ["DragDrop", "DragDropGTK", "CDragDropGtk"]),
        .testTarget(name: "DragDropSwiftUITests", dependencies: ["DragDropSwiftUI", "DragDropTesting"]),
        .testTarget(name: "PortedSeeds", dependencies: ["DragDrop", "DragDropTesting"]),
        // UIKit sample code ported with renames only: the iOS originals are kept, uncompiled,
        // in Originals/ beside their ports (scripts/port-lines counts what else changed).
        .testTarget(name: "PortedSamples", dependencies: ["DragDrop", "DragDropTesting"], exclude: ["Originals"]),
        // SwiftUI sample code ported with renames only (`import SwiftUI` → `import DragDropSwiftUI`),
        // the originals kept uncompiled in Originals/ as for PortedSamples.
        .testTarget(name: "PortedSwiftUISamples", dependencies: ["DragDropSwiftUI", "DragDropTesting", "DemoScenes"], exclude: ["Originals"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets of the parsers of outside bytes (Tests/Fuzz): only when scripts/fuzz
// builds them (DRAGDROP_FUZZ=1, in .build/fuzz, with -sanitize=fuzzer,address), so no other
// build compiles them or needs libFuzzer.
if Context.environment["DRAGDROP_FUZZ"] == "1" {
    package.targets += [
        // libFuzzer's driver entry point, declared for Swift (the library comes with -sanitize=fuzzer).
        .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/CLibFuzzer"),
        .executableTarget(name: "dragdrop-fuzz", dependencies: ["DragDrop", "ImageGalleryCore", "CLibFuzzer"], path: "Tests/Fuzz/Targets"),
    ]
    package.products.append(.executable(name: "dragdrop-fuzz", targets: ["dragdrop-fuzz"]))
}
