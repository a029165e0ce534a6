import Synchronization

/// Whether a drop's data may be read yet (SEMANTICS 8): closed to loads until the drop,
/// open from performDrop on, and closed for good when the drag ends without a drop.
/// Shared by a drop session and, for drags from other applications, by the loaders of
/// their items, so a direct `itemProvider` load before the drop fails too.
public final class DataAccessGate: Sendable {
    private let state = Mutex(DropSession.DataAccess.typesOnly)

    /// A closed gate.
    public init() {}

    var access: DropSession.DataAccess { state.withLock { $0 } }

    func open() { state.withLock { $0 = .open } }

    func closeIfNotOpen() {
        state.withLock { if $0 == .typesOnly { $0 = .closed } }
    }

    /// Throws unless the data may be read now.
    public func check() throws(DropSessionError) {
        switch access {
        case .open: return
        case .typesOnly: throw .dataRequestedBeforeDrop
        case .closed: throw .sessionEndedWithoutDrop
        }
    }
}
