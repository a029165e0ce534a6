// dd_webp_animation_load: an animated WebP decoded with libwebp's own animation decoder, one
// frame at a time, each scaled at once to the size asked for, so that a tile holds its frames
// at the tile's size. webp-pixbuf-loader (what GdkPixbufLoader uses) decodes every frame at
// full size and keeps them all for as long as the animation lives: a tile of a 10-frame
// 1200×800 WebP held 47 MB.
#include "CDragDropGtkShim.h"
#include <webp/decode.h>
#include <webp/demux.h>

/// The frames are played by a GdkPixbufSimpleAnim, whose frames all last one tick: a frame
/// is added as many times as its delay holds ticks (the same pixbuf, one more reference).
static const guint most_ticks = 4096;
/// A frame shorter than this plays this long, as browsers do with GIF's and WebP's 0 ms.
static const int shortest_delay = 20;

static guint gcd(guint a, guint b) {
    while (b != 0) {
        guint rest = a % b;
        a = b;
        b = rest;
    }
    return a;
}

GdkPixbufAnimation *dd_webp_animation_load(const guint8 *bytes, gsize length, int max_dimension, gint64 max_pixels,
                                           DDBoundedLoadResult *result) {
    WebPBitstreamFeatures features;
    if (WebPGetFeatures(bytes, length, &features) != VP8_STATUS_OK || !features.has_animation) return NULL;
    WebPData data = {.bytes = bytes, .size = length};
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return NULL;
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&data, &options);
    if (decoder == NULL) return NULL;
    WebPAnimInfo info;
    if (!WebPAnimDecoderGetInfo(decoder, &info) || info.frame_count < 2) {
        WebPAnimDecoderDelete(decoder);
        return NULL;
    }
    int width = (int)info.canvas_width, height = (int)info.canvas_height;
    result->decoded_width = width;
    result->decoded_height = height;
    // The decoder holds one canvas at full size: refused over the limit, as a still is.
    if (width <= 0 || height <= 0 || (gint64)width * height > max_pixels) {
        result->refused = TRUE;
        WebPAnimDecoderDelete(decoder);
        return NULL;
    }
    int shown_width = width, shown_height = height, longer = MAX(width, height);
    if (max_dimension > 0 && longer > max_dimension) {
        double scale = (double)max_dimension / longer;
        shown_width = MAX(1, (int)(width * scale + 0.5));
        shown_height = MAX(1, (int)(height * scale + 0.5));
    }
    // Every frame at the size shown: more pixels than one picture may have and it is shown
    // still (its first frame) rather than all of them held.
    gboolean still = (gint64)shown_width * shown_height * info.frame_count > max_pixels;
    GPtrArray *frames = g_ptr_array_new_with_free_func(g_object_unref);
    GArray *delays = g_array_new(FALSE, FALSE, sizeof(guint));
    int previous = 0;
    while (WebPAnimDecoderHasMoreFrames(decoder)) {
        uint8_t *canvas;
        int timestamp;
        if (!WebPAnimDecoderGetNext(decoder, &canvas, &timestamp)) break;
        GdkPixbuf *full = gdk_pixbuf_new_from_data(canvas, GDK_COLORSPACE_RGB, TRUE, 8, width, height, width * 4, NULL, NULL);
        GdkPixbuf *frame = (shown_width == width && shown_height == height)
            ? gdk_pixbuf_copy(full) : gdk_pixbuf_scale_simple(full, shown_width, shown_height, GDK_INTERP_BILINEAR);
        g_object_unref(full);
        if (frame == NULL) break;
        g_ptr_array_add(frames, frame);
        guint delay = (guint)MAX(shortest_delay, timestamp - previous);
        g_array_append_val(delays, delay);
        previous = timestamp;
        if (still) break;
    }
    WebPAnimDecoderDelete(decoder);
    GdkPixbufAnimation *animation = NULL;
    if (frames->len == 1 || (still && frames->len > 0)) {
        result->pixbuf = g_object_ref(g_ptr_array_index(frames, 0));
    } else if (frames->len == info.frame_count) {
        guint tick = 0, ticks = 0;
        for (guint index = 0; index < delays->len; index++) tick = gcd(tick, g_array_index(delays, guint, index));
        for (guint index = 0; index < delays->len; index++) ticks += g_array_index(delays, guint, index) / tick;
        if (ticks <= most_ticks) {
            GdkPixbufSimpleAnim *simple = gdk_pixbuf_simple_anim_new(shown_width, shown_height, 1000.0f / (gfloat)tick);
            // 0 plays forever; otherwise the animation plays that many times (animation.c).
            gdk_pixbuf_simple_anim_set_loop(simple, info.loop_count == 0);
            if (info.loop_count > 0) g_object_set_data(G_OBJECT(simple), DD_ANIMATION_PLAYS, GUINT_TO_POINTER(info.loop_count));
            for (guint index = 0; index < frames->len; index++) {
                for (guint count = g_array_index(delays, guint, index) / tick; count > 0; count--) {
                    gdk_pixbuf_simple_anim_add_frame(simple, g_ptr_array_index(frames, index));
                }
            }
            animation = GDK_PIXBUF_ANIMATION(simple);
            result->frames = (int)frames->len;
        }
    }
    g_array_unref(delays);
    g_ptr_array_unref(frames);
    return animation;
}
