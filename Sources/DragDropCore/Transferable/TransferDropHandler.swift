import Foundation

/// A collection's `dropDestination`, with its value type erased.
@MainActor
package final class TransferDropHandler {
    let canHandle: (DropSession) -> Bool
    /// At the release: runs the action on in-app values; nil when they must load first.
    let acceptLocal: (DropSession, DropLocation) -> Bool?
    /// After the release: loads the values, then runs the action.
    let loadAndPerform: (DropSession, DropLocation) -> Void
    let targeted: (Bool) -> Void
    /// What `targeted` was last told.
    var isTargeted = false
    var handledAtRelease = false

    package init<T: Transferable>(action: @escaping ([T], DropLocation) -> Bool, isTargeted: @escaping (Bool) -> Void) {
        T.declareContentTypes()
        canHandle = { session in session.items.contains { $0.itemProvider.canLoadTransferable(type: T.self) } }
        acceptLocal = { session, location in
            let local = session.items.compactMap { $0.localObject as? T }
            guard session.localDragSession != nil, local.count == session.items.count else { return nil }
            return action(local, location)
        }
        loadAndPerform = { session, location in
            TransferableLoads.start(T.self, from: session.items.map(\.itemProvider)) { values in
                if !values.isEmpty { _ = action(values, location) }
            }
        }
        targeted = isTargeted
    }
}
