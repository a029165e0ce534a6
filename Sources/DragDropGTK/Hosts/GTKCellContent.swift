import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// What a custom cell shows, said in Swift: a title, a second line, a symbolic icon or a
/// picture, a coloured tag, style classes and an accessible name. The library makes and reuses the GTK
/// widgets; app code touches no GTK pointer. For anything else, ``GTKCellFactory``'s own
/// `setup` / `bind` give the widget itself.
///
/// ```swift
/// host.register(.content { cell, _ in
///     let card = (cell as! CardCell).card
///     return GTKCellContent(title: card.title, subtitle: card.due,
///                           tag: .init(card.label, color: "#e01b24"))
/// }, forReuseIdentifier: "Card")
/// ```
public struct GTKCellContent: Equatable, Sendable {
    /// A small rounded label in a colour of its own, after the text ("Bug", "Urgent").
    public struct Tag: Equatable, Sendable {
        /// What the tag says.
        public var text: String
        /// Any CSS colour: a name ("tomato"), "#RRGGBB", or a libadwaita colour ("@green_3").
        /// The text on it is black or white, whichever reads better on a "#RRGGBB" colour
        /// (white on other colours).
        public var color: String

        /// A tag saying `text` on `color`.
        public init(_ text: String, color: String) {
            self.text = text
            self.color = color
        }
    }

    /// The main line.
    public var title: String
    /// A dimmed second line under the title.
    public var subtitle: String?
    /// A symbolic icon's name before the text ("mail-unread-symbolic").
    public var icon: String?
    /// A picture before the text — a thumbnail, an avatar — 40 points square, cropped to
    /// fill, from the host's ``GTKCollectionHost/imageSource`` (as image cells are): a
    /// placeholder icon while it loads, a missing-picture icon with the reason as its
    /// tooltip if it fails. Without an image source the icon shows instead.
    public var picture: URL?
    /// A coloured tag after the text.
    public var tag: Tag?
    /// Style classes for the cell's content ("dim-label", "heading", classes of the app's stylesheet).
    public var cssClasses: [String]
    /// What assistive technologies read for the content; nil reads its text.
    public var accessibleName: String?

    /// A cell's content: only the title is needed; what is nil is not shown.
    public init(title: String, subtitle: String? = nil, icon: String? = nil, picture: URL? = nil, tag: Tag? = nil,
                cssClasses: [String] = [], accessibleName: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.picture = picture
        self.tag = tag
        self.cssClasses = cssClasses
        self.accessibleName = accessibleName
    }
}

extension GTKCellFactory {
    /// A factory of cells described by ``GTKCellContent``: `content` says what the cell at a
    /// data-source index path shows; the widgets are made once per reused cell and filled
    /// again on each bind (pictures through the host's image source).
    public static func content(_ content: @escaping (CollectionViewCell, IndexPath) -> GTKCellContent) -> GTKCellFactory {
        var factory = GTKCellFactory(setup: { ContentWidgets.make() },
                                     bind: { widget, cell, path in ContentWidgets.fill(widget, with: content(cell, path), pictures: nil) })
        factory.content = content
        return factory
    }
}

/// The widgets of a ``GTKCellContent``: a row of an icon, a picture, a column of title and
/// subtitle, and a tag; each shown only when the content has it.
@MainActor
enum ContentWidgets {
    /// Style classes added by the last fill of each row, to take off at the next.
    private static let appliedClasses = WidgetTable<[String]>()
    /// The colours that have a tag class in the stylesheet already.
    private static var tagColours: Set<String> = []
    /// The picture each row shows or waits for, and the requester its image source knows it by.
    private static let shownPictures = WidgetTable<(url: URL, requester: PictureRequester, content: GTKCellContent)>()
    /// The side of a content picture, in points.
    static let pictureSide: Int32 = 40

