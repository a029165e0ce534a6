import Foundation

extension ImageHeader {
    /// The largest side an SVG may declare, in pixels: any length past it (or not a finite
    /// number) is refused as invalid rather than turned into an integer.
    static let maximumSVGSide = 1_000_000.0

    /// The root `<svg>` element's `width` and `height` (px, or units converted at 96 per
    /// inch), else its `viewBox`, else the 300×150 a browser gives an SVG without a size.
    /// Nil when the text has no `<svg` element near its start (not an SVG).
    ///
    /// The prolog may hold a DOCTYPE with an internal subset, as Illustrator's exports do.
    /// Its internal entities are accepted; external and parameter entities, entities that
    /// refer to other entities and references that would expand the text past
    /// ``SVGProlog/maximumExpansion`` are refused (XXE and "billion laughs").
    /// - Complexity: O(bytes up to the root element), plus one pass over the whole text when
    ///   the prolog declares entities.
    static func svgSize(_ data: Data) throws(ImageHeaderError) -> (Int, Int)? {
        // Most SVGs start their root element in the first 64 KB; a long comment or DOCTYPE
        // before it gets up to 1 MB before the text counts as cut short.
        do {
            return try svgSize(data, reading: 65_536)
        } catch .truncated(.svg) where data.count > 65_536 {
            return try svgSize(data, reading: 1_048_576)
        }
    }

    private static func svgSize(_ data: Data, reading byteCount: Int) throws(ImageHeaderError) -> (Int, Int)? {
        let prefix = data.prefix(byteCount)
        guard let text = String(data: prefix, encoding: .utf8) ?? String(data: prefix.dropLast(1), encoding: .utf8)
                ?? String(data: prefix.dropLast(2), encoding: .utf8) ?? String(data: prefix.dropLast(3), encoding: .utf8) else { return nil }
        guard let prolog = try SVGProlog(text) else { return nil }
        try prolog.checkExpansion(in: data)
        let rest = text[prolog.rootStart...]
        guard let close = rest.firstIndex(of: ">") else { throw .truncated(.svg) }
        let tag = rest[rest.index(rest.startIndex, offsetBy: 4)..<close]
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let found = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)")
                        ?? tag.range(of: "\t\(name)=\(quote)") ?? tag.range(of: "\r\(name)=\(quote)"),
                      let end = tag[found.upperBound...].firstIndex(of: Character(quote)) else { continue }
                return String(tag[found.upperBound..<end]).trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
        func length(_ name: String) throws(ImageHeaderError) -> Double? {
            guard let value = attribute(name), !value.hasSuffix("%") else { return nil }
            let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96), ("em", 16)]
            let (number, scale) = units.first { value.hasSuffix($0.0) }.map { (value.dropLast($0.0.count), $0.1) } ?? (Substring(value), 1)
            guard let parsed = Double(number) else { return nil }
            return try checkedLength(parsed * scale, name)
        }
        let box = try attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            .map { value throws(ImageHeaderError) in try checkedLength(value, "viewBox") }
        let boxSize = box.flatMap { $0.count == 4 ? ($0[2], $0[3]) : nil }
        var width = try length("width"), height = try length("height")
        if let (boxWidth, boxHeight) = boxSize, boxWidth > 0, boxHeight > 0 {
            if width == nil, let height { width = try checkedLength(height * boxWidth / boxHeight, "width") }
            if height == nil, let width { height = try checkedLength(width * boxHeight / boxWidth, "height") }
            width = width ?? boxWidth
            height = height ?? boxHeight
        }
        return (Int((width ?? 300).rounded()), Int((height ?? 150).rounded()))
    }

    /// `value` when it is a finite length no longer than ``maximumSVGSide``; throws otherwise.
    private static func checkedLength(_ value: Double, _ name: String) throws(ImageHeaderError) -> Double {
        guard value.isFinite, abs(value) <= maximumSVGSide else {
            throw .invalid(.svg, "the \(name) is out of range (at most \(Int(maximumSVGSide)) pixels)")
        }
        return value
    }
}

/// What comes before an SVG's root element: the XML declaration, comments, processing
/// instructions and a DOCTYPE, whose internal subset may declare internal entities.
struct SVGProlog {
    /// The most characters entity references may add to a document when expanded.
    static let maximumExpansion = 1_000_000
    /// The most entities an internal subset may declare.
    static let maximumEntities = 1_000
    private static let predefinedEntities: Set<Substring> = ["amp", "lt", "gt", "quot", "apos"]

    /// Where `<svg` starts.
    let rootStart: String.Index
    /// The internal entities the DOCTYPE declares: name and replacement text.
    private(set) var entities: [Substring: Substring] = [:]

    /// Nil when the root element is not `<svg` (not an SVG).
    /// - Throws: ``ImageHeaderError/invalid(_:_:)`` for a hostile internal subset,
    ///   ``ImageHeaderError/truncated(_:)`` for a prolog that does not end in the text.
    init?(_ text: String) throws(ImageHeaderError) {
        var rest = Substring(text).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        while true {
            if let after = try Self.skipCommentOrInstruction(rest) {
                rest = after
            } else if rest.hasPrefix("<!DOCTYPE") {
                rest = try Self.skipDoctype(rest.dropFirst(9), entities: &entities)
            } else if rest.hasPrefix("<!") {
                guard let end = rest.firstIndex(of: ">") else { throw .truncated(.svg) }
                rest = rest[rest.index(after: end)...]
            } else {
                break
            }
            rest = rest.drop(while: \.isWhitespace)
        }
        guard rest.hasPrefix("<svg"), let after = rest.dropFirst(4).first, after.isWhitespace || after == ">" || after == "/" else {
            return nil
        }
        rootStart = rest.startIndex
    }

