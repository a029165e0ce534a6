import CDragDropGtk
import CDragDropGtkShim
import Foundation

/// Follows the desktop's style without libadwaita: GNOME's colour scheme
/// (`org.gnome.desktop.interface color-scheme`: prefer dark or light) and its high-contrast
/// setting, read once and followed as they change. The stylesheets use the theme's named
/// colours, so everything drawn follows. A theme chosen with `GTK_THEME` wins, and without
/// those settings (another desktop) GTK's own choice stays.
@MainActor
public enum SystemStyle {
    private static var interface: OpaquePointer?
    private static var accessibility: OpaquePointer?

    /// Starts following the desktop's style (once; call after GTK is initialised).
    public static func follow() {
        guard interface == nil, ProcessInfo.processInfo.environment["GTK_THEME"] == nil else { return }
        interface = settings("org.gnome.desktop.interface", key: "color-scheme")
        accessibility = settings("org.gnome.desktop.a11y.interface", key: "high-contrast")
        apply()
    }

    /// The settings object for `schema` when it exists with `key`, watched for changes.
    private static func settings(_ schema: String, key: String) -> OpaquePointer? {
        guard let source = g_settings_schema_source_get_default(),
              let found = g_settings_schema_source_lookup(source, schema, 1) else { return nil }
        defer { g_settings_schema_unref(found) }
        guard g_settings_schema_has_key(found, key) != 0, let settings = g_settings_new(schema) else { return nil }
        connect(UnsafeMutableRawPointer(settings), .settingChanged(key)) { apply() }
        return OpaquePointer(settings)
    }

    private static func apply() {
        let dark = interface.map { g_settings_get_enum(UnsafeMutablePointer($0), "color-scheme") == 1 } ?? false
        let highContrast = accessibility.map { g_settings_get_boolean(UnsafeMutablePointer($0), "high-contrast") != 0 } ?? false
        if highContrast {
            dd_settings_set_theme_name(dark ? "HighContrastInverse" : "HighContrast")
        } else {
            dd_settings_set_theme_name("Adwaita")
            dd_settings_set_prefer_dark(dark ? 1 : 0)
        }
    }
}
