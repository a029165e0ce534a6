import DragDropCore

/// SwiftUI's `App`: the application's scenes. Marked `@main`, it runs on a front end — on
/// GTK, `import DragDropGTK` gives it the `main()` that opens each `WindowGroup` as a window
/// (this module draws nothing itself).
@MainActor
public protocol App {
    /// The kind of scene `body` returns.
    associatedtype Body: Scene
    /// The application's scenes.
    @SceneBuilder @MainActor var body: Body { get }
    /// The application, made once at launch.
    init()
}

/// SwiftUI's `Scene`: part of an application's interface — here, windows.
@MainActor
public protocol Scene {
    /// The windows the scene opens at launch, in order.
    var _windows: [SceneWindow] { get }
}

/// A window a scene opens: its root view, and its title while no `navigationTitle` gives one.
@MainActor
public struct SceneWindow {
    /// The window's title while its views give none (nil: the application's name).
    public let title: String?
    /// The window's root view.
    public let rootView: AnyView
}

/// SwiftUI's `WindowGroup`: a window showing `content`.
public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let content: Content

    /// A window showing what `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// A window titled `title` (until a `navigationTitle` gives another), showing what `content` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    public var _windows: [SceneWindow] { [SceneWindow(title: title, rootView: AnyView(content))] }
}

/// Several scenes (what a ``SceneBuilder`` makes of several statements).
public struct _TupleScene<each Content: Scene>: Scene {
    let value: (repeat each Content)

    public var _windows: [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each value { windows += scene._windows }
        return windows
    }
}

/// SwiftUI's `SceneBuilder`: an `App`'s `body` as a list of scenes.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene as it is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(value: (repeat each content))
    }
}
