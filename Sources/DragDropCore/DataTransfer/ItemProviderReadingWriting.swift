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
    /// only when a destination asks. Implement this or the completion-handler form.
    func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data
    /// UIKit's form of the same: call `completionHandler` once with the bytes or an error;
    /// the returned progress, if any, is cancelled when the load is. Implement this or the
    /// `async` form.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A type that implements neither `loadData` form of ``ItemProviderWriting``.
public struct ItemProviderWritingNotImplemented: Error, CustomStringConvertible {
    /// The writing type.
    public let type: String
    public var description: String {
        "\(type) implements neither loadData(withTypeIdentifier:) nor loadData(withTypeIdentifier:forItemProviderCompletionHandler:)"
    }
}

/// Whether a default `loadData` or `object(withItemProviderData:…)` is calling the other
/// form, to stop where a type implements neither.
private enum DefaultLoadData {
    @TaskLocal static var inProgress = false
}

extension ItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        Self.writableTypeIdentifiersForItemProvider
    }

    /// By default, the completion-handler form.
    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        guard !DefaultLoadData.inProgress else { throw ItemProviderWritingNotImplemented(type: "\(Self.self)") }
        return try await DefaultLoadData.$inProgress.withValue(true) {
            try await awaitCompletionHandler(for: type) { completion in
                loadData(withTypeIdentifier: type.identifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// By default, the `async` form, run in a task the returned progress cancels.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        runReportingProgress(completionHandler) { try await loadData(withTypeIdentifier: TypeIdentifier(typeIdentifier)) }
    }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier type: TypeIdentifier)
        -> ItemProvider.RepresentationVisibility { .all }
}

/// A type whose values can be read from an item provider (UIKit's `NSItemProviderReading`).
public protocol ItemProviderReading: Sendable {
    /// The types this type can be made from, preferred first.
    static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { get }
    /// Makes a value from the bytes of `type`, which conforms to one of the readable types.
    /// Implement this or the `String` form.
    static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> Self
    /// UIKit's spelling, with the type identifier as a string. Implement this or the
    /// ``TypeIdentifier`` form.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension ItemProviderReading {
    /// By default, the `String` form.
    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> Self {
        guard !DefaultLoadData.inProgress else { throw ItemProviderReadingNotImplemented(type: "\(Self.self)") }
        return try DefaultLoadData.$inProgress.withValue(true) {
            try object(withItemProviderData: data, typeIdentifier: type.identifier)
        }
    }

    /// By default, the ``TypeIdentifier`` form.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        try object(withItemProviderData: data, typeIdentifier: TypeIdentifier(typeIdentifier))
    }
}

/// A type that implements neither `object(withItemProviderData:typeIdentifier:)` form of
/// ``ItemProviderReading``.
public struct ItemProviderReadingNotImplemented: Error, CustomStringConvertible {
    /// The reading type.
    public let type: String
    public var description: String {
        "\(type) implements neither form of object(withItemProviderData:typeIdentifier:)"
    }
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
