import Foundation
import Testing

/// Names the compiler used to get wrong (issue 40, item 6): each now gets one message that
/// names what to write, and code with the fix-its applied compiles.
extension PortDiagnosticsTests {
    /// The lines of `output` that are errors, without their source excerpts.
    static func errors(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    /// `source` with every rename the compiler asked for in `output` applied.
    static func applyingRenames(in output: String, to source: String) -> String {
        var renamed = source
        for (old, new) in renames(in: output) {
            renamed = renamed.replacingOccurrences(of: "\\b\(old)\\b", with: new, options: .regularExpression)
        }
        return renamed
    }

    @Test("Xcode's template and app classes named like the UIKit class they subclass: the fix-its name the module, and compile")
    func appClassesNamedLikeTheirUIKitSuperclass() async throws {
        let template = """
            import DragDrop
            import Foundation

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // Do any additional setup after loading the view.
                }
            }

            class TableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! TableViewCell
                    cell.textLabel?.text = "Row"
                    return cell
                }
            }

            class TableViewCell: UITableViewCell {}
            class CollectionViewCell: UICollectionViewCell {}
            class CollectionReusableView: UICollectionReusableView {}
            """
        let output = try await typecheck(template)
        for expected in ["'UIViewController' has been renamed to 'DragDrop.ViewController'",
                         "'UITableViewController' has been renamed to 'DragDrop.TableViewController'",
                         "'UITableViewCell' has been renamed to 'DragDrop.TableViewCell'",
                         "'UICollectionViewCell' has been renamed to 'DragDrop.CollectionViewCell'",
                         "'UICollectionReusableView' has been renamed to 'DragDrop.CollectionReusableView'"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
        let renamed = Self.applyingRenames(in: output, to: template)
        #expect(renamed.contains("class ViewController: DragDrop.ViewController"))
        let recompiled = try await typecheck(renamed)
        #expect(Self.errors(in: recompiled).isEmpty, "\(renamed)\n\(recompiled)")
    }

    @Test("kUTType… as String and NSData are taken by ItemProvider(item:typeIdentifier:); UICollectionViewLayout is renamed")
    func renamesThatFit() async throws {
        let source = """
            import DragDrop
            import Foundation

            @MainActor
            func provider(for png: Data, text: String, layout: UICollectionViewLayout) -> [NSItemProvider] {
                [NSItemProvider(item: png as NSData, typeIdentifier: kUTTypePNG as String),
                 NSItemProvider(item: text as NSString, typeIdentifier: kUTTypePlainText as String),
                 NSItemProvider(item: png, typeIdentifier: kUTTypePNG as String)]
            }
            """
        let output = try await typecheck(source)
        #expect(output.contains("'UICollectionViewLayout' has been renamed to 'DragDrop.CollectionLayout': a protocol here"),
                "\(output)")
        let renamed = Self.applyingRenames(in: output, to: source)
        let recompiled = try await typecheck(renamed)
        #expect(Self.errors(in: recompiled).isEmpty, "\(renamed)\n\(recompiled)")
    }

    @Test("UIKit names without a counterpart: one message each, no error about the stand-in, no compiler crash; onDrag(_:preview:) compiles")
    func standInsTypeCheckWhatFollows() async throws {
        let output = try await typecheck("""
            import DragDrop
            import Foundation

            @MainActor
            func makeDraggable(_ card: DragDrop.View, badge: DragDrop.View) {
                card.onDrag { ItemProvider(object: "Card") } preview: { badge }
            }

            @MainActor
            func decorate(_ image: Image, at point: Point) {
                let label = UILabel()
                label.center = point
                label.textColor = .red
                label.text = "Title"
                let pattern = UIColor(patternImage: image)
                let tint = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                _ = (pattern, tint, UIColor.systemBlue)
                let button = UIButton(type: .system)
                button.setTitle("Edit", for: .normal)
                button.frame = Rect(x: 0, y: 0, width: 80, height: 30)
            }
            """)
        let expected = ["'UILabel' is unavailable: set a cell's textLabel?.text",
                        "'UIColor' is unavailable: views are drawn in the system's style",
                        "'UIButton' is unavailable: there are no UIKit controls: put a GTK button"]
        let errors = Self.errors(in: output)
        for message in expected {
            #expect(errors.contains { $0.contains(message) }, "missing: \(message)\n\(output)")
        }
        // Every error is one of those messages: nothing about `NoCounterpart`, `booleanLiteral`…
        #expect(errors.allSatisfy { error in expected.contains { error.contains($0) } }, "\(output)")
        #expect(errors.count == 5, "one error per use of a name without a counterpart:\n\(output)")
        #expect(!output.contains("cannot assign value of type 'Point' to type 'NoCounterpart'"), "\(output)")
        #expect(!output.contains("missing argument for parameter 'booleanLiteral'"), "\(output)")
        #expect(!output.contains("failed to produce diagnostic"))
    }
    @Test("Text attributes as iOS code sets them (NSUnderlineStyle, NSMutableParagraphStyle, NSTextAlignment): renamed, they compile")
    func textAttributeNames() async throws {
        let source = """
            import DragDrop
            import Foundation

            func emphasised(_ text: String) -> NSAttributedString {
                let style = NSMutableParagraphStyle()
                style.alignment = NSTextAlignment.center
                let plain: NSParagraphStyle = style
                return NSAttributedString(string: text, attributes: [
                    .paragraphStyle: plain,
                    .underlineStyle: NSUnderlineStyle.single.rawValue,
                    .strikethroughStyle: NSUnderlineStyle.double.rawValue,
                    .backgroundColor: TextColor(red: 1, green: 1, blue: 0),
                ])
            }
            """
        let output = try await typecheck(source)
        for expected in ["'NSMutableParagraphStyle' has been renamed to 'DragDrop.MutableParagraphStyle'",
                         "'NSTextAlignment' has been renamed to 'DragDrop.TextAlignment'",
                         "'NSParagraphStyle' has been renamed to 'DragDrop.ParagraphStyle'",
                         "'NSUnderlineStyle' has been renamed to 'DragDrop.UnderlineStyle'"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
        let renamed = Self.applyingRenames(in: output, to: source)
        let recompiled = try await typecheck(renamed)
        #expect(Self.errors(in: recompiled).isEmpty, "\(renamed)\n\(recompiled)")
    }
}
