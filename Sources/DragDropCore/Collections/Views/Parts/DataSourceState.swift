/// What the view knows of its data source: the counts it last reported, whether it must be
/// asked again, the reload generation (SEMANTICS 15), the last misuses it recovered from,
/// and the flags its default (unimplemented) methods raise.
package struct DataSourceState {
    /// Item counts per section, as the data source last reported them.
    var counts: [Int] = []
    /// Whether the data source has not been asked yet, or changed since (SEMANTICS 32).
    var needsInitialLoad = true
    /// Bumped by every reloadData; drags that began before it lose their source paths.
    var reloadGeneration = 0
    /// Set by a data source's default (unimplemented) move, read right after the call.
    package var modelMoveIsMissing = false
    /// Whether the data source implements the move, once learnt (nil until then; forgotten
    /// when the data source changes). Swift cannot ask whether a method is overridden.
    var implementsMove: Bool?
    /// Set by the data source's default `viewForSupplementaryElementOfKind` (not implemented).
    package var supplementaryViewIsMissing = false
    /// The latest misuses recovered from (at most 20), newest last.
    var diagnostics: [Diagnostic] = []

    /// A new data source (or none): it is asked again for everything, what the old one
    /// implemented included.
    mutating func dataSourceChanged() {
        needsInitialLoad = true
        implementsMove = nil
    }

    /// Keeps `diagnostic`, dropping the oldest past twenty.
    mutating func remember(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostics.count > 20 { diagnostics.removeFirst(diagnostics.count - 20) }
    }
}