    /// One row's identity for an image source (which calls back once per requester).
    private final class PictureRequester {}

    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(row, 8)
        gtk_widget_set_margin_end(row, 8)
        let icon = gtk_image_new()!
        // A GtkPicture asks for its paintable's size: a canvas of the picture's side holds it
        // to that, cropped to fill.
        let frame = dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
        gtk_widget_set_size_request(frame, pictureSide, pictureSide)
        gtk_widget_set_valign(frame, GTK_ALIGN_CENTER)
        gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)
        gtk_widget_add_css_class(frame, "dragdrop-content-picture")
        let picture = gtk_picture_new()!
        gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER)
        gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
        dd_canvas_put(frame, picture)
        dd_canvas_place(frame, picture, 0, 0, Double(pictureSide), Double(pictureSide), 0)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        let title = gtk_label_new(nil)!, subtitle = gtk_label_new(nil)!
        for label in [title, subtitle] {
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_label_set_ellipsize(dd_label(label), PANGO_ELLIPSIZE_END)
            gtk_box_append(dd_box(text), label)
        }
        gtk_widget_add_css_class(subtitle, "dim-label")
        gtk_widget_add_css_class(subtitle, "caption")
        let tag = gtk_label_new(nil)!
        gtk_widget_set_valign(tag, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(tag, "dragdrop-tag")
        for part in [icon, frame, text, tag] { gtk_box_append(dd_box(row), part) }
        return row
    }

    /// Fills `row` (made by ``make()``) with `content`; its picture comes from `pictures`.
    static func fill(_ row: UnsafeMutablePointer<GtkWidget>, with content: GTKCellContent, pictures: (any GTKImageSource)?) {
        let icon = gtk_widget_get_first_child(row)!, frame = gtk_widget_get_next_sibling(icon)!
        let text = gtk_widget_get_next_sibling(frame)!, tag = gtk_widget_get_next_sibling(text)!
        let title = gtk_widget_get_first_child(text)!, subtitle = gtk_widget_get_next_sibling(title)!
        showPicture(content.picture, of: row, in: frame, icon: icon, content: content, pictures: pictures)
        gtk_label_set_text(dd_label(title), content.title)
        gtk_label_set_text(dd_label(subtitle), content.subtitle ?? "")
        gtk_widget_set_visible(subtitle, content.subtitle == nil ? 0 : 1)
        gtk_label_set_text(dd_label(tag), content.tag?.text ?? "")
        gtk_widget_set_visible(tag, content.tag == nil ? 0 : 1)
        for old in appliedClasses[tag] ?? [] { gtk_widget_remove_css_class(tag, old) }
        if let colour = content.tag?.color {
            let name = tagClass(for: colour)
            gtk_widget_add_css_class(tag, name)
            appliedClasses[tag] = [name]
        }
        for old in appliedClasses[row] ?? [] { gtk_widget_remove_css_class(row, old) }
        for name in content.cssClasses { gtk_widget_add_css_class(row, name) }
        appliedClasses[row] = content.cssClasses
        dd_accessible_set_label(row, content.accessibleName ?? [content.title, content.subtitle, content.tag?.text].compactMap { $0 }.joined(separator: ", "))
    }

    /// The row's picture, or its icon: the picture when it is ready; while it loads a
    /// placeholder icon (the row is filled again when it arrives, if it still shows it); a
    /// missing-picture icon with the reason if it failed.
    private static func showPicture(_ url: URL?, of row: UnsafeMutablePointer<GtkWidget>, in frame: UnsafeMutablePointer<GtkWidget>,
                                    icon: UnsafeMutablePointer<GtkWidget>, content: GTKCellContent, pictures: (any GTKImageSource)?) {
        var iconName = content.icon, reason: String?
        var paintable: OpaquePointer?
        if let url, let pictures {
            let requester = shownPictures[row].flatMap { $0.url == url ? $0.requester : nil } ?? PictureRequester()
            shownPictures[row] = (url, requester, content)
            switch pictures.picture(for: url, requester: requester, whenReady: { [weak pictures] in
                guard let pictures, let shown = shownPictures[row], shown.url == url else { return }
                fill(row, with: shown.content, pictures: pictures)
            }) {
            case let .ready(texture): paintable = texture
            case .loading: iconName = "image-x-generic-symbolic"
            case let .failed(message):
                iconName = "image-missing-symbolic"
                reason = message
            }
        } else {
            shownPictures[row] = nil
        }
        gtk_picture_set_paintable(OpaquePointer(gtk_widget_get_first_child(frame)), paintable)
        gtk_widget_set_visible(frame, paintable == nil ? 0 : 1)
        gtk_image_set_from_icon_name(dd_image(icon), iconName)
        if iconName != nil, url != nil { gtk_image_set_pixel_size(dd_image(icon), pictureSide) } else { gtk_image_set_pixel_size(dd_image(icon), -1) }
        gtk_widget_set_tooltip_text(icon, reason)
        gtk_widget_set_visible(icon, iconName == nil ? 0 : 1)
    }

    /// The style class of a tag in `colour`, added to the display's stylesheet the first time.
    private static func tagClass(for colour: String) -> String {
        let name = "dragdrop-tag-" + colour.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : String(format: "_%02x", $0.value) }.joined()
        guard !tagColours.contains(colour), let display = gdk_display_get_default() else { return name }
        tagColours.insert(colour)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, ".\(name) { background-color: \(colour); color: \(textColour(on: colour)); }", -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return name
    }

    /// Black or white, whichever contrasts more with a "#RRGGBB" colour (white otherwise).
    static func textColour(on colour: String) -> String {
        let hex = colour.hasPrefix("#") ? String(colour.dropFirst()) : ""
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return "white" }
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
        return luminance > 0.179 ? "black" : "white"
    }
}
