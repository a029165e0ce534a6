import DragDropSwiftUI
import DragDropTesting
import Testing

@MainActor
@Suite("SwiftUI face: onAppear, onDisappear, Divider, Label")
struct AppearanceAndDividerTests {
    @Test("onAppear runs once per identity after the update that made the view; onDisappear when it leaves the graph")
    func appearAndDisappear() throws {
        let log = AppearanceLog()
        let scene = HostedScene(AppearingViews(log: log))
        #expect(log.events == ["detail appeared", "Apple appeared", "Pear appeared"])
        // Re-rendered, nothing appears again.
        log.names.append("Plum")
        scene.host.updateIfNeeded()
        #expect(log.events.suffix(1) == ["Plum appeared"])
        log.showsDetail = false
        log.names.removeFirst()
        scene.host.updateIfNeeded()
        #expect(Set(log.events.suffix(2)) == ["detail disappeared", "Apple disappeared"])
        log.showsDetail = true
        scene.host.updateIfNeeded()
        #expect(log.events.last == "detail appeared")
        #expect(log.events.count == 7)
    }

    @Test("A change of state in onAppear shows at the next update")
    func stateChangedOnAppear() throws {
        let scene = HostedScene(LoadingView())
        scene.host.updateIfNeeded()
        #expect(texts(in: scene.host) == ["Loaded"])
    }

    @Test("A Divider is a 1-point line across its stack, in the separator colour; a Label is its icon then its title")
    func dividerAndLabel() throws {
        let scene = HostedScene(DividedViews(), size: Size(width: 300, height: 400))
        let fills = drawn(in: scene.host).filter { if case .fill = $0.content { return true } else { return false } }
        // The VStack's divider spans the width, 1 high; the HStack's is 1 wide, as high as the stack.
        let horizontal = try #require(fills.first { $0.frame.height == 1 })
        #expect(horizontal.frame.width == 300)
        let vertical = try #require(fills.first { $0.frame.width == 1 })
        #expect(vertical.frame.height == 40)
        guard case let .fill(colour) = horizontal.content else { return }
        #expect(colour.opacity < 0.5)
        // The label: the red icon left of its title.
        let icon = try #require(fills.first { $0.content == .fill(.red) })
        let title = try #require(drawn(in: scene.host).first { if case .text("Stickers", _) = $0.content { true } else { false } })
        #expect(abs(icon.frame.maxX + 8 - title.frame.minX) < 1e-9)
    }
}

/// The texts drawn under `view`, depth first.
@MainActor
private func texts(in view: PlatformView) -> [String] {
    drawn(in: view).compactMap { if case let .text(text, _) = $0.content { text } else { nil } }
}

/// What is drawn under `view`, depth first, with each frame in `view`'s coordinates.
@MainActor
private func drawn(in view: PlatformView, origin: Point = .zero) -> [(content: RenderedContent, frame: Rect)] {
    view.subviews.flatMap { subview -> [(content: RenderedContent, frame: Rect)] in
        let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
        let own = subview.renderedContent.map { [($0, frame)] } ?? []
        return own + drawn(in: subview, origin: frame.origin)
    }
}
