import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropSwiftUI

/// Draws the views a SwiftUI view rendered (a hosting view's, or a list row's in its cell)
/// on a canvas: each `Text` as a label in its font and colour, each `Color` and shape as a
/// filled widget, each `Button` as a `GtkButton` under its label, each `Toggle`'s switch as a
/// `GtkSwitch` and each `TextField` as a `GtkEntry`, at their frames, as opaque as their
/// `opacity` modifiers make them, under the shadows `shadow` modifiers cast; the tables and
/// collection views among them (a `List`, a lazy grid) are handed to the caller, which shows them on their own hosts. They are painted in the views'
/// order, as SwiftUI paints them: a `background` under its view, an `overlay` and a `ZStack`'s
/// later views over what comes before (an overlay's colour over the text it covers); a click
/// on a button or a switch reaches the canvas, whose tap runs the view's action (as
/// headless). Widgets are pooled: their number follows the views shown.
@MainActor
final class RenderedViewsDrawing {
    private let canvas: UnsafeMutablePointer<GtkWidget>
    private let labels: WidgetPool<Int, (String, Font, Color?)>
    private let fills: WidgetPool<Int, Paint>
    private let buttons: WidgetPool<Int, Void>
    private let switches: WidgetPool<Int, Bool>
    private let entries: WidgetPool<Int, (text: String, placeholder: String)>
    /// The clipped canvas and drawing of each `ScrollView` met, by its view (and the view, to
    /// tell a new one at a reused address).
    private var clips: [ObjectIdentifier: (view: WeakView, widget: UnsafeMutablePointer<GtkWidget>, drawing: RenderedViewsDrawing)] = [:]
    /// The text field each entry shows now: what the user types goes to it.
    private var fieldOfEntry: [UnsafeMutablePointer<GtkWidget>: WeakView] = [:]
    /// The button or switch each control widget shows now: what the keyboard activates.
    private var viewOfControl: [UnsafeMutablePointer<GtkWidget>: WeakView] = [:]

    /// What a fill widget paints.
    private enum Paint {
        case color(Color)
        case shape(RenderedShape, Size)
    }

