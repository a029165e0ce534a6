import Foundation
import Testing

/// The compiler's own port instructions: iOS code compiled unrenamed against DragDrop gets
/// errors that name the new spelling, and the code with those fix-its applied compiles.
@Suite("Port diagnostics name the fix", .serialized, .timeLimit(.minutes(1)))
struct PortDiagnosticsTests {
    /// iOS drag-and-drop code as written for UIKit, MobileCoreServices and UniformTypeIdentifiers.
    static let unrenamed = """
        import DragDrop
        import Foundation

        @MainActor
        final class Places: NSObject, UITableViewDataSource, UITableViewDropDelegate {
            var names = ["Tokyo"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
                let provider = NSItemProvider()
                provider.registerDataRepresentation(forTypeIdentifier: kUTTypePlainText as String, visibility: .all) { completion in
                    completion(Data(), nil)
                    return nil
                }
                return [UIDragItem(itemProvider: provider)]
            }
            func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
                session.localDragSession != nil
                    ? UITableViewDropProposal(dropOperation: .move, intent: .insertAtDestinationIndexPath)
                    : UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            }
            func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
                _ = coordinator.session.hasItemsConforming(toTypeIdentifiers: [UTType.plainText.identifier])
            }
        }
        """

    @Test("Unrenamed iOS code: every error names its new spelling")
    func unrenamedCodeGetsFixIts() async throws {
        let output = try await typecheck(Self.unrenamed)
        for expected in ["'UITableViewDataSource' has been renamed to 'DragDrop.TableViewDataSource'",
                         "'UITableViewDropDelegate' has been renamed to 'DragDrop.TableViewDropDelegate'",
                         "'UITableView' has been renamed to 'DragDrop.TableView'",
                         "'UITableViewCell' has been renamed to 'DragDrop.TableViewCell'",
                         "'UIDragItem' has been renamed to 'DragDrop.DragItem'",
                         "'NSItemProvider' has been renamed to 'ItemProvider'",
                         "'kUTTypePlainText' has been renamed to 'TypeIdentifier.plainText.identifier'",
                         "'UIDropSession' has been renamed to 'DragDrop.DropSession'",
                         "'UITableViewDropProposal' has been renamed to 'DragDrop.TableViewDropProposal'",
                         "'UITableViewDropCoordinator' has been renamed to 'DragDrop.TableViewDropCoordinator'",
                         "'UTType' has been renamed to 'TypeIdentifier'"] {
            #expect(output.contains(expected), "missing: \(expected)")
        }
        #expect(!output.contains("cannot find"), "a name without a fix-it:\n\(output)")
    }

    @Test("The same code with the fix-its applied, and nothing else, compiles")
    func renamedCodeCompiles() async throws {
        let source = Self.applyingRenames(in: try await typecheck(Self.unrenamed), to: Self.unrenamed)
        #expect(!source.contains("UITableView"))
        let output = try await typecheck(source)
        #expect(!output.contains("error:"), "\(source)\n\(output)")
        // iOS 11's spelling compiles, deprecated as on iOS, with the fix-it to the current one.
        #expect(output.contains("'init(dropOperation:intent:)' is deprecated: replaced by 'init(operation:intent:)'"))
    }

    /// The renames the compiler asks for ("'UIDragItem' has been renamed to 'DragDrop.DragItem'").
    static func renames(in diagnostics: String) -> [(String, String)] {
        let pattern = try! NSRegularExpression(pattern: "'([A-Za-z0-9_]+)' has been renamed to '([A-Za-z0-9_.]+)'")
        let range = NSRange(diagnostics.startIndex..., in: diagnostics)
        var seen = Set<String>()
        return pattern.matches(in: diagnostics, range: range).compactMap { match in
            let old = String(diagnostics[Range(match.range(at: 1), in: diagnostics)!])
            let new = String(diagnostics[Range(match.range(at: 2), in: diagnostics)!])
            return seen.insert(old).inserted ? (old, new) : nil
        }
    }