    /// Refuses references to the declared entities that together would add more than
    /// ``maximumExpansion`` characters (one large entity referred to many times).
    /// - Complexity: O(`data.count`) when entities are declared, O(1) otherwise.
    func checkExpansion(in data: Data) throws(ImageHeaderError) {
        guard !entities.isEmpty else { return }
        let lengths = entities.mapValues(\.utf8.count)
        var added = 0
        var index = data.startIndex
        while let ampersand = data[index...].firstIndex(of: UInt8(ascii: "&")) {
            let nameStart = data.index(after: ampersand)
            let nameEnd = data[nameStart...].prefix(256).firstIndex(of: UInt8(ascii: ";")) ?? nameStart
            let name = Substring(decoding: data[nameStart..<nameEnd], as: UTF8.self)
            if let length = lengths[name] {
                added += length
                guard added <= Self.maximumExpansion else {
                    throw .invalid(.svg, "its entities expand past \(Self.maximumExpansion / 1_000_000) MB (refused for safety)")
                }
            }
            index = nameStart
        }
    }

    /// Skips `name ExternalID? ('[' internal subset ']')? '>'`, collecting internal entities.
    private static func skipDoctype(_ text: Substring, entities: inout [Substring: Substring]) throws(ImageHeaderError) -> Substring {
        var rest = text
        while let character = rest.first {
            switch character {
            case ">":
                return rest.dropFirst()
            case "\"", "'":
                rest = try skipQuoted(rest)
            case "[":
                rest = try internalSubset(rest.dropFirst(), entities: &entities)
            default:
                rest = rest.dropFirst()
            }
        }
        throw .truncated(.svg)
    }

    /// Reads markup declarations up to the subset's closing `]`.
    private static func internalSubset(_ text: Substring, entities: inout [Substring: Substring]) throws(ImageHeaderError) -> Substring {
        var rest = text
        while true {
            rest = rest.drop(while: \.isWhitespace)
            guard let first = rest.first else { throw .truncated(.svg) }
            if first == "]" { return rest.dropFirst() }
            if first == "%" { throw .invalid(.svg, "its DOCTYPE uses parameter entities (refused for safety)") }
            if let after = try skipCommentOrInstruction(rest) {
                rest = after
            } else if rest.hasPrefix("<!ENTITY") {
                rest = try entityDeclaration(rest.dropFirst(8), into: &entities)
            } else if rest.hasPrefix("<!") {
                rest = try skipDeclaration(rest.dropFirst(2))
            } else {
                throw .invalid(.svg, "unexpected text in its DOCTYPE")
            }
        }
    }

    /// `<!ENTITY name "value">`: only internal general entities whose text refers to no
    /// other entity.
    private static func entityDeclaration(_ text: Substring, into entities: inout [Substring: Substring]) throws(ImageHeaderError) -> Substring {
        var rest = text.drop(while: \.isWhitespace)
        if rest.first == "%" { throw .invalid(.svg, "its DOCTYPE declares a parameter entity (refused for safety)") }
        let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "\"" && $0 != "'" }
        rest = rest[name.endIndex...].drop(while: \.isWhitespace)
        guard !name.isEmpty, let quote = rest.first else { throw .truncated(.svg) }
        guard quote == "\"" || quote == "'" else {
            throw .invalid(.svg, "its DOCTYPE declares an external entity, \(name) (refused for safety)")
        }
        let afterValue = try skipQuoted(rest)
        let value = rest.dropFirst()[..<rest.index(before: afterValue.startIndex)]
        if value.contains("%") { throw .invalid(.svg, "the entity \(name) refers to a parameter entity (refused for safety)") }
        var search = value[...]
        while let ampersand = search.firstIndex(of: "&") {
            let reference = search[search.index(after: ampersand)...].prefix { $0 != ";" }
            if !reference.hasPrefix("#"), !predefinedEntities.contains(reference) {
                throw .invalid(.svg, "the entity \(name) refers to another entity (refused for safety)")
            }
            search = search[search.index(after: ampersand)...]
        }
        guard entities.count < maximumEntities else { throw .invalid(.svg, "its DOCTYPE declares too many entities") }
        if entities[name] == nil { entities[name] = value }  // XML: the first declaration binds
        rest = afterValue.drop(while: \.isWhitespace)
        guard rest.first == ">" else { throw .invalid(.svg, "the entity \(name) is malformed") }
        return rest.dropFirst()
    }

    /// Skips an `ELEMENT`, `ATTLIST` or `NOTATION` declaration up to its `>`.
    private static func skipDeclaration(_ text: Substring) throws(ImageHeaderError) -> Substring {
        var rest = text
        while let character = rest.first {
            if character == ">" { return rest.dropFirst() }
            rest = character == "\"" || character == "'" ? try skipQuoted(rest) : rest.dropFirst()
        }
        throw .truncated(.svg)
    }

    /// The text after the comment or processing instruction `text` starts with; nil when it
    /// starts with neither.
    private static func skipCommentOrInstruction(_ text: Substring) throws(ImageHeaderError) -> Substring? {
        let terminator = text.hasPrefix("<!--") ? "-->" : text.hasPrefix("<?") ? "?>" : nil
        guard let terminator else { return nil }
        guard let end = text.range(of: terminator) else { throw .truncated(.svg) }
        return text[end.upperBound...]
    }

    /// The text after the quoted literal `text` starts with.
    private static func skipQuoted(_ text: Substring) throws(ImageHeaderError) -> Substring {
        guard let quote = text.first, let end = text.dropFirst().firstIndex(of: quote) else { throw .truncated(.svg) }
        return text[text.index(after: end)...]
    }
}
