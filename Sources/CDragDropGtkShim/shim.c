// C helpers of the GTK front end: the lazy GdkContentProvider subclass, and two X11 event
// watchers (a finished drop kept by GDK, Escape during a grabbed drag).
#include "CDragDropGtkShim.h"

#define DD_TYPE_LAZY_PROVIDER (dd_lazy_provider_get_type())
G_DECLARE_FINAL_TYPE(DDLazyProvider, dd_lazy_provider, DD, LAZY_PROVIDER, GdkContentProvider)

struct _DDLazyProvider {
    GdkContentProvider parent_instance;
    GdkContentFormats *formats;
    DDLazyWriteFunc write;
    gpointer context;
    GDestroyNotify destroy;
};

G_DEFINE_TYPE(DDLazyProvider, dd_lazy_provider, GDK_TYPE_CONTENT_PROVIDER)

static GdkContentFormats *dd_lazy_provider_ref_formats(GdkContentProvider *provider) {
    return gdk_content_formats_ref(DD_LAZY_PROVIDER(provider)->formats);
}

static void dd_lazy_provider_write_mime_type_async(GdkContentProvider *provider, const char *mime_type,
                                                   GOutputStream *stream, int io_priority,
                                                   GCancellable *cancellable, GAsyncReadyCallback callback,
                                                   gpointer user_data) {
    DDLazyProvider *self = DD_LAZY_PROVIDER(provider);
    GTask *task = g_task_new(provider, cancellable, callback, user_data);
    g_task_set_priority(task, io_priority);
    g_task_set_source_tag(task, dd_lazy_provider_write_mime_type_async);
    self->write(self->context, mime_type, stream, task);
}

static gboolean dd_lazy_provider_write_mime_type_finish(GdkContentProvider *provider, GAsyncResult *result,
                                                        GError **error) {
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void dd_lazy_provider_finalize(GObject *object) {
    DDLazyProvider *self = DD_LAZY_PROVIDER(object);
    if (self->destroy) self->destroy(self->context);
    gdk_content_formats_unref(self->formats);
    G_OBJECT_CLASS(dd_lazy_provider_parent_class)->finalize(object);
}

static void dd_lazy_provider_class_init(DDLazyProviderClass *klass) {
    GdkContentProviderClass *provider_class = GDK_CONTENT_PROVIDER_CLASS(klass);
    provider_class->ref_formats = dd_lazy_provider_ref_formats;
    provider_class->write_mime_type_async = dd_lazy_provider_write_mime_type_async;
    provider_class->write_mime_type_finish = dd_lazy_provider_write_mime_type_finish;
    G_OBJECT_CLASS(klass)->finalize = dd_lazy_provider_finalize;
}

static void dd_lazy_provider_init(DDLazyProvider *self) {}

GdkContentProvider *dd_lazy_provider_new(const char **mime_types, gsize count, DDLazyWriteFunc write,
                                         gpointer context, GDestroyNotify destroy) {
    DDLazyProvider *self = g_object_new(DD_TYPE_LAZY_PROVIDER, NULL);
    self->formats = gdk_content_formats_new(mime_types, (guint)count);
    self->write = write;
    self->context = context;
    self->destroy = destroy;
    return GDK_CONTENT_PROVIDER(self);
}

void dd_lazy_provider_return(GTask *task, gboolean ok, const char *message) {
    if (ok) {
        g_task_return_boolean(task, TRUE);
    } else {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", message ? message : "no data");
    }
    g_object_unref(task);
}

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XInput2.h>

static gboolean dd_x11_swallow_stale_action_list(GdkX11Display *display, gpointer xevent, gpointer data) {
    const XEvent *event = xevent;
    DDReceivingFunc receiving = (DDReceivingFunc)data;
    if (event->type != PropertyNotify) return FALSE;
    Atom actions = gdk_x11_get_xatom_by_name_for_display(GDK_DISPLAY(display), "XdndActionList");
    return event->xproperty.atom == actions && !receiving();
}

static gboolean dd_x11_escape_pressed(GdkX11Display *display, gpointer xevent, gpointer data) {
    const XEvent *event = xevent;
    guint keycode;
    if (event->type == KeyPress) {
        keycode = event->xkey.keycode;
    } else if (event->type == GenericEvent && event->xcookie.data && event->xcookie.evtype == XI_KeyPress) {
        // GTK 4 reads input through XInput 2; GDK has fetched the cookie's data already.
        keycode = ((const XIDeviceEvent *)event->xcookie.data)->detail;
    } else {
        return FALSE;
    }
    guint keyval = 0;
    if (!gdk_display_translate_key(GDK_DISPLAY(display), keycode, 0, 0, &keyval, NULL, NULL, NULL)) return FALSE;
    return keyval == GDK_KEY_Escape && ((DDEscapeFunc)data)();
}
#endif

void dd_x11_watch_escape(GdkDisplay *display, DDEscapeFunc escape) {
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) {
        g_signal_connect(display, "xevent", G_CALLBACK(dd_x11_escape_pressed), (gpointer)escape);
    }
#endif
}

void dd_x11_guard_finished_drops(GdkDisplay *display, DDReceivingFunc receiving) {
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) {
        g_signal_connect(display, "xevent", G_CALLBACK(dd_x11_swallow_stale_action_list), (gpointer)receiving);
    }
#endif
}
