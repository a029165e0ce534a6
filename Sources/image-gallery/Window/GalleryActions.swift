import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// What can be done to a window's gallery (the menus', the buttons' and the keys' actions):
/// add, export, sort, paste, copy, select, remove, and find a missing original again.
@MainActor
final class GalleryActions {
    private unowned let window: GalleryWindow
    private var app: GalleryApp { window.app }

    init(window: GalleryWindow) {
        self.window = window
    }

    /// What the notice says when pictures leave the gallery (the Trash, Delete, Remove): they
    /// are removed from the gallery, their files stay where they are.
    static func removedNotice(_ count: Int) -> String {
        trn("Removed %ld picture from the gallery", "Removed %ld pictures from the gallery", count)
    }

    /// Sorts the gallery shown (the main menu's Sort by Name / Sort by Date); dates are read
    /// off the main thread first (EXIF, else the file's), and a gallery already in order says so.
    func sortGallery(by order: GallerySortOrder) {
        guard let controller = window.controller else { return }
        let urls = controller.gallery.images.map(\.url), store = app.store
        Task { [weak window] in
            var dates: [URL: Date] = [:]
            if order == .date {
                dates = await Task.detached {
                    var dates: [URL: Date] = [:]
                    for url in Set(urls) {
                        if let image = try? await store.image(at: url), let date = PictureProperties(of: image, at: url).date { dates[url] = date }
                    }
                    return dates
                }.value
            }
            guard let window, let controller = window.controller, controller.gallery.images.map(\.url) == urls else { return }
            if !controller.sortImages(by: order, dates: dates) {
                window.showNotice(order == .name ? tr("Already sorted by name") : tr("Already sorted by date"), offersUndo: false)
            }
        }
    }

    /// Ctrl+V: what the clipboard holds is added after the selection, or at the end (a folder:
    /// the pictures in it and its subfolders).
    func paste() {
        Task { @MainActor [weak window] in
            let items = await GTKClipboard.paste()
            guard let window, let controller = window.controller else { return }
            if items.isEmpty { window.showNotice(tr("Nothing to paste"), offersUndo: false) }
            let after = controller.collectionView.selectedIndexPaths.map(\.item).max().map { $0 + 1 }
            controller.paste(items.map(\.itemProvider), at: after)
        }
    }

    /// Ctrl+C: the selected pictures to the clipboard; false when none is selected.
    func copySelection() -> Bool {
        guard let controller = window.controller else { return false }
        let items = controller.itemsForCopying(controller.collectionView.selectedIndexPaths)
        guard !items.isEmpty else { return false }
        GTKClipboard.copy(items)
        window.showNotice(trn("Copied %ld picture", "Copied %ld pictures", items.count), offersUndo: false)
        return true
    }

    /// Delete (and the Trash pressed): the selected pictures out of the gallery, with Undo;
    /// false when none is selected.
    func removeSelection() -> Bool {
        guard let controller = window.controller else { return false }
        let selected = window.selectedItems
        guard !selected.isEmpty else { return false }
        let count = controller.removeImages(withIDs: Set(selected.compactMap { controller.image(atItem: $0)?.id }))
        controller.collectionView.selectedIndexPaths = []
        window.showNotice(Self.removedNotice(count), offersUndo: true)
        return true
    }

    /// Ctrl+A: every picture selected.
    func selectAll() {
        guard let view = window.controller?.collectionView else { return }
        view.selectedIndexPaths = (0..<view.dataSourceItemCount(inSection: 0)).map { IndexPath(item: $0, section: 0) }
    }

