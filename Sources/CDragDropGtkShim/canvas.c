// DDCanvas: the container the GTK front end draws views and cells in. Each child has a
// frame of its own (like GtkFixed), and can glide to a new frame on the frame clock.
//
// Why not GtkFixed: moving a GtkFixed child changes the fixed's size request, so GTK
// re-measures every ancestor up to the window, and on X11 the window's re-layout asks the
// X server for the monitor's work area and the window's geometry (round trips) on every
// frame of a glide. A canvas sizes itself by its own size request only. Placing a child
// that keeps its size allocates that child at once (any queued allocation, even of the
// canvas alone, makes GTK lay out the whole surface, with those round trips on X11); and a
// glide is drawn by translating the child's render node in the canvas's snapshot: no
// layout at all while the gap of a drag moves and its cells glide, and each child's render
// node is reused as is. The snapshot groups the children so that a frame repaints what
// moved, not the whole canvas.
//
// A scrolling canvas (dd_canvas_new_scrolling) is a GtkScrollable, as GTK's list and grid
// views are: in a GtkScrolledWindow it scrolls itself instead of being a content-sized
// widget in a GtkViewport. A scroll re-places each child at its frame less the scroll
// offset, so the frame's damage is the children's old and new places. Through a
// GtkViewport, the whole content is one node translated by the offset, and a scroll
// damages every pixel of the view, gaps and margins included; when that is the whole window, cairo's X11 backend copies each frame through a
// new 32 MB shared-memory segment of the window's size, with a round trip to the X server
// (measured: a bare window scrolling 8 px a frame, 6.0 → 3.2 ms a frame).
#include "CDragDropGtkShim.h"

#include <math.h>

#define DD_TYPE_CANVAS (dd_canvas_get_type())
// Derivable: the scrolling canvas below is its subclass (a final type must not have one).
G_DECLARE_DERIVABLE_TYPE(DDCanvas, dd_canvas, DD, CANVAS, GtkWidget)

struct _DDCanvasClass {
    GtkWidgetClass parent_class;
};

typedef struct {
    guint tick_id;
    /// Indexed by GtkOrientation; set by a GtkScrolledWindow (NULL elsewhere).
    GtkAdjustment *adjustments[2];
    GtkScrollablePolicy policies[2];
    /// The content's size (what the adjustments scroll over); 0 outside a scrolled window.
    double content[2];
    /// The scroll offset of the last allocation (children are allocated at frame − offset).
    graphene_point_t scrolled;
} DDCanvasPrivate;

/// A canvas's own state.
#define P(canvas) ((DDCanvasPrivate *)dd_canvas_get_instance_private(canvas))

enum { PROP_0, PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };

G_DEFINE_TYPE_WITH_PRIVATE(DDCanvas, dd_canvas, GTK_TYPE_WIDGET)

/// The canvas a GtkScrolledWindow scrolls (a GtkScrollable); a plain DDCanvas in a scrolled
/// window is wrapped in a GtkViewport as any widget is, and keeps content coordinates.
typedef struct { DDCanvas parent_instance; } DDScrollingCanvas;
typedef struct { DDCanvasClass parent_class; } DDScrollingCanvasClass;

G_DEFINE_TYPE_WITH_CODE(DDScrollingCanvas, dd_scrolling_canvas, dd_canvas_get_type(),
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

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
    P(self)->tick_id = 0;
    return G_SOURCE_REMOVE;
}

static void start_ticking(DDCanvas *self) {
    if (!P(self)->tick_id) P(self)->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), tick, NULL, NULL);
}

static void dd_canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                              int *minimum_baseline, int *natural_baseline) {
    // As large as its size request, whatever its children; in a scrolled window it would
    // like the content's size (its scrollbars show when it gets less).
    *minimum = 0;
    *natural = (int)ceil(P(DD_CANVAS(widget))->content[orientation]);
}

