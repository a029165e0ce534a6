import CDragDropGtk
import Foundation

/// Seed 001's fifteen numbered images, drawn by the app with cairo (no downloads): a
/// gradient square per number, the number in white, written once as PNG files.
enum NumberedTiles {
    /// Draws `count` tiles of `size` pixels into `directory`; returns each number's file.
    static func make(count: Int, size: Int = 200, in directory: URL) -> [String: URL] {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files: [String: URL] = [:]
        for number in 1...count {
            let url = directory.appendingPathComponent("tile-\(number).png")
            if !FileManager.default.fileExists(atPath: url.path) { draw(number, of: count, size: size, to: url) }
            if FileManager.default.fileExists(atPath: url.path) { files[String(number)] = url }
        }
        return files
    }

    private static func draw(_ number: Int, of count: Int, size: Int, to url: URL) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size), Int32(size)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        // A diagonal gradient whose hue turns with the number.
        let hue = Double(number - 1) / Double(count)
        let (r1, g1, b1) = rgb(hue: hue, lightness: 0.55), (r2, g2, b2) = rgb(hue: hue + 0.08, lightness: 0.35)
        let gradient = cairo_pattern_create_linear(0, 0, Double(size), Double(size))
        cairo_pattern_add_color_stop_rgb(gradient, 0, r1, g1, b1)
        cairo_pattern_add_color_stop_rgb(gradient, 1, r2, g2, b2)
        cairo_set_source(cairo, gradient)
        cairo_paint(cairo)
        cairo_pattern_destroy(gradient)
        // The number, centred.
        cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, Double(size) * 0.42)
        var extents = cairo_text_extents_t()
        let text = String(number)
        cairo_text_extents(cairo, text, &extents)
        cairo_move_to(cairo, (Double(size) - extents.width) / 2 - extents.x_bearing,
                      (Double(size) - extents.height) / 2 - extents.y_bearing)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_show_text(cairo, text)
        cairo_surface_flush(surface)
        cairo_surface_write_to_png(surface, url.path)
    }

    /// A saturated colour for a hue in turns (0…1).
    private static func rgb(hue: Double, lightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (1, x, 0)
        case 1: (x, 1, 0)
        case 2: (0, 1, x)
        case 3: (0, x, 1)
        case 4: (x, 0, 1)
        default: (1, 0, x)
        }
        let scale = lightness * 1.4
        return (min(1, r * scale + 0.1), min(1, g * scale + 0.1), min(1, b * scale + 0.1))
    }
}
