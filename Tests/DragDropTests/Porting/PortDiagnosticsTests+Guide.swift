import Foundation
import Testing

/// The two messages no declaration can change (issue 40, item 6): the porting guide names each
/// by the compiler's exact text, and the code it gives as the answer compiles as written there.
extension PortDiagnosticsTests {
    /// The porting guide's text (the DocC article "Porting from UIKit"), each run of white
    /// space one space, as a reader searches its rendered page.
    static func portingGuideText() throws -> String {
        try portingGuide().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The porting guide's source (the DocC article "Porting from UIKit").
    static func portingGuide() throws -> String {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: package.appendingPathComponent("Sources/DragDrop/DragDrop.docc/PortingFromUIKit.md"),
                          encoding: .utf8)
    }

    /// The guide's one Swift code block that has a line equal to `line`, unindented, verbatim.
    static func guideCodeBlock(containing line: String) throws -> String {
        let lines = try portingGuide().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [[String]] = []
        var current: [String]?
        var indent = 0
        for text in lines {
            let trimmed = text.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                indent = text.count - trimmed.count
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(String(text.dropFirst(min(indent, text.prefix { $0 == " " }.count))))
            }
        }
        let matching = blocks.filter { $0.contains { $0.trimmingCharacters(in: .whitespaces) == line } }
        guard matching.count == 1 else { throw LookupError(what: "one code block with \(line)", in: ["PortingFromUIKit.md"]) }
        return matching[0].joined(separator: "\n") + "\n"
    }

    /// Expects the porting guide to name each of `messages` word for word.
    static func expectGuideNames(_ messages: some Sequence<String>, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let guide = try portingGuideText()
        for message in messages {
            let named = guide.contains(message)
            #expect(named, "the guide does not name: \(message)", sourceLocation: sourceLocation)
        }
    }

    /// The text of each error in `output` ("inheritance from non-protocol type 'View'").
    static func errorMessages(in output: String) -> [String] {
        errors(in: output).compactMap { line in
            line.range(of: ": error: ").map { line[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("struct ContentView: View under import DragDrop: the guide names the compiler's messages word for word")
    func swiftUIViewUnderUIKitsImportIsInTheGuide() async throws {
        let output = try await typecheck("""
            import DragDrop

            struct ContentView: View {
                var body: some View { Text("Hello") }
            }
            """)
        let messages = Self.errorMessages(in: output)
        #expect(messages == ["inheritance from non-protocol type 'View'",
                             "return type of property 'body' requires that 'Text' inherit from 'View'"], "\(output)")
        try Self.expectGuideNames(messages)
        // UIKit's meaning stays: a view class subclassing View compiles in the same file.
        let subclass = try await typecheck("import DragDrop\n\nfinal class Badge: View {}\n")
        #expect(Self.errors(in: subclass).isEmpty, "\(subclass)")
    }

    @Test("struct ContentView: View under import DragDrop with a modifier on its Text: the guide names what the compiler says then, word for word")
    func swiftUIViewWithModifiersUnderUIKitsImportIsInTheGuide() async throws {
        let output = try await typecheck("""
            import DragDrop

            struct ContentView: View {
                var body: some View {
                    Text("Drag me")
                        .padding()
                        .onDrag { ItemProvider(object: "Drag me" as NSString) }
                }
            }
            """)
        let messages = Self.errorMessages(in: output)
        #expect(!messages.isEmpty, "\(output)")
        try Self.expectGuideNames(messages)
    }

    @Test("Xcode's template renamed by hand without the module: the guide names 'inherits from itself' word for word, and its answer compiles")
    func templateRenamedWithoutTheModuleIsInTheGuide() async throws {
        let output = try await typecheck("""
            import DragDrop

            class ViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """)
        let messages = Self.errorMessages(in: output)
        #expect(messages.contains("'ViewController' inherits from itself"), "\(output)")
        try Self.expectGuideNames(messages)
        let answer = try Self.guideCodeBlock(containing: "class ViewController: DragDrop.ViewController {")
        let recompiled = try await typecheck(answer)
        #expect(Self.errors(in: recompiled).isEmpty, "\(answer)\n\(recompiled)")
    }

    @Test("NSItemProvider and UTType in a SwiftUI file: the rename under import DragDropSwiftUI alone and under import DragDrop, never 'cannot find' or 'ambiguous'; renamed, it compiles")
    func foundationNamesInSwiftUICode() async throws {
        let body = """

            struct Card: View {
                var body: some View {
                    Text("Card")
                        .onDrag { NSItemProvider(object: "Card" as NSString) }
                        .onDrop(of: [UTType.plainText], isTargeted: nil) { providers in
                            _ = providers.first?.loadObject(ofClass: NSString.self) { _, _ in }
                            return true
                        }
                }
            }
            """
        for imports in ["import DragDropSwiftUI\nimport Foundation\n", "import DragDrop\nimport DragDropSwiftUI\nimport Foundation\n\ntypealias View = DragDropSwiftUI.View\n"] {
            let source = imports + body
            let output = try await typecheck(source)
            #expect(output.contains("'NSItemProvider' has been renamed to 'ItemProvider'"), "\(source)\n\(output)")
            #expect(output.contains("'UTType' has been renamed to 'TypeIdentifier'"), "\(source)\n\(output)")
            #expect(!output.contains("cannot find") && !output.contains("ambiguous"), "\(source)\n\(output)")
            let renamed = Self.applyingRenames(in: output, to: source)
            let recompiled = try await typecheck(renamed)
            #expect(Self.errors(in: recompiled).isEmpty, "\(renamed)\n\(recompiled)")
        }
    }

    @Test("Both imports and an unqualified View: the guide names the compiler's message word for word")
    func bothImportsAreInTheGuide() async throws {
        let output = try await typecheck("""
            import DragDrop
            import DragDropSwiftUI

            struct ContentView: View {
                var body: some View { Text("Hello") }
            }
            """)
        let messages = Set(Self.errorMessages(in: output))
        #expect(messages == ["'View' is ambiguous for type lookup in this context"], "\(output)")
        try Self.expectGuideNames(messages)
    }

    @Test("The guide's SwiftUI answers compile as written: a view under import DragDropSwiftUI (onDrag with preview:), DragDropSwiftUI.View beside DragDrop.View")
    func guidesSwiftUIAnswersCompile() async throws {
        for line in ["struct ContentView: View {", "struct Badge: DragDropSwiftUI.View {"] {
            let source = try Self.guideCodeBlock(containing: line)
            let output = try await typecheck(source)
            #expect(Self.errors(in: output).isEmpty, "\(source)\n\(output)")
        }
    }

    @Test("A data-source override in an extension: the message is the guide's, its note leads to a comment saying so, and the guide's answer compiles as written")
    func overridesFromAnExtension() async throws {
        let output = try await typecheck("""
            import DragDrop

            final class Albums: TableViewController {
                var albums = ["Tokyo"]
            }

            extension Albums {
                override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { albums.count }
            }
            """)
        let messages = Self.errorMessages(in: output)
        #expect(messages.count == 1 && messages[0].hasSuffix("cannot be overridden from extension"), "\(output)")
        let named = try Self.portingGuideText().contains("cannot be overridden from extension")
        #expect(named)
        // The note names the base class's file, whose comment names the message and the guide.
        let note = try #require(output.split(separator: "\n").first { $0.contains("note: overridden declaration is here") })
        let path = String(note.prefix { $0 != ":" })
        #expect(path.hasSuffix("TableViewController.swift"), "\(note)")
        let base = try String(contentsOfFile: path, encoding: .utf8)
        #expect(base.contains("overridden from extension") && base.contains("Porting from UIKit"))

        let answer = try Self.guideCodeBlock(containing: "extension AlbumsDataSource: TableViewDataSource {")
        let compiled = try await typecheck(answer)
        #expect(Self.errors(in: compiled).isEmpty, "\(answer)\n\(compiled)")
    }
}
