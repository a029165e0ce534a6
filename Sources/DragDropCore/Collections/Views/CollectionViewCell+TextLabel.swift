import Foundation

/// UIKit's `textLabel` of a cell: setting its text sets the cell's ``CellContent/text(_:detail:)``
/// content, so `cell.textLabel?.text = item` ports unchanged.
@MainActor
public final class CellTextLabel {
    unowned let cell: CollectionViewCell

    init(cell: CollectionViewCell) {
        self.cell = cell
    }

    /// The cell's text; nil when the cell shows something else. Setting nil empties it.
    public var text: String? {
        get {
            if case let .text(text, _) = cell.content { return text }
            return nil
        }
        set {
            if let newValue {
                if case let .text(_, detail) = cell.content {
                    cell.content = .text(newValue, detail: detail)
                } else {
                    cell.content = .text(newValue)
                }
            } else {
                cell.content = .empty
            }
        }
    }
}

extension CollectionViewCell {
    /// UIKit's `textLabel` (always present here).
    public var textLabel: CellTextLabel? { CellTextLabel(cell: self) }
}
