import Foundation

/// RTF for attributed strings between processes: text (any Unicode, as `\u`), paragraphs,
/// links (`NSAttributedString.Key.link`, as `HYPERLINK` fields), bold, italic, size and family
/// (``TextFont``: `\b`, `\i`, `\fs`, `\f` and the font table), colour and background colour
/// (``TextColor``: `\cf`, `\highlight` and the colour table), underline (``UnderlineStyle``:
/// `\ul`, `\uldb`, `\ulth`), line through (`\strike`) and paragraph alignment
/// (``ParagraphStyle``: `\ql`, `\qc`, `\qr`, `\qj`) written and read; other formatting read as
/// its text.
enum RTFText {
    /// A document of the string's runs.
    static func rtf(from string: NSAttributedString) -> String {
        let runs = string.styledRuns
        var families: [String] = []
        var colors: [TextColor] = []
        for (_, style) in runs {
            if let family = style.font?.family, !families.contains(family) { families.append(family) }
            for color in [style.color, style.background].compactMap({ $0 }) where !colors.contains(color) { colors.append(color) }
        }
        var body = ""
        let paragraphs = string.styledParagraphs
        let aligns = paragraphs.contains { $0.alignment != nil }
        for (index, paragraph) in paragraphs.enumerated() {
            if aligns { body += "\\pard" + (paragraph.alignment.map(Self.controlWord(of:)) ?? "") + " " }
            body += paragraph.runs.map { run(($0.text, $0.style), families: families, colors: colors) }.joined()
            if index < paragraphs.count - 1 { body += "\\par\n" }
        }
        let fontTable = (["Sans"] + families).enumerated()
            .map { "{\\f\($0.offset) \(escape($0.element.filter { $0 != ";" }));}" }.joined()
        let colorTable = colors.isEmpty ? "" : "{\\colortbl;" + colors.map { color in
            let bytes = color.rgba8
            return "\\red\(bytes.red)\\green\(bytes.green)\\blue\(bytes.blue);"
        }.joined() + "}"
        return "{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl\(fontTable)}\(colorTable)\\f0 " + body + "}"
    }

    /// RTF's paragraph alignment word.
    private static func controlWord(of alignment: TextAlignment) -> String {
        switch alignment {
        case .left: "\\ql"
        case .center: "\\qc"
        case .right: "\\qr"
        case .justified: "\\qj"
        case .natural: ""
        }
    }

