import Foundation
import ImageGalleryCore
import Testing

@Suite("Merging two writers' versions of a gallery", .timeLimit(.minutes(1)))
struct GalleryMergeTests {
    let p0 = GalleryImage(url: URL(string: "https://h/p0.png")!, aspectRatio: 1)
    let p1 = GalleryImage(url: URL(string: "https://h/p1.png")!, aspectRatio: 1)
    let p2 = GalleryImage(url: URL(string: "https://h/p2.png")!, aspectRatio: 1)
    let p3 = GalleryImage(url: URL(string: "https://h/p3.png")!, aspectRatio: 1)

    func gallery(_ images: [GalleryImage], name: String = "G") -> Gallery {
        Gallery(id: UUID(uuidString: "0D7E4BD1-35A1-4A3E-9B9E-000000000000")!, name: name, images: images)
    }

    @Test("A adds p1, B adds p2, both at the front: both kept (the loss the issue saw)")
    func bothAdditionsKept() {
        let merged = GalleryMerge.merge(base: gallery([p0]), ours: gallery([p2, p0]), theirs: gallery([p1, p0]))
        #expect(Set(merged.images.map(\.id)) == Set([p0, p1, p2].map(\.id)))
        #expect(merged.images.last == p0)
    }

    @Test("A removal on one side and an addition on the other both apply")
    func removalAndAddition() {
        let merged = GalleryMerge.merge(base: gallery([p0, p1]), ours: gallery([p0, p1, p2]), theirs: gallery([p1]))
        #expect(merged.images == [p1, p2])
    }

    @Test("Their new picture keeps its place after its neighbour")
    func placeKept() {
        let merged = GalleryMerge.merge(base: gallery([p0, p1]), ours: gallery([p1, p0]), theirs: gallery([p0, p3, p1]))
        #expect(merged.images == [p1, p0, p3])
    }

    @Test("A field one side left alone takes the other side's value; a rename on either side wins over none")
    func fields() {
        var corrected = p0
        corrected.aspectRatio = 1.5
        let merged = GalleryMerge.merge(base: gallery([p0]), ours: gallery([p0, p1], name: "Mine"), theirs: gallery([corrected]))
        #expect(merged.images == [corrected, p1])
        #expect(merged.name == "Mine")
        #expect(GalleryMerge.merge(base: gallery([p0]), ours: gallery([p0, p1]), theirs: gallery([p0], name: "Theirs")).name == "Theirs")
    }

    @Test("One side unchanged: the other side's version as it is")
    func trivialCases() {
        let base = gallery([p0]), changed = gallery([p1, p0])
        #expect(GalleryMerge.merge(base: base, ours: base, theirs: changed) == changed)
        #expect(GalleryMerge.merge(base: base, ours: changed, theirs: base) == changed)
    }
}
