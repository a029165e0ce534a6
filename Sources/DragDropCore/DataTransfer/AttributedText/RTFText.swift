import Foundation

/// RTF for attributed strings between processes: text (any Unicode, as `\u`), paragraphs and
/// links (`NSAttributedString.Key.link`, as `HYPERLINK` fields) written and read; formatting
/// read as its text.
enum RTFText {
    /// A document of the string's runs.
    static func rtf(from string: NSAttributedString) -> String {
        var body = ""
        for run in string.linkRuns {
            let text = escape(run.text)
            body += run.link.map { "{\\field{\\*\\fldinst{HYPERLINK \"\(escape($0))\"}}{\\fldrslt{\(text)}}}" } ?? text
        }
        return "{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl{\\f0 Sans;}}\\f0 " + body + "}"
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

    /// The text of an RTF document with its links: groups of destinations that are not text
    /// (font and colour tables, `\*` groups, pictures) skipped, `\par` and `\line` as line
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

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func flush() {
            flushUTF16()
            guard !text.isEmpty else { return }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let link { attributes[.link] = URL(string: link).map { $0 as Any } ?? link }
            result.append(NSAttributedString(string: text, attributes: attributes))
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
                    if first, ["fonttbl", "colortbl", "stylesheet", "info", "pict", "*", "header", "footer"].contains(word.name) {
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
            var level = 1
            while index < scalars.count, level > 0 {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "{": level += 1
                case "}": level -= 1
                case "\\": _ = controlWord()
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
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

        mutating func apply(_ word: (name: String, parameter: Int?)) {
            switch word.name {
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
