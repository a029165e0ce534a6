import DragDrop
import Testing

/// Orientations compose as turning and mirroring a picture does (checked on the corners of a
/// 2×1 picture, moved by hand).
@Suite("Image orientation", .timeLimit(.minutes(1)))
struct ImageOrientationTests {
    /// Where each stored corner (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) is shown.
    static func corners(_ orientation: ImageOrientation) -> [Int] {
        var corners = [0, 1, 2, 3]
        if orientation.isMirrored { corners = [corners[1], corners[0], corners[3], corners[2]] }
        for _ in 0..<orientation.clockwiseQuarterTurns { corners = [corners[3], corners[0], corners[1], corners[2]] }
        return corners
    }

    @Test("EXIF's eight values are UIImage.Orientation's eight cases")
    func exif() {
        let expected: [ImageOrientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
        #expect((1...8).map(ImageOrientation.init(exifValue:)) == expected)
        #expect(ImageOrientation(exifValue: 0) == .up && ImageOrientation(exifValue: 9) == .up)
        #expect(ImageOrientation.right.swapsWidthAndHeight && !ImageOrientation.downMirrored.swapsWidthAndHeight)
    }

    @Test("Turning four times, or mirroring twice, gives the picture back; a turn after a mirror is a mirror after the other turn")
    func composition() {
        for orientation in ImageOrientation.allCases {
            var turned = orientation
            for _ in 0..<4 { turned = turned.rotatedClockwise() }
            #expect(turned == orientation)
            #expect(orientation.flippedHorizontally().flippedHorizontally() == orientation)
            #expect(orientation.rotatedClockwise().rotatedCounterclockwise() == orientation)
            // What the corners say: a clockwise turn of what is shown, and a mirror of it.
            let shown = Self.corners(orientation)
            #expect(Self.corners(orientation.rotatedClockwise()) == [shown[3], shown[0], shown[1], shown[2]])
            #expect(Self.corners(orientation.flippedHorizontally()) == [shown[1], shown[0], shown[3], shown[2]])
            for other in ImageOrientation.allCases {
                var expected = shown
                if other.isMirrored { expected = [expected[1], expected[0], expected[3], expected[2]] }
                for _ in 0..<other.clockwiseQuarterTurns { expected = [expected[3], expected[0], expected[1], expected[2]] }
                #expect(Self.corners(orientation.followed(by: other)) == expected)
            }
        }
    }
}
