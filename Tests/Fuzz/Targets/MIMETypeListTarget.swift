import DragDrop
import Foundation

/// The MIME types another application offers for a drag or the clipboard, one a line: which
/// drags are taken in, which have their uri-list read first, and the item they stand for.
enum MIMETypeListTarget {
    static let target = FuzzTarget(name: "mime-types",
                                   summary: "InterProcessExport.acceptsDrag / resolvesItemsFromURIList / item(offering:) on offered MIME types") { data in
        let mimeTypes = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let accepted = InterProcessExport.acceptsDrag(offering: mimeTypes)
        _ = InterProcessExport.resolvesItemsFromURIList(offering: mimeTypes)
        let item = InterProcessExport.item(offering: mimeTypes) { _, _ in Data() }
        FuzzTarget.require((item != nil) == accepted, "an item exists (\(item != nil)) but the drag is accepted (\(accepted))")
        if let item {
            let known = Set(mimeTypes.compactMap { TypeIdentifier(mimeType: $0) })
            FuzzTarget.require(Set(item.itemProvider.registeredTypeIdentifiers) == known, "the item's types are not the known offered ones")
        }
        return true
    }
}
