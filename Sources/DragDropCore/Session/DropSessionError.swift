/// Misuse of a drop session's data, reported instead of crashing.
public enum DropSessionError: Error, Equatable, CustomStringConvertible {
    /// Data was requested before `performDrop`: only type identifiers are visible until
    /// then (SEMANTICS 8).
    case dataRequestedBeforeDrop
    /// The session ended without a drop; its data is no longer available.
    case sessionEndedWithoutDrop

    public var description: String {
        switch self {
        case .dataRequestedBeforeDrop: "Drop data can only be loaded in performDrop or later"
        case .sessionEndedWithoutDrop: "The drag ended without a drop; its data is not available"
        }
    }
}
