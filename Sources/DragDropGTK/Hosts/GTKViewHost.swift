import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Shows plain core views — each with its own drag and drop interactions, such as a
/// SwiftUI-style list of rows with `onDrag` / `onDrop`, a trash button or a lightbox — as
/// labels or pictures at their frames, with their `alpha`, and routes real pointer drags over
/// them to the core, and Ctrl+V with the pointer over a view with a `pasteConfiguration` to its
/// `paste(itemProviders:)`. It redraws after every event, so views the core moves (a live
/// re-sort) follow at once — gliding and fading, when the change was made inside an animation.
@MainActor
public final class GTKViewHost {
    /// One thing to draw: a label at a frame (in the coordinates of the host's ``GTKViewHost/frame``),
    /// styled by a CSS class. `view` names the core view it shows, if any (for the drag icon).
    public struct Item {
        /// What the label says.
        public let text: String
        /// Where it is, in the coordinates of the host's ``GTKViewHost/frame`` (the part of
        /// the application's layout the host shows, drawn where GTK allocates the host).
        public let frame: Rect
        /// The CSS class of its label (its look).
        public let cssClass: String
        /// The core view it stands for, if any (for its drag and drop interactions). The
        /// host adds it to its core window if it is in none, as drags find only views there.
        public let view: View?
        /// A picture to show instead of the text, from the host's ``GTKViewHost/imageSource``
        /// (the text shows while it loads or if it fails, and describes it to screen readers).
        public let picture: URL?
        /// Styled text to show instead of `text`: its fonts (``DragDrop/TextFont``), colours
        /// (``DragDrop/TextColor``) and links drawn.
        public let attributedText: NSAttributedString?

        /// An item to draw: its text, or its picture.
        public init(text: String, frame: Rect, cssClass: String, view: View? = nil, picture: URL? = nil) {
            self.text = text
            self.frame = frame
            self.cssClass = cssClass
            self.view = view
            self.picture = picture
            attributedText = nil
        }

        /// An item showing styled text (its plain text describes it to screen readers).
        public init(attributedText: NSAttributedString, frame: Rect, cssClass: String, view: View? = nil) {
            text = attributedText.string
            self.frame = frame
            self.cssClass = cssClass
            self.view = view
            picture = nil
            self.attributedText = NSAttributedString(attributedString: attributedText)
        }
    }

    /// The application's drag system.
    public let system: DragDropSystem
    /// The core window the host's views live in.
    public let window: DragDrop.Window
    /// The part of the application's layout this host shows: its origin is drawn at the
    /// widget's top-left corner, and the views it shows are placed in the core window where
    /// GTK allocates the widget, at every allocation (SEMANTICS 47) — the application need not
    /// keep hosts' frames apart.
    public let frame: Rect
    /// The widget to put in a GTK window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let items: () -> [Item]
    private var pools: [String: LabelPool<Int>] = [:]
    private var picturePools: [String: PicturePool<Int>] = [:]
    /// Labels showing Pango markup (items with ``Item/attributedText``), by CSS class.
    private var markupPools: [String: LabelPool<Int>] = [:]
    /// Supplies the items' pictures (``Item/picture``); without one they show their text.
    public weak var imageSource: (any GTKImageSource)? { didSet { sync() } }
    private var bridge: GTKDragBridge?
    /// Called after each drag event routed here (the app saves its model).
    public var afterEvent: (() -> Void)?

    /// - Parameters:
    ///   - frame: the part of the application's layout the host shows (the coordinates of its items' frames).
    ///   - system: the application's drag system.
    ///   - window: the core window of the GTK window the host is in.
    ///   - items: what to draw, asked again after every event.
    public init(frame: Rect, system: DragDropSystem, window: DragDrop.Window, items: @escaping () -> [Item]) {
        self.frame = frame
        self.system = system
        self.window = window
        self.items = items
        fixed = dd_canvas_new(GTK_ACCESSIBLE_ROLE_GENERIC)
        gtk_widget_set_size_request(fixed, Int32(frame.width), Int32(frame.height))
        gtk_widget_add_css_class(fixed, "dragdrop-view-host")
        widget = fixed
        bridge = GTKDragBridge(widget: fixed, system: system,
                               screenPoint: { [fixed] x, y in screenPoint(ofWidget: fixed, x: x, y: y, in: window) },
                               iconContent: { [unowned self] session in iconContent(for: session) },
                               afterEvent: { [unowned self] in
                                   sync()
                                   afterEvent?()
                               })
        sync()
        PasteShortcut.install(on: fixed, system: system, window: window)
        // The widget keeps its host: an application may hold only the widget.
        WidgetOwnership.retain(self, by: widget)
    }

