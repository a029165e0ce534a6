import Foundation

/// How much of a ported sample differs from its SwiftUI original beyond the renames of the
/// porting guide: the original's lines, renamed, matched against the port's in order.
enum PortingDiff {
    /// The renames the porting guide lists (SwiftUI and UIKit names to DragDrop names).
    static let renames: [(String, String)] = [
        ("import SwiftUI", "import DragDropSwiftUI"),
        ("NSItemProvider", "ItemProvider"),
        ("UTType", "TypeIdentifier"),
    ]

    /// The lines of the original sample `name` (in `Originals`) and of its port, at `port`
    /// from the package's folder.
    static func lines(of name: String, port portPath: String, filePath: String = #filePath) throws -> (original: [String], port: [String]) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let package = folder.deletingLastPathComponent().deletingLastPathComponent()
        let original = try String(contentsOf: folder.appendingPathComponent("Originals/\(name).txt"), encoding: .utf8)
        let port = try String(contentsOf: package.appendingPathComponent(portPath), encoding: .utf8)
        return (original.components(separatedBy: "\n"), port.components(separatedBy: "\n"))
    }

    /// The port's lines that are not an original line after the renames (the original's
    /// `import UniformTypeIdentifiers` goes: DragDropSwiftUI holds the type identifiers).
    /// - Complexity: O(n·m) for n and m lines (a longest common subsequence).
    static func changedLines(original: [String], port: [String]) -> Int {
        let renamed = original.filter { $0 != "import UniformTypeIdentifiers" }.map { line in
            renames.reduce(line) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        var common = Array(repeating: Array(repeating: 0, count: port.count + 1), count: renamed.count + 1)
        for i in stride(from: renamed.count - 1, through: 0, by: -1) {
            for j in stride(from: port.count - 1, through: 0, by: -1) {
                common[i][j] = renamed[i] == port[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        return port.count - common[0][0]
    }
}
