import Foundation

/// A type whose values can be dragged, dropped and copied, described by its representations
/// (SwiftUI's `Transferable`). Declare them richest first:
///
/// ```swift
/// struct Team: Codable, Transferable {
///     var name: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .team)          // in-app and between our processes
///         ProxyRepresentation(exporting: \.name)             // plain text for everyone else
///     }
/// }
/// ```
///
/// Item providers carry them (``ItemProvider/register(_:)``,
/// ``ItemProvider/loadTransferable(type:)``), so one drag can serve both APIs; views take
/// them with ``View/draggable(_:)`` and ``View/dropDestination(for:action:isTargeted:)``.
public protocol Transferable: Sendable {
    /// The type of ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation
    /// The ways a value is exported and imported, highest fidelity first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One or more ways of turning a ``Transferable`` value into data and back (SwiftUI's
/// `TransferRepresentation`). Use the built-in ones: ``DataRepresentation``,
/// ``FileRepresentation``, ``ProxyRepresentation``, ``CodableRepresentation``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type represented.
    associatedtype Item: Transferable
    /// The representations this stands for, flattened, richest first.
    var entries: [TransferRepresentationEntry<Item>] { get }
}

/// Builds a type's representations from a list of them (the body of
/// ``Transferable/transferRepresentation``).
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation of `Item`.
    public static func buildExpression<Representation: TransferRepresentation>(
        _ representation: Representation
    ) -> TransferRepresentationList<Item> where Representation.Item == Item {
        TransferRepresentationList(entries: representation.entries)
    }

    /// The representations in order.
    public static func buildBlock(_ parts: TransferRepresentationList<Item>...) -> TransferRepresentationList<Item> {
        TransferRepresentationList(entries: parts.flatMap(\.entries))
    }

    /// A representation present only under a condition.
    public static func buildOptional(_ part: TransferRepresentationList<Item>?) -> TransferRepresentationList<Item> {
        part ?? TransferRepresentationList(entries: [])
    }

    /// The branch taken of an `if`.
    public static func buildEither(first part: TransferRepresentationList<Item>) -> TransferRepresentationList<Item> { part }

    /// The representations made by a `for` loop, in order.
    public static func buildArray(_ parts: [TransferRepresentationList<Item>]) -> TransferRepresentationList<Item> {
        TransferRepresentationList(entries: parts.flatMap(\.entries))
    }

    /// The branch taken of an `else`.
    public static func buildEither(second part: TransferRepresentationList<Item>) -> TransferRepresentationList<Item> { part }
}

/// Several representations in fidelity order (what ``TransferRepresentationBuilder`` makes).
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]
}

extension Transferable {
    /// The type's representations, flattened, richest first.
    static var transferEntries: [TransferRepresentationEntry<Self>] {
        (transferRepresentation.entries as Any) as? [TransferRepresentationEntry<Self>] ?? []
    }

    /// The content types values can be exported as, richest first (a value may offer
    /// fewer: see ``TransferRepresentation/exportingCondition(_:)``).
    public static var exportedContentTypes: [TypeIdentifier] {
        transferEntries.filter(\.canExport).map(\.contentType)
    }

    /// Makes sure the type's content types are declared in this process, so that what
    /// another process offers under their MIME types is recognised (a type declared as a
    /// `static let` is declared only when first used).
    package static func declareContentTypes() {
        _ = transferEntries
    }

    /// The content types values can be made from, preferred first.
    public static var importedContentTypes: [TypeIdentifier] {
        transferEntries.filter(\.canImport).map(\.contentType)
    }
}
