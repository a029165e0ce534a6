// dd_bounded_load: decodes encoded bytes with a GdkPixbufLoader whose "size-prepared" signal
// sees the size the decoder itself will produce (not the size a header reader guessed), so
// that a picture over the pixel limit is stopped before its pixels are allocated, and a
// picture larger than the size asked for is decoded straight to that size by the loaders
// that scale while decoding (JPEG, SVG, WebP...), never first at full size.
#include "CDragDropGtkShim.h"

typedef struct {
    int max_dimension;
    gint64 max_pixels;
    int decoded_width, decoded_height;
    gboolean refused;
    int rows_reached;  // the bottom of the rows the decoder has filled so far (area-updated)
} BoundedLoad;

static void on_area_updated(GdkPixbufLoader *loader, int x, int y, int width, int height, gpointer data) {
    (void)loader, (void)x, (void)width;
    BoundedLoad *load = data;
    load->rows_reached = MAX(load->rows_reached, y + height);
}

/// The rows of `pixbuf` from `first` down are painted grey (and opaque): what a decoder that
/// stopped early left there is whatever the allocation held.
static void grey_rows_from(GdkPixbuf *pixbuf, int first) {
    int height = gdk_pixbuf_get_height(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
    int channels = gdk_pixbuf_get_n_channels(pixbuf), width = gdk_pixbuf_get_width(pixbuf);
    guchar *pixels = gdk_pixbuf_get_pixels(pixbuf);
    for (int row = MAX(0, first); row < height; row++) {
        guchar *pixel = pixels + (gsize)row * stride;
        for (int column = 0; column < width; column++, pixel += channels) {
            pixel[0] = pixel[1] = pixel[2] = 128;
            if (channels == 4) pixel[3] = 255;
        }
    }
}

static void on_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    BoundedLoad *load = data;
    load->decoded_width = width;
    load->decoded_height = height;
    if (width <= 0 || height <= 0 || (gint64)width * (gint64)height > load->max_pixels) {
        load->refused = TRUE;
        // A zero size is how gdk-pixbuf's loaders are told to stop (gdk_pixbuf_get_file_info
        // does the same): none allocates the picture.
        gdk_pixbuf_loader_set_size(loader, 0, 0);
        return;
    }
    int longer = MAX(width, height);
    if (load->max_dimension > 0 && longer > load->max_dimension) {
        double scale = (double)load->max_dimension / longer;
        gdk_pixbuf_loader_set_size(loader, MAX(1, (int)(width * scale + 0.5)), MAX(1, (int)(height * scale + 0.5)));
    }
}

DDBoundedLoadResult dd_bounded_load(const guint8 *bytes, gsize length, int max_dimension, gint64 max_pixels,
                                    gboolean keep_animation, GError **error) {
    DDBoundedLoadResult result = {0};
    if (keep_animation) {
        result.animation = dd_webp_animation_load(bytes, length, max_dimension, max_pixels, &result);
        if (result.animation != NULL || result.pixbuf != NULL || result.refused) return result;
    }
    BoundedLoad load = {.max_dimension = max_dimension, .max_pixels = max_pixels};
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(on_size_prepared), &load);
    g_signal_connect(loader, "area-updated", G_CALLBACK(on_area_updated), &load);
    // Fed in slices: a progressive loader that ignores the zero size is stopped at the next
    // slice rather than after the whole picture.
    const gsize slice = 65536;
    gboolean written = TRUE;
    GError *local = NULL;
    for (gsize offset = 0; offset < length && written && !load.refused; offset += slice) {
        written = gdk_pixbuf_loader_write(loader, bytes + offset, MIN(slice, length - offset), &local);
    }
    gboolean closed = gdk_pixbuf_loader_close(loader, written ? &local : NULL);
    result.decoded_width = load.decoded_width;
    result.decoded_height = load.decoded_height;
    if (load.refused) {
        result.refused = TRUE;
        g_clear_error(&local);
    } else if ((!written || !closed) && load.rows_reached > 0 && gdk_pixbuf_loader_get_pixbuf(loader) != NULL) {
        // Cut short (a download that stopped, a disk that failed) after some of the picture
        // decoded: that part is shown, as Loupe shows it, not a failure.
        GdkPixbuf *pixbuf = gdk_pixbuf_loader_get_pixbuf(loader);
        grey_rows_from(pixbuf, load.rows_reached);
        result.pixbuf = g_object_ref(pixbuf);
        result.partial = TRUE;
    } else if (!written || !closed) {
        g_propagate_error(error, local);
        local = NULL;
    } else {
        GdkPixbufAnimation *animation = gdk_pixbuf_loader_get_animation(loader);
        if (keep_animation && animation && !gdk_pixbuf_animation_is_static_image(animation)) {
            result.animation = g_object_ref(animation);
        } else {
            GdkPixbuf *pixbuf = gdk_pixbuf_loader_get_pixbuf(loader);
            if (pixbuf) result.pixbuf = g_object_ref(pixbuf);
        }
    }
    g_clear_error(&local);
    g_object_unref(loader);
    return result;
}
