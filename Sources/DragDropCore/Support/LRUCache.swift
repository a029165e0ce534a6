/// A cache bounded by a total cost (for example bytes) that forgets the least recently used
/// entries first. Not thread-safe: wrap it in a lock or keep it on one actor.
package struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var older: Int?
        var newer: Int?
    }

    package let costLimit: Int
    package private(set) var totalCost = 0
    private var nodes: [Node?] = []
    private var free: [Int] = []
    private var indexByKey: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    package init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    package var count: Int { indexByKey.count }

    /// The value for `key`, which becomes the most recently used.
    /// - Complexity: O(1).
    package mutating func value(for key: Key) -> Value? {
        guard let index = indexByKey[key] else { return nil }
        touch(index)
        return nodes[index]!.value
    }

    /// Whether `key` is cached, without changing the order.
    package func contains(_ key: Key) -> Bool { indexByKey[key] != nil }

    /// Stores a value; returns the entries evicted to stay within the limit. A value
    /// costlier than the whole limit is not kept.
    /// - Complexity: O(1) amortised, plus the evictions.
    @discardableResult
    package mutating func insert(_ value: Value, for key: Key, cost: Int) -> [(key: Key, value: Value)] {
        removeValue(for: key)
        guard cost <= costLimit else { return [(key, value)] }
        let node = Node(key: key, value: value, cost: cost, older: newest, newer: nil)
        let index: Int
        if let reused = free.popLast() {
            nodes[reused] = node
            index = reused
        } else {
            nodes.append(node)
            index = nodes.count - 1
        }
        if let newest { nodes[newest]!.newer = index }
        newest = index
        if oldest == nil { oldest = index }
        indexByKey[key] = index
        totalCost += cost
        var evicted: [(key: Key, value: Value)] = []
        while totalCost > costLimit, let victim = oldest {
            let node = nodes[victim]!
            evicted.append((node.key, node.value))
            removeValue(for: node.key)
        }
        return evicted
    }

    /// Forgets `key`; returns its value.
    /// - Complexity: O(1).
    @discardableResult
    package mutating func removeValue(for key: Key) -> Value? {
        guard let index = indexByKey.removeValue(forKey: key), let node = nodes[index] else { return nil }
        unlink(index)
        nodes[index] = nil
        free.append(index)
        totalCost -= node.cost
        return node.value
    }

    package mutating func removeAll() {
        self = LRUCache(costLimit: costLimit)
    }

    /// Keys from the most to the least recently used.
    package var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let index = cursor, let node = nodes[index] {
            keys.append(node.key)
            cursor = node.older
        }
        return keys
    }

    private mutating func touch(_ index: Int) {
        guard newest != index else { return }
        unlink(index)
        nodes[index]!.older = newest
        nodes[index]!.newer = nil
        if let newest { nodes[newest]!.newer = index }
        newest = index
        if oldest == nil { oldest = index }
    }

    private mutating func unlink(_ index: Int) {
        let node = nodes[index]!
        if let older = node.older { nodes[older]!.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { nodes[newer]!.older = node.older } else { newest = node.older }
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Node: Sendable where Key: Sendable, Value: Sendable {}
