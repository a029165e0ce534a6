import DragDropCore

/// The size a container offers a child (SwiftUI's `ProposedViewSize`): nil in a dimension
/// asks for the child's ideal size there, `.infinity` for its largest.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    /// The ideal size: nothing proposed.
    static let unspecified = ProposedSize(width: nil, height: nil)

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal along `axis`.
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal less `insets` (never below zero).
    func inset(by insets: EdgeInsetsValue) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The proposal with nil taken as `fallback`.
    func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}

/// A stack's direction (SwiftUI's `Axis`).
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The size along `axis`.
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Insets on each side, in points (what `padding` adds).
struct EdgeInsetsValue: Hashable {
    var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
}

extension Sequence<Size> {
    /// The smallest size enclosing all (zero for none): what views laid on top of each other take.
    var enclosing: Size {
        reduce(Size.zero) { Size(width: Swift.max($0.width, $1.width), height: Swift.max($0.height, $1.height)) }
    }
}
