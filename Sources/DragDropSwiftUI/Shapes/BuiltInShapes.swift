import DragDropCore

/// SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
    public typealias Body = Never
    /// A rectangle filling its frame.
    public init() {}
    public var outline: ShapeOutline { .rectangle }
}

/// SwiftUI's `RoundedRectangle`, its corners of `cornerRadius` points.
public struct RoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never
    /// The corners' radius.
    public var cornerRadius: Double
    /// A rectangle with corners of `cornerRadius`.
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// SwiftUI's `Circle`: the largest circle centred in its frame.
public struct Circle: Shape, PrimitiveView {
    public typealias Body = Never
    /// A circle in its frame.
    public init() {}
    public var outline: ShapeOutline { .circle }
}

/// SwiftUI's `Capsule`: its frame with fully rounded ends.
public struct Capsule: Shape, PrimitiveView {
    public typealias Body = Never
    /// A capsule filling its frame.
    public init() {}
    public var outline: ShapeOutline { .capsule }
}
