import Foundation

/// A misuse that UIKit answers with an exception or with silence, and that DragDrop reports
/// and recovers from instead: an inconsistent batch update, a reorder the data source does
/// not implement. Nothing crashes; the view resynchronises with its data source.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The identifier of the view concerned.
    public let view: String
    /// What went wrong and what DragDrop did about it.
    public let message: String

    /// A diagnostic about the view named `view`.
    public init(view: String, message: String) {
        self.view = view
        self.message = message
    }

    public var description: String { "DragDrop: \(view): \(message)" }
}

/// Where diagnostics go: by default to standard error, once per distinct message; an
/// application or a test may route them elsewhere. Each view also keeps its own
/// (``IndexedCollectionView/diagnostics``).
@MainActor
public enum Diagnostics {
    /// Called with every diagnostic.
    public static var handler: @MainActor (Diagnostic) -> Void = printOnce

    private static var printed: Set<Diagnostic> = []

    /// A state the code's own logic rules out was reached: a bug of DragDrop's. Traps in
    /// debug builds (tests and development find it at once); in release builds it is a
    /// diagnostic, and the caller recovers by doing nothing.
    static func impossible(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
        assertionFailure(message, file: file, line: line)
        handler(Diagnostic(view: "DragDrop", message: "internal error (\(file):\(line)): \(message); ignored"))
    }

    private static func printOnce(_ diagnostic: Diagnostic) {
        guard printed.insert(diagnostic).inserted else { return }
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
}
