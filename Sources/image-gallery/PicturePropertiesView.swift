import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// A picture's properties as GNOME applications list them: an AdwPreferencesPage with a
/// group of the file's rows and one of the camera's (when the picture has camera metadata).
/// Loads what it shows off the main thread; a picture that cannot be read says why.
@MainActor
final class PicturePropertiesView {
    /// The page to put in a window or a side pane (no wider than 400 points).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The preferences page inside the clamp.
    private let page: UnsafeMutablePointer<GtkWidget>
    private var groups: [UnsafeMutablePointer<GtkWidget>] = []
    /// What is shown now, as (title, value) rows: what the end-to-end tests read.
    private(set) var shownRows: [(title: String, value: String)] = []
    private var generation = 0

    init() {
        page = adw_preferences_page_new()!
        widget = adw_clamp_new()!
        adw_clamp_set_maximum_size(OpaquePointer(widget), 400)
        adw_clamp_set_child(OpaquePointer(widget), page)
    }

    /// Shows the properties of the picture at `url`, read through `store` off the main thread.
    func show(_ url: URL, store: CachingImageStore) {
        generation += 1
        let shown = generation
        replaceGroups(with: [(nil, [], tr("Loading…"))])
        Task.detached {
            let result: Result<PictureProperties, GalleryDropError>
            do {
                result = .success(PictureProperties(of: try await store.image(at: url), at: url))
            } catch {
                result = .failure(GalleryDropError(describing: error))
            }
            await self.finish(result, generation: shown)
        }
    }

    var report: [String: String] { Dictionary(shownRows.map { ($0.title, $0.value) }, uniquingKeysWith: { first, _ in first }) }

    private func finish(_ result: Result<PictureProperties, GalleryDropError>, generation shown: Int) {
        guard shown == generation else { return }
        switch result {
        case let .success(properties):
            var groups = [(Optional(tr("File")), properties.fileRows, String?.none)]
            if !properties.cameraRows.isEmpty { groups.append((tr("Camera"), properties.cameraRows, nil)) }
            replaceGroups(with: groups)
        case let .failure(error):
            replaceGroups(with: [(nil, [], tr("Cannot read this picture: %@", error.message))])
        }
    }

    private func replaceGroups(with content: [(title: String?, rows: [(title: String, value: String)], description: String?)]) {
        for group in groups { adw_preferences_page_remove(page.as(AdwPreferencesPage.self), group.as(AdwPreferencesGroup.self)) }
        groups = []
        shownRows = content.flatMap(\.rows)
        for (title, rows, description) in content {
            let group = adw_preferences_group_new()!
            if let title { adw_preferences_group_set_title(group.as(AdwPreferencesGroup.self), title) }
            if let description { adw_preferences_group_set_description(group.as(AdwPreferencesGroup.self), description) }
            for row in rows {
                let widget = adw_action_row_new()!
                adw_preferences_row_set_title(widget.as(AdwPreferencesRow.self), row.title)
                adw_preferences_row_set_use_markup(widget.as(AdwPreferencesRow.self), 0)
                adw_action_row_set_subtitle(widget.as(AdwActionRow.self), row.value)
                gtk_widget_add_css_class(widget, "property")
                adw_preferences_group_add(group.as(AdwPreferencesGroup.self), widget)
            }
            adw_preferences_page_add(page.as(AdwPreferencesPage.self), group.as(AdwPreferencesGroup.self))
            groups.append(group)
        }
    }
}