    init(in canvas: UnsafeMutablePointer<GtkWidget>) {
        self.canvas = canvas
        labels = WidgetPool(in: canvas, make: {
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_label_set_yalign(dd_label(label), 0)
            gtk_label_set_wrap(dd_label(label), 1)
            gtk_label_set_wrap_mode(dd_label(label), PANGO_WRAP_WORD)
            gtk_widget_set_can_target(label, 0)
            gtk_widget_add_css_class(label, "dragdrop-swiftui-text")
            return label
        }, fill: { label, content in
            gtk_label_set_text(dd_label(label), content.0)
            let attributes = PangoTextMeasurer.fontAttributes(for: content.1)
            if let color = content.2 {
                func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
                pango_attr_list_insert(attributes, pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                pango_attr_list_insert(attributes, pango_attr_foreground_alpha_new(channel(color.opacity)))
            }
            gtk_label_set_attributes(dd_label(label), attributes)
            pango_attr_list_unref(attributes)
        })
        fills = WidgetPool(in: canvas, make: {
            let fill = dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
            gtk_widget_set_can_target(fill, 0)
            return fill
        }, fill: { widget, paint in
            switch paint {
            case .color(let color): FillStyle.paint(widget, color)
            case let .shape(shape, size): FillStyle.paint(widget, shape, size: size)
            }
        })
        // Buttons and switches are drawn, not clicked (the canvas's tap is); the keyboard
        // reaches them by Tab and activates a focused button ("clicked") or switch ("activate").
        var madeControl: ((UnsafeMutablePointer<GtkWidget>, String) -> Void)?
        buttons = WidgetPool(in: canvas, make: {
            let button = gtk_button_new()!
            gtk_widget_set_can_target(button, 0)
            madeControl?(button, "clicked")
            return button
        }, fill: { _, _ in })
        switches = WidgetPool(in: canvas, make: {
            let control = gtk_switch_new()!
            gtk_widget_set_can_target(control, 0)
            madeControl?(control, "activate")
            return control
        }, fill: { widget, isOn in
            if (gtk_switch_get_active(OpaquePointer(widget)) != 0) != isOn { gtk_switch_set_active(OpaquePointer(widget), isOn ? 1 : 0) }
        })
        var madeEntry: ((UnsafeMutablePointer<GtkWidget>) -> Void)?
        entries = WidgetPool(in: canvas, make: {
            let entry = gtk_entry_new()!
            madeEntry?(entry)
            return entry
        }, fill: { entry, content in
            let editable = OpaquePointer(entry)
            if String(cString: gtk_editable_get_text(editable)) != content.text { gtk_editable_set_text(editable, content.text) }
            gtk_entry_set_placeholder_text(UnsafeMutablePointer<GtkEntry>(OpaquePointer(entry)), content.placeholder)
        })
        madeEntry = { [unowned self] entry in
            let changed: VoidHandler = { [unowned self] in entryChanged(entry) }
            connect(UnsafeMutableRawPointer(entry), .plain("changed"), changed)
        }
        madeControl = { [unowned self] control, signal in
            let activated: VoidHandler = { [unowned self] in controlActivated(control) }
            connect(UnsafeMutableRawPointer(control), .plain(signal), activated)
        }
    }

    /// Draws `view` (a `ScrollView`, a `clipShape`) and what is in it on a canvas of its own at
    /// `frame`, clipped to its outline (`overflow: hidden` with the outline's rounded corners),
    /// so content scrolled out of it, or outside the shape, does not show.
    /// - Returns: the clip's widget.
    private func drawClipped(_ view: PlatformView, frame: Rect, opacity: Double,
                             collection: (IndexedCollectionView, Rect) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let key = ObjectIdentifier(view)
        let clip: (view: WeakView, widget: UnsafeMutablePointer<GtkWidget>, drawing: RenderedViewsDrawing)
        if let existing = clips[key], existing.view.view === view {
            clip = existing
        } else {
            if let stale = clips[key] { gtk_widget_unparent(stale.widget) }
            let widget = dd_canvas_new(GTK_ACCESSIBLE_ROLE_GROUP)!
            gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
            dd_canvas_put(canvas, widget)
            clip = (WeakView(view: view), widget, RenderedViewsDrawing(in: widget))
            clips[key] = clip
        }
        // The clip widget covers the outline's rectangle (a circle's square), its corners rounded.
        let outline = view.renderedClipShape ?? .rectangle
        let clipped = outline.outlineRect(in: frame)
        place(clip.widget, in: canvas, at: clipped)
        FillStyle.paint(clip.widget, RenderedShape(outline: outline, fill: nil, stroke: nil), size: clipped.size)
        gtk_widget_set_visible(clip.widget, 1)
        if gtk_widget_get_opacity(clip.widget) != opacity { gtk_widget_set_opacity(clip.widget, opacity) }
        let inset = Point(x: frame.minX - clipped.minX, y: frame.minY - clipped.minY)
        clip.drawing.draw(view, origin: inset) { indexed, rect in
            collection(indexed, rect.offsetBy(dx: clipped.minX, dy: clipped.minY))
        }
        return clip.widget
    }

    /// Makes the canvas's children `widgets`, in that order, first: GTK paints a parent's
    /// children in their order (and Tab follows it). Only widgets out of place move.
    /// - Complexity: O(`widgets`).
    private func paintInOrder(_ widgets: [UnsafeMutablePointer<GtkWidget>]) {
        var previous: UnsafeMutablePointer<GtkWidget>?
        for widget in widgets {
            if gtk_widget_get_prev_sibling(widget) != previous { gtk_widget_insert_after(widget, canvas, previous) }
            previous = widget
        }
    }

    /// The keyboard activated a button or a switch (the pointer cannot reach them: a click is
    /// the canvas's tap): the control it shows runs its action.
    private func controlActivated(_ control: UnsafeMutablePointer<GtkWidget>) {
        guard let view = viewOfControl[control]?.view else { return }
        do {
            try view.activateControl()
        } catch {
            Diagnostics.handler(Diagnostic(view: view.identifier, message: "a GTK control's activation went nowhere: \(error)"))
        }
    }

    /// The user changed an entry's text: it goes to the text field the entry shows.
    private func entryChanged(_ entry: UnsafeMutablePointer<GtkWidget>) {
        guard let field = fieldOfEntry[entry]?.view else { return }
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        do {
            try field.enterText(text)
        } catch {
            Diagnostics.handler(Diagnostic(view: field.identifier, message: "a GtkEntry's text went nowhere: \(error)"))
        }
    }

    private struct WeakView {
        weak var view: PlatformView?
    }

    /// Draws what `root`'s subviews rendered, `root`'s top-left corner at `origin` in the
    /// canvas (its own by default); `collection` gets each table or
    /// collection view met, at its frame in the canvas (what is inside it is its host's to draw).
    /// - Complexity: O(views under `root`, not counting those inside tables and collection views).
    func draw(_ root: PlatformView, origin: Point = .zero, collection: (IndexedCollectionView, Rect) -> Void) {
        var painted: [UnsafeMutablePointer<GtkWidget>] = []  // in the views' order: each over those before
        var labelCount = 0, fillCount = 0, buttonCount = 0, switchCount = 0, entryCount = 0
        var shownEntries: [UnsafeMutablePointer<GtkWidget>: WeakView] = [:]
        var shownControls: [UnsafeMutablePointer<GtkWidget>: WeakView] = [:]
        var shownClips = Set<ObjectIdentifier>()
        func walk(_ view: PlatformView, origin: Point, opacity: Double, shadow: RenderedShadow?) {
            for subview in view.subviews where !subview.isHidden {
                let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
                if let indexed = subview as? IndexedCollectionView {
                    collection(indexed, frame)
                    continue
                }
                let opacity = opacity * subview.renderedOpacity
                let shadow = subview.renderedShadow ?? shadow  // the nearest shadow modifier's
                if subview.clipsRenderedContent {
                    let clip = drawClipped(subview, frame: frame, opacity: opacity, collection: collection)
                    FillStyle.castShadow(shadow, on: clip, ofText: false)  // the clip's outline casts it
                    painted.append(clip)
                    shownClips.insert(ObjectIdentifier(subview))
                    continue
                }
                let widget: UnsafeMutablePointer<GtkWidget>?
                switch subview.renderedContent {
                case let .text(text, font)?:
                    widget = labels.show(labelCount, (text, font, subview.renderedForegroundColor), frame: frame)
                    labelCount += 1
                case let .fill(color)?:
                    widget = fills.show(fillCount, .color(color), frame: frame)
                    fillCount += 1
                case let .shape(shape)?:
                    let drawn = shape.strokeRect(in: frame)
                    widget = fills.show(fillCount, .shape(shape, drawn.size), frame: drawn)
                    fillCount += 1
                case .button?:
                    let button = buttons.show(buttonCount, (), frame: frame)
                    shownControls[button] = WeakView(view: subview)
                    widget = button
                    buttonCount += 1
                case let .toggle(isOn)?:
                    let control = switches.show(switchCount, isOn, frame: frame)
                    shownControls[control] = WeakView(view: subview)
                    widget = control
                    switchCount += 1
                case let .textField(text, placeholder)?:
                    let entry = entries.show(entryCount, (text, placeholder), frame: frame)
                    shownEntries[entry] = WeakView(view: subview)
                    widget = entry
                    entryCount += 1
                case nil:
                    widget = nil
                }
                if let widget {
                    if gtk_widget_get_opacity(widget) != opacity { gtk_widget_set_opacity(widget, opacity) }
                    let isText = if case .text? = subview.renderedContent { true } else { false }
                    FillStyle.castShadow(shadow, on: widget, ofText: isText)
                    painted.append(widget)
                }
                walk(subview, origin: frame.origin, opacity: opacity, shadow: shadow)
            }
        }
        walk(root, origin: origin, opacity: 1, shadow: nil)
        paintInOrder(painted)
        fieldOfEntry = shownEntries
        viewOfControl = shownControls
        for (key, clip) in clips where !shownClips.contains(key) {
            gtk_widget_set_visible(clip.widget, 0)
            if clip.view.view == nil { clips[key] = nil }
        }
        labels.recycle { $0 < labelCount }
        fills.recycle { $0 < fillCount }
        buttons.recycle { $0 < buttonCount }
        switches.recycle { $0 < switchCount }
        entries.recycle { $0 < entryCount }
    }
}
