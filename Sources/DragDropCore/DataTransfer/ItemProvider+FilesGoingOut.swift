import Foundation

extension ItemProvider {
    /// **DragDrop**'s one rule for files leaving the process (SEMANTICS 52): a representation
    /// held in a file — `registerFileRepresentation`, a `Transferable`'s `FileRepresentation`
    /// — goes out as its content type's bytes *and* as the file's URL (`public.file-url`,
    /// `text/uri-list`), right after the file's own type, so a file manager copies the file
    /// where a browser takes the bytes. Nothing is added when the item already offers a file
    /// URL; a folder is offered as it is. The file stays the source's, and other processes only ever copy
    /// (SEMANTICS 2).
    static func offeringFilesByURL(_ representations: [Representation]) -> [Representation] {
        guard !representations.contains(where: { $0.type.conforms(to: .fileURL) }),
              let position = representations.firstIndex(where: { $0.file != nil && !$0.type.conforms(to: .folder) }),
              let file = representations[position].file else {
            return representations
        }
        var offered = representations
        offered.insert(Representation(type: .fileURL, visibility: .all) {
            try await file().loadData(withTypeIdentifier: .fileURL)
        }, at: position + 1)
        return offered
    }
}
