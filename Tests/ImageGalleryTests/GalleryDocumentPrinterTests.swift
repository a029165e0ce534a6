import DragDrop
import Foundation
@testable import ImageGalleryCore
import Testing

@Suite("The one-pass writer of gallery documents", .timeLimit(.minutes(1)))
struct GalleryDocumentPrinterTests {
    /// What `JSONEncoder` writes for the document, as saves wrote it before the printer.
    private func encoderBytes(_ gallery: Gallery) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(GalleryDocument(gallery: gallery))
    }

    @Test("The printer writes the very bytes JSONEncoder writes, for every kind of name, address, shape and turn")
    func sameBytes() throws {
        let names = ["Holiday", "Été à Paris — “quoted” \"and\" back\\slash/slash", "日本 😀", "line\u{2028}separator", "tab\there"]
        let ratios = [1, 1.5, 0.1, 4.0 / 3, 0.001, 123456789.5, 0.927710843373494, 100, 2.0.squareRoot()]
        for (round, name) in names.enumerated() {
            let images = (0..<60).map { index in
                GalleryImage(url: [URL(fileURLWithPath: "/home/u/Pictures/\(round) é/😀 \(index).png"),
                                   URL(string: "https://example.com/a/b.png?x=1&y=\"\(index)\"#frag") ?? URL(string: "https://example.com/\(index).png")!,
                                   URL(string: "file:///tmp/%20space/\(index).jpg")!][index % 3],
                             aspectRatio: ratios[(index + round) % ratios.count], orientation: ImageOrientation.allCases[index % 8])
            }
            let gallery = Gallery(name: name, images: images)
            let expected = try encoderBytes(gallery)
            #expect(try GalleryDocument(gallery: gallery).encoded() == expected, "round \(round)")
            let printed = GalleryDocumentPrinter.data(for: GalleryDocument(gallery: gallery))
            #expect((printed == nil) == name.contains("\t"), "round \(round)")
            if let printed {
                #expect(printed == expected, "round \(round): \(String(decoding: printed.prefix(400), as: UTF8.self))")
            }
        }
    }

    @Test("The usual document is printed; a control character in a name, or no picture, is left to JSONEncoder")
    func whatItPrints() throws {
        let images = (0..<3).map { GalleryImage(url: URL(fileURLWithPath: "/p/\($0).png"), aspectRatio: 1.25) }
        #expect(GalleryDocumentPrinter.data(for: GalleryDocument(gallery: Gallery(name: "Usual", images: images))) != nil)
        #expect(GalleryDocumentPrinter.data(for: GalleryDocument(gallery: Gallery(name: "tab\there", images: images))) == nil)
        #expect(GalleryDocumentPrinter.data(for: GalleryDocument(gallery: Gallery(name: "Empty"))) == nil)
        let tiny = Gallery(name: "Tiny", images: [GalleryImage(url: URL(fileURLWithPath: "/p/t.png"), aspectRatio: 1e-7)])
        #expect(GalleryDocumentPrinter.data(for: GalleryDocument(gallery: tiny)) == nil)
        #expect(try GalleryDocument(gallery: tiny).encoded() == encoderBytes(tiny))
        let empty = Gallery(name: "Empty")
        #expect(try GalleryDocument(gallery: empty).encoded() == encoderBytes(empty))
    }
}
