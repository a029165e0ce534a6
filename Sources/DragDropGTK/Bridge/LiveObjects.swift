import CDragDropGtk
import Synchronization

/// Counts the objects a drag creates that must go away when it is over — GdkDrags (by weak
/// reference), lazy content providers (finalized by GTK), pending reads and writes — so a
/// leak check can see them return to zero. GLib's own instance counting needs a debug build.
package enum LiveObjects {
    private static let counts = Mutex<[String: Int]>([:])

    /// The live count of each kind.
    package static var snapshot: [String: Int] { counts.withLock { $0 } }

    static func created(_ kind: String) { counts.withLock { $0[kind, default: 0] += 1 } }
    static func destroyed(_ kind: String) { counts.withLock { $0[kind, default: 0] -= 1 } }

    /// Counts `object` as `kind` until GObject finalizes it.
    static func track(_ object: UnsafeMutableRawPointer, as kind: String) {
        created(kind)
        let name = strdup(kind)
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
            guard let data else { return }
            let kind = String(cString: data.assumingMemoryBound(to: CChar.self))
            free(data)
            LiveObjects.destroyed(kind)
        }, name)
    }
}
