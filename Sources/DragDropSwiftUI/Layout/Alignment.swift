import DragDropCore

/// Where a view goes horizontally in a larger space (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: Sendable, Hashable {
    /// Leading edges aligned.
    case leading
    /// Centres aligned.
    case center
    /// Trailing edges aligned.
    case trailing

    func offset(of length: Double, in available: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (available - length) / 2
        case .trailing: available - length
        }
    }
}

/// Where a view goes vertically in a larger space (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: Sendable, Hashable {
    /// Top edges aligned.
    case top
    /// Centres aligned.
    case center
    /// Bottom edges aligned.
    case bottom

    func offset(of length: Double, in available: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (available - length) / 2
        case .bottom: available - length
        }
    }
}

/// Where a view goes in a larger rectangle (SwiftUI's `Alignment`).
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment of these two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// center: the named edges (or centres) aligned.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// leading: the named edges (or centres) aligned.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// trailing: the named edges (or centres) aligned.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// top: the named edges (or centres) aligned.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// bottom: the named edges (or centres) aligned.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// topLeading: the named edges (or centres) aligned.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// topTrailing: the named edges (or centres) aligned.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// bottomLeading: the named edges (or centres) aligned.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// bottomTrailing: the named edges (or centres) aligned.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// A rectangle of `size` placed in `container` by this alignment.
    func rect(of size: Size, in container: Rect) -> Rect {
        Rect(x: container.minX + horizontal.offset(of: size.width, in: container.width),
             y: container.minY + vertical.offset(of: size.height, in: container.height),
             width: size.width, height: size.height)
    }
}
