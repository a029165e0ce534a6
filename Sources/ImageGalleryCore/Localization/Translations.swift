import CImageGalleryGettext
import Foundation

/// The application's messages in the user's language, through GNU gettext (text domain
/// `image-gallery`, catalogs `po/*.po` compiled into `data/locale`); English where no
/// translation is installed. Messages are marked with ``tr(_:)`` and ``trn(_:_:_:)``, which
/// `scripts/translations` extracts.
package enum Translations {
    /// The gettext text domain of the application.
    package static let domain = "image-gallery"

    /// Takes the language from the environment (`LANG`, `LC_ALL`, `LC_MESSAGES`, `LANGUAGE`)
    /// and reads the catalogs in `directory` (`<directory>/ru/LC_MESSAGES/image-gallery.mo`).
    /// Call once, first thing.
    package static func setUp(directory: URL?) {
        ig_use_environment_locale()
        ig_bind_domain(domain, directory?.path)
    }

    /// Where the catalogs are: `$IMAGE_GALLERY_LOCALEDIR`, else next to an installed
    /// executable (`<prefix>/share/locale`), else the source tree's `data/locale` (a build
    /// from a checkout).
    package static func catalogDirectory(executable: URL, sourceFile: String = #filePath) -> URL? {
        let fileManager = FileManager.default
        let catalog = "ru/LC_MESSAGES/\(domain).mo"
        if let configured = ProcessInfo.processInfo.environment["IMAGE_GALLERY_LOCALEDIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        let installed = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/locale")
        if fileManager.fileExists(atPath: installed.appendingPathComponent(catalog).path) { return installed }
        var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("data/locale")
            if fileManager.fileExists(atPath: candidate.appendingPathComponent(catalog).path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}

/// `message` in the user's language; with `arguments`, a printf-style template (`%ld`, `%@`,
/// `%2$@` to reorder) filled with them.
package func tr(_ message: String, _ arguments: any CVarArg...) -> String {
    // Untranslated, gettext returns the pointer it was given: read it while it is alive.
    let translated = message.withCString { String(cString: ig_dgettext(Translations.domain, $0)) }
    return arguments.isEmpty ? translated : String(format: translated, arguments: arguments)
}

/// The form of a message for `count` things in the user's language (Russian has three:
/// 1 картинка, 2 картинки, 5 картинок), filled with `count` first, then `arguments`.
package func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CVarArg...) -> String {
    let template = singular.withCString { one in
        plural.withCString { many in String(cString: ig_dngettext(Translations.domain, one, many, UInt(max(0, count)))) }
    }
    return String(format: template, arguments: [count] + arguments)
}
