import DragDropCore

/// Measures text for layout: a front end supplies its own (Pango for GTK); headless, a
/// deterministic one.
@MainActor
public protocol TextMeasurer {
    /// The size of `text` in `font`, wrapped to `width` when given (nil: one line per line of
    /// the text).
    func size(of text: String, font: Font, width: Double?) -> Size
}

/// The headless measurer: every character advances half the font's size, lines are 1.25
/// times the size high, words wrap at the width. The same text always has the same size.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
    /// The measurer.
    public init() {}

    /// - Complexity: O(characters).
    public func size(of text: String, font: Font, width: Double?) -> Size {
        let advance = font.size / 2
        let lineHeight = (font.size * 1.25).rounded(.up)
        var lines = 0
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0.0
            lines += 1
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = Double(word.count) * advance
                let withWord = line == 0 ? wordWidth : line + advance + wordWidth
                if let width, withWord > width, line > 0 {
                    widest = max(widest, line)
                    lines += 1
                    line = wordWidth
                } else {
                    line = withWord
                }
            }
            widest = max(widest, line)
        }
        return Size(width: widest, height: Double(lines) * lineHeight)
    }
}
