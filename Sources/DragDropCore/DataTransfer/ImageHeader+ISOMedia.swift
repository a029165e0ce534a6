import Foundation

extension ImageHeader {
    /// The most boxes read in one container: more is refused as malformed, so a file of
    /// nothing but tiny boxes costs a bounded amount of work.
    static let maximumISOMediaBoxes = 10_000

    /// HEIF's brands (HEIC, and `mif1` for any HEIF) or AVIF's, from the `ftyp` box.
    static func isoMediaFormat(_ reader: ByteReader) -> Image.Format? {
        guard let boxSize = reader.uint32BE(0) else { return nil }
        var brands: [String] = []
        var offset = 8
        while offset + 4 <= min(Int(boxSize), 256), let brand = reader.ascii(offset, 4) {
            if offset != 12 { brands.append(brand) }  // 12: the minor version, not a brand
            offset += 4
        }
        if brands.contains(where: { ["avif", "avis"].contains($0) }) { return .avif }
        if brands.contains(where: { ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].contains($0) }) { return .heic }
        return nil
    }

    /// The size a viewer shows: the primary item's (`pitm`) image spatial extents (`ispe`),
    /// found through its property associations (`ipma` into `ipco`), cropped by its clean
    /// aperture (`clap`) and turned by a quarter turn (`irot` 1 or 3), as phone photos often
    /// are. Without those boxes, the largest `ispe` among the properties (a grid, not its
    /// tiles or a thumbnail).
    /// - Complexity: O(boxes of the file's top level, `meta`, `iprp` and `ipco`), each
    ///   container read at most ``maximumISOMediaBoxes`` deep: the box tree is walked, never
    ///   searched for bytes.
    static func isoMediaSize(_ reader: ByteReader, format: Image.Format) throws(ImageHeaderError) -> (Int, Int) {
        let top = try ISOMediaBoxes(reader, in: 0..<Int.max, format: format)
        guard let meta = top.first("meta") else {
            throw top.isTruncated ? .truncated(format) : .invalid(format, "no meta box")
        }
        // `meta` is a full box: version and flags before its children.
        guard meta.payload.count >= 4 else { throw meta.isCutShort ? .truncated(format) : .invalid(format, "an empty meta box") }
        let metaBoxes = try ISOMediaBoxes(reader, in: meta.payload.lowerBound + 4..<meta.payload.upperBound,
                                          cutShort: meta.isCutShort, format: format)
        guard let iprp = metaBoxes.first("iprp") else {
            throw metaBoxes.isTruncated ? .truncated(format) : .invalid(format, "no item properties (iprp)")
        }
        let propertyBoxes = try ISOMediaBoxes(reader, in: iprp.payload, cutShort: iprp.isCutShort, format: format)
        guard let ipco = propertyBoxes.first("ipco") else {
            throw propertyBoxes.isTruncated ? .truncated(format) : .invalid(format, "no item property container (ipco)")
        }
        let properties = try ISOMediaBoxes(reader, in: ipco.payload, format: format).boxes
        if let pitm = metaBoxes.first("pitm"), let ipma = propertyBoxes.first("ipma"),
           let primary = primaryItem(reader, pitm), let associated = associations(of: primary, reader, ipma, properties: properties),
           let size = displayedSize(reader, associated) {
            return size
        }
        var best: (width: UInt32, height: UInt32)?
        for box in properties where box.type == "ispe" {
            guard let w = reader.uint32BE(box.payload.lowerBound + 4), let h = reader.uint32BE(box.payload.lowerBound + 8) else { continue }
            // UInt32 × UInt32 always fits in UInt64.
            if UInt64(w) * UInt64(h) > best.map({ UInt64($0.width) * UInt64($0.height) }) ?? 0 { best = (w, h) }
        }
        guard let best else { throw ipco.isCutShort ? .truncated(format) : .invalid(format, "no image size (ispe)") }
        return (Int(best.width), Int(best.height))
    }

    /// The primary item's identifier from `pitm` (a full box: 16 bits in version 0, else 32).
    private static func primaryItem(_ reader: ByteReader, _ pitm: ISOMediaBoxes.Box) -> UInt32? {
        guard let version = reader.byte(pitm.payload.lowerBound) else { return nil }
        let offset = pitm.payload.lowerBound + 4
        return version == 0 ? reader.uint16BE(offset).map(UInt32.init) : reader.uint32BE(offset)
    }

    /// The properties `ipma` associates with `item`, in association order (indices count from 1).
    private static func associations(of item: UInt32, _ reader: ByteReader, _ ipma: ISOMediaBoxes.Box,
                                     properties: [ISOMediaBoxes.Box]) -> [ISOMediaBoxes.Box]? {
        let start = ipma.payload.lowerBound
        guard let version = reader.byte(start), let flags = reader.byte(start + 3),  // the low byte of the 24-bit flags
              let entries = reader.uint32BE(start + 4) else { return nil }
        var offset = start + 8
        // Each entry takes at least 3 bytes: a count past what the box holds is malformed.
        for _ in 0..<min(Int(entries), ipma.payload.count / 3) {
            let entryItem: UInt32?
            if version < 1 { entryItem = reader.uint16BE(offset).map(UInt32.init); offset += 2 } else { entryItem = reader.uint32BE(offset); offset += 4 }
            guard let entryItem, let count = reader.byte(offset), offset < ipma.payload.upperBound else { return nil }
            offset += 1
            var associated: [ISOMediaBoxes.Box] = []
            for _ in 0..<Int(count) {
                let index: Int
                if flags & 1 == 1 {
                    guard let value = reader.uint16BE(offset) else { return nil }
                    index = Int(value & 0x7FFF)
                    offset += 2
                } else {
                    guard let value = reader.byte(offset) else { return nil }
                    index = Int(value & 0x7F)
                    offset += 1
                }
                if index >= 1, index <= properties.count { associated.append(properties[index - 1]) }
            }
            if entryItem == item { return associated }
        }
        return nil
    }

    /// The size of `ispe` among `properties`, cropped by `clap` and turned by `irot`.
    private static func displayedSize(_ reader: ByteReader, _ properties: [ISOMediaBoxes.Box]) -> (Int, Int)? {
        var size: (Int, Int)?
        var crop: (Int, Int)?
        var quarterTurn = false
        for box in properties {
            let start = box.payload.lowerBound
            switch box.type {
            case "ispe":  // a full box: version and flags, then width and height
                if let w = reader.uint32BE(start + 4), let h = reader.uint32BE(start + 8) { size = (Int(w), Int(h)) }
            case "clap":
                if let wn = reader.uint32BE(start), let wd = reader.uint32BE(start + 4), wd > 0,
                   let hn = reader.uint32BE(start + 8), let hd = reader.uint32BE(start + 12), hd > 0 {
                    crop = (Int(wn / wd), Int(hn / hd))
                }
            case "irot":
                if let angle = reader.byte(start) { quarterTurn = angle & 3 == 1 || angle & 3 == 3 }
            default:
                break
            }
        }
        guard var size else { return nil }
        if let crop, crop.0 > 0, crop.1 > 0 { size = crop }
        return quarterTurn ? (size.1, size.0) : size
    }
}

