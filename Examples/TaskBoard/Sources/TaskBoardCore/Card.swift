import DragDrop
import Foundation

/// A card of the board: its own type between the board's columns and other boards, and its
/// title as plain text for every other application.
public struct Card: Codable, Hashable, Sendable, Transferable {
    /// What a card is about, shown as a coloured tag.
    public enum Tag: String, Codable, CaseIterable, Sendable {
        case bug, feature, chore
    }

    public static let contentType = TypeIdentifier(exportedAs: "org.dragdrop.examples.card")
    public var id: UUID
    public var title: String
    public var tag: Tag
    /// A picture attached to the card (a screenshot of a bug), drawn as its thumbnail.
    public var picture: URL?

    public init(id: UUID = UUID(), title: String, tag: Tag, picture: URL? = nil) {
        self.id = id
        self.title = title
        self.tag = tag
        self.picture = picture
    }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.title)
    }
}

/// The cell of a card (the window draws it from `card`).
public final class CardCell: TableViewCell {
    public var card: Card?
}