/// Sets an adjustment's range to the content and its page to the canvas's `size`; returns
/// the scroll offset on whole device pixels (0 without an adjustment).
static double configure_adjustment(DDCanvas *self, GtkOrientation orientation, int size, int scale) {
    GtkAdjustment *adjustment = P(self)->adjustments[orientation];
    if (!adjustment) return 0;
    double upper = MAX(P(self)->content[orientation], size);
    double value = CLAMP(gtk_adjustment_get_value(adjustment), 0, upper - size);
    gtk_adjustment_configure(adjustment, value, 0, upper, size * 0.1, size * 0.9, size);
    return round(gtk_adjustment_get_value(adjustment) * scale) / scale;
}

/// The size a child is allocated when it shows at `size`: never below its minimum (as
/// GtkFixed allocates its children), at least a pixel.
static void allocated_size(GtkWidget *child, const graphene_size_t *size, int *width, int *height) {
    int min_width = 0, min_height = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
    *width = MAX(MAX((int)ceil(size->width), min_width), 1);
    *height = MAX(MAX((int)ceil(size->height), min_height), 1);
}

/// Allocates a child at its frame's origin (where it takes the pointer), less the scroll offset.
static void allocate_at_frame(DDCanvas *self, GtkWidget *child, const DDCanvasChild *data, int width, int height) {
    graphene_point_t origin = GRAPHENE_POINT_INIT(data->frame.origin.x - P(self)->scrolled.x, data->frame.origin.y - P(self)->scrolled.y);
    gtk_widget_allocate(child, width, height, -1, gsk_transform_translate(NULL, &origin));
}

static void dd_canvas_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    DDCanvas *self = DD_CANVAS(widget);
    gint64 now = canvas_now(widget);
    int scale = gtk_widget_get_scale_factor(widget);
    P(self)->scrolled = GRAPHENE_POINT_INIT(configure_adjustment(self, GTK_ORIENTATION_HORIZONTAL, width, scale),
                                         configure_adjustment(self, GTK_ORIENTATION_VERTICAL, height, scale));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        DDCanvasChild *data = child_data(child);
        if (!data || !gtk_widget_should_layout(child)) continue;
        graphene_rect_t shown;
        shown_rect(data, now, &shown);
        int child_width, child_height;
        allocated_size(child, &shown.size, &child_width, &child_height);
        allocate_at_frame(self, child, data, child_width, child_height);
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

static void scrolled(GtkAdjustment *adjustment, gpointer canvas) { gtk_widget_queue_allocate(GTK_WIDGET(canvas)); }

