import Foundation

/// A type whose values can be offered by an item provider (UIKit's `NSItemProviderWriting`).
public protocol ItemProviderWriting: Sendable {
    /// The types values of this type can produce, highest fidelity first.
    static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { get }
    /// The types this value can produce; defaults to the static list.
    var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { get }
    /// The visibility of each representation; defaults to `.all`.
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier type: TypeIdentifier)
        -> ItemProvider.RepresentationVisibility
    /// Produces the bytes of one of the writable types. Called off the main actor, lazily,
    /// only when a destination asks.
    func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data
}

extension ItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        Self.writableTypeIdentifiersForItemProvider
    }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier type: TypeIdentifier)
        -> ItemProvider.RepresentationVisibility { .all }
}

/// A type whose values can be read from an item provider (UIKit's `NSItemProviderReading`).
public protocol ItemProviderReading: Sendable {
    /// The types this type can be made from, preferred first.
    static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { get }
    /// Makes a value from the bytes of `type`, which conforms to one of the readable types.
    static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> Self
}

/// Why bytes could not be read as an object.
public struct ItemProviderDecodingError: Error, CustomStringConvertible, Equatable {
    /// The type whose bytes could not be read.
    public let typeIdentifier: TypeIdentifier
    /// Why.
    public let reason: String

    /// An error for `typeIdentifier` with `reason`.
    public init(_ typeIdentifier: TypeIdentifier, _ reason: String) {
        self.typeIdentifier = typeIdentifier
        self.reason = reason
    }

    public var description: String { "Cannot read \(typeIdentifier): \(reason)" }
}
