import Foundation
import DragDropCore

/// Owns a view and reacts to its life (UIKit's `UIViewController`): the view is made on first
/// access (``loadView()``, then ``viewDidLoad()``), and a window showing the controller as its
/// ``Window/rootViewController`` calls the appearance methods. Subclass it as on iOS and
/// `override` what you need, calling `super`.
@MainActor
open class ViewController {
    private var loadedView: View?
    private var isLoadingView = false

    /// A controller whose view is made on first access.
    public init() {}

    /// UIKit's designated initializer; there are no nib files here, so both are ignored.
    public init(nibName: String?, bundle: Bundle?) {}

    /// The controller's title.
    open var title: String?

    /// The undo manager of the controller's view (UIKit's responder chain): the window's
    /// shared one once the view is in a window; nil before. Override it to give the
    /// controller its own.
    open var undoManager: UndoManager? { viewIfLoaded?.undoManager }

    /// The root view; made on first access by ``loadView()`` and then ``viewDidLoad()``.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it was made already; nil otherwise (never makes it).
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view was made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view if it was not made yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = View(frame: .zero) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the view and assigns it to ``ViewController/view``. The default makes an empty ``View``;
    /// subclasses that build their own view override it without calling `super`.
    open func loadView() {
        view = View(frame: .zero)
    }

    /// The view was made: set it up here (add subviews, assign delegates).
    open func viewDidLoad() {}
    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be taken away.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was taken away.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller is in edit mode (tables and collections show reorder handles).
    public private(set) var isEditing = false

    /// Enters or leaves edit mode; subclasses override it to update their views, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }
}

extension Window {
    /// The controller whose view fills the window (UIKit's `rootViewController`). Assigning
    /// one takes the old controller's view away (`viewWillDisappear`, `viewDidDisappear`)
    /// and shows the new one's at the window's bounds (`viewWillAppear`, `viewDidAppear`).
    public var rootViewController: ViewController? {
        get { rootController as? ViewController }
        set {
            guard newValue !== rootController else { return }
            if let old = rootViewController {
                old.viewWillDisappear(false)
                old.viewIfLoaded?.removeFromSuperview()
                rootController = nil
                old.viewDidDisappear(false)
            }
            guard let controller = newValue else { return }
            rootController = controller
            let view: View = controller.view
            view.frame = bounds
            controller.viewWillAppear(false)
            addSubview(view)
            controller.viewDidAppear(false)
        }
    }
}
