// DDAnimation: a GdkPaintable that plays a GdkPixbufAnimation (an animated GIF or WebP),
// as GTK's own demo does it, with three differences that a gallery of many pictures needs:
// - it plays only while something draws it: drawing a frame schedules the next, so an
//   animation scrolled out of view, or only cached, stops until it is drawn again;
// - every animation can be paused at once (while a drag is in flight), and resumes where it was;
// - frames larger than the size it was made for are scaled down once per frame;
// - a WebP with a loop count plays that many times (GdkPixbufSimpleAnim loops forever or never).
#include "CDragDropGtkShim.h"

// gdk-pixbuf's animation iterator measures time in GTimeVal, deprecated by GLib but its only clock.
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

struct _DDAnimation {
    GObject parent_instance;
    GdkPixbufAnimation *animation;
    GdkPixbufAnimationIter *iter;
    GdkTexture *frame;
    int width, height;          // of the frames as decoded (before the turn)
    int quarter_turns;          // clockwise, after mirroring
    gboolean mirrored;
    guint timeout;
    guint frames_shown;    // frames advanced to (the first counts)
    guint plays_left;      // plays after this one, of an animation played a set number of times
    GTimeVal clock;        // the animation's own time: advanced by the delays, not while paused
};

static void dd_animation_paintable_init(GdkPaintableInterface *iface);

G_DEFINE_TYPE_WITH_CODE(DDAnimation, dd_animation, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, dd_animation_paintable_init))

static gboolean paused = FALSE;
static GList *playing = NULL;  // animations with a timeout scheduled, or waiting for a resume

static void show_current_frame(DDAnimation *self) {
    GdkPixbuf *pixbuf = gdk_pixbuf_animation_iter_get_pixbuf(self->iter);
    if (pixbuf == NULL) return;
    // The iterator may reuse its pixbuf for the next frame: the texture takes a copy.
    GdkPixbuf *copy = (gdk_pixbuf_get_width(pixbuf) == self->width && gdk_pixbuf_get_height(pixbuf) == self->height)
        ? gdk_pixbuf_copy(pixbuf)
        : gdk_pixbuf_scale_simple(pixbuf, self->width, self->height, GDK_INTERP_BILINEAR);
    if (copy == NULL) return;
    if (self->mirrored) {
        GdkPixbuf *flipped = gdk_pixbuf_flip(copy, TRUE);
        g_object_unref(copy);
        copy = flipped;
    }
    if (copy != NULL && self->quarter_turns != 0) {
        static const GdkPixbufRotation angles[] = {GDK_PIXBUF_ROTATE_NONE, GDK_PIXBUF_ROTATE_CLOCKWISE,
                                                   GDK_PIXBUF_ROTATE_UPSIDEDOWN, GDK_PIXBUF_ROTATE_COUNTERCLOCKWISE};
        GdkPixbuf *turned = gdk_pixbuf_rotate_simple(copy, angles[self->quarter_turns]);
        g_object_unref(copy);
        copy = turned;
    }
    if (copy == NULL) return;
    g_clear_object(&self->frame);
    self->frame = gdk_texture_new_for_pixbuf(copy);
    g_object_unref(copy);
    self->frames_shown += 1;
    gdk_paintable_invalidate_contents(GDK_PAINTABLE(self));
}

static void schedule(DDAnimation *self);

void dd_animation_show_next_frame(GdkPaintable *paintable) {
    g_return_if_fail(DD_IS_ANIMATION(paintable));
    DDAnimation *self = DD_ANIMATION(paintable);
    int delay = gdk_pixbuf_animation_iter_get_delay_time(self->iter);
    if (delay < 0) return;  // the last frame of an animation that does not loop
    g_time_val_add(&self->clock, (glong)delay * 1000);
    // The iterator is asked 1 ms past the frame's end: webp-pixbuf-loader's iterator keeps a
    // frame until strictly more than its delay has passed (in whole milliseconds), so at the
    // end exactly it stayed on the frame, and a WebP of two frames never left its first.
    // GIF's iterator counts from the start as well: the millisecond does not accumulate.
    GTimeVal asked = self->clock;
    g_time_val_add(&asked, 1000);
    gdk_pixbuf_animation_iter_advance(self->iter, &asked);
    if (self->plays_left > 0 && gdk_pixbuf_animation_iter_get_delay_time(self->iter) < 0) {
        // The last frame's delay ended the play (the iterator would keep that frame): the next begins.
        self->plays_left -= 1;
        g_clear_object(&self->iter);
        self->iter = gdk_pixbuf_animation_get_iter(self->animation, &self->clock);
    }
    show_current_frame(self);
}

