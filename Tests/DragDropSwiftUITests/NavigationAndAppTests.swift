import DragDropSwiftUI
import DragDropTesting
import Testing

@MainActor
@Suite("SwiftUI face: NavigationStack titles, App and WindowGroup")
struct NavigationAndAppTests {
    @Test("A navigationTitle inside a NavigationStack is the hosting view's title and follows the state")
    func titleFollowsState() throws {
        let scene = HostedScene(TitledCounter())
        #expect(scene.host.navigationTitle == "Counter")
        #expect(scene.host.tap(at: Point(x: 200, y: 300)))
        scene.host.updateIfNeeded()
        #expect(scene.host.navigationTitle == "Counter (1)")
        #expect(scene.host.renderingDiagnostics.isEmpty)
    }

    @Test("A title goes with the view that gives it; NavigationView is a NavigationStack")
    func titleLeavesWithItsView() throws {
        let scene = HostedScene(OptionalTitle())
        #expect(scene.host.navigationTitle == "Shown")
        let toggle = try #require(scene.host.subviews.first.flatMap { find("toggle", in: $0, at: .zero) })
        #expect(scene.host.tap(at: toggle))
        scene.host.updateIfNeeded()
        #expect(scene.host.navigationTitle == nil)
    }

    @Test("A navigationTitle outside a navigation container shows nowhere and says so")
    func uncontainedTitle() {
        let scene = HostedScene(UncontainedTitle())
        #expect(scene.host.navigationTitle == nil)
        #expect(scene.host.renderingDiagnostics == ["navigationTitle(\"Nowhere\") is outside a NavigationStack or NavigationView: it shows nowhere"])
    }

    @Test("An App's WindowGroups are its windows, in order, with their titles and root views")
    func appWindows() {
        let windows = TwoWindowApp().body._windows
        #expect(windows.map(\.title) == [nil, "Second"])
        let host = HostingView(rootView: windows[0].rootView, frame: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(host.navigationTitle == "Counter")
    }

    /// The middle of the text `label` under `view` (whose origin is `origin` in the host).
    func find(_ label: String, in view: PlatformView, at origin: Point) -> Point? {
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        if view.accessibilityLabel == label { return frame.center }
        return view.subviews.lazy.compactMap { find(label, in: $0, at: frame.origin) }.first
    }
}
