import CImageGalleryZlib
import DragDrop
import Foundation

/// Whether a PNG's image data (IDAT), as far as the file goes, inflates to at least one whole
/// row of pixels: a file cut a few bytes into its IDAT has image data but no pixel in it, and
/// decoders show it as a picture of one flat colour (gdk-pixbuf's PNG loader reports no error
/// for it), so it is refused like a file cut before its IDAT (issue 37, 12).
enum PNGFirstRow {
    /// - Complexity: O(IDAT bytes needed for the first row), at most the file's length.
    static func decodes(in bytes: ByteReader) -> Bool {
        guard let width = bytes.uint32BE(16), let height = bytes.uint32BE(20), width > 0, height > 0,
              let depth = bytes.byte(24), let colorType = bytes.byte(25), let interlace = bytes.byte(28),
              let channels = channelCount(colorType)
        else { return false }
        // Adam7's first pass holds every eighth pixel of every eighth row.
        let rowPixels = interlace == 1 ? (Int(width) + 7) / 8 : Int(width)
        let rowBytes = 1 + (rowPixels * Int(depth) * channels + 7) / 8  // the filter byte, then the pixels
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: min(rowBytes, 1 << 16))
        var inflated = 0
        var offset = 8
        while inflated < rowBytes, let length = bytes.uint32BE(offset), let type = bytes.ascii(offset + 4, 4) {
            if type == "IEND" { break }
            if type == "IDAT" {
                let start = offset + 8, end = min(start + Int(length), bytes.data.count)
                guard start < end else { break }
                let status = bytes.data[bytes.data.startIndex + start ..< bytes.data.startIndex + end].withUnsafeBytes { input in
                    inflateChunk(&stream, input, into: &output, inflated: &inflated, until: rowBytes)
                }
                if status != Z_OK { break }
            }
            offset += 12 + Int(length)
        }
        return inflated >= rowBytes
    }

    /// Feeds one chunk's data, counting what comes out until `until` bytes have; Z_OK while
    /// more input could give more.
    private static func inflateChunk(_ stream: inout z_stream, _ input: UnsafeRawBufferPointer,
                                     into output: inout [UInt8], inflated: inout Int, until wanted: Int) -> Int32 {
        guard let base = input.bindMemory(to: Bytef.self).baseAddress else { return Z_OK }
        stream.next_in = UnsafeMutablePointer(mutating: base)
        stream.avail_in = uInt(input.count)
        var status = Z_OK
        while status == Z_OK, inflated < wanted, stream.avail_in > 0 {
            status = output.withUnsafeMutableBufferPointer { buffer in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                let result = inflate(&stream, Z_SYNC_FLUSH)
                inflated += buffer.count - Int(stream.avail_out)
                return result
            }
            if status == Z_BUF_ERROR { status = Z_OK; break }  // needs the next chunk
        }
        stream.next_in = nil
        return status
    }

    /// Samples per pixel of each colour type: grey, RGB, palette index, grey + alpha, RGBA.
    private static func channelCount(_ colorType: UInt8) -> Int? {
        switch colorType {
        case 0, 3: 1
        case 2: 3
        case 4: 2
        case 6: 4
        default: nil
        }
    }
}
