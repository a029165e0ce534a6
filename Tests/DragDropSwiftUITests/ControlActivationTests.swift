import DragDropSwiftUI
import DragDropTesting
import Testing

@MainActor
@Suite("SwiftUI face: controls activated from the keyboard")
struct ControlActivationTests {
    /// The views under `view` drawing `content`, depth first.
    private func views(in view: PlatformView, drawing content: RenderedContent) -> [PlatformView] {
        view.subviews.flatMap { ($0.renderedContent == content ? [$0] : []) + views(in: $0, drawing: content) }
    }

    private func texts(in view: PlatformView) -> [String] {
        view.subviews.flatMap { subview -> [String] in
            let own: [String] = if case let .text(text, _)? = subview.renderedContent { [text] } else { [] }
            return own + texts(in: subview)
        }
    }

    @Test("A button activated runs its action, a switch activated flips its binding; another view refuses with an error")
    func activation() throws {
        let scene = HostedScene(ControlsForm())
        let button = try #require(views(in: scene.host, drawing: .button).first)
        let toggle = try #require(views(in: scene.host, drawing: .toggle(isOn: false)).first)
        try button.activateControl()
        try button.activateControl()
        try toggle.activateControl()
        scene.host.updateIfNeeded()
        #expect(texts(in: scene.host).contains("taps 2"))
        #expect(toggle.renderedContent == .toggle(isOn: true))
        let label = try #require(views(in: scene.host, drawing: .text("taps 2", .body)).first)
        #expect(throws: ControlActivationError.notAControl(label.identifier)) { try label.activateControl() }
    }
}
