import DragDrop
import Foundation

/// The pictures a folder holds: what adding a folder adds, whether it was dropped, chosen or
/// named on the command line.
public enum PictureFolder {
    /// The picture files in `folder` and its subfolders (by their names' extensions), in
    /// path order; hidden files and folders are skipped. Walks the disk: call it off the main
    /// thread.
    public static func pictures(in folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [URL] = []
        for case let file as URL in walker {
            guard (try? file.resourceValues(forKeys: Set(keys)))?.isRegularFile == true,
                  TypeIdentifier(filenameExtension: file.pathExtension)?.conforms(to: .image) == true else { continue }
            files.append(file)
        }
        return files.sorted { $0.path.localizedStandardCompare($1.path) == .orderedAscending }
    }
}
