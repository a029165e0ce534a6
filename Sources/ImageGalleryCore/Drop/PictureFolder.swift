import DragDrop
import Foundation

/// The picture files of a folder and its subfolders, found by their names' extensions, in
/// path order as people read numbers ("2.png" before "10.png"). Hidden files and folders are
/// skipped, and so are folders reached through a symbolic link (no loop). Names are read as
/// the file system's bytes: a name that is not UTF-8 is found like any other.
package enum PictureFolder {
    /// The pictures under `folder`; none when it cannot be read.
    package static func pictures(in folder: LocalFile) -> [LocalFile] {
        var found: [(file: LocalFile, sortKey: String)] = []
        var pending = [folder]
        while let next = pending.popLast() {
            for (name, listedKind) in (try? next.entries()) ?? [] where name.first != UInt8(ascii: ".") {
                let child = next.appending(name: name)
                switch listedKind ?? (try? child.status().kind) {
                case .some(.directory) where listedKind == .directory: pending.append(child)
                case .some(.regular) where isPicture(child): found.append((child, LocalFile.displayName(child.pathBytes)))
                default: continue
                }
            }
        }
        return found.sorted { $0.sortKey.localizedStandardCompare($1.sortKey) == .orderedAscending }.map(\.file)
    }

    /// Whether a file's name has a picture format's extension.
    static func isPicture(_ file: LocalFile) -> Bool {
        file.nameExtension.flatMap(TypeIdentifier.init(filenameExtension:))?.conforms(to: .image) == true
    }
}
