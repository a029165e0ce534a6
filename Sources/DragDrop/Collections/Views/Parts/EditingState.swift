import Foundation

/// How a view's items are rearranged and removed in place: UIKit's edit mode and the
/// classic move in progress, and SwiftUI's `onMove` and `onDelete` (for the whole view or
/// per section).
@MainActor
struct EditingState {
    var isEditing = false
    var movement: InteractiveMovement?
    var onMove: ((IndexSet, Int) -> Void)?
    var sectionMoves: [Int: (IndexSet, Int) -> Void] = [:]
    var onDelete: ((IndexSet) -> Void)?
    var sectionDeletes: [Int: (IndexSet) -> Void] = [:]
}