static void set_adjustment(DDCanvas *self, GtkOrientation orientation, GtkAdjustment *adjustment) {
    if (P(self)->adjustments[orientation] == adjustment) return;
    if (P(self)->adjustments[orientation]) {
        g_signal_handlers_disconnect_by_func(P(self)->adjustments[orientation], scrolled, self);
        g_clear_object(&P(self)->adjustments[orientation]);
    }
    if (adjustment) {
        P(self)->adjustments[orientation] = g_object_ref_sink(adjustment);
        g_signal_connect(adjustment, "value-changed", G_CALLBACK(scrolled), self);
    }
    // Scrolled, the canvas shows only the part of the content in view.
    gtk_widget_set_overflow(GTK_WIDGET(self), P(self)->adjustments[0] || P(self)->adjustments[1] ? GTK_OVERFLOW_HIDDEN
                                                                                          : GTK_OVERFLOW_VISIBLE);
    gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void dd_canvas_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    DDCanvas *self = DD_CANVAS(object);
    switch (id) {
    case PROP_HADJUSTMENT: set_adjustment(self, GTK_ORIENTATION_HORIZONTAL, g_value_get_object(value)); break;
    case PROP_VADJUSTMENT: set_adjustment(self, GTK_ORIENTATION_VERTICAL, g_value_get_object(value)); break;
    case PROP_HSCROLL_POLICY:
    case PROP_VSCROLL_POLICY: {
        GtkOrientation orientation = id == PROP_HSCROLL_POLICY ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
        if (P(self)->policies[orientation] == (GtkScrollablePolicy)g_value_get_enum(value)) break;
        P(self)->policies[orientation] = g_value_get_enum(value);
        gtk_widget_queue_resize(GTK_WIDGET(self));
        g_object_notify_by_pspec(object, spec);
        break;
    }
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void dd_canvas_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    DDCanvas *self = DD_CANVAS(object);
    switch (id) {
    case PROP_HADJUSTMENT: g_value_set_object(value, P(self)->adjustments[GTK_ORIENTATION_HORIZONTAL]); break;
    case PROP_VADJUSTMENT: g_value_set_object(value, P(self)->adjustments[GTK_ORIENTATION_VERTICAL]); break;
    case PROP_HSCROLL_POLICY: g_value_set_enum(value, P(self)->policies[GTK_ORIENTATION_HORIZONTAL]); break;
    case PROP_VSCROLL_POLICY: g_value_set_enum(value, P(self)->policies[GTK_ORIENTATION_VERTICAL]); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
    }
}

static void dd_canvas_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    DDCanvas *self = DD_CANVAS(object);
    set_adjustment(self, GTK_ORIENTATION_HORIZONTAL, NULL);
    set_adjustment(self, GTK_ORIENTATION_VERTICAL, NULL);
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

static void dd_canvas_init(DDCanvas *self) {
    // The scrolled window decides its scrollbars on the content's (natural) size.
    P(self)->policies[0] = P(self)->policies[1] = GTK_SCROLL_NATURAL;
}

static void dd_scrolling_canvas_class_init(DDScrollingCanvasClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->set_property = dd_canvas_set_property;
    object_class->get_property = dd_canvas_get_property;
    g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
    g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
    g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
    g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
}

static void dd_scrolling_canvas_init(DDScrollingCanvas *self) {}

GtkWidget *dd_canvas_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(DD_TYPE_CANVAS, "accessible-role", role, NULL));
}

GtkWidget *dd_canvas_new_scrolling(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(dd_scrolling_canvas_get_type(), "accessible-role", role, NULL));
}

void dd_canvas_set_content_size(GtkWidget *canvas, double width, double height) {
    g_return_if_fail(DD_IS_CANVAS(canvas));
    DDCanvas *self = DD_CANVAS(canvas);
    if (P(self)->content[0] == width && P(self)->content[1] == height) return;
    P(self)->content[0] = width;
    P(self)->content[1] = height;
    gtk_widget_queue_resize(canvas);
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
    g_return_if_fail(DD_IS_CANVAS(canvas) && GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == canvas);
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
    gboolean moves_only = data->placed && graphene_size_equal(&frame.size, &data->frame.size);
    data->frame = frame;
    data->placed = TRUE;
    // A child that keeps its size is re-allocated at its new place at once, and the canvas
    // redrawn. Queueing an allocation instead reaches the window: GTK then lays out the whole
    // surface, and on X11 that asks the server for the monitor's work area and the window's
    // position (round trips) — on every frame in which the gap of a drag moves.
    int child_width, child_height;
    if (moves_only && gtk_widget_should_layout(child) && gtk_widget_get_width(canvas) > 0 &&
        gtk_widget_get_width(child) > 0) {
        graphene_rect_t shown;
        shown_rect(data, canvas_now(canvas), &shown);
        allocated_size(child, &shown.size, &child_width, &child_height);
        if (child_width == gtk_widget_get_width(child) && child_height == gtk_widget_get_height(child)) {
            allocate_at_frame(DD_CANVAS(canvas), child, data, child_width, child_height);
            gtk_widget_queue_draw(canvas);
            return;
        }
    }
    gtk_widget_queue_allocate(canvas);
}