    /// One run of a paragraph (no line breaks in it), in a group of its formatting.
    private static func run(_ run: (text: String, style: TextRunStyle), families: [String], colors: [TextColor]) -> String {
        let (text, style) = run
        var formatted = escape(text)
        if style.font != nil || style.color != nil || style.background != nil || style.underline != nil
            || style.strikethrough != nil {
            var words = ""
            if let font = style.font {
                if let family = font.family, let index = families.firstIndex(of: family) { words += "\\f\(index + 1)" }
                words += "\\fs\(Int((font.pointSize * 2).rounded()))"
                if font.isBold { words += "\\b" }
                if font.isItalic { words += "\\i" }
            }
            if let color = style.color, let index = colors.firstIndex(of: color) { words += "\\cf\(index + 1)" }
            if let background = style.background, let index = colors.firstIndex(of: background) { words += "\\highlight\(index + 1)" }
            switch style.underline?.kind {
            case nil: break
            case .double?: words += "\\uldb"
            case .thick?: words += "\\ulth"
            default: words += "\\ul"
            }
            if style.strikethrough != nil { words += "\\strike" }
            formatted = "{" + words + " " + formatted + "}"
        }
        return style.link.map { "{\\field{\\*\\fldinst{HYPERLINK \"\(escape($0))\"}}{\\fldrslt{\(formatted)}}}" } ?? formatted
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "{", "}": out += "\\" + String(scalar)
            case "\n": out += "\\par\n"
            case "\t": out += "\\tab "
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                // \uN takes a signed 16-bit number: characters past the BMP as surrogate pairs.
                for unit in String(scalar).utf16 { out += "\\u\(Int16(bitPattern: unit))?" }
            }
        }
        return out
    }

    /// The text of an RTF document with its links, fonts and colours: the font and colour
    /// tables read, other groups of destinations that are not text (`\*` groups, pictures) skipped, `\par` and `\line` as line
    /// breaks, `\'hh` as Windows-1252, `\uN` with its fallback skipped (`\ucN`).
    /// - Complexity: O(n) in the length of `rtf`.
    static func attributedString(fromRTF rtf: String) throws -> NSAttributedString {
        guard rtf.hasPrefix("{\\rtf") else { throw ItemProviderDecodingError(.rtf, "the data does not start with {\\rtf") }
        var reader = Reader(Array(rtf.unicodeScalars))
        reader.readGroupContents(skipping: false, depth: 0)
        reader.flush()
        return reader.result
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        let result = NSMutableAttributedString(string: "")
        var text = ""
        var utf16Pending: [UInt16] = []
        var link: String?
        /// How many fallback characters follow a `\uN`.
        var fallback = 1
        /// The character formatting in force (each group restores its own at its end).
        var format = Format()
        /// The document's default font (`\deffN`): text in it has no family of its own.
        var defaultFont = 0
        /// The font table's families by number.
        var fonts: [Int: String] = [:]
        /// The colour table (`\cf1` is its second entry; an entry with no components is the reader's default).
        var colors: [TextColor?] = []

        struct Format: Equatable {
            var bold = false
            var italic = false
            var halfPoints: Int?
            var font: Int?
            var color: Int?
            var underline: UnderlineStyle?
            var strikethrough = false
            var background: Int?
            /// The paragraph's (`\pard` resets it, `\plain` does not).
            var alignment: TextAlignment?
        }

        /// The style of text in `format`.
        var style: TextRunStyle {
            let family = format.font.flatMap { $0 == defaultFont ? nil : fonts[$0] }
            let font = TextFont.ifStyled(family: family, pointSize: format.halfPoints.map { Double($0) / 2 },
                                         isBold: format.bold, isItalic: format.italic)
            let color = format.color.flatMap { colors.indices.contains($0) ? colors[$0] : nil }
            let background = format.background.flatMap { colors.indices.contains($0) ? colors[$0] : nil }
            return TextRunStyle(link: link, font: font, color: color, underline: format.underline,
                                strikethrough: format.strikethrough ? .single : nil, background: background,
                                alignment: format.alignment)
        }

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func flush() {
            flushUTF16()
            guard !text.isEmpty else { return }
            result.append(NSAttributedString(string: text, attributes: style.attributes))
            text = ""
        }

        mutating func flushUTF16() {
            guard !utf16Pending.isEmpty else { return }
            text += String(decoding: utf16Pending, as: UTF16.self)
            utf16Pending = []
        }

        mutating func emit(_ string: String) {
            flushUTF16()
            text += string
        }

        /// Reads up to the end of the current group (its `}` consumed).
        mutating func readGroupContents(skipping: Bool, depth: Int) {
            var skipping = skipping
            var first = true
            let outer = format
            defer {
                if format != outer {
                    flush()
                    format = outer
                }
            }
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "}": return
                case "{":
                    guard depth < 100 else { continue }
                    readGroup(skipping: skipping, depth: depth + 1)
                case "\\":
                    let word = controlWord()
                    if first, word.name == "fonttbl" { return readFontTable() }
                    if first, word.name == "colortbl" { return readColorTable() }
                    if first, ["stylesheet", "info", "pict", "*", "header", "footer"].contains(word.name) {
                        skipping = true
                    }
                    if !skipping { apply(word) }
                case "\r", "\n": break
                default:
                    if !skipping { emit(String(scalar)) }
                }
                first = false
            }
        }

        /// A group: a field's instruction and result make a link; others are read in turn.
        mutating func readGroup(skipping: Bool, depth: Int) {
            guard !skipping else { return readGroupContents(skipping: true, depth: depth) }
            if lookingAt("\\field") {
                readField(depth: depth)
            } else {
                readGroupContents(skipping: false, depth: depth)
            }
        }

        /// `{\field{\*\fldinst{HYPERLINK "url"}}{\fldrslt{text}}}`: the text, linked.
        mutating func readField(depth: Int) {
            _ = controlWordAfterBackslash()
            var instruction = ""
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "}" { return }
                guard scalar == "{" else { continue }
                if lookingAt("\\*\\fldinst") || lookingAt("\\fldinst") {
                    instruction = rawText()
                } else if lookingAt("\\fldrslt") {
                    _ = controlWordAfterBackslash()
                    flush()
                    link = Self.hyperlink(in: instruction)
                    readGroupContents(skipping: false, depth: depth + 1)
                    flush()
                    link = nil
                } else {
                    readGroupContents(skipping: true, depth: depth + 1)
                }
            }
        }

        /// The characters of a group and its subgroups, control words left out (the group's `}` consumed).
        mutating func rawText() -> String {
            var out = ""
            scanGroup { _, token, _ in
                if case let .character(scalar) = token { out.unicodeScalars.append(scalar) }
            }
            return out
        }

        /// What a group holds, in order.
        enum Token {
            case word(name: String, parameter: Int?)
            case character(Unicode.Scalar)
        }

        /// Reads up to the end of the current group (its `}` consumed), handing `body` each
        /// control word and character in it and its subgroups with its depth (1 in the group itself).
        mutating func scanGroup(_ body: (inout Reader, Token, Int) -> Void) {
            var level = 1
            while index < scalars.count, level > 0 {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "{": level += 1
                case "}": level -= 1
                case "\\":
                    let word = controlWord()
                    body(&self, .word(name: word.name, parameter: word.parameter), level)
                case "\r", "\n": break
                default: body(&self, .character(scalar), level)
                }
            }
        }

        static func hyperlink(in instruction: String) -> String? {
            guard let start = instruction.range(of: "HYPERLINK") else { return nil }
            let rest = instruction[start.upperBound...].trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix("\"") { return String(rest.dropFirst().prefix { $0 != "\"" }) }
            return rest.split(separator: " ").first.map(String.init)
        }

        func lookingAt(_ prefix: String) -> Bool {
            let wanted = Array(prefix.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }

        /// Skips a `\` and reads the control word after it.
        mutating func controlWordAfterBackslash() -> (name: String, parameter: Int?) {
            guard index < scalars.count, scalars[index] == "\\" else { return ("", nil) }
            index += 1
            return controlWord()
        }

        /// The control word or symbol after a `\` (already consumed), with its parameter.
        mutating func controlWord() -> (name: String, parameter: Int?) {
            guard index < scalars.count else { return ("", nil) }
            let first = scalars[index]
            guard first.properties.isAlphabetic, first.isASCII else {
                index += 1
                if first == "'" {
                    let hex = String(String.UnicodeScalarView(scalars[index..<min(index + 2, scalars.count)]))
                    index = min(index + 2, scalars.count)
                    return ("'", Int(hex, radix: 16))
                }
                return (String(first), nil)
            }
            var name = ""
            while index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            var digits = ""
            if index < scalars.count, scalars[index] == "-" { digits = "-"; index += 1 }
            while index < scalars.count, scalars[index].isASCII, scalars[index].properties.numericType != nil, digits.count < 11 {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            if index < scalars.count, scalars[index] == " " { index += 1 }
            return (name, Int(digits))
        }

        /// `{\fonttbl{\f0\fswiss Arial;}{\f1 Times;}}` (or its entries without their own
        /// groups), up to its `}`: each number's family (a font's subgroups, such as its
        /// alternative names, are not its name).
        mutating func readFontTable() {
            var number: Int?
            var name = ""
            var entryLevel = 1
            scanGroup { reader, token, level in
                switch token {
                case let .word("f", parameter?):
                    number = parameter
                    name = ""
                    entryLevel = level
                case .character(";") where level == entryLevel:
                    if let number, reader.fonts.count < 4096 { reader.fonts[number] = name.trimmingCharacters(in: .whitespaces) }
                    number = nil
                    name = ""
                case let .character(scalar) where level == entryLevel && name.unicodeScalars.count < 256:
                    name.unicodeScalars.append(scalar)
                default: break
                }
            }
        }

        /// `{\colortbl;\red255\green0\blue0;}` up to its `}`: the colours in order.
        mutating func readColorTable() {
            var components: [String: Int] = [:]
            scanGroup { reader, token, _ in
                switch token {
                case let .word(name, value?) where ["red", "green", "blue"].contains(name): components[name] = value
                case .character(";"):
                    guard reader.colors.count < 4096 else { return }
                    reader.colors.append(components.isEmpty ? nil : TextColor(red: Double(components["red"] ?? 0) / 255,
                                                                             green: Double(components["green"] ?? 0) / 255,
                                                                             blue: Double(components["blue"] ?? 0) / 255))
                    components = [:]
                default: break
                }
            }
        }

        /// Sets the character formatting, ending the run before when it changes.
        mutating func setFormat(_ change: (inout Format) -> Void) {
            var next = format
            change(&next)
            guard next != format else { return }
            flush()
            format = next
        }

        mutating func apply(_ word: (name: String, parameter: Int?)) {
            switch word.name {
            case "b": setFormat { $0.bold = word.parameter != 0 }
            case "i": setFormat { $0.italic = word.parameter != 0 }
            case "fs": setFormat { $0.halfPoints = word.parameter.flatMap { $0 > 0 ? $0 : nil } }
            case "f": setFormat { $0.font = word.parameter }
            case "cf": setFormat { $0.color = word.parameter }
            case "plain": setFormat { $0 = Format(alignment: $0.alignment) }
            case "ul", "uld", "uldash", "uldashd", "uldashdd", "ulhair", "ulwave", "ulw":
                setFormat { $0.underline = word.parameter == 0 ? nil : .single }
            case "uldb": setFormat { $0.underline = word.parameter == 0 ? nil : .double }
            case "ulth", "ulthd", "ulthdash", "ulthdashd", "ulthdashdd", "ulthldash", "ulhwave":
                setFormat { $0.underline = word.parameter == 0 ? nil : .thick }
            case "ulnone": setFormat { $0.underline = nil }
            case "strike", "striked": setFormat { $0.strikethrough = word.parameter != 0 }
            case "highlight", "cb", "chcbpat": setFormat { $0.background = word.parameter.flatMap { $0 > 0 ? $0 : nil } }
            case "ql": setFormat { $0.alignment = .left }
            case "qc": setFormat { $0.alignment = .center }
            case "qr": setFormat { $0.alignment = .right }
            case "qj": setFormat { $0.alignment = .justified }
            case "pard": setFormat { $0.alignment = nil }
            case "deff": defaultFont = word.parameter ?? 0
            case "par", "line", "row": emit("\n")
            case "tab": emit("\t")
            case "\\", "{", "}": emit(word.name)
            case "~": emit("\u{00A0}")
            case "'":
                if let byte = word.parameter, let decoded = String(data: Data([UInt8(byte & 0xFF)]), encoding: .windowsCP1252) {
                    emit(decoded)
                }
            case "uc": fallback = max(0, word.parameter ?? 1)
            case "u":
                guard let value = word.parameter else { return }
                utf16Pending.append(UInt16(truncatingIfNeeded: value))
                skipFallback()
            default: break
            }
        }

        /// The characters standing in for a `\uN` (one each, a `\'hh` counting as one).
        mutating func skipFallback() {
            var left = fallback
            while left > 0, index < scalars.count, scalars[index] != "{", scalars[index] != "}" {
                if scalars[index] == "\\" {
                    guard index + 1 < scalars.count, scalars[index + 1] == "'" else { return }
                    index = min(index + 4, scalars.count)
                } else {
                    index += 1
                }
                left -= 1
            }
        }
    }
}
