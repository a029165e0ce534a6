import DragDropSwiftUI
import Testing

/// A counter whose state lives in the graph: a tap counts up.
struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label) \(count)")
            .padding(4)
            .onTapGesture { count += 1 }
    }
}

/// A parent re-rendered by its own state, showing a counter in either branch of an `if`.
struct Switcher: View {
    @State var showsFirst = true
    @State var generation = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("generation \(generation)").onTapGesture { generation += 1 }
            if showsFirst {
                Counter(label: "first")
            } else {
                Counter(label: "second")
            }
            Text("switch").onTapGesture { showsFirst.toggle() }
            Text("twice").onTapGesture {
                generation += 1
                generation += 1
            }
        }
    }
}

@MainActor
@Suite("SwiftUI face: identity, state and invalidation")
struct IdentityAndStateTests {
    /// The texts shown, top to bottom.
    func texts(_ host: PlatformView) -> [String] {
        func labelled(_ view: PlatformView) -> [PlatformView] {
            view.subviews.flatMap { ($0.accessibilityLabel == nil ? [] : [$0]) + labelled($0) }
        }
        return labelled(host).map { ($0.convert($0.bounds, to: host).minY, $0.accessibilityLabel ?? "") }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    func frame(of text: String, in view: PlatformView) -> Rect? {
        func find(_ v: PlatformView) -> PlatformView? {
            if v.accessibilityLabel == text { return v }
            return v.subviews.lazy.compactMap(find).first
        }
        return find(view).map { $0.convert($0.bounds, to: view) }
    }

    @Test("State survives the parent's re-render; the branch that disappears loses it")
    func stateByIdentity() throws {
        let host = HostingView(rootView: Switcher(), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(texts(host) == ["generation 0", "first 0", "switch", "twice"])
        let counter = try #require(frame(of: "first 0", in: host))
        #expect(host.tap(at: counter.center))
        #expect(host.tap(at: counter.center))
        #expect(host.renderingDiagnostics.isEmpty)
        host.updateIfNeeded()
        #expect(texts(host) == ["generation 0", "first 2", "switch", "twice"])
        // The parent's state changes: its body runs again, the counter keeps its count.
        #expect(host.tap(at: try #require(frame(of: "generation 0", in: host)).center))
        host.updateIfNeeded()
        #expect(texts(host) == ["generation 1", "first 2", "switch", "twice"])
        // The other branch: a new counter, from zero; back again: the first starts afresh too.
        #expect(host.tap(at: try #require(frame(of: "switch", in: host)).center))
        host.updateIfNeeded()
        #expect(texts(host) == ["generation 1", "second 0", "switch", "twice"])
        #expect(host.tap(at: try #require(frame(of: "switch", in: host)).center))
        host.updateIfNeeded()
        #expect(texts(host) == ["generation 1", "first 0", "switch", "twice"])
    }

    @Test("A change re-evaluates only the body of the view that owns the state, once however many writes")
    func invalidationIsLocal() throws {
        let host = HostingView(rootView: Switcher(), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let before = host.bodyEvaluationCount
        #expect(before == 2, "Switcher and its Counter")
        let counter = try #require(frame(of: "first 0", in: host))
        host.tap(at: counter.center)
        #expect(host.needsUpdate)
        host.updateIfNeeded()
        #expect(!host.needsUpdate)
        #expect(host.bodyEvaluationCount == before + 1, "only the counter")
        host.updateIfNeeded()
        #expect(host.bodyEvaluationCount == before + 1, "nothing dirty: nothing evaluated")
        // Two writes in one handler: the parent once, and its child with it.
        host.tap(at: try #require(frame(of: "twice", in: host)).center)
        host.updateIfNeeded()
        #expect(host.bodyEvaluationCount == before + 3)
        #expect(texts(host).first == "generation 2")
    }

    @Test("The model views are the same objects after a re-render (a drag over them survives)")
    func modelViewsPersist() throws {
        let host = HostingView(rootView: Switcher(), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let stack = try #require(host.subviews.first?.subviews.first)
        let switchLabel = try #require(stack.subviews.last)
        host.tap(at: try #require(frame(of: "generation 0", in: host)).center)
        host.updateIfNeeded()
        #expect(host.subviews.first?.subviews.first === stack)
        #expect(stack.subviews.last === switchLabel)
    }

    @Test("A state change applies on the main actor's next turn without being asked")
    func updatesAreScheduled() async throws {
        let host = HostingView(rootView: Switcher(), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.tap(at: try #require(frame(of: "generation 0", in: host)).center)
        #expect(texts(host).first == "generation 0", "not yet: SwiftUI applies changes after the handler")
        for _ in 0..<10 where host.needsUpdate { await Task.yield() }
        #expect(texts(host).first == "generation 1")
    }
}

/// A row of a label, a spacer and a fixed square, padded, over a background.
struct LayoutSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Name")
                Spacer()
                Color.red.frame(width: 20, height: 20)
            }
            .padding(8)
            .background(Color.gray)
            Text("Second line")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("SwiftUI face: layout")
struct LayoutTests {
    @Test("Stacks, spacers, padding and frames compute the model views' frames")
    func frames() throws {
        let host = HostingView(rootView: LayoutSample(), frame: Rect(x: 0, y: 0, width: 300, height: 200))
        func find(_ label: String, in view: PlatformView) -> PlatformView? {
            if view.accessibilityLabel == label { return view }
            return view.subviews.lazy.compactMap { find(label, in: $0) }.first
        }
        func frame(_ view: PlatformView) -> Rect { view.convert(view.bounds, to: host) }
        // Text: 8.5 points a character at 17 points, lines 22 high.
        let name = try #require(find("Name", in: host))
        #expect(frame(name) == Rect(x: 8, y: 8, width: 34, height: 22))
        let second = try #require(find("Second line", in: host))
        // The padded row is 22 + 16 high; 10 apart; leading.
        #expect(frame(second) == Rect(x: 0, y: 48, width: 93.5, height: 22))
        // The square at the trailing edge of the full-width row (less the padding), centred across.
        let square = try #require(name.superview?.subviews.last?.subviews.first)
        #expect(frame(square) == Rect(x: 272, y: 9, width: 20, height: 20))
        // The background fills the padded row.
        let row = try #require(name.superview?.superview?.superview)
        let background = try #require(row.subviews.first)
        #expect(frame(background) == Rect(x: 0, y: 0, width: 300, height: 38))
    }
}

/// A model handed down the tree.
@MainActor
final class Theme: ObservableObject {
    @Published var name = "Plain"
}

/// Reads the model and the colour scheme from its environment.
struct ThemeLabel: View {
    @EnvironmentObject var theme: Theme
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("\(theme.name) \(colorScheme == .dark ? "dark" : "light")")
    }
}

struct ThemedScreen: View {
    let theme: Theme

    var body: some View {
        VStack {
            ThemeLabel()
            ThemeLabel().environment(\.colorScheme, .dark)
        }
        .environmentObject(theme)
        .font(.title)
    }
}

@MainActor
@Suite("SwiftUI face: environment")
struct EnvironmentTests {
    @Test("@EnvironmentObject and @Environment come from the ancestors; the object's change re-renders its readers")
    func environment() throws {
        let theme = Theme()
        let host = HostingView(rootView: ThemedScreen(theme: theme), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        func labels() -> [String] {
            func all(_ view: PlatformView) -> [PlatformView] { view.subviews.flatMap { [$0] + all($0) } }
            return all(host).compactMap(\.accessibilityLabel)
        }
        #expect(labels() == ["Plain light", "Plain dark"])
        let before = host.bodyEvaluationCount
        theme.name = "Bold"
        host.updateIfNeeded()
        #expect(labels() == ["Bold light", "Bold dark"])
        #expect(host.bodyEvaluationCount == before + 2, "the two readers only, not the screen")
        // Text takes the font its ancestors set: 28 points, 14 a character ("Bold light"), 35 high.
        func first(_ view: PlatformView) -> PlatformView? {
            view.accessibilityLabel != nil ? view : view.subviews.lazy.compactMap(first).first
        }
        let label = try #require(first(host))
        #expect(label.frame.size == Size(width: 10 * 14, height: 35))
        #expect(host.renderingDiagnostics.isEmpty)
    }

    @Test("The hosting view's environment (the system's colour scheme a front end sets) reaches the views; a value set below it wins")
    func hostEnvironment() {
        let host = HostingView(rootView: ThemedScreen(theme: Theme()), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        func labels() -> [String] {
            func all(_ view: PlatformView) -> [PlatformView] { view.subviews.flatMap { [$0] + all($0) } }
            return all(host).compactMap(\.accessibilityLabel)
        }
        host.environment.colorScheme = .dark
        #expect(labels() == ["Plain dark", "Plain dark"])
        host.environment.colorScheme = .light
        #expect(labels() == ["Plain light", "Plain dark"])
    }
}
