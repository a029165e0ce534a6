import Foundation
import Testing

/// Apple's drag-and-drop samples for plain views — a source that dims while dragged, a
/// destination that fades items in, a view that takes pastes and drops through one method, a
/// hit-test override — port with renames alone.
extension PortDiagnosticsTests {
    static let plainViewSample = """
        import DragDrop
        import Foundation

        final class PhotoView: UIView, UIDragInteractionDelegate, UIDropInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
                [UIDragItem(itemProvider: NSItemProvider(object: "photo" as NSString))]
            }
            func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
                animator.addCompletion { position in
                    if position == .end { self.alpha = 0.5 }
                }
            }
            func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {
                animator.addAnimations { self.alpha = 1 }
            }
            func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
                animator.addAnimations { self.alpha = 0 }
                animator.addCompletion { (_: UIViewAnimatingPosition) in self.alpha = 1 }
            }
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit == self ? nil : hit
            }
        }

        final class NotesView: UIView {
            func configure() {
                pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
                pasteConfiguration?.addAcceptableTypeIdentifiers(["public.url"])
            }
            override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { super.canPaste(itemProviders) }
            override func paste(itemProviders: [NSItemProvider]) {
                for provider in itemProviders {
                    _ = provider.loadObject(ofClass: NSString.self) { object, _ in _ = object as? String }
                }
            }
        }
        """

    @Test("Plain-view samples (animators, alpha, hit-testing, paste): the compiler names every rename, and renamed they compile")
    func plainViewSamplePortsWithRenames() async throws {
        let output = try await typecheck(Self.plainViewSample)
        for expected in ["'UIDragAnimating' has been renamed to 'DragDrop.DragAnimating'",
                         "'UIViewAnimatingPosition' has been renamed to 'DragDrop.ViewAnimatingPosition'",
                         "'UIEvent' has been renamed to 'DragDrop.Event'",
                         "'UIPasteConfiguration' has been renamed to 'DragDrop.PasteConfiguration'"] {
            #expect(output.contains(expected), "missing: \(expected)\n\(output)")
        }
        var source = Self.plainViewSample.replacingOccurrences(of: "CGPoint", with: "Point")
        for (old, new) in Self.renames(in: output) {
            source = source.replacingOccurrences(of: "\\b\(old)\\b", with: new, options: .regularExpression)
        }
        let renamed = try await typecheck(source)
        #expect(!renamed.contains("error:"), "\(source)\n\(renamed)")
    }
}
