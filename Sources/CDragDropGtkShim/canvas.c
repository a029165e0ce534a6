// DDCanvas: the container the GTK front end draws views and cells in. Each child has a
// frame of its own (like GtkFixed), and can glide to a new frame on the frame clock.
//
// Why not GtkFixed: moving a GtkFixed child changes the fixed's size request, so GTK
// re-measures every ancestor up to the window, and on X11 the window's re-layout asks the
// X server for the monitor's work area and the window's geometry (round trips) on every
// frame of a glide. A canvas sizes itself by its own size request only, so placing a child
// queues an allocation of the canvas and nothing above it; and a glide that keeps a
// child's size is drawn by translating the child's render node in the canvas's snapshot:
// no layout at all during such a glide, and each child's render node is reused as is. The
// snapshot groups the children so that a frame repaints what moved, not the whole canvas.
#include "CDragDropGtkShim.h"

#include <math.h>

#define DD_TYPE_CANVAS (dd_canvas_get_type())
G_DECLARE_FINAL_TYPE(DDCanvas, dd_canvas, DD, CANVAS, GtkWidget)

struct _DDCanvas {
    GtkWidget parent_instance;
    guint tick_id;
};

G_DEFINE_TYPE(DDCanvas, dd_canvas, GTK_TYPE_WIDGET)

/// Where a child belongs and, while it glides, where it came from.
typedef struct {
    graphene_rect_t frame;
    graphene_rect_t from;
    gint64 glide_start;     // µs on the frame clock (or the monotonic clock); 0: not gliding
    gint64 glide_duration;  // µs
    gboolean placed;
} DDCanvasChild;

static GQuark child_quark(void) {
    static GQuark quark;
    if (!quark) quark = g_quark_from_static_string("dd-canvas-child");
    return quark;
}

static DDCanvasChild *child_data(GtkWidget *child) { return g_object_get_qdata(G_OBJECT(child), child_quark()); }

static gint64 canvas_now(GtkWidget *canvas) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(canvas);
    return clock ? gdk_frame_clock_get_frame_time(clock) : g_get_monotonic_time();
}

/// The cubic ease-out fraction of a glide at `now` (1 when it is over or not gliding).
static double glide_fraction(const DDCanvasChild *data, gint64 now) {
    if (!data->glide_start || data->glide_duration <= 0) return 1;
    double t = (double)(now - data->glide_start) / (double)data->glide_duration;
    if (t >= 1) return 1;
    if (t <= 0) return 0;
    double rest = 1 - t;
    return 1 - rest * rest * rest;
}

static void interpolate(const graphene_rect_t *from, const graphene_rect_t *to, double f, graphene_rect_t *out) {
    out->origin.x = from->origin.x + (to->origin.x - from->origin.x) * f;
    out->origin.y = from->origin.y + (to->origin.y - from->origin.y) * f;
    out->size.width = from->size.width + (to->size.width - from->size.width) * f;
    out->size.height = from->size.height + (to->size.height - from->size.height) * f;
}

/// Where a child shows at `now`: its frame, or a point of its glide.
static void shown_rect(const DDCanvasChild *data, gint64 now, graphene_rect_t *out) {
    double f = glide_fraction(data, now);
    if (f >= 1) *out = data->frame; else interpolate(&data->from, &data->frame, f, out);
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data) {
    DDCanvas *self = DD_CANVAS(widget);
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    gboolean gliding = FALSE, resized = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        DDCanvasChild *data = child_data(child);
        if (!data || !data->glide_start) continue;
        if (!graphene_size_equal(&data->from.size, &data->frame.size)) resized = TRUE;
        if (glide_fraction(data, now) >= 1) data->glide_start = 0; else gliding = TRUE;
    }
    // A glide of the same size is drawn by the snapshot alone; a changing size is an allocation.
    if (resized) gtk_widget_queue_allocate(widget); else gtk_widget_queue_draw(widget);
    if (gliding) return G_SOURCE_CONTINUE;
    self->tick_id = 0;
    return G_SOURCE_REMOVE;
}

static void start_ticking(DDCanvas *self) {
    if (!self->tick_id) self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), tick, NULL, NULL);
}

static void dd_canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                              int *minimum_baseline, int *natural_baseline) {
    // The canvas is as large as its size request (the content's size), whatever its children.
    *minimum = *natural = 0;
}

