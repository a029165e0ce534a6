import Foundation

/// The kinds of data a view takes by paste — and by drop (UIKit's `UIPasteConfiguration`).
/// Set it as a view's ``View/pasteConfiguration``: the view then takes pastes and drops of
/// those types through one method, ``View/paste(itemProviders:)``, as in UIKit.
@MainActor
public final class PasteConfiguration {
    /// The type identifiers taken; an item offering one of them, or a type conforming to one,
    /// can be pasted.
    public var acceptableTypeIdentifiers: [String]

    /// A configuration taking `acceptableTypeIdentifiers` (UIKit's initializer).
    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    }

    /// A configuration taking `types`.
    public convenience init(acceptableTypes types: [TypeIdentifier]) {
        self.init(acceptableTypeIdentifiers: types.map(\.identifier))
    }

    /// A configuration taking what `objectClass` reads (UIKit's `init(forAccepting:)`).
    public convenience init<Object: ItemProviderReading>(forAccepting objectClass: Object.Type) {
        self.init(acceptableTypes: Object.readableTypeIdentifiersForItemProvider)
    }

    /// A configuration taking what `objectClass` reads, for Foundation's classes
    /// (`forAccepting: NSString.self`).
    public convenience init<Object: ItemProviderFoundationObject>(forAccepting objectClass: Object.Type) {
        self.init(forAccepting: Object.ItemProviderValue.self)
    }

    /// Takes `acceptableTypeIdentifiers` too (UIKit's `addAcceptableTypeIdentifiers`).
    public func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for identifier in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(identifier) {
            self.acceptableTypeIdentifiers.append(identifier)
        }
    }

    /// Takes what `objectClass` reads too (UIKit's `addTypeIdentifiers(forAccepting:)`).
    public func addTypeIdentifiers<Object: ItemProviderReading>(forAccepting objectClass: Object.Type) {
        addAcceptableTypeIdentifiers(Object.readableTypeIdentifiersForItemProvider.map(\.identifier))
    }

    /// Takes what a Foundation class reads too.
    public func addTypeIdentifiers<Object: ItemProviderFoundationObject>(forAccepting objectClass: Object.Type) {
        addTypeIdentifiers(forAccepting: Object.ItemProviderValue.self)
    }

    /// Whether `provider` offers a type taken here (by its type identifiers alone; nothing is loaded).
    public func accepts(_ provider: ItemProvider) -> Bool {
        acceptableTypeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier(TypeIdentifier($0)) }
    }
}
