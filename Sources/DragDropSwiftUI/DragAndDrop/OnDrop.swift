import DragDropCore

/// The drop delegate installed on a view once, forwarding to the delegate of the latest
/// evaluation of the body (a struct delegate holding bindings is made anew each time).
@MainActor
final class ForwardingDropDelegate: DropDelegate {
    var current: any DropDelegate

    init(_ current: any DropDelegate) { self.current = current }

    func validateDrop(info: DropInfo) -> Bool { current.validateDrop(info: info) }
    func dropEntered(info: DropInfo) { current.dropEntered(info: info) }
    func dropUpdated(info: DropInfo) -> DropProposal? { current.dropUpdated(info: info) }
    func dropExited(info: DropInfo) { current.dropExited(info: info) }
    func performDrop(info: DropInfo) -> Bool { current.performDrop(info: info) }
    func dropSessionEnded(info: DropInfo) { current.dropSessionEnded(info: info) }
}

/// `onDrop(of:delegate:)`: the model's SwiftUI-style drop adapter on the view, with `delegate`.
struct DropDelegateDecoration: ViewDecoration {
    let types: [TypeIdentifier]
    let delegate: any DropDelegate

    func apply(to view: HostedView, state: DecorationState) {
        let box = state.box(on: view, make: { ForwardingDropDelegate(delegate) },
                            install: { view.onDrop(of: types, delegate: $0) })
        box.current = delegate
    }
}

/// `onDrop(of:isTargeted:perform:)` as a drop delegate: takes drops offering one of the types,
/// says so through `isTargeted`, and hands the providers (and the location) to `perform`.
struct ProvidersDropDelegate: DropDelegate {
    let types: [TypeIdentifier]
    let isTargeted: Binding<Bool>?
    let perform: ([ItemProvider], Point) -> Bool

    func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: types) }
    func dropEntered(info: DropInfo) { isTargeted?.wrappedValue = true }
    func dropExited(info: DropInfo) { isTargeted?.wrappedValue = false }

    func performDrop(info: DropInfo) -> Bool {
        isTargeted?.wrappedValue = false
        return perform(info.itemProviders(for: types), info.location)
    }
}

extension View {
    /// SwiftUI's `onDrop(of:delegate:)`: the view takes drags offering one of `types`; the
    /// delegate validates, hears them enter, move, leave, and performs the drop (SEMANTICS 30–31).
    public func onDrop(of types: [TypeIdentifier], delegate: any DropDelegate) -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DropDelegateDecoration(types: types, delegate: delegate))
    }

    /// SwiftUI's `onDrop(of:isTargeted:perform:)`: the view takes drags offering one of
    /// `types`; `isTargeted` is true while one is over it; `action` gets the providers of the
    /// items offering them (load them there) and returns whether it took the drop.
    public func onDrop(of types: [TypeIdentifier], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([ItemProvider]) -> Bool) -> _DecoratedView<Self, some Any> {
        let delegate = ProvidersDropDelegate(types: types, isTargeted: isTargeted, perform: { providers, _ in action(providers) })
        return _DecoratedView(content: self, decoration: DropDelegateDecoration(types: types, delegate: delegate))
    }

    /// SwiftUI's `onDrop(of:isTargeted:perform:)` whose action also gets the drop's location
    /// in the view.
    public func onDrop(of types: [TypeIdentifier], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([ItemProvider], Point) -> Bool) -> _DecoratedView<Self, some Any> {
        let delegate = ProvidersDropDelegate(types: types, isTargeted: isTargeted, perform: action)
        return _DecoratedView(content: self, decoration: DropDelegateDecoration(types: types, delegate: delegate))
    }
}