static void dd_canvas_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    gint64 now = canvas_now(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        DDCanvasChild *data = child_data(child);
        if (!data || !gtk_widget_should_layout(child)) continue;
        graphene_rect_t shown;
        shown_rect(data, now, &shown);
        // At its frame's origin (where it takes the pointer), at the size it shows now; never
        // below its minimum (as GtkFixed allocates its children).
        int min_width = 0, min_height = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
        int child_width = MAX(MAX((int)ceil(shown.size.width), min_width), 1);
        int child_height = MAX(MAX((int)ceil(shown.size.height), min_height), 1);
        GskTransform *transform = gsk_transform_translate(NULL, &data->frame.origin);
        gtk_widget_allocate(child, child_width, child_height, -1, transform);
    }
}

/// Children are snapshot in groups of this many, each group a container node of its own.
/// GTK's renderers diff a frame's nodes against the last frame's to find what to repaint,
/// and give up on a container once the damage has more than 30 rectangles, repainting the
/// whole container instead. A glide damages two rectangles per moving child (where it was,
/// where it is): with every cell in one container, twenty moving cells repainted the whole
/// canvas each frame; in groups, giving up costs one group's area at most.
#define DD_CANVAS_GROUP 16

static void dd_canvas_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    gint64 now = canvas_now(widget);
    int scale = gtk_widget_get_scale_factor(widget), index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child), index++) {
        if (index % DD_CANVAS_GROUP == 0) {
            if (index) gtk_snapshot_pop(snapshot);
            gtk_snapshot_push_opacity(snapshot, 1.0);  // at full opacity, just a container of what follows
        }
        DDCanvasChild *data = child_data(child);
        if (!data || !data->glide_start) {
            gtk_widget_snapshot_child(widget, child, snapshot);
            continue;
        }
        // Mid-glide: the child's own render node, drawn where the glide has it now, on whole
        // device pixels (at a fractional offset cairo antialiases every edge and glyph).
        graphene_rect_t shown;
        shown_rect(data, now, &shown);
        graphene_point_t offset = GRAPHENE_POINT_INIT(roundf((shown.origin.x - data->frame.origin.x) * scale) / scale,
                                                      roundf((shown.origin.y - data->frame.origin.y) * scale) / scale);
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &offset);
        gtk_widget_snapshot_child(widget, child, snapshot);
        gtk_snapshot_restore(snapshot);
    }
    if (index) gtk_snapshot_pop(snapshot);
}

static void dd_canvas_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(dd_canvas_parent_class)->dispose(object);
}

static void dd_canvas_class_init(DDCanvasClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = dd_canvas_measure;
    widget_class->size_allocate = dd_canvas_size_allocate;
    widget_class->snapshot = dd_canvas_snapshot;
    G_OBJECT_CLASS(klass)->dispose = dd_canvas_dispose;
    gtk_widget_class_set_css_name(widget_class, "canvas");
}

static void dd_canvas_init(DDCanvas *self) {}

GtkWidget *dd_canvas_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(DD_TYPE_CANVAS, "accessible-role", role, NULL));
}

void dd_canvas_put(GtkWidget *canvas, GtkWidget *child) {
    g_return_if_fail(DD_IS_CANVAS(canvas));
    g_object_set_qdata_full(G_OBJECT(child), child_quark(), g_new0(DDCanvasChild, 1), g_free);
    gtk_widget_set_parent(child, canvas);
}

void dd_canvas_remove(GtkWidget *canvas, GtkWidget *child) {
    g_return_if_fail(DD_IS_CANVAS(canvas) && gtk_widget_get_parent(child) == canvas);
    g_object_set_qdata(G_OBJECT(child), child_quark(), NULL);
    gtk_widget_unparent(child);
}

void dd_canvas_place(GtkWidget *canvas, GtkWidget *child, double x, double y, double width, double height,
                     double glide_seconds) {
    g_return_if_fail(DD_IS_CANVAS(canvas) && gtk_widget_get_parent(child) == canvas);
    DDCanvasChild *data = child_data(child);
    graphene_rect_t frame = GRAPHENE_RECT_INIT(x, y, width, height);
    gboolean same = data->placed && graphene_rect_equal(&frame, &data->frame);
    if (glide_seconds > 0) {
        if (same) return;  // there, or on its way there
        if (data->placed) {
            gint64 now = canvas_now(canvas);
            shown_rect(data, now, &data->from);
            data->glide_start = now;
            data->glide_duration = (gint64)(glide_seconds * G_USEC_PER_SEC);
            start_ticking(DD_CANVAS(canvas));
        }
    } else {
        if (same && !data->glide_start) return;  // there already
        data->glide_start = 0;
    }
    data->frame = frame;
    data->placed = TRUE;
    gtk_widget_queue_allocate(canvas);
}
