import DragDropCore

/// What a modifier puts on the model views of its content without a view of its own (a tap
/// action, a drag or drop handler). Applied again after each update, so it must keep what it
/// installs stable: a drag in flight over the view must find the same interaction.
@MainActor
protocol ViewDecoration {
    /// Puts the decoration on `view`; `state` is the decoration's storage at its place.
    func apply(to view: HostedView, state: DecorationState)
}

/// Storage a decoration keeps at its place across updates (its installed adapters).
@MainActor
final class DecorationState {
    /// Per decorated view, what the decoration installed there (and the view, to tell a new
    /// view at a reused address).
    private var installed: [ObjectIdentifier: (view: Weak, box: AnyObject)] = [:]

    /// The box installed on `view`: made and installed by `install` the first time, the same
    /// object afterwards (so a drag in flight keeps its interaction).
    func box<Box: AnyObject>(on view: PlatformView, make: () -> Box, install: (Box) -> Void) -> Box {
        let key = ObjectIdentifier(view)
        if let entry = installed[key], entry.view.value === view, let box = entry.box as? Box { return box }
        let box = make()
        installed[key] = (Weak(value: view), box)
        install(box)
        return box
    }

    struct Weak {
        weak var value: PlatformView?
    }
}

/// A modifier that decorates its content's model views.
public struct _DecoratedView<Content: View, Decoration>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let decoration: Decoration

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.body, of: node, with: content)
        guard let decoration = decoration as? any ViewDecoration else {
            preconditionFailure("\(Decoration.self) is not a ViewDecoration")
        }
        if node.slots.isEmpty { node.slots = [DecorationState()] }
        guard let state = node.slots[0] as? DecorationState else { preconditionFailure("a decoration's node keeps its state first") }
        node.assemble = { [unowned node] in
            for view in node.child(.body)?.renderedViews() ?? [] { decoration.apply(to: view, state: state) }
        }
    }
}

/// `onTapGesture`: the action runs on a tap on the view (the innermost view with one takes it).
struct TapDecoration: ViewDecoration {
    let count: Int
    let action: () -> Void

    func apply(to view: HostedView, state: DecorationState) {
        view.tapAction = action
        view.tapCount = count
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times (one click or tap; two: a double click).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: TapDecoration(count: count, action: action))
    }
}
