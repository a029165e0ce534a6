import DragDrop
import Foundation

/// Attributed text from other processes (`text/html`, `text/rtf`) as `AttributedText` reads
/// it: no crash, bounded work, no more text than bytes, every font size within its range.
enum AttributedTextTargets {
    static let all = [target(name: "attributed-html", type: .html), target(name: "attributed-rtf", type: .rtf)]

    private static func target(name: String, type: TypeIdentifier) -> FuzzTarget {
        FuzzTarget(name: name, summary: "AttributedText.object(withItemProviderData:typeIdentifier: .\(type == .html ? "html" : "rtf"))") { data in
            guard let string = try? AttributedText.object(withItemProviderData: data, typeIdentifier: type).attributedString else {
                return true  // refused with an error, as it may be
            }
            FuzzTarget.require(string.length <= data.count, "\(string.length) UTF-16 units of text from \(data.count) bytes")
            string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) { value, _, _ in
                guard let value else { return }
                let font = value as? TextFont
                FuzzTarget.require(font.map { TextFont.pointSizes.contains($0.pointSize) } ?? false, "a font that is not a TextFont in range: \(value)")
            }
            string.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: string.length)) { value, _, _ in
                FuzzTarget.require(value == nil || value is TextColor, "a colour that is not a TextColor: \(value!)")
            }
            return true
        }
    }
}