/// The boxes of one ISO base media container (HEIF, AVIF), read in order: each box's type
/// and payload range, no further than the container's end.
struct ISOMediaBoxes {
    struct Box {
        let type: String
        /// The box's content, past its size and type (and a 64-bit size), as far as the data goes.
        let payload: Range<Int>
        /// Whether the data ends before the box does (a file cut short).
        let isCutShort: Bool
    }

    private(set) var boxes: [Box] = []
    /// Whether the data ends before the container does (a file cut short).
    private(set) var isTruncated: Bool

    /// - Throws: ``ImageHeaderError/invalid(_:_:)`` when the container holds more than
    ///   ``ImageHeader/maximumISOMediaBoxes`` boxes.
    init(_ reader: ByteReader, in range: Range<Int>, cutShort: Bool = false, format: Image.Format) throws(ImageHeaderError) {
        isTruncated = cutShort
        var offset = range.lowerBound
        let end = min(range.upperBound, reader.data.count)
        while offset < end, end - offset >= 8 {  // (a box may end at Int.max: no offset + 8)
            guard boxes.count < ImageHeader.maximumISOMediaBoxes else { throw .invalid(format, "too many boxes") }
            guard let size32 = reader.uint32BE(offset), let type = reader.ascii(offset + 4, 4) else { break }
            var header = 8
            var size = Int(size32)
            if size32 == 1 {  // a 64-bit size follows the type
                guard let high = reader.uint32BE(offset + 8), let low = reader.uint32BE(offset + 12) else { isTruncated = true; break }
                let size64 = UInt64(high) << 32 | UInt64(low)
                size = size64 > UInt64(Int.max) ? Int.max : Int(size64)
                header = 16
            } else if size32 == 0 {  // to the end of the container
                size = end - offset
            }
            let boxEnd = min(size > Int.max - offset ? Int.max : offset + size, range.upperBound)
            guard size >= header, boxEnd >= offset + header else { break }  // malformed: keep what was read
            let isCutShort = boxEnd > reader.data.count
            if isCutShort { isTruncated = true }
            boxes.append(Box(type: type, payload: offset + header..<min(boxEnd, reader.data.count), isCutShort: isCutShort))
            offset = boxEnd
        }
    }

    /// The first box of `type`.
    func first(_ type: String) -> Box? { boxes.first { $0.type == type } }
}
