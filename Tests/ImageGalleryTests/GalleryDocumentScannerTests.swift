import DragDrop
import Foundation
@testable import ImageGalleryCore
import Testing

@Suite("The one-pass reader of gallery documents", .timeLimit(.minutes(1)))
struct GalleryDocumentScannerTests {
    private func decoded(_ data: Data) throws -> Gallery {
        try JSONDecoder().decode(GalleryDocument.self, from: data).gallery
    }

    private func document(_ gallery: String, version: String = "1") -> Data {
        Data("{\"format\": \"org.dragdrop.image-gallery\", \"version\": \(version), \"gallery\": \(gallery)}".utf8)
    }

    @Test("What the app writes reads back through the one pass, equal to JSONDecoder's reading")
    func appDocuments() throws {
        let images = (0..<500).map { index in
            GalleryImage(url: URL(string: "file:///home/u/Pictures/\(index)%20é/😀 \(index).png") ?? URL(string: "https://example.com/\(index).png")!,
                         aspectRatio: 0.25 + Double(index) / 7, orientation: ImageOrientation.allCases[index % 8])
        }
        let gallery = Gallery(name: "Quotes \" back\\slash / tab\t line\n 😀 é \u{1}", images: images)
        let data = try GalleryDocument(gallery: gallery).encoded()
        let scanned = try #require(GalleryDocumentScanner.gallery(from: data))
        #expect(scanned == gallery)
        #expect(scanned == (try decoded(data)))
        #expect(GalleryDocument.decode(data) == .success(gallery))
    }

    @Test("Compact documents from other writers, keys in any order, escapes and numbers of every form")
    func otherWriters() throws {
        let samples = [
            #"{"images": [], "name": "Empty", "id": "6ba7b810-9dad-11d1-80b4-00c04fd430c8"}"#,
            #"{"id":"6BA7B810-9DAD-11D1-80B4-00C04FD430C8","name":"\u00e9\ud83d\ude00\/\b\f\r","images":[{"aspectRatio":1,"url":"file:\/\/\/a.png","id":"00000000-0000-4000-8000-000000000001"}]}"#,
            #"{"id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","name":"n","images":[ { "id" : "00000000-0000-4000-8000-000000000002" , "url" : "https://e.com/b.png?x=1#y" , "aspectRatio" : -1.5E-3 , "orientation" : null } , {"id":"00000000-0000-4000-8000-000000000003","url":"https://e.com/c","aspectRatio":0,"orientation":3} ]}"#,
        ]
        for sample in samples {
            let data = document(sample)
            let scanned = try #require(GalleryDocumentScanner.gallery(from: data), "\(sample)")
            #expect(scanned == (try decoded(data)), "\(sample)")
        }
    }

    @Test("Anything outside the plain form goes to JSONDecoder, which ignores unknown keys and words the errors")
    func outsideThePlainForm() throws {
        let image = #"{"id":"00000000-0000-4000-8000-000000000001","url":"https://e.com/a.png","aspectRatio":1.5"#
        let gallery = #"{"id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","name":"n","images":["#
        let readableElsewhere = [
            document(gallery + image + #","caption":"kept by a newer build"}]}"#),
            document(#"{"id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","name":"n","images":[],"colour":"red"}"#),
        ]
        for data in readableElsewhere {
            #expect(GalleryDocumentScanner.gallery(from: data) == nil)
            #expect((try? GalleryDocument.decode(data).get()) != nil)
        }
        let unreadable = [
            document(gallery + image + "}]}", version: "2"),
            document(gallery + image + "}]}", version: "01"),
            document(gallery + image + ",\"aspectRatio\":2}]}"),
            document(gallery + image + ",\"orientation\":8}]}"),
            document(gallery + image + "}]}") + Data("x".utf8),
            document(gallery + image + "}]"),
            document(gallery + image.replacingOccurrences(of: "1.5", with: "1e999") + "}]}"),
            document(gallery + image.replacingOccurrences(of: "1.5", with: ".5") + "}]}"),
            document(gallery + image.replacingOccurrences(of: "-4000-", with: "-40g0-") + "}]}"),
            document(gallery.replacingOccurrences(of: "\"n\"", with: #""\ud83d""#) + image + "}]}"),
            document(gallery.replacingOccurrences(of: "\"n\"", with: "\"a\u{1}b\"") + image + "}]}"),
            document(gallery.replacingOccurrences(of: "\"n\"", with: "\"\\x\"") + image + "}]}"),
            document(gallery + image.replacingOccurrences(of: "https://e.com/a.png", with: "") + "}]}"),
        ]
        for data in unreadable {
            #expect(GalleryDocumentScanner.gallery(from: data) == nil, "\(String(decoding: data, as: UTF8.self))")
        }
        var invalidUTF8 = document(gallery + image + "}]}")
        invalidUTF8[invalidUTF8.firstRange(of: Data("\"n\"".utf8))!.lowerBound + 1] = 0xFF
        #expect(GalleryDocumentScanner.gallery(from: invalidUTF8) == nil)
    }
}
