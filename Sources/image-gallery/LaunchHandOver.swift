import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// Whether this launch runs Image Gallery or hands its pictures to the one running on the
/// same library, and exits. With a D-Bus session bus GApplication decides (a second launch
/// is a remote activation: it passes its files over the bus and exits). Without one each
/// process would be an instance of its own — a second window on the library, a second
/// process that never ends — so the library decides: the process holding its lock
/// (``LibraryOwner``) runs it, and a later launch leaves its pictures in the library's inbox
/// (``HandOverInbox``), where the owner takes them as a remote activation's (no pictures: a
/// new window), and exits.
@MainActor
enum LaunchHandOver {
    /// What this launch does.
    enum Decision {
        /// Runs the application: the library's owner (nil when GApplication hands the launch
        /// over to a primary instance on the bus, or the lock could not be had).
        case run(owner: LibraryOwner?)
        /// Handed over to the running owner: exit with this status.
        case exit(Int32)
    }

    /// Registers `app` (on the session bus, when there is one) and decides. `pictures` are the
    /// command line's, as its bytes (paths relative to the working folder, or addresses).
    static func decide(for app: GTKApplication, library: URL, pictures: [[CChar]]) -> Decision {
        let application = dd_gapplication(app.application)
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            return .run(owner: nil)  // GApplication's run says why, and fails
        }
        if g_application_get_is_remote(application) != 0 { return .run(owner: nil) }
        let claim: LibraryOwner.Claim
        do {
            claim = try LibraryOwner.claim(library)
        } catch {
            warn(tr("image-gallery: cannot tell whether Image Gallery runs on %@ (%@): running on its own", library.path, reason(error)))
            return .run(owner: nil)
        }
        switch claim {
        case let .owner(owner): return .run(owner: owner)
        case .taken: break
        }
        do {
            try HandOverInbox(libraryDirectory: library).handOver(pictures.map(uri(ofArgument:)))
            return .exit(0)
        } catch {
            warn(tr("image-gallery: cannot hand the pictures to the Image Gallery running on %@: %@", library.path, reason(error)))
            return .exit(1)
        }
    }

    /// The address of a command-line argument as GApplication makes it for its `open`
    /// signal: a path (relative to the working folder) as a file URI, its bytes kept.
    private static func uri(ofArgument argument: [CChar]) -> String {
        let file = argument.withUnsafeBufferPointer { g_file_new_for_commandline_arg($0.baseAddress!) }!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return "" }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// What the system said, without "Cannot save:" (nothing was being saved).
    private static func reason(_ error: GalleryDocumentError) -> String {
        if case let .cannotWrite(reason) = error { return reason }
        return error.description
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
