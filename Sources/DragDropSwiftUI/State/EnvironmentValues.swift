import DragDropCore

/// A key of a value in the ``EnvironmentValues`` (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (font, color scheme, environment objects),
/// each changed for a subtree by a modifier (`environment(_:_:)`, `font(_:)`).
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The defaults.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of `type` an ancestor gave, if any.
    func object<ObjectType: AnyObject>(of type: ObjectType.Type) -> ObjectType? {
        objects[ObjectIdentifier(type)] as? ObjectType
    }

    /// Gives the subtree `object` as its `@EnvironmentObject` of its type.
    mutating func setObject<ObjectType: AnyObject>(_ object: ObjectType) {
        objects[ObjectIdentifier(ObjectType.self)] = object
    }
}

/// Whether the interface is light or dark (SwiftUI's `ColorScheme`).
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// Light or dark (the front end sets the system's).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The font text uses when it sets none (nil: ``Font/body``).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
