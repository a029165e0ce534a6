/// How a picture is turned to be shown upright, as `UIImage.Orientation` (and EXIF's
/// orientation tag) say it: the stored pixels mirrored horizontally first when the case is
/// mirrored, then turned clockwise by a number of quarter turns.
public enum ImageOrientation: Int, Sendable, Hashable, Codable, CaseIterable {
    /// As stored (EXIF 1).
    case up
    /// Turned half a turn (EXIF 3).
    case down
    /// Turned a quarter counterclockwise (EXIF 8).
    case left
    /// Turned a quarter clockwise (EXIF 6).
    case right
    /// Mirrored left to right (EXIF 2).
    case upMirrored
    /// Mirrored top to bottom (EXIF 4).
    case downMirrored
    /// Mirrored, then turned a quarter counterclockwise (EXIF 5).
    case leftMirrored
    /// Mirrored, then turned a quarter clockwise (EXIF 7).
    case rightMirrored

    /// Quarter turns clockwise (0…3), after the mirroring.
    public var clockwiseQuarterTurns: Int {
        switch self {
        case .up, .upMirrored: 0
        case .right, .rightMirrored: 1
        case .down, .downMirrored: 2
        case .left, .leftMirrored: 3
        }
    }

    /// Whether the stored pixels are mirrored horizontally first.
    public var isMirrored: Bool { [.upMirrored, .downMirrored, .leftMirrored, .rightMirrored].contains(self) }

    /// Whether the picture is shown with its stored width and height swapped.
    public var swapsWidthAndHeight: Bool { clockwiseQuarterTurns % 2 == 1 }

    /// The orientation of `clockwiseQuarterTurns` quarter turns (any integer) after mirroring or not.
    public init(clockwiseQuarterTurns turns: Int, mirrored: Bool) {
        let table: [ImageOrientation] = mirrored ? [.upMirrored, .rightMirrored, .downMirrored, .leftMirrored] : [.up, .right, .down, .left]
        self = table[((turns % 4) + 4) % 4]
    }

    /// EXIF's orientation tag (1…8; anything else is upright).
    public init(exifValue: Int) {
        let table: [Int: ImageOrientation] = [2: .upMirrored, 3: .down, 4: .downMirrored, 5: .leftMirrored, 6: .right, 7: .rightMirrored, 8: .left]
        self = table[exifValue] ?? .up
    }

    /// The picture as shown, turned a quarter more clockwise.
    public func rotatedClockwise() -> ImageOrientation {
        ImageOrientation(clockwiseQuarterTurns: clockwiseQuarterTurns + 1, mirrored: isMirrored)
    }

    /// The picture as shown, turned a quarter counterclockwise.
    public func rotatedCounterclockwise() -> ImageOrientation {
        ImageOrientation(clockwiseQuarterTurns: clockwiseQuarterTurns - 1, mirrored: isMirrored)
    }

    /// The picture as shown, mirrored left to right: mirroring a turned picture is mirroring
    /// the stored one and turning the other way.
    public func flippedHorizontally() -> ImageOrientation {
        ImageOrientation(clockwiseQuarterTurns: -clockwiseQuarterTurns, mirrored: !isMirrored)
    }

    /// The picture shown in this orientation, then shown in `other` (the other applied to
    /// what this one shows).
    public func followed(by other: ImageOrientation) -> ImageOrientation {
        var result = self
        if other.isMirrored { result = result.flippedHorizontally() }
        for _ in 0..<other.clockwiseQuarterTurns { result = result.rotatedClockwise() }
        return result
    }
}
