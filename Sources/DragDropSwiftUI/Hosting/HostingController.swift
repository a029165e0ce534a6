import DragDropCore
import DragDropUIKit

/// UIKit's `UIHostingController`: a view controller whose view shows a SwiftUI view. Give
/// it to a window (`window.rootViewController = HostingController(rootView: ContentView())`).
@MainActor
public final class HostingController<Content: View>: ViewController {
    private let hostingView: HostingView<Content>

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        hostingView = HostingView(rootView: rootView)
        super.init()
    }

    /// The view shown; a new value is rendered at once.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    /// The hosting view (also ``DragDrop/ViewController/view``).
    public var host: HostingView<Content> { hostingView }

    public override func loadView() {
        view = hostingView
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hostingView.updateIfNeeded()
    }
}
