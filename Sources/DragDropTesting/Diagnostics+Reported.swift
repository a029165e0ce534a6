import DragDrop

extension Diagnostics {
    /// What the views named `view` reported to ``DragDrop/Diagnostics`` while `body` ran, in
    /// order (the handler in place before is put back after; other views' diagnostics go to
    /// it meanwhile, so tests running at the same time keep theirs).
    public static func reported(by view: String, during body: () throws -> Void) rethrows -> [Diagnostic] {
        var reported: [Diagnostic] = []
        let previous = handler
        handler = { diagnostic in
            if diagnostic.view == view { reported.append(diagnostic) } else { previous(diagnostic) }
        }
        defer { handler = previous }
        try body()
        return reported
    }
}