static gboolean advance(gpointer data) {
    DDAnimation *self = data;
    self->timeout = 0;
    playing = g_list_remove(playing, self);
    dd_animation_show_next_frame(GDK_PAINTABLE(self));
    // The next frame is scheduled when this one is drawn: nothing more if nobody draws it.
    return G_SOURCE_REMOVE;
}

static void schedule(DDAnimation *self) {
    if (self->timeout != 0 || self->iter == NULL) return;
    int delay = gdk_pixbuf_animation_iter_get_delay_time(self->iter);
    if (delay < 0) return;  // the last frame of an animation that does not loop
    if (g_list_find(playing, self) == NULL) playing = g_list_prepend(playing, self);
    if (paused) return;
    self->timeout = g_timeout_add(MAX(delay, 20), advance, self);
}

static void dd_animation_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width, double height) {
    DDAnimation *self = DD_ANIMATION(paintable);
    if (self->frame != NULL) gdk_paintable_snapshot(GDK_PAINTABLE(self->frame), snapshot, width, height);
    schedule(self);
}

static GdkPaintable *dd_animation_get_current_image(GdkPaintable *paintable) {
    DDAnimation *self = DD_ANIMATION(paintable);
    return self->frame != NULL ? g_object_ref(GDK_PAINTABLE(self->frame))
                               : gdk_paintable_new_empty(gdk_paintable_get_intrinsic_width(paintable), gdk_paintable_get_intrinsic_height(paintable));
}

static int dd_animation_get_intrinsic_width(GdkPaintable *paintable) {
    DDAnimation *self = DD_ANIMATION(paintable);
    return self->quarter_turns % 2 ? self->height : self->width;
}
static int dd_animation_get_intrinsic_height(GdkPaintable *paintable) {
    DDAnimation *self = DD_ANIMATION(paintable);
    return self->quarter_turns % 2 ? self->width : self->height;
}

static void dd_animation_paintable_init(GdkPaintableInterface *iface) {
    iface->snapshot = dd_animation_snapshot;
    iface->get_current_image = dd_animation_get_current_image;
    iface->get_intrinsic_width = dd_animation_get_intrinsic_width;
    iface->get_intrinsic_height = dd_animation_get_intrinsic_height;
}

static void dd_animation_dispose(GObject *object) {
    DDAnimation *self = DD_ANIMATION(object);
    if (self->timeout != 0) g_source_remove(self->timeout);
    self->timeout = 0;
    playing = g_list_remove(playing, self);
    g_clear_object(&self->frame);
    g_clear_object(&self->iter);
    g_clear_object(&self->animation);
    G_OBJECT_CLASS(dd_animation_parent_class)->dispose(object);
}

static void dd_animation_class_init(DDAnimationClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = dd_animation_dispose;
}

static void dd_animation_init(DDAnimation *self) { (void)self; }

GdkPaintable *dd_animation_new(GdkPixbufAnimation *animation, int width, int height, int quarter_turns, gboolean mirrored) {
    g_return_val_if_fail(GDK_IS_PIXBUF_ANIMATION(animation), NULL);
    DDAnimation *self = g_object_new(DD_TYPE_ANIMATION, NULL);
    self->animation = g_object_ref(animation);
    self->width = MAX(1, width);
    self->height = MAX(1, height);
    self->quarter_turns = ((quarter_turns % 4) + 4) % 4;
    self->mirrored = mirrored;
    guint plays = GPOINTER_TO_UINT(g_object_get_data(G_OBJECT(animation), DD_ANIMATION_PLAYS));
    self->plays_left = plays > 1 ? plays - 1 : 0;
    g_get_current_time(&self->clock);
    self->iter = gdk_pixbuf_animation_get_iter(animation, &self->clock);
    show_current_frame(self);
    return GDK_PAINTABLE(self);
}

guint dd_animation_frames_shown(GdkPaintable *paintable) {
    return DD_IS_ANIMATION(paintable) ? DD_ANIMATION(paintable)->frames_shown : 0;
}

void dd_animations_set_paused(gboolean value) {
    if (paused == value) return;
    paused = value;
    for (GList *node = playing; node != NULL; node = node->next) {
        DDAnimation *self = node->data;
        if (paused && self->timeout != 0) {
            g_source_remove(self->timeout);
            self->timeout = 0;
        } else if (!paused) {
            schedule(self);
        }
    }
}

gboolean dd_animations_paused(void) { return paused; }

G_GNUC_END_IGNORE_DEPRECATIONS
