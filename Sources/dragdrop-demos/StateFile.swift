import DragDropGTK
import Foundation

/// The demos' model as a JSON file, written atomically after every change, so a reader (the
/// end-to-end tests) never sees half a file. With `DRAGDROP_REPORT_USAGE` set it adds the
/// objects drags leave alive and the resident memory, for the leak check.
@MainActor
struct StateFile {
    let url: URL

    func write(_ object: [String: Any]) {
        var object = object
        if ProcessInfo.processInfo.environment["DRAGDROP_REPORT_USAGE"] != nil {
            object["usage"] = ["objects": LiveObjects.snapshot, "rss_kb": ProcessMemory.residentKB] as [String: Any]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("dragdrop-demos: cannot write the state file \(url.path): \(error)\n".utf8))
        }
    }
}
