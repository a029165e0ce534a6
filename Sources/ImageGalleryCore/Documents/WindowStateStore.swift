import Foundation

/// What the gallery window looked like when it was last used: its size, the zoom (the width
/// of a cell), the gallery shown and how pictures were arranged — restored at the next start.
package struct WindowState: Codable, Equatable, Sendable {
    package var width: Double
    package var height: Double
    package var cellWidth: Double
    package var galleryID: UUID?
    /// nil (files from before the choice existed): justified rows.
    package var layout: GalleryLayoutStyle?

    package init(width: Double = 1000, height: Double = 700, cellWidth: Double = 200, galleryID: UUID? = nil,
                layout: GalleryLayoutStyle? = nil) {
        self.width = width
        self.height = height
        self.cellWidth = cellWidth
        self.galleryID = galleryID
        self.layout = layout
    }

    /// The state a saved file's bytes hold, sanitized; the defaults when they hold none
    /// (damaged, truncated, not JSON).
    package init(savedData data: Data) {
        self = (try? JSONDecoder().decode(WindowState.self, from: data))?.sanitized ?? WindowState()
    }

    /// How pictures are arranged: justified rows unless the flow was chosen.
    package var layoutStyle: GalleryLayoutStyle { layout ?? .justified }

    /// Sizes kept within what a window can sensibly be (a damaged or hand-edited file cannot
    /// open a 10-pixel or a 100,000-pixel window).
    package var sanitized: WindowState {
        WindowState(width: min(8000, max(400, width.isFinite ? width : 1000)),
                    height: min(8000, max(300, height.isFinite ? height : 700)),
                    cellWidth: min(800, max(60, cellWidth.isFinite ? cellWidth : 200)), galleryID: galleryID, layout: layout)
    }
}

/// Keeps the window state in `.window-state.json` in the data directory, written atomically;
/// a missing or damaged file gives the defaults (and is replaced by the next save).
package struct WindowStateStore: Sendable {
    package let file: URL

    package init(directory: URL) {
        file = directory.appendingPathComponent(".window-state.json")
    }

    package func load() -> WindowState {
        guard let data = try? Data(contentsOf: file) else { return WindowState() }
        return WindowState(savedData: data)
    }

    package func save(_ state: WindowState) {
        guard let data = try? JSONEncoder().encode(state.sanitized) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
