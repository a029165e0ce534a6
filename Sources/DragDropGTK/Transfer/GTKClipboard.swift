import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// The desktop's clipboard in the core's terms: copying offers items as a drag to another
/// application would (the same MIME types, produced only when asked), pasting gives drag
/// items whose data is read when loaded — so an application handles a paste with the code
/// that handles a drop.
@MainActor
public enum GTKClipboard {
    /// What this application copied last, pasted back with full fidelity (local objects too).
    private static var copied: (content: OpaquePointer, items: [DragItem])?

    /// Puts `items` on the clipboard (nothing when they offer no type other applications read).
    public static func copy(_ items: [DragItem]) {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return }
        let content = LazyDragContent(items: items.map { $0.itemProvider.exportedForOtherProcesses() })
        guard let provider = content.makeProvider() else { return }
        gdk_clipboard_set_content(clipboard, UnsafeMutablePointer<GdkContentProvider>(provider))
        copied = (provider, items)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// The clipboard's content as items: this application's own copy as it was copied; from
    /// elsewhere, what a drop of the same content would be (SEMANTICS 42, 44) — a file
    /// manager's files, or several addresses, an item each (a file offers its content and its
    /// URL); anything else one item offering every known type, read when loaded (with the
    /// deadline of reads from other processes). Empty when the clipboard is.
    public static func paste() async -> [DragItem] {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return [] }
        if gdk_clipboard_is_local(clipboard) != 0, let copied, gdk_clipboard_get_content(clipboard).map(OpaquePointer.init) == copied.content {
            return copied.items
        }
        let mimeTypes = GdkDropReader.mimeTypes(in: gdk_clipboard_get_formats(clipboard))
        let list: Data? = if InterProcessExport.resolvesItemsFromURIList(offering: mimeTypes) {
            try? await GdkDropReader.read(.clipboard(clipboard), mimeType: "text/uri-list", as: .fileURL,
                                          limit: InterProcessExport.uriListLimit)
        } else {
            nil
        }
        let reads = ClipboardReads(clipboard)
        let offered = InterProcessExport.item(offering: mimeTypes) { mime, type in try await reads.read(mime, as: type) }
        return InterProcessExport.items(offering: mimeTypes, uriList: list, offered: offered.map { [$0] } ?? [])
    }
}

/// Reads from the clipboard as it is when the paste happened (held until the items go).
@MainActor
private final class ClipboardReads {
    private let clipboard: OpaquePointer

    init(_ clipboard: OpaquePointer) {
        self.clipboard = clipboard
        g_object_ref(UnsafeMutableRawPointer(clipboard))
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(clipboard)) }

    func read(_ mime: String, as type: TypeIdentifier) async throws -> Data {
        try await GdkDropReader.read(.clipboard(clipboard), mimeType: mime, as: type)
    }
}
