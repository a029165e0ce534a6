// Which window shows at the pointer on X11, asked of the X server rather than of GDK's drag
// bookkeeping. GTK 4.8's X11 drag source looks the window under the pointer up in a list it
// builds at a process's first drag and keeps while any drag lives, without following this
// process's own windows when they grow (docs/defects/issue39-1-drop-in-the-grown-part-cancelled.md).
#include "CDragDropGtkShim.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

/// Whether `window` is `ancestor` or inside it.
static gboolean is_inside(Display *xdisplay, Window window, Window ancestor, Window root) {
    while (window != None && window != root) {
        if (window == ancestor) return TRUE;
        Window root_return, parent;
        Window *children = NULL;
        unsigned int count = 0;
        if (!XQueryTree(xdisplay, window, &root_return, &parent, &children, &count)) return FALSE;
        if (children) XFree(children);
        window = parent;
    }
    return FALSE;
}

gboolean dd_x11_surface_shows_at_pointer(GdkSurface *surface) {
    GdkDisplay *display = gdk_surface_get_display(surface);
    if (!GDK_IS_X11_DISPLAY(display)) return FALSE;
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    Window root = gdk_x11_display_get_xrootwindow(display);
    Window ours = gdk_x11_surface_get_xid(surface);
    gboolean shows = FALSE;
    gdk_x11_display_error_trap_push(display);
    Window root_return, child, parent;
    int root_x, root_y, x, y;
    unsigned int mask;
    if (XQueryPointer(xdisplay, root, &root_return, &child, &root_x, &root_y, &x, &y, &mask)) {
        Window *children = NULL;
        unsigned int count = 0;
        if (XQueryTree(xdisplay, root, &root_return, &parent, &children, &count)) {
            // Topmost first; a drag's own icon (always at the pointer) is left out.
            for (unsigned int index = count; index-- > 0;) {
                GdkSurface *known = gdk_x11_surface_lookup_for_display(display, children[index]);
                if (known && GDK_IS_DRAG_SURFACE(known)) continue;
                XWindowAttributes attributes;
                if (!XGetWindowAttributes(xdisplay, children[index], &attributes)) continue;
                if (attributes.map_state != IsViewable || attributes.class != InputOutput) continue;
                if (root_x < attributes.x || root_y < attributes.y
                    || root_x >= attributes.x + attributes.width + 2 * attributes.border_width
                    || root_y >= attributes.y + attributes.height + 2 * attributes.border_width) continue;
                shows = is_inside(xdisplay, ours, children[index], root);
                break;
            }
            if (children) XFree(children);
        }
    }
    gdk_x11_display_error_trap_pop_ignored(display);
    return shows;
}
#else
gboolean dd_x11_surface_shows_at_pointer(GdkSurface *surface) {
    (void)surface;
    return FALSE;
}
#endif
