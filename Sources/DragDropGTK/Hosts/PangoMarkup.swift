import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// An attributed string as Pango markup, for a label: its fonts (``DragDrop/TextFont``: family,
/// size, bold, italic), colours and background colours (``DragDrop/TextColor``), underlines
/// (single or double), lines through and links (underlined) drawn, the text escaped; and the
/// label lined up as the first paragraph is.
enum PangoMarkup {
    /// - Complexity: O(n) in the length of `string`.
    static func markup(from string: NSAttributedString) -> String {
        var markup = ""
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            let text = escape((string.string as NSString).substring(with: range))
            var span: [String] = []
            if let font = attributes[.font] as? TextFont {
                span.append("size=\"\(Int((font.pointSize * 1024).rounded()))\"")
                if font.isBold { span.append("weight=\"bold\"") }
                if font.isItalic { span.append("style=\"italic\"") }
                if let family = font.family { span.append("font_family=\"\(escape(family))\"") }
            }
            if let color = attributes[.foregroundColor] as? TextColor { span.append("foreground=\"\(color.hexString)\"") }
            if let background = attributes[.backgroundColor] as? TextColor { span.append("background=\"\(background.hexString)\"") }
            let underline = UnderlineStyle(rawValue: (attributes[.underlineStyle] as? Int) ?? (attributes[.underlineStyle] as? NSNumber)?.intValue ?? 0)
            if underline.contains(.double) {
                span.append("underline=\"double\"")
            } else if !underline.isEmpty || attributes[.link] != nil {
                span.append("underline=\"single\"")
            }
            let strikethrough = (attributes[.strikethroughStyle] as? Int) ?? (attributes[.strikethroughStyle] as? NSNumber)?.intValue ?? 0
            if strikethrough != 0 { span.append("strikethrough=\"true\"") }
            markup += span.isEmpty ? text : "<span \(span.joined(separator: " "))>\(text)</span>"
        }
        return markup
    }

    /// Lines `label` up as the string's first paragraph says (``DragDrop/ParagraphStyle``'s
    /// alignment): one label has one alignment, so later paragraphs follow the first.
    static func align(_ label: UnsafeMutablePointer<GtkWidget>, as string: NSAttributedString) {
        let style = string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? ParagraphStyle : nil
        let (xalign, justification): (Float, GtkJustification) = switch style?.alignment ?? .natural {
        case .center: (0.5, GTK_JUSTIFY_CENTER)
        case .right: (1, GTK_JUSTIFY_RIGHT)
        case .justified: (0, GTK_JUSTIFY_FILL)
        case .left, .natural: (0, GTK_JUSTIFY_LEFT)
        }
        gtk_label_set_xalign(dd_label(label), xalign)
        gtk_label_set_justify(dd_label(label), justification)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
