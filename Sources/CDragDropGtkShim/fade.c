#include "CDragDropGtkShim.h"

// A widget's opacity fading to a target on the frame clock (a core view's alpha changed inside
// an animation): cubic ease-out, as the canvas's glides. One fade per widget; a new target
// replaces it, and the same target again changes nothing.

typedef struct {
    double from, to, duration;
    gint64 start;  // frame time in µs; 0 until the first frame
    guint tick;
} Fade;

static const char *fade_key = "dd-opacity-fade";

static gboolean fade_step(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)data;
    Fade *fade = g_object_get_data(G_OBJECT(widget), fade_key);
    if (fade == NULL) return G_SOURCE_REMOVE;
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (fade->start == 0) fade->start = now;
    double t = fade->duration > 0 ? (double)(now - fade->start) / (fade->duration * 1e6) : 1;
    if (t >= 1) {
        gtk_widget_set_opacity(widget, fade->to);
        fade->tick = 0;
        return G_SOURCE_REMOVE;
    }
    double eased = 1 - (1 - t) * (1 - t) * (1 - t);
    gtk_widget_set_opacity(widget, fade->from + (fade->to - fade->from) * eased);
    return G_SOURCE_CONTINUE;
}

void dd_widget_fade_opacity(GtkWidget *widget, double from, double to, double duration) {
    Fade *fade = g_object_get_data(G_OBJECT(widget), fade_key);
    if (fade != NULL && fade->to == to) return;  // already there, or on its way
    if (fade == NULL) {
        fade = g_new0(Fade, 1);
        g_object_set_data_full(G_OBJECT(widget), fade_key, fade, g_free);
    }
    if (fade->tick != 0) gtk_widget_remove_tick_callback(widget, fade->tick);
    fade->from = from;
    fade->to = to;
    fade->duration = duration;
    fade->start = 0;
    fade->tick = 0;
    if (duration <= 0 || !gtk_widget_get_mapped(widget)) {
        gtk_widget_set_opacity(widget, to);
        return;
    }
    gtk_widget_set_opacity(widget, from);
    fade->tick = gtk_widget_add_tick_callback(widget, fade_step, NULL, NULL);
}
