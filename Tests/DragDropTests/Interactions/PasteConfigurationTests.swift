import DragDrop
import DragDropTesting
import Foundation
import Testing

/// UIKit's paste configuration: a view with one takes pastes and drops of its types through
/// one method, `paste(itemProviders:)` — Apple's samples share the drop path with paste.
@MainActor
@Suite("Paste configuration", .timeLimit(.minutes(1)))
struct PasteConfigurationTests {
    /// A notes view as Apple's samples write it: no drop delegate, only paste.
    final class NotesView: View {
        var notes: [String] = []
        var pastes = 0

        override func paste(itemProviders: [ItemProvider]) {
            pastes += 1
            for provider in itemProviders where provider.canLoadObject(ofClass: String.self) {
                _ = provider.loadObject(ofClass: String.self) { text, _ in
                    Task { @MainActor in if let text { self.notes.append(text) } }
                }
            }
        }
    }

    /// The drag source's delegate (its interaction holds it weakly).
    let source = TestDragSource(text: "Oslo")

    func scene() -> (TestScene, NotesView) {
        let scene = TestScene()
        let notes = NotesView(identifier: "notes", frame: Rect(x: 500, y: 0, width: 200, height: 200))
        notes.pasteConfiguration = PasteConfiguration(forAccepting: String.self)
        scene.window.addView(notes)
        scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        return (scene, notes)
    }

    @Test("A drop on a view with a paste configuration is a paste: paste(itemProviders:) loads it, as a copy")
    func dropIsPaste() async {
        let (scene, notes) = scene()
        scene.driver.drag(from: Point(x: 25, y: 25), to: Point(x: 600, y: 100))
        #expect(scene.app.events.contains(DragDropEvent(.didUpdate(proposed: .copy, resolved: .copy), view: "notes")))
        #expect(notes.pastes == 1)
        #expect(await scene.driver.settle())
        #expect(notes.notes == ["Oslo"])
    }

    @Test("Another application's clipboard pasted at the view: paste(itemProviders:), its data read when loaded")
    func clipboardPaste() async {
        let (scene, notes) = scene()
        let item = ExternalItem(types: [.utf8PlainText])
        #expect(scene.driver.paste([item], at: Point(x: 600, y: 100)) === notes)
        item.deliver(Data("Bergen".utf8), as: .utf8PlainText)
        #expect(await scene.driver.settle())
        #expect(notes.notes == ["Bergen"])
        // Not over the view: nobody takes it, and the paste key is not claimed there.
        #expect(scene.driver.paste([ExternalItem(types: [.utf8PlainText])], at: Point(x: 300, y: 300)) == nil)
        #expect(scene.app.takesPastes(at: Point(x: 600, y: 100)))
        #expect(!scene.app.takesPastes(at: Point(x: 300, y: 300)))
    }

    @Test("Types the configuration does not take are neither pasted nor dropped")
    func otherTypesRefused() {
        let (scene, notes) = scene()
        #expect(scene.driver.paste([ExternalItem(types: [.png])], at: Point(x: 600, y: 100)) == nil)
        scene.driver.beginExternalDrag([ExternalItem(types: [.png])], at: Point(x: 600, y: 100))
        scene.driver.release()
        #expect(scene.app.events.contains(DragDropEvent(.canHandle(false), view: "notes")))
        #expect(notes.pastes == 0)
        // Removing the configuration removes the drops too.
        notes.pasteConfiguration = nil
        #expect(scene.window.dropInteraction(at: Point(x: 600, y: 100)) == nil)
    }

    @Test("A configuration without an overridden paste(itemProviders:) says the paste was lost")
    func missingPasteIsADiagnostic() {
        let scene = TestScene()
        let plain = View(identifier: "plain-paste", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        plain.pasteConfiguration = PasteConfiguration(acceptableTypeIdentifiers: [TypeIdentifier.plainText.identifier])
        scene.window.addView(plain)
        var messages: [String] = []
        let saved = Diagnostics.handler
        Diagnostics.handler = { if $0.view == "plain-paste" { messages.append($0.message) } }
        defer { Diagnostics.handler = saved }
        #expect(scene.driver.paste([ExternalItem(types: [.utf8PlainText])], at: Point(x: 50, y: 50)) === plain)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("does not override paste(itemProviders:)") == true)
    }

    @Test("A configuration's types: initializers, additions, and what conforms")
    func configurationTypes() {
        let configuration = PasteConfiguration(forAccepting: NSString.self)
        #expect(configuration.acceptableTypeIdentifiers.contains(TypeIdentifier.utf8PlainText.identifier))
        #expect(!configuration.accepts(ItemProvider(item: Data(), typeIdentifier: .png)))
        configuration.addAcceptableTypeIdentifiers([TypeIdentifier.image.identifier, TypeIdentifier.image.identifier])
        #expect(configuration.acceptableTypeIdentifiers.filter { $0 == TypeIdentifier.image.identifier }.count == 1)
        #expect(configuration.accepts(ItemProvider(item: Data(), typeIdentifier: .png)))
    }
}
