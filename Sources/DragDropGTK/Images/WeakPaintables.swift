import CDragDropGtk

/// Paintables found again by weak reference while something else still holds them — a
/// GtkPicture showing one — after a cache has let them go: a picture on screen costs a cache
/// nothing to give up, and is never decoded twice while it shows.
@MainActor
final class WeakPaintables<Key: Hashable> {
    /// A GWeakRef on the heap (GLib keeps its address until it is cleared).
    private final class Reference {
        let pointer = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        /// Bytes of decoded pixels, the cost of keeping it again.
        let cost: Int

        init(_ object: OpaquePointer, cost: Int) {
            self.cost = cost
            pointer.initialize(to: GWeakRef())
            g_weak_ref_init(pointer, UnsafeMutableRawPointer(object))
        }

        deinit {
            g_weak_ref_clear(pointer)
            pointer.deallocate()
        }
    }

    private var references: [Key: Reference] = [:]

    /// How many paintables are remembered, alive or not (until ``forgetFinalized()``).
    var count: Int { references.count }

    /// The cost of the paintables something still holds.
    /// - Complexity: O(paintables remembered).
    var aliveCost: Int {
        references.values.reduce(0) { sum, reference in
            guard let object = g_weak_ref_get(reference.pointer) else { return sum }
            g_object_unref(object)
            return sum + reference.cost
        }
    }

    /// Remembers `object` (without keeping it alive) as `key`'s, with its cost.
    func remember(_ object: OpaquePointer, cost: Int, for key: Key) {
        references[key] = Reference(object, cost: cost)
    }

    /// `key`'s paintable if something still holds it, with a new reference the caller owns,
    /// and its cost.
    func take(_ key: Key) -> (object: OpaquePointer, cost: Int)? {
        guard let reference = references[key] else { return nil }
        guard let object = g_weak_ref_get(reference.pointer) else {
            references[key] = nil
            return nil
        }
        return (OpaquePointer(object), reference.cost)
    }

    func forget(_ key: Key) {
        references[key] = nil
    }

    /// Forgets the paintables nothing holds any more.
    func forgetFinalized() {
        references = references.filter { _, reference in
            guard let object = g_weak_ref_get(reference.pointer) else { return false }
            g_object_unref(object)
            return true
        }
    }
}
