// An LD_PRELOAD probe that splits each frame of a GTK 4 program into its phases, for
// frame_anatomy.py. It hooks the first frame clock the program asks for
// (gtk_widget_get_frame_clock): an emission hook marks the start of each phase (update,
// layout, paint, after-paint) and a handler connected last marks the end of after-paint.
// Inside the paint phase it marks GTK's cairo renderer: the paint surface GTK creates for
// the frame (cairo_image_surface_create, begin of rendering) and the copy of that surface
// to the X11 window (cairo_paint on an xlib target, with the clip's area), and it times every
// X server round trip (_XReply). One line per event to $FRAME_PROBE_LOG; nothing else changes.
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xlibint.h>
#include <cairo.h>
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static FILE *log_file;
static GdkFrameClock *probed_clock;  // the window's; a drag icon has a clock of its own
static double round_trip_ms;
static int round_trips;

static double now_ms(void) {
    struct timespec clock;
    clock_gettime(CLOCK_MONOTONIC, &clock);
    return clock.tv_sec * 1e3 + clock.tv_nsec / 1e6;
}

static FILE *output(void) {
    if (!log_file) {
        const char *path = getenv("FRAME_PROBE_LOG");
        log_file = fopen(path ? path : "/dev/null", "w");
        if (log_file) setvbuf(log_file, NULL, _IOFBF, 1 << 16);
    }
    return log_file;
}

/// The next definition of `name` (the library's own), looked up once.
#define REAL(name) static __typeof__(&name) real_##name; if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

static gboolean phase_started(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer name) {
    if (count > 0 && g_value_peek_pointer(&values[0]) == probed_clock && output()) fprintf(log_file, "start %s %.3f %d %.3f\n", (const char *)name, now_ms(), round_trips, round_trip_ms);
    return TRUE;
}

static void frame_done(GdkFrameClock *clock, gpointer data) {
    if (output()) fprintf(log_file, "done %.3f %d %.3f\n", now_ms(), round_trips, round_trip_ms);
}

GdkFrameClock *gtk_widget_get_frame_clock(GtkWidget *widget) {
    REAL(gtk_widget_get_frame_clock);
    GdkFrameClock *clock = real_gtk_widget_get_frame_clock(widget);
    if (clock && !probed_clock) {
        probed_clock = clock;
        static const char *phases[] = {"update", "layout", "paint", "after-paint"};
        for (int i = 0; i < 4; i++)
            g_signal_add_emission_hook(g_signal_lookup(phases[i], G_OBJECT_TYPE(clock)), 0, phase_started, (gpointer)phases[i], NULL);
        g_signal_connect_after(clock, "after-paint", G_CALLBACK(frame_done), NULL);
    }
    return clock;
}

cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height) {
    REAL(cairo_image_surface_create);
    if (output()) fprintf(log_file, "surface %.3f %d %d\n", now_ms(), width, height);
    return real_cairo_image_surface_create(format, width, height);
}

void cairo_paint(cairo_t *cr) {
    REAL(cairo_paint);
    if (cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_XLIB || !output()) {
        real_cairo_paint(cr);
        return;
    }
    double area = 0;
    cairo_rectangle_list_t *clip = cairo_copy_clip_rectangle_list(cr);
    for (int i = 0; clip->status == CAIRO_STATUS_SUCCESS && i < clip->num_rectangles; i++)
        area += clip->rectangles[i].width * clip->rectangles[i].height;
    cairo_rectangle_list_destroy(clip);
    double start = now_ms();
    real_cairo_paint(cr);
    fprintf(log_file, "copy %.3f %.3f %.0f\n", start, now_ms(), area);
}

Status _XReply(Display *display, xReply *reply, int extra, Bool discard) {
    REAL(_XReply);
    double start = now_ms();
    Status status = real__XReply(display, reply, extra, discard);
    round_trip_ms += now_ms() - start;
    round_trips++;
    return status;
}
