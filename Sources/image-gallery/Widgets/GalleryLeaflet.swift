import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation

/// The sidebar and the gallery's page side by side, or — in a window narrower than 700 points
/// (``fold(toWindowWidth:)``) — one at a time, as libadwaita's leaflet folds: the
/// gallery, and the header's Galleries button for the sidebar; opening a gallery there comes back.
@MainActor
final class GalleryLeaflet {
    /// The leaflet.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let sidebar: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The leaflet folded or unfolded.
    var onFoldChange: (@MainActor (Bool) -> Void)?

    private var leaflet: OpaquePointer { OpaquePointer(widget) }  // AdwLeaflet is a final (opaque) type

    init(sidebar: UnsafeMutablePointer<GtkWidget>, content: UnsafeMutablePointer<GtkWidget>) {
        widget = adw_leaflet_new()!
        self.sidebar = sidebar
        self.content = content
        adw_leaflet_set_can_navigate_back(leaflet, 1)
        adw_leaflet_set_fold_threshold_policy(leaflet, ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
        adw_leaflet_set_mode_transition_duration(leaflet, 0)  // folds at once: pictures never drawn mid-slide
        _ = adw_leaflet_append(leaflet, sidebar)
        _ = adw_leaflet_append(leaflet, content)
        adw_leaflet_set_visible_child(leaflet, content)
        onPropertyChange(UnsafeMutableRawPointer(widget), "folded") { [unowned self] in
            // Folded, the gallery in view.
            if isFolded { showContent() }
            onFoldChange?(isFolded)
        }
    }

    /// Below 700 points of window the sidebar folds away whatever fits (the unfolded header
    /// bar needs about 630 with a window manager's buttons; folded, it leaves buttons out and
    /// fits the window's 360 points), and below `unfoldedWidth` when the unfolded header needs
    /// more (large text); 0: not known yet.
    func fold(toWindowWidth width: Int32, unfoldedWidth: Int32 = 0) {
        let canUnfold: Int32 = width <= 0 || width >= max(700, unfoldedWidth) ? 1 : 0
        if adw_leaflet_get_can_unfold(leaflet) != canUnfold { adw_leaflet_set_can_unfold(leaflet, canUnfold) }
    }

    /// Whether the window is too narrow for the sidebar beside the gallery.
    var isFolded: Bool { adw_leaflet_get_folded(leaflet) != 0 }

    /// Folded, the gallery in view (after a gallery was chosen in the sidebar).
    func showContent() { adw_leaflet_set_visible_child(leaflet, content) }

    /// Folded, the sidebar in view (the header's Galleries button).
    func showSidebar() { adw_leaflet_set_visible_child(leaflet, sidebar) }
}
