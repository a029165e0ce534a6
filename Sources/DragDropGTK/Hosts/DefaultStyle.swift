import CDragDropGtk
import CDragDropGtkShim

/// The front end's own stylesheet, installed once per display below every application
/// stylesheet (so an application restyles any class it likes) and drawn from the theme's
/// named colours, so it follows light, dark and high-contrast styles. Without it a drop
/// highlight or a badge would be invisible until the application styled them.
///
/// Class names (all on widgets the front end makes):
/// - `dragdrop-collection`: a collection or table view's canvas; `dragdrop-view-host`: a
///   plain view's; `dragdrop-widget-host`: an application's widget whose children stand for
///   views (the core's highlight shows, not GTK's frame around the whole widget).
/// - `dragdrop-cell` (with `selected`, `focused`, `lifted`, `moving`, `error`): one cell;
///   `dragdrop-header` / `dragdrop-footer`: a section header / footer; `dragdrop-handle`: a classic reorder handle.
/// - `dragdrop-highlight`: the drop gap or the highlighted target; `dragdrop-section-highlight`:
///   the section an unspecified intent drops into, outlined; `dragdrop-backdrop`: a drop
///   zone's backdrop decoration.
/// - `dragdrop-drag-preview` (with `dragdrop-corner-N`, its preview parameters' corner radius): the picture under the pointer;
///   `dragdrop-badge`: its (+) / ⊘ / count; `dragdrop-drop-preview`: an item flying to its place.
/// - `dragdrop-notice`: a collection host's own message (a dropped item that never arrived).
public enum DefaultStyle {
    /// The stylesheet itself: GTK CSS using the theme's named colours, so it follows light, dark
    /// and high-contrast styles. It also defines libadwaita's usual colour names
    /// (`@accent_bg_color`, `@view_bg_color`, `@success_color`…) from the theme's, at the lowest
    /// priority: an application's stylesheet may use them without libadwaita (GTK drops a rule
    /// naming an undefined colour, silently), and libadwaita's own definitions win when it runs.
    public static let css = """
        @define-color accent_color @theme_selected_bg_color;
        @define-color accent_bg_color @theme_selected_bg_color;
        @define-color accent_fg_color @theme_selected_fg_color;
        @define-color window_bg_color @theme_bg_color;
        @define-color window_fg_color @theme_fg_color;
        @define-color view_bg_color @theme_base_color;
        @define-color view_fg_color @theme_text_color;
        @define-color card_bg_color @theme_base_color;
        @define-color card_fg_color @theme_text_color;
        @define-color headerbar_bg_color @theme_bg_color;
        @define-color headerbar_fg_color @theme_fg_color;
        @define-color success_color #26a269;
        @define-color warning_color #cd9309;
        @define-color destructive_color #c01c28;
        .dragdrop-collection, .dragdrop-view-host { background: @theme_base_color; }
        .dragdrop-cell { background: @theme_bg_color; color: @theme_fg_color; border-radius: 6px; }
        .dragdrop-tag { border-radius: 999px; padding: 1px 8px; font-size: smaller; font-weight: bold; }
        .dragdrop-content-picture { border-radius: 6px; }
        .dragdrop-cell.selected { background: alpha(@theme_selected_bg_color, 0.35); }
        .dragdrop-cell.focused { outline: 2px solid @theme_selected_bg_color; outline-offset: -2px; }
        .dragdrop-cell.lifted { opacity: 0.55; }
        .dragdrop-cell.moving { box-shadow: 0 3px 10px alpha(black, 0.35); }
        .dragdrop-cell.error { color: @error_color; }
        .dragdrop-header { background: alpha(@theme_fg_color, 0.08); color: @theme_fg_color; font-weight: bold; padding-left: 8px; }
        .dragdrop-footer { color: alpha(@theme_fg_color, 0.6); font-size: smaller; padding-left: 8px; }
        .dragdrop-handle { color: alpha(@theme_fg_color, 0.55); font-size: 20px; }
        .dragdrop-highlight { background: alpha(@theme_selected_bg_color, 0.6); border-radius: 3px; }
        .dragdrop-section-highlight { background: alpha(@theme_selected_bg_color, 0.12);
                                      box-shadow: inset 0 0 0 2px @theme_selected_bg_color; border-radius: 6px; }
        .dragdrop-backdrop { background: alpha(@theme_selected_bg_color, 0.25); border-radius: 12px; }
        .dragdrop-drag-preview { background: @theme_bg_color; color: @theme_fg_color; box-shadow: 0 4px 12px alpha(black, 0.4); }
        .dragdrop-badge { background: @theme_selected_bg_color; color: @theme_selected_fg_color; border-radius: 12px;
                          padding: 2px 8px; font-weight: bold; margin: 2px; }
        .dragdrop-badge.delete { background: @error_color; color: white; }
        .dragdrop-notice { background: alpha(@theme_fg_color, 0.85); color: @theme_bg_color; border-radius: 8px;
                           padding: 8px 14px; margin: 12px; }
        """

    /// What must beat the theme (still below every application stylesheet): GTK's frame
    /// around a drop target, which on a widget host would frame the whole sidebar or panel
    /// instead of the row the core highlights.
    public static let themeOverrides = """
        .dragdrop-widget-host:drop(active), .dragdrop-widget-host :drop(active) { box-shadow: none; }
        """

    @MainActor private static var installed = false

    /// Installs the stylesheet on the default display (once).
    @MainActor
    public static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        for (stylesheet, priority) in [(css, GTK_STYLE_PROVIDER_PRIORITY_FALLBACK + 1), (themeOverrides, GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1)] {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, stylesheet, -1)
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(priority))
        }
    }
}
