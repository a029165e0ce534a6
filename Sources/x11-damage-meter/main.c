// What a program draws on screen, seen from outside it: the X server's DAMAGE extension
// reports every rectangle a client paints into a window. The GTK benchmarks run it beside
// this project's collection and GtkGridView while a real pointer drags across each, so the
// pixels each sends to the screen per second (and per painted frame) are measured the same
// way for both, by neither.
//
//   x11-damage-meter --pid PID --seconds S [--wait S] --report FILE
//
// Waits (up to --wait seconds, default 10) for a top-level window whose _NET_WM_PID is PID,
// then for S seconds sums the area of every damaged rectangle of that window (raw
// rectangles, as the server receives them; overlapping draws count each time). Writes
// {"pixels": P, "rectangles": R, "reports": N, "seconds": S} as JSON; exits 2 when no such
// window appears, 1 on other errors — an X error once the window is watched among them (the
// window went away, say): no figure is written then, rather than a wrong one.
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_seconds(void) {
    struct timespec clock;
    clock_gettime(CLOCK_MONOTONIC, &clock);
    return clock.tv_sec + clock.tv_nsec / 1e9;
}

/// The process id a window says it belongs to (_NET_WM_PID), or 0.
static long window_pid(Display *display, Window window, Atom pid_atom) {
    Atom type;
    int format;
    unsigned long count, remaining;
    unsigned char *data = NULL;
    long pid = 0;
    if (XGetWindowProperty(display, window, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format, &count, &remaining,
                           &data) == Success && data) {
        if (type == XA_CARDINAL && format == 32 && count == 1) pid = (long)*(unsigned long *)data;
        XFree(data);
    }
    return pid;
}

/// The first mapped top-level window of `pid` (GTK's windows are children of the root
/// window when no window manager reparents them; one level below when one does).
static Window find_window(Display *display, long pid, Atom pid_atom) {
    Window root = DefaultRootWindow(display), parent, *children = NULL, found = None;
    unsigned int count = 0;
    if (!XQueryTree(display, root, &root, &parent, &children, &count)) return None;
    for (unsigned int i = 0; i < count && found == None; i++) {
        XWindowAttributes attributes;
        if (!XGetWindowAttributes(display, children[i], &attributes) || attributes.map_state != IsViewable) continue;
        if (window_pid(display, children[i], pid_atom) == pid) { found = children[i]; break; }
        Window *inner = NULL, inner_root, inner_parent;
        unsigned int inner_count = 0;
        if (XQueryTree(display, children[i], &inner_root, &inner_parent, &inner, &inner_count)) {
            for (unsigned int j = 0; j < inner_count && found == None; j++)
                if (window_pid(display, inner[j], pid_atom) == pid) found = inner[j];
            if (inner) XFree(inner);
        }
    }
    if (children) XFree(children);
    return found;
}

/// While windows are listed an error only means one went away meanwhile (ignored); once the
/// window is watched, the first error is kept, and the measure fails with it.
static int watching = 0;
static XErrorEvent first_error;
static int has_error = 0;

static int note_error(Display *display, XErrorEvent *error) {
    if (watching && !has_error) {
        first_error = *error;
        has_error = 1;
    }
    return 0;
}

/// Whether an X error happened since watching began; says which on standard error.
static int failed(Display *display, const char *doing) {
    XSync(display, False);
    if (!has_error) return 0;
    char text[256];
    XGetErrorText(display, first_error.error_code, text, sizeof text);
    fprintf(stderr, "x11-damage-meter: X error while %s: %s (request %d.%d, resource 0x%lx)\n", doing, text,
            first_error.request_code, first_error.minor_code, first_error.resourceid);
    return 1;
}

int main(int argc, char **argv) {
    long pid = 0;
    double seconds = 5, wait = 10;
    const char *report = "/dev/stdout";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--pid")) pid = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--seconds")) seconds = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--wait")) wait = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--report")) report = argv[i + 1];
        else { fprintf(stderr, "x11-damage-meter: unknown option %s\n", argv[i]); return 1; }
    }
    if (pid <= 0) { fprintf(stderr, "usage: x11-damage-meter --pid PID --seconds S [--wait S] --report FILE\n"); return 1; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "x11-damage-meter: cannot open display\n"); return 1; }
    int event_base, error_base;
    if (!XDamageQueryExtension(display, &event_base, &error_base)) {
        fprintf(stderr, "x11-damage-meter: the X server has no DAMAGE extension\n");
        return 1;
    }
    XSetErrorHandler(note_error);  // a window may go away between listing and asking
    Atom pid_atom = XInternAtom(display, "_NET_WM_PID", False);
    Window window = None;
    for (double deadline = now_seconds() + wait; window == None && now_seconds() < deadline;) {
        window = find_window(display, pid, pid_atom);
        if (window == None) nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
    }
    if (window == None) { fprintf(stderr, "x11-damage-meter: no window of process %ld\n", pid); return 2; }
    watching = 1;
    Damage damage = XDamageCreate(display, window, XDamageReportRawRectangles);
    if (failed(display, "watching the window")) return 1;
    unsigned long long pixels = 0, rectangles = 0, reports = 0;
    double start = now_seconds(), end = start + seconds;
    struct pollfd descriptor = { .fd = ConnectionNumber(display), .events = POLLIN };
    while (now_seconds() < end) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type != event_base + XDamageNotify) continue;
            XDamageNotifyEvent *notify = (XDamageNotifyEvent *)&event;
            pixels += (unsigned long long)notify->area.width * notify->area.height;
            rectangles++;
            if (!notify->more) reports++;
        }
        int timeout = (int)((end - now_seconds()) * 1000);
        if (timeout > 0) poll(&descriptor, 1, timeout < 100 ? timeout : 100);
    }
    XDamageDestroy(display, damage);
    if (failed(display, "measuring (the window went away?)")) return 1;
    XCloseDisplay(display);
    FILE *out = fopen(report, "w");
    if (!out) { fprintf(stderr, "x11-damage-meter: cannot write %s\n", report); return 1; }
    fprintf(out, "{\"pixels\": %llu, \"rectangles\": %llu, \"reports\": %llu, \"seconds\": %.3f}\n", pixels, rectangles,
            reports, now_seconds() - start);
    fclose(out);
    return 0;
}
