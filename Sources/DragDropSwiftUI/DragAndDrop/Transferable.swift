import DragDropCore

/// What a `draggable` view carries, as the latest evaluation of the body says.
@MainActor
final class PayloadBox<T: Transferable> {
    var payload: () -> T
    var preview: (() -> PlatformView)?

    init(payload: @escaping () -> T, preview: (() -> PlatformView)?) {
        self.payload = payload
        self.preview = preview
    }
}

/// `draggable`: the model's Transferable drag adapter on the view.
struct DraggableDecoration<T: Transferable>: ViewDecoration {
    let payload: () -> T
    let preview: (() -> PlatformView)?

    func apply(to view: HostedView, state: DecorationState) {
        let box = state.box(on: view, make: { PayloadBox(payload: payload, preview: preview) }, install: { box in
            if preview != nil {
                view.draggable(box.payload(), preview: { box.preview?() ?? PlatformView(frame: .zero) })
            } else {
                view.draggable(box.payload())
            }
        })
        box.payload = payload
        box.preview = preview
    }
}

/// What a `dropDestination` does, as the latest evaluation of the body says.
@MainActor
final class DropDestinationBox<T: Transferable> {
    var action: ([T], Point) -> Bool
    var isTargeted: (Bool) -> Void

    init(action: @escaping ([T], Point) -> Bool, isTargeted: @escaping (Bool) -> Void) {
        self.action = action
        self.isTargeted = isTargeted
    }
}

/// `dropDestination`: the model's Transferable drop adapter on the view (it refuses, while it
/// hovers, drags with nothing that can become `T`).
struct DropDestinationDecoration<T: Transferable>: ViewDecoration {
    let action: ([T], Point) -> Bool
    let isTargeted: (Bool) -> Void

    func apply(to view: HostedView, state: DecorationState) {
        let box = state.box(on: view, make: { DropDestinationBox(action: action, isTargeted: isTargeted) }, install: { box in
            guard let list = (view as? IndexedHostView)?.indexed else {
                view.dropDestination(for: T.self, action: { box.action($0, $1) }, isTargeted: { box.isTargeted($0) })
                return
            }
            // On a List or grid: the model view's own, taking drops anywhere in it (SEMANTICS 41);
            // the location is where the insertion slot starts.
            list.dropDestination(for: T.self, action: { values, location in
                box.action(values, list.layoutAttributesForItem(at: location.insertionIndexPath)?.origin ?? .zero)
            }, isTargeted: { box.isTargeted($0) })
        })
        box.action = action
        box.isTargeted = isTargeted
    }
}

extension View {
    /// SwiftUI's `draggable(_:)`: dragging the view carries `payload`, made when the drag
    /// starts, in every representation its type exports.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DraggableDecoration(payload: payload, preview: nil))
    }

    /// SwiftUI's `draggable(_:preview:)`: the same, lifting the view `preview` makes.
    public func draggable<T: Transferable, Preview: View>(_ payload: @autoclosure @escaping () -> T,
                                                          @ViewBuilder preview: @escaping () -> Preview)
        -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DraggableDecoration(payload: payload, preview: { renderedPreview(preview()) }))
    }

    /// SwiftUI's `dropDestination(for:action:isTargeted:)`: the view takes drags carrying
    /// values that can become `T`; `action` gets them, in session order, with the drop's
    /// location in the view, and returns whether it took them; `isTargeted` hears a drag enter
    /// (true) and leave or end (false).
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T], Point) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DropDestinationDecoration(action: action, isTargeted: isTargeted))
    }
}