    /// Where the host's top-left corner is in its GTK window, once laid out.
    public var originInWindow: Point? { windowOrigin(of: widget) }

    /// Redraws every item where the core has it now.
    public func sync() {
        var used: [String: Int] = [:], pictured: [String: Int] = [:], styled: [String: Int] = [:]
        for item in items() {
            if let view = item.view {
                if view.window == nil { window.addView(view) }
                ViewPlacement.register(view, in: fixed) { [frame] in frame.origin }  // drawn where GTK allocates the host
            }
            // A view moved inside View.animate glides there; any other change shows at once.
            let glide = item.view?.frameAnimation?.duration.seconds ?? 0
            let shown = item.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
            if let texture = texture(for: item) {
                let pool = picturePools[item.cssClass] ?? PicturePool<Int>(in: fixed, cssClass: item.cssClass)
                picturePools[item.cssClass] = pool
                let index = pictured[item.cssClass, default: 0]
                pictured[item.cssClass] = index + 1
                let widget = pool.show(index, PictureContent(texture: texture, description: item.text), frame: shown,
                                       glideDuration: glide)
                showAlpha(of: item.view, on: widget)
                continue
            }
            if let attributed = item.attributedText {
                let pool = markupPools[item.cssClass] ?? Self.markupPool(in: fixed, cssClass: item.cssClass)
                markupPools[item.cssClass] = pool
                let index = styled[item.cssClass, default: 0]
                styled[item.cssClass] = index + 1
                let label = pool.show(index, PangoMarkup.markup(from: attributed), frame: shown, glideDuration: glide)
                PangoMarkup.align(label, as: attributed)
                showAlpha(of: item.view, on: label)
                continue
            }
            let pool = pools[item.cssClass] ?? LabelPool<Int>(in: fixed, cssClass: item.cssClass, xalign: 0)
            pools[item.cssClass] = pool
            let index = used[item.cssClass, default: 0]
            used[item.cssClass] = index + 1
            showAlpha(of: item.view, on: pool.show(index, text: item.text, frame: shown, glideDuration: glide))
        }
        for (cssClass, pool) in pools {
            let count = used[cssClass, default: 0]
            pool.recycle { $0 < count }
        }
        for (cssClass, pool) in picturePools {
            let count = pictured[cssClass, default: 0]
            pool.recycle { $0 < count }
        }
        for (cssClass, pool) in markupPools {
            let count = styled[cssClass, default: 0]
            pool.recycle { $0 < count }
        }
    }

    /// Labels that show Pango markup, wrapped at the item's width.
    private static func markupPool(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) -> LabelPool<Int> {
        LabelPool<Int>(in: fixed, make: {
            let label = gtk_label_new(nil)!
            gtk_widget_add_css_class(label, cssClass)
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_label_set_wrap(dd_label(label), 1)
            return label
        }, fill: { label, markup in gtk_label_set_markup(dd_label(label), markup) })
    }

    /// Draws the view's `alpha` as its widget's opacity, fading when it changed inside an
    /// animation (a drag animator's blocks, `View.animate`).
    private func showAlpha(of view: View?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let alpha = view?.alpha ?? 1
        let fade = view?.alphaAnimation.flatMap { $0.to == alpha ? $0 : nil }
        dd_widget_fade_opacity(widget, fade?.from ?? alpha, alpha, fade?.duration.seconds ?? 0)
    }

    /// The item's picture once loaded (a redraw follows when it is).
    private func texture(for item: Item) -> OpaquePointer? {
        guard let url = item.picture, let imageSource,
              case let .ready(texture) = imageSource.picture(for: url, requester: self, whenReady: { [weak self] in self?.sync() }) else {
            return nil
        }
        return texture
    }

    private func iconContent(for session: DragSession) -> DragIcon.Content? {
        guard let source = session.sourceInteraction?.view,
              let item = items().first(where: { $0.view === source }) else { return nil }
        return DragIcon.Content(text: item.text, size: item.frame.size, visible: system.dragIconVisiblePath, texture: texture(for: item))
    }
}