    @Test("UIKit's app structure without a counterpart: each error says what to write instead")
    func withoutCounterpart() async throws {
        let output = try await typecheck("""
            import DragDrop
            import Foundation

            final class Albums: TableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = editButtonItem
                }
                func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Album", for: indexPath)
                    cell.setNeedsLayout()
                    return cell
                }
            }
            """)
        for expected in ["'navigationItem' is unavailable: there is no navigation bar",
                         "'editButtonItem' is unavailable: there is no navigation bar",
                         "'UIStoryboardSegue' is unavailable: there are no storyboards",
                         "'setNeedsLayout()' is unavailable: there is no layout pass"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
    }

    @Test("SwiftUI views and modifiers not rendered yet: each error names them")
    func swiftUINotRenderedYet() async throws {
        let output = try await typecheck("""
            import DragDropSwiftUI

            struct Linked: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("More") { Text("More") }
                    }
                }
            }

            struct Labelled: View {
                var body: some View { Label("Trash", systemImage: "trash") }
            }

            struct Shaped: View {
                var body: some View { Text("Shaped").contentShape(Rectangle()) }
            }
            """)
        for expected in ["is unavailable: NavigationLink is not supported by DragDropSwiftUI yet",
                         "Label(_:systemImage:) needs Image(systemName:)",
                         "is unavailable: contentShape is not supported by DragDropSwiftUI yet"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
    }

    @Test("A collection view set up the iOS way (a nib, content insets, a reordering cadence): each error says what to write instead")
    func collectionViewSetUpWithoutCounterpart() async throws {
        let output = try await typecheck("""
            import DragDrop
            import Foundation

            final class Filters: CollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView?.register(UINib(nibName: "FilterCell", bundle: nil), forCellWithReuseIdentifier: "Cell")
                    collectionView?.contentInset = UIEdgeInsetsMake(44, 33, 44, 33)
                    collectionView?.reorderingCadence = .fast
                    let tint: UIColor? = nil
                    _ = tint
                }
            }
            """)
        for expected in ["'UINib' is unavailable: there are no nibs: register the cell class",
                         "'UIEdgeInsetsMake' is unavailable: write EdgeInsets(top:left:bottom:right:)",
                         "'contentInset' is unavailable: there are no content insets",
                         "'reorderingCadence' is unavailable: there is no cadence",
                         "'UIColor' is unavailable: views are drawn in the system's style"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
        #expect(!output.contains("cannot find"), "a name without an explanation:\n\(output)")
    }

    /// Type-checks `source` against the DragDrop module this test run was built with. The
    /// compiler runs niced and is waited for on a thread of its own: blocking one of Swift's
    /// cooperative threads (two on a two-core machine) for seconds starved other suites' loads.
    func typecheck(_ source: String) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Port.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compiler = try Self.swiftc()
        let arguments = ["-typecheck", "-swift-version", "6", "-I", try Self.modulesDirectory().path, file.path]
        let output: Data = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                // At the lowest priority, so that the other suites' timed waits keep their CPU.
                let nice = URL(fileURLWithPath: "/usr/bin/nice")
                if FileManager.default.isExecutableFile(atPath: nice.path) {
                    process.executableURL = nice
                    process.arguments = ["-n", "19", compiler.path] + arguments
                } else {
                    process.executableURL = compiler
                    process.arguments = arguments
                }
                let pipe = Pipe()
                process.standardError = pipe
                process.standardOutput = pipe
                do {
                    try process.run()
                } catch {
                    return continuation.resume(throwing: error)
                }
                let output = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The build's `Modules` folder, beside the test bundle.
    static func modulesDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [executable.deletingLastPathComponent().appendingPathComponent("Modules")]
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/Modules"))
        guard let found = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("DragDrop.swiftmodule").path)
        }) else { throw LookupError(what: "DragDrop.swiftmodule", in: candidates.map(\.path)) }
        return found
    }

    /// The compiler: on the PATH, or the toolchain's default place.
    static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            + [URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw LookupError(what: "swiftc", in: candidates.map(\.path))
        }
        return found
    }

    struct LookupError: Error, CustomStringConvertible {
        let what: String
        let `in`: [String]
        var description: String { "\(what) not found in \(self.in.joined(separator: ", "))" }
    }
}
