// Reading a drop's data from an X11 source ourselves, with the drop's own timestamp.
//
// GTK 4.8 asks for the XdndSelection at CurrentTime, from a window of its own. Qt's XDND
// source (qxcbdrag.cpp) finds the drag a request is about by its timestamp (or the window
// it dropped on); once the drop is sent its drag is over, so a CurrentTime request from
// another window finds none and Qt answers "no data" — a notify GTK never matches to its
// read, which then waits forever. The XDND specification says to use the timestamp of the
// XdndPosition (while the drag goes on) or of the XdndDrop: read with it, Qt 5 and Qt 6
// sources answer. This remembers those timestamps and converts the selection into a window
// of ours, following INCR transfers for large data.
#include "CDragDropGtkShim.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <limits.h>

/// The timestamp of the last XdndPosition or XdndDrop: a source matches a request made
/// with its position's time to the drag going on, and one made with its drop's time to that drop.
static Time last_drop_time = CurrentTime;

static gboolean remember_drop_time(GdkX11Display *display, gpointer xevent, gpointer data) {
    (void)data;
    const XEvent *event = xevent;
    if (event->type != ClientMessage) return FALSE;
    if (event->xclient.message_type == gdk_x11_get_xatom_by_name_for_display(GDK_DISPLAY(display), "XdndPosition")) {
        last_drop_time = (Time)event->xclient.data.l[3];
    } else if (event->xclient.message_type == gdk_x11_get_xatom_by_name_for_display(GDK_DISPLAY(display), "XdndDrop")) {
        last_drop_time = (Time)event->xclient.data.l[2];
    }
    return FALSE;  // GDK handles the drag and the drop as usual
}

struct _DDSelectionRead {
    GdkDisplay *display;
    Window window;
    Atom property;
    gboolean incremental;
    GByteArray *bytes;
    gulong handler;
    DDSelectionReadFunc done;
    gpointer data;
};

/// Ends a read: tells `done` (unless cancelled) and releases the window and the bytes.
static void finish(DDSelectionRead *read, gboolean refused, gboolean tell) {
    g_signal_handler_disconnect(read->display, read->handler);
    XDestroyWindow(gdk_x11_display_get_xdisplay(read->display), read->window);
    if (tell) read->done(refused ? NULL : read->bytes->data, refused ? 0 : read->bytes->len, refused, read->data);
    g_byte_array_unref(read->bytes);
    g_object_unref(read->display);
    g_free(read);
}

/// Takes the property's value off the window (deleting it, which asks an INCR source for
/// the next chunk); returns its type, or None when there is none.
static Atom take_property(DDSelectionRead *read, gsize *length) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(read->display);
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *value = NULL;
    *length = 0;
    if (XGetWindowProperty(xdisplay, read->window, read->property, 0, LONG_MAX / 4, True, AnyPropertyType,
                           &type, &format, &count, &after, &value) != Success) {
        return None;
    }
    if (value != NULL) {
        // 32-bit items are longs in Xlib's memory.
        gsize item = format == 32 ? sizeof(long) : (gsize)format / 8;
        if (type != gdk_x11_get_xatom_by_name_for_display(read->display, "INCR")) {
            g_byte_array_append(read->bytes, value, (guint)(count * item));
            *length = count * item;
        }
        XFree(value);
    }
    return type;
}

static gboolean selection_event(GdkX11Display *display, gpointer xevent, gpointer data) {
    (void)display;
    DDSelectionRead *read = data;
    const XEvent *event = xevent;
    if (event->type == SelectionNotify && event->xselection.requestor == read->window) {
        if (event->xselection.property == None) {
            finish(read, TRUE, TRUE);
            return TRUE;
        }
        gsize length = 0;
        Atom type = take_property(read, &length);
        if (type == gdk_x11_get_xatom_by_name_for_display(read->display, "INCR")) {
            read->incremental = TRUE;  // the chunks follow, one PropertyNotify each
        } else {
            finish(read, type == None, TRUE);
        }
        return TRUE;
    }
    if (event->type == PropertyNotify && read->incremental && event->xproperty.window == read->window &&
        event->xproperty.atom == read->property && event->xproperty.state == PropertyNewValue) {
        gsize length = 0;
        take_property(read, &length);
        if (length == 0) finish(read, FALSE, TRUE);  // a chunk of nothing ends an INCR transfer
        return TRUE;
    }
    return FALSE;
}
#endif

void dd_x11_remember_drop_times(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) g_signal_connect(display, "xevent", G_CALLBACK(remember_drop_time), NULL);
#else
    (void)display;
#endif
}

DDSelectionRead *dd_x11_read_drop_selection(GdkDisplay *display, const char *mime_type, DDSelectionReadFunc done, gpointer data) {
#ifdef GDK_WINDOWING_X11
    if (!GDK_IS_X11_DISPLAY(display) || last_drop_time == CurrentTime) return NULL;
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    DDSelectionRead *read = g_new0(DDSelectionRead, 1);
    read->display = g_object_ref(display);
    read->bytes = g_byte_array_new();
    read->done = done;
    read->data = data;
    read->window = XCreateSimpleWindow(xdisplay, DefaultRootWindow(xdisplay), -10, -10, 1, 1, 0, 0, 0);
    XSelectInput(xdisplay, read->window, PropertyChangeMask);
    read->property = gdk_x11_get_xatom_by_name_for_display(display, "DD_DROP_DATA");
    read->handler = g_signal_connect(display, "xevent", G_CALLBACK(selection_event), read);
    XConvertSelection(xdisplay, gdk_x11_get_xatom_by_name_for_display(display, "XdndSelection"),
                      gdk_x11_get_xatom_by_name_for_display(display, mime_type), read->property, read->window, last_drop_time);
    XFlush(xdisplay);
    return read;
#else
    (void)display; (void)mime_type; (void)done; (void)data;
    return NULL;
#endif
}

void dd_x11_selection_read_cancel(DDSelectionRead *read) {
#ifdef GDK_WINDOWING_X11
    if (read != NULL) finish(read, TRUE, FALSE);
#else
    (void)read;
#endif
}
