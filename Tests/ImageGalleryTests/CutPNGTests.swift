import CImageGalleryZlib
import DragDrop
import DragDropTesting
import Foundation
@testable import ImageGalleryCore
import Testing

/// A PNG cut inside its image data: refused while no whole row of pixels is in what is left
/// (decoders draw it as one flat colour and report nothing), shown in part once a row is.
@Suite("Pictures cut inside their image data", .timeLimit(.minutes(1)))
struct CutPNGTests {
    /// A 640 × 480 palette PNG, as the photo corpus makes them: rows of two colours in a
    /// pattern, compressed by zlib at its best level (a dynamic Huffman block, whose tables
    /// alone take more than the first few bytes).
    static let palettePNG: Data = {
        let width = 640, height = 480
        var rows = [UInt8]()
        for y in 0..<height {
            rows.append(0)  // filter: none
            rows += (0..<width).map { UInt8(($0 / 7 + y / 5) % 2) }
        }
        var compressedLength = compressBound(uLong(rows.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compress2(&compressed, &compressedLength, rows, uLong(rows.count), 9)
        precondition(status == Z_OK)
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let length = UInt32(payload.count)
            return (0..<4).map { UInt8((length >> (24 - 8 * $0)) & 0xFF) } + Array(type.utf8) + payload + [0, 0, 0, 0]
        }
        let header: [UInt8] = [0, 0, 2, 0x80, 0, 0, 1, 0xE0, 8, 3, 0, 0, 0]  // 640 × 480, 8-bit palette
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
                    + chunk("PLTE", [255, 255, 255, 40, 90, 160]) + chunk("IDAT", Array(compressed.prefix(Int(compressedLength))))
                    + chunk("IEND", []))
    }()

    /// Where the IDAT chunk's data begins: signature 8, IHDR 25, PLTE 18, IDAT's length and type 8.
    static let imageDataStart = 8 + 25 + 18 + 8

    func verdict(_ data: Data) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cut-png-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = CachingImageStore(fetcher: CountingFetcher([:]),
                                      diskCache: DiskCache(directory: directory.appendingPathComponent("cache"), sizeLimit: 1_000_000),
                                      kept: KeptPictures(directory: directory.appendingPathComponent("pictures")))
        do {
            _ = try store.validated(try Image(data: data))
            return "picture"
        } catch {
            return GalleryDropError(describing: error).message
        }
    }

    @Test("A PNG cut a few bytes into its image data, before a whole row, is refused as incomplete (issue 37, 12)")
    func cutBeforeAWholeRow() {
        for kept in [1, 5, 13] {
            #expect(verdict(Self.palettePNG.prefix(Self.imageDataStart + kept)) == "Incomplete PNG picture", "\(kept) bytes of image data")
        }
        // The test pictures' stored blocks: 10 of the first row's 161 bytes.
        #expect(verdict(TestPictures.png(width: 40, height: 30).prefix(8 + 25 + 8 + 2 + 5 + 10)) == "Incomplete PNG picture")
    }

    @Test("A PNG cut after its first rows, or whole, is a picture (shown as far as it decodes)")
    func cutAfterARowOrWhole() {
        #expect(verdict(Self.palettePNG.prefix(Self.imageDataStart + (Self.palettePNG.count - Self.imageDataStart) / 2)) == "picture")
        #expect(verdict(Self.palettePNG) == "picture")
        #expect(verdict(TestPictures.png(width: 40, height: 30)) == "picture")
    }
}
