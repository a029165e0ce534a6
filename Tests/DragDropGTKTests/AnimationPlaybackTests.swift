import CDragDropGtk
import CDragDropGtkShim
import DragDrop
@testable import DragDropGTK
import Foundation
import Testing

/// An animated picture plays every frame in turn, decoded at a tile's size and at full size
/// (issue 37, point 11): no display is needed, the frames are stepped as their delays end.
@Suite("Animation playback", .timeLimit(.minutes(1)))
@MainActor
struct AnimationPlaybackTests {
    /// The dominant colour ("r", "g" or "b") at the centre of the frame `paintable` shows.
    private func colour(of paintable: OpaquePointer) -> Character {
        let frame = gdk_paintable_get_current_image(paintable)!
        defer { g_object_unref(UnsafeMutableRawPointer(frame)) }
        let width = Int(gdk_texture_get_width(frame)), height = Int(gdk_texture_get_height(frame))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(frame, &pixels, gsize(width * 4))
        // GDK_MEMORY_DEFAULT: B, G, R, A premultiplied.
        let centre = ((height / 2) * width + width / 2) * 4
        let (blue, green, red) = (pixels[centre], pixels[centre + 1], pixels[centre + 2])
        return red >= green && red >= blue ? "r" : green >= blue ? "g" : "b"
    }

    /// The colours of `frames` frames in turn. The fixtures go red, green, blue, 200 ms a frame.
    private func colours(_ name: String, maxDimension: Int, frames: Int) throws -> String {
        let data = try Data(contentsOf: PixbufCodecTests.formats.appendingPathComponent(name))
        let decoded = try PixbufCodec.decode(try Image(data: data), maxDimension: maxDimension)
        #expect(decoded.isAnimated)
        let paintable = decoded.makePaintable()
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        var seen = String(colour(of: paintable))
        for _ in 1..<frames {
            dd_animation_show_next_frame(paintable)
            seen.append(colour(of: paintable))
        }
        return seen
    }

    @Test("Each frame follows the last, and the loop starts again", arguments: ["animated.gif", "animated.webp"])
    func playsEveryFrameInTurn(name: String) throws {
        // A WebP stayed on a frame when its delay ended exactly: "rrgrrg…" (and a WebP of two
        // frames never left its first).
        #expect(try colours(name, maxDimension: 20, frames: 7) == "rgbrgbr")
        #expect(try colours(name, maxDimension: 4096, frames: 7) == "rgbrgbr")
    }
}
