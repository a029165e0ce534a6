import Foundation

/// What a cell shows, for the front end to draw (the headless stand-in for a cell's subviews).
public enum CellContent: Sendable, Hashable {
    /// Nothing.
    case empty
    /// A line of text, and an optional second one.
    case text(String, detail: String? = nil)
    /// The image at a URL: the front end loads and decodes it off the main thread through
    /// its image source, showing a spinner until it is ready and an error if it fails.
    case image(URL, accessibilityLabel: String)
    /// A spinner, e.g. in a drop placeholder.
    case spinner
    /// A failure, e.g. "Error ☹️".
    case error(String)
}

/// A reusable cell of a collection or table view (UIKit's `UICollectionViewCell` /
/// `UITableViewCell`). Subclass it for your own state; set `content` for the front end.
@MainActor
open class CollectionViewCell: View {
    /// The identifier the cell was dequeued with.
    public internal(set) var reuseIdentifier: String = ""
    /// What the front end draws in the cell (unless a custom widget draws it).
    public var content: CellContent = .empty { didSet { configurationCount &+= 1 } }
    /// Bumped each time the cell is handed out by a dequeue or its content changes, so a
    /// front end knows when to fill its widget again.
    package var configurationCount = 0
    /// Whether the cell is selected (drawn highlighted).
    public var isSelected = false
    public required override init(identifier: String = "", frame: Rect = .zero, zIndex: Int = 0) {
        super.init(identifier: identifier, frame: frame, zIndex: zIndex)
    }

    /// The cell's frame; its ``contentView`` keeps filling it.
    override public var frame: Rect {
        didSet { if let contentViewIfLoaded, contentViewIfLoaded.frame != bounds { contentViewIfLoaded.frame = bounds } }
    }

    private var contentViewIfLoaded: View?

    /// The view holding the cell's content (UIKit's `contentView`): it fills the cell, in the
    /// cell's coordinates, so `cell.contentView.center` is the cell's middle.
    public var contentView: View {
        if let contentViewIfLoaded { return contentViewIfLoaded }
        let view = View(identifier: identifier + ".content", frame: bounds)
        addSubview(view)
        contentViewIfLoaded = view
        return view
    }

    /// Called before the cell is handed out again for another index path.
    open func prepareForReuse() {
        content = .empty
        isSelected = false
        accessibilityLabel = nil
    }

    /// The label announced for the cell: `accessibilityLabel`, else its text.
    public var spokenLabel: String {
        if let accessibilityLabel { return accessibilityLabel }
        switch content {
        case let .text(text, _): return text
        case let .image(_, label): return label
        case .spinner: return "Loading"
        case let .error(message): return message
        case .empty: return identifier
        }
    }
}

/// UIKit's `UITableViewCell`.
public typealias TableViewCell = CollectionViewCell

extension CollectionViewCell {
    /// The editing control of a table row in edit mode (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Sendable, Hashable {
        /// No control (reorder handles only).
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }
}
