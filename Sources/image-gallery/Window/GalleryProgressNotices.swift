import CDragDropGtk
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The notices of pictures arriving: pictures still loading (with Cancel), an import's
/// progress, and the pictures an action could not add or that were set aside (with Details).
@MainActor
final class GalleryProgressNotices {
    private let notices: GalleryNotices
    /// The window the Details dialogs go over.
    private let parent: @MainActor () -> UnsafeMutablePointer<GtkWindow>?
    /// The problems of the last action that could not add every picture (for the report).
    private(set) var lastProblems: [String] = []

    init(notices: GalleryNotices, parent: @escaping @MainActor () -> UnsafeMutablePointer<GtkWindow>?) {
        self.notices = notices
        self.parent = parent
    }

    /// One notice for an action's pictures that could not be added ("name: reason" each):
    /// one named in full, several counted with Details listing each.
    func showProblems(_ problems: [String]) {
        guard let first = problems.first else { return }
        guard problems.count > 1 else { return notices.show(tr("Could not add %@", first), offersUndo: false) }
        let title = trn("%ld picture could not be added", "%ld pictures could not be added", problems.count)
        lastProblems = problems
        notices.show(title, offersUndo: false, details: { [parent] in
            GalleryDialogs.showProblems(problems, title: title, for: parent())
        })
    }

    /// Pictures set aside: the last run died reading them, or gave up on them ("name: reason" each):
    /// one notice, Details listing each, with Try Again (`tryAgain`).
    func showSetAside(_ pictures: [String], tryAgain: @escaping @MainActor () -> Void) {
        guard let first = pictures.first else { return }
        let title = pictures.count == 1 ? first
            : trn("%ld picture is set aside", "%ld pictures are set aside", pictures.count)
        lastProblems = pictures
        notices.show(title, offersUndo: false, details: { [parent] in
            GalleryDialogs.showProblems(pictures, title: title, tryAgain: tryAgain, for: parent())
        })
    }

    /// Pictures dropped from other applications are loading (`count`, 0 when done): a new
    /// drop says so with Cancel; the count follows; the notice goes when the last arrives,
    /// unless another message replaced it meanwhile.
    func pendingLoadsChanged(_ count: Int, previous: Int) {
        let text = count == 1 ? tr("Adding a picture…") : trn("Adding %ld picture…", "Adding %ld pictures…", count)
        if count > previous || (notices.isLoading && count > 0) {
            notices.show(text, offersUndo: false, offersCancel: true)
        } else if count == 0, notices.isLoading {
            notices.hide()
        }
    }

    /// An import (Add Pictures…, a folder, a paste, the command line) of several pictures
    /// says how far it is, "Adding pictures… 12 of 300", with Cancel; an import of one picture
    /// says "Adding a picture…", with Cancel, once it has taken ``slowImportDelay`` (most
    /// arrive at once, and a notice that flashes by says nothing) and `stillWaiting` says it
    /// still has not arrived. The notice goes when the import ends, unless another message
    /// replaced it meanwhile.
    func importProgressed(done: Int, of total: Int, stillWaiting: @escaping @MainActor () -> Bool) {
        if total == 0 {
            if notices.isLoading { notices.hide() }
            return
        }
        guard total > 1 else {
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: Self.slowImportDelay)
                guard let self, stillWaiting() else { return }
                notices.show(tr("Adding a picture…"), offersUndo: false, offersCancel: true)
            }
            return
        }
        // TRANSLATORS: an import's progress, "Adding pictures… 12 of 300".
        notices.show(tr("Adding pictures… %ld of %ld", done, total), offersUndo: false, offersCancel: true)
    }

    /// How long an import of one picture runs before a notice says it is on its way.
    static let slowImportDelay = Duration.milliseconds(600)
}
