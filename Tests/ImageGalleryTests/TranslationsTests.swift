import Foundation
import ImageGalleryCore
import Testing

@Suite("Messages through gettext", .timeLimit(.minutes(1)))
struct TranslationsTests {
    @Test("Without a catalog the English message comes back, filled in; plural forms follow the count")
    func englishFallback() {
        // Built at run time: gettext hands an untranslated message's own buffer back.
        let name = String(repeating: "Trips", count: 40)
        #expect(tr("%@ — Image Gallery", name) == "\(name) — Image Gallery")
        #expect(tr("Not found (404)") == "Not found (404)")
        #expect(trn("Deleted %ld picture", "Deleted %ld pictures", 1) == "Deleted 1 picture")
        #expect(trn("Deleted %ld picture", "Deleted %ld pictures", 12) == "Deleted 12 pictures")
        #expect(trn("Moved “%2$@” (%1$ld picture) to Recently Deleted", "Moved “%2$@” (%1$ld pictures) to Recently Deleted", 3, "Trips")
                == "Moved “Trips” (3 pictures) to Recently Deleted")
    }

    @Test("A build from a checkout finds the compiled catalogs in data/locale")
    func catalogDirectory() throws {
        let directory = try #require(Translations.catalogDirectory(executable: URL(fileURLWithPath: "/nonexistent/bin/image-gallery")))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ru/LC_MESSAGES/image-gallery.mo").path))
    }
}
