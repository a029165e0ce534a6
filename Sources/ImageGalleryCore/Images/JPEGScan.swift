import Foundation

/// Whether a JPEG's bytes reach its pixels: its first scan (SOS) begins, with at least one
/// byte of image data after the scan header. A JPEG cut before that holds no pixel at all
/// (a decoder gives nothing), so it is refused like any file that is not a picture, while one
/// cut later is shown as far as it decodes (issue 37, 12).
enum JPEGScan {
    /// - Complexity: O(segments before the first scan).
    static func begins(in data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(2)), count = data.count
        guard bytes == [0xFF, 0xD8] else { return false }
        func byte(_ offset: Int) -> Int? { offset < count ? Int(data[data.startIndex + offset]) : nil }
        var offset = 2
        while let first = byte(offset), let marker = byte(offset + 1) {
            guard first == 0xFF else { return false }
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { offset += 2; continue }  // no length
            if marker == 0xD9 { return false }  // the end, before any scan
            guard let high = byte(offset + 2), let low = byte(offset + 3), high << 8 | low >= 2 else { return false }
            let end = offset + 2 + (high << 8 | low)
            if marker == 0xDA { return end < count }
            offset = end
        }
        return false
    }
}
