import CImageGalleryExif
import Foundation

/// Dates and sizes in the session's language, as GLib writes them (GNOME's own way): on Linux
/// Foundation's formatters ignore the locale (a Russian session read "3 December 2026 at
/// 7:31 PM" and "7 KB"). GLib reads the locale the application set from the environment
/// (`setlocale(LC_ALL, "")`) and its own translations (glib20).
package enum SessionFormat {
    /// A file size as GLib says it in the session's language: "7.2 kB", "7,2 кБ" (SI units, as GNOME Files).
    package static func size(_ bytes: Int) -> String {
        guard let text = g_format_size(guint64(max(0, bytes))) else { return "\(bytes)" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// A moment in the local time zone, "3 December 2026 at 19:31" ("3 декабря 2026 в 19:31").
    package static func date(_ date: Date) -> String {
        guard let moment = g_date_time_new_from_unix_local(gint64(date.timeIntervalSince1970.rounded(.down))) else { return "\(date)" }
        defer { g_date_time_unref(moment) }
        return format(moment)
    }

    /// A camera's clock as it was (EXIF has no time zone): the components written as they are.
    package static func date(_ components: DateComponents) -> String? {
        guard let year = components.year, let month = components.month, let day = components.day,
              let moment = g_date_time_new_utc(Int32(year), Int32(month), Int32(day), Int32(components.hour ?? 0),
                                               Int32(components.minute ?? 0), Double(components.second ?? 0)) else { return nil }
        defer { g_date_time_unref(moment) }
        return format(moment)
    }

    private static func format(_ moment: OpaquePointer) -> String {
        // TRANSLATORS: a date and time for g_date_time_format: %-d the day, %B the month's
        // name (genitive where the language has one), %Y the year, %H:%M the time.
        guard let text = g_date_time_format(moment, tr("%-d %B %Y at %H:%M")) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