    /// "Add Pictures…" (Ctrl+O): a file chooser for pictures, several at once; the chosen
    /// ones are added at the end of the gallery shown, as pictures given on the command line.
    func chooseAndAddPictures() {
        guard window.controller != nil, let parent = window.window else { return }
        GalleryFileChooser.choose(title: tr("Add Pictures"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Add"),
                                  picturesOnly: true, over: parent) { [weak window] urls in
            guard let window else { return }
            window.app.add(urls, to: window)
        }
    }

    /// "Import Folder…" (Ctrl+Shift+O): a folder chooser; every picture in the folder chosen
    /// and its subfolders is added at the end of the gallery shown, as a folder given on the
    /// command line is (progress with Cancel, duplicates skipped, one notice for what could
    /// not be added, one Undo). Add Pictures… stays for files: a folder chosen there opens.
    func chooseAndImportFolder() {
        guard window.controller != nil, let parent = window.window else { return }
        GalleryFileChooser.choose(title: tr("Import Folder"), action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: tr("_Import"),
                                  picturesOnly: false, over: parent) { [weak window] urls in
            guard let window else { return }
            window.app.add(urls, to: window)
        }
    }

    /// "Export Pictures…" (Ctrl+E): the selected pictures, or the whole gallery when none is
    /// selected, copied into a folder the user chooses; a notice says how many went where,
    /// and names those that could not.
    func chooseFolderAndExport() {
        guard let controller = window.controller, let parent = window.window else { return }
        let images = controller.collectionView.selectedIndexPaths.isEmpty ? controller.shownImages
            : window.selectedItems.compactMap { controller.image(atItem: $0) }
        guard !images.isEmpty else { return window.showNotice(tr("No pictures to export"), offersUndo: false) }
        let exporter = GalleryExporter(store: app.store)
        GalleryFileChooser.choose(title: tr("Export Pictures"), action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: tr("_Export"),
                                  picturesOnly: false, over: parent) { [weak window] urls in
            guard let folder = urls.first else { return }
            Task { @MainActor in
                let outcome = await exporter.export(images, to: folder)
                let count = outcome.written.count
                var text = trn("Exported %ld picture to %@", "Exported %ld pictures to %@", count, folder.lastPathComponent)
                if !outcome.failures.isEmpty { text += tr(" — not exported: %@", outcome.failures.joined(separator: "; ")) }
                window?.showNotice(text, offersUndo: false)
            }
        }
    }

    /// A picture whose local original is gone: a dialog says which and where it was, and
    /// offers Locate… (choose the file where it is now) or Remove (with Undo).
    func askAboutMissing(_ image: GalleryImage) {
        let name = image.url.pictureName
        let dialog = adw_message_dialog_new(window.window, tr("“%@” is missing", name),
                                            tr("Its original was moved or deleted: %@. Locate it where it is now, or remove it from the gallery.",
                                               LocalFile.displayName(LocalFile(image.url)?.pathBytes ?? [])))!
        let message = dialog.as(AdwMessageDialog.self)
        adw_message_dialog_add_response(message, "cancel", tr("_Cancel"))
        adw_message_dialog_add_response(message, "remove", tr("_Remove"))
        adw_message_dialog_add_response(message, "locate", tr("_Locate…"))
        adw_message_dialog_set_response_appearance(message, "remove", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_response_appearance(message, "locate", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(message, "locate")
        adw_message_dialog_set_close_response(message, "cancel")
        onNamedResponse(UnsafeMutableRawPointer(dialog), "remove") { [weak window] in
            guard let window, let controller = window.controller else { return }
            controller.removeImages(withIDs: [image.id])
            window.showNotice(Self.removedNotice(1), offersUndo: true)
        }
        onNamedResponse(UnsafeMutableRawPointer(dialog), "locate") { [weak self] in self?.locate(image) }
        gtk_window_present(dd_window(dialog))
    }

    /// Locate…: a file chooser for where a missing picture's original is now; the file chosen
    /// becomes the picture (saved, so the next start shows it too).
    func locate(_ image: GalleryImage) {
        guard let parent = window.window else { return }
        GalleryFileChooser.choose(title: tr("Locate “%@”", image.url.pictureName), action: GTK_FILE_CHOOSER_ACTION_OPEN,
                                  accept: tr("_Choose"), picturesOnly: true, over: parent) { [weak window] urls in
            guard let window, let controller = window.controller, let url = urls.first else { return }
            window.app.textures.forget(image.url)
            controller.relocateImage(withID: image.id, to: url)
        }
    }
}
