import DragDropCore

/// What a drag from a view carries and shows, as the latest evaluation of the body says.
@MainActor
final class DragSourceBox {
    var data: () -> ItemProvider
    var preview: (() -> PlatformView)?

    init(data: @escaping () -> ItemProvider, preview: (() -> PlatformView)?) {
        self.data = data
        self.preview = preview
    }
}

/// `onDrag`: the model's SwiftUI-style drag adapter on the view.
struct DragDecoration: ViewDecoration {
    let data: () -> ItemProvider
    let preview: (() -> PlatformView)?

    func apply(to view: HostedView, state: DecorationState) {
        let box = state.box(on: view, make: { DragSourceBox(data: data, preview: preview) }, install: { box in
            if preview != nil {
                view.onDrag({ box.data() }, preview: { box.preview?() ?? PlatformView(frame: .zero) })
            } else {
                view.onDrag({ box.data() })
            }
        })
        box.data = data
        box.preview = preview
    }
}

/// Renders a SwiftUI view into a model view of its ideal size (a drag preview).
@MainActor
func renderedPreview<Preview: View>(_ preview: Preview) -> PlatformView {
    let host = HostingView(rootView: preview)
    let size = host.graph.rootViews.map { $0.sizeThatFits(.unspecified) }.enclosing
    host.frame = Rect(origin: .zero, size: size)
    host.updateIfNeeded()
    return host
}

extension View {
    /// SwiftUI's `onDrag`: dragging the view offers the provider `data` makes when the drag starts.
    public func onDrag(_ data: @escaping () -> ItemProvider) -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DragDecoration(data: data, preview: nil))
    }

    /// SwiftUI's `onDrag(_:preview:)`: the same, lifting the view `preview` makes instead of this one.
    public func onDrag<Preview: View>(_ data: @escaping () -> ItemProvider, @ViewBuilder preview: @escaping () -> Preview)
        -> _DecoratedView<Self, some Any> {
        _DecoratedView(content: self, decoration: DragDecoration(data: data, preview: { renderedPreview(preview()) }))
    }
}
