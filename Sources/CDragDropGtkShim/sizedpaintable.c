// DDSizedPaintable: another paintable at a size of our choosing. GtkPicture's natural size
// is its paintable's intrinsic size, so a picture zoomed by its size request alone is still
// given its full width where there is room for less: the viewer shows a picture at exactly
// its zoom through this, the zoomed size being the intrinsic size.
#include "CDragDropGtkShim.h"

struct _DDSizedPaintable {
    GObject parent_instance;
    GdkPaintable *inner;
    int width, height;
    gulong contents_handler;
};

static void dd_sized_paintable_iface_init(GdkPaintableInterface *iface);

G_DEFINE_TYPE_WITH_CODE(DDSizedPaintable, dd_sized_paintable, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, dd_sized_paintable_iface_init))

static void snapshot(GdkPaintable *paintable, GdkSnapshot *shot, double width, double height) {
    gdk_paintable_snapshot(DD_SIZED_PAINTABLE(paintable)->inner, shot, width, height);
}

static GdkPaintable *current_image(GdkPaintable *paintable) {
    return gdk_paintable_get_current_image(DD_SIZED_PAINTABLE(paintable)->inner);
}

static int intrinsic_width(GdkPaintable *paintable) { return DD_SIZED_PAINTABLE(paintable)->width; }
static int intrinsic_height(GdkPaintable *paintable) { return DD_SIZED_PAINTABLE(paintable)->height; }

static void dd_sized_paintable_iface_init(GdkPaintableInterface *iface) {
    iface->snapshot = snapshot;
    iface->get_current_image = current_image;
    iface->get_intrinsic_width = intrinsic_width;
    iface->get_intrinsic_height = intrinsic_height;
}

static void dd_sized_paintable_dispose(GObject *object) {
    DDSizedPaintable *self = DD_SIZED_PAINTABLE(object);
    if (self->inner != NULL && self->contents_handler != 0) g_signal_handler_disconnect(self->inner, self->contents_handler);
    self->contents_handler = 0;
    g_clear_object(&self->inner);
    G_OBJECT_CLASS(dd_sized_paintable_parent_class)->dispose(object);
}

static void dd_sized_paintable_class_init(DDSizedPaintableClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = dd_sized_paintable_dispose;
}

static void dd_sized_paintable_init(DDSizedPaintable *self) { (void)self; }

/// The inner paintable's new frame (an animation) is this one's.
static void inner_contents_changed(GdkPaintable *inner, gpointer data) {
    (void)inner;
    gdk_paintable_invalidate_contents(GDK_PAINTABLE(data));
}

GdkPaintable *dd_sized_paintable_new(GdkPaintable *inner, int width, int height) {
    g_return_val_if_fail(GDK_IS_PAINTABLE(inner), NULL);
    DDSizedPaintable *self = g_object_new(DD_TYPE_SIZED_PAINTABLE, NULL);
    self->inner = g_object_ref(inner);
    self->width = MAX(1, width);
    self->height = MAX(1, height);
    self->contents_handler = g_signal_connect(inner, "invalidate-contents", G_CALLBACK(inner_contents_changed), self);
    return GDK_PAINTABLE(self);
}

void dd_sized_paintable_set_size(GdkPaintable *paintable, int width, int height) {
    g_return_if_fail(DD_IS_SIZED_PAINTABLE(paintable));
    DDSizedPaintable *self = DD_SIZED_PAINTABLE(paintable);
    width = MAX(1, width);
    height = MAX(1, height);
    if (self->width == width && self->height == height) return;
    self->width = width;
    self->height = height;
    gdk_paintable_invalidate_size(paintable);
}
