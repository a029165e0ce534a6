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
    /// Whether the data source implements the move (`moveRowAt` / `moveItemAt`): true from
    /// its assignment when it declares so (``CollectionViewMovingDataSource``), with no call
    /// into it; else nil until the standard move gesture first needs to know and probes it
    /// (``EditingPart``), at most once per assignment. Forgotten when the data source changes.
    var implementsMove: Bool?
    /// Whether the data source declared the move at its assignment (no probe ever asks it).
    private(set) var declaresMove = false
    /// Set by the data source's default `viewForSupplementaryElementOfKind` (not implemented).
    package var supplementaryViewIsMissing = false
    /// The latest misuses recovered from (at most 20), newest last.
    var diagnostics: [Diagnostic] = []

    /// A new data source (or none): it is asked again for everything, what the old one
    /// implemented included. One that declares the move (`declaringMove`) is known to
    /// implement it from now on, without a call.
    mutating func dataSourceChanged(declaringMove: Bool = false) {
        needsInitialLoad = true
        declaresMove = declaringMove
        implementsMove = declaringMove ? true : nil
    }

    /// Keeps `diagnostic`, dropping the oldest past twenty.
    mutating func remember(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostics.count > 20 { diagnostics.removeFirst(diagnostics.count - 20) }
    }
}
