// Helpers for what Swift cannot import from GTK: macros, casts and variadic functions
// (in the style of swift-nio's CNIOLinux shims).
#ifndef CDRAGDROPGTKSHIM_H
#define CDRAGDROPGTKSHIM_H

#include <gtk/gtk.h>
#include <malloc.h>

static inline GtkWindow *dd_window(gpointer object) { return GTK_WINDOW(object); }
static inline GtkLabel *dd_label(gpointer object) { return GTK_LABEL(object); }
static inline GtkScrolledWindow *dd_scrolled(gpointer object) { return GTK_SCROLLED_WINDOW(object); }
static inline GtkEventController *dd_controller(gpointer object) { return GTK_EVENT_CONTROLLER(object); }
static inline GtkDragSource *dd_drag_source(gpointer object) { return GTK_DRAG_SOURCE(object); }
static inline GApplication *dd_gapplication(gpointer object) { return G_APPLICATION(object); }
static inline GtkGesture *dd_gesture(gpointer object) { return GTK_GESTURE(object); }
static inline GtkToggleButton *dd_toggle_button(gpointer object) { return GTK_TOGGLE_BUTTON(object); }
static inline GActionMap *dd_action_map(gpointer object) { return G_ACTION_MAP(object); }
static inline GtkBox *dd_box(gpointer object) { return GTK_BOX(object); }
static inline GtkButton *dd_button(gpointer object) { return GTK_BUTTON(object); }
static inline GtkPopover *dd_popover(gpointer object) { return GTK_POPOVER(object); }
static inline GtkImage *dd_image(gpointer object) { return GTK_IMAGE(object); }

/// Sets a string property by name (g_object_set is variadic, which Swift cannot call): for
/// properties without a setter in GTK 4.8, such as GtkSearchEntry's placeholder-text.
static inline void dd_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

static inline gulong dd_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                       gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}

static inline gboolean dd_has_control(GdkModifierType state) { return (state & GDK_CONTROL_MASK) != 0; }
static inline gboolean dd_has_shift(GdkModifierType state) { return (state & GDK_SHIFT_MASK) != 0; }
static inline gboolean dd_has_alt(GdkModifierType state) { return (state & GDK_ALT_MASK) != 0; }
static inline gboolean dd_has_super(GdkModifierType state) { return (state & GDK_SUPER_MASK) != 0; }
static inline gboolean dd_has_caps_lock(GdkModifierType state) { return (state & GDK_LOCK_MASK) != 0; }
/* The modifier keys held now on the keyboard of `display`'s default seat (0 without one). */
static inline GdkModifierType dd_keyboard_modifiers(GdkDisplay *display) {
    GdkSeat *seat = display ? gdk_display_get_default_seat(display) : NULL;
    GdkDevice *keyboard = seat ? gdk_seat_get_keyboard(seat) : NULL;
    return keyboard ? gdk_device_get_modifier_state(keyboard) : 0;
}

/* GLib's debug log of the "DragDrop" domain (g_debug is a variadic macro): GLib prints it,
   with a timestamp, when G_MESSAGES_DEBUG names the domain (or is "all"). */
static inline gboolean dd_debug_log_enabled(void) {
    return !g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, "DragDrop");
}
static inline void dd_debug_log(const char *message) { g_log("DragDrop", G_LOG_LEVEL_DEBUG, "%s", message); }

static inline GType dd_type_string(void) { return G_TYPE_STRING; }

static inline GdkDragAction dd_action_copy(void) { return GDK_ACTION_COPY; }
static inline GdkDragAction dd_action_move(void) { return GDK_ACTION_MOVE; }

/// A content provider offering one MIME type with bytes.
static inline GdkContentProvider *dd_provider_for_bytes(const char *mime, const void *data, gsize length) {
    GBytes *bytes = g_bytes_new(data, length);
    GdkContentProvider *provider = gdk_content_provider_new_for_bytes(mime, bytes);
    g_bytes_unref(bytes);
    return provider;
}

/// What assistive technologies read for a widget (variadic in GTK).
static inline void dd_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void dd_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}
/// An item's place among its siblings, as assistive technologies say it ("3 of 12"; 1-based).
static inline void dd_accessible_set_position(GtkWidget *widget, int position, int count) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_POS_IN_SET, position,
                                   GTK_ACCESSIBLE_RELATION_SET_SIZE, count, -1);
}
static inline void dd_accessible_set_selected(GtkWidget *widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}
/// A widget of `type` with an accessible role (the role can only be set at construction).
static inline GtkWidget *dd_widget_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}
/// The two GtkSettings properties that choose the theme variant (g_object_set is variadic).
static inline void dd_settings_set_prefer_dark(gboolean dark) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}
static inline void dd_settings_set_theme_name(const char *name) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings) g_object_set(settings, "gtk-theme-name", name, NULL);
}
static inline GType dd_box_type(void) { return GTK_TYPE_BOX; }
/// A GtkBox that Tab stops on itself, as on a list row (focusbox.c); GTK 4 otherwise moves
/// Tab only into a container's children.
GType dd_focus_box_get_type(void);

/// SIGTERM, SIGINT and SIGHUP quit `application` from its main loop, as its Quit action does
/// (signals.c), instead of ending the process where it stands.
void dd_application_quit_on_termination_signals(GApplication *application);

/// What dd_bounded_load made of encoded bytes: a pixbuf or an animation (the caller owns one
/// reference), or neither: refused (over the pixel limit, or a zero size, as the decoder
/// reported it in decoded_width × decoded_height) or failed (the GError says why). A picture
/// whose bytes end or break after some of its rows or scans decoded is the pixbuf of what
/// decoded, `partial` (the rows never reached are grey, as libjpeg leaves them), as Loupe shows it.
typedef struct {
    GdkPixbuf *pixbuf;
    GdkPixbufAnimation *animation;
    int decoded_width, decoded_height;
    gboolean refused;
    gboolean partial;
    int frames;  // how many frames an animation decoded here holds (0: gdk-pixbuf's own)
} DDBoundedLoadResult;
/// Decodes `bytes` no larger than `max_dimension` on the longer side (0: full size), refusing
/// before any pixel is allocated a picture the decoder says is over `max_pixels`; keeps a
/// picture of several frames as an animation when `keep_animation` (boundedload.c).
DDBoundedLoadResult dd_bounded_load(const guint8 *bytes, gsize length, int max_dimension, gint64 max_pixels,
                                    gboolean keep_animation, GError **error);
/// An animated WebP decoded frame by frame by libwebp, each frame scaled at once to fit
/// `max_dimension`, so that only frames of the size shown are kept (webpanimation.c). NULL
/// when the bytes are not an animated WebP this can decode (the caller decodes them otherwise),
/// or when `result` says why instead: refused (its canvas over `max_pixels`), or a still
/// pixbuf (its first frame, when all its frames at the size shown would pass `max_pixels`).
GdkPixbufAnimation *dd_webp_animation_load(const guint8 *bytes, gsize length, int max_dimension, gint64 max_pixels,
                                           DDBoundedLoadResult *result);

/// Encodes a pixbuf as PNG into a new buffer (free it with g_free).
static inline gboolean dd_pixbuf_save_png(GdkPixbuf *pixbuf, gchar **buffer, gsize *size, GError **error) {
    return gdk_pixbuf_save_to_buffer(pixbuf, buffer, size, "png", error, NULL);
}

/// Gives the memory malloc holds free back to the system (glibc keeps freed blocks in its
/// arenas, counted in the process's resident memory, until it is asked to trim them).
static inline void dd_return_freed_memory(void) { malloc_trim(0); }

/// Makes malloc serve each block of `bytes` or more with a mapping of its own, unmapped when it
/// is freed. glibc otherwise raises that threshold to the size of each such block freed (up to
/// 32 MB), and decoded pictures' pixels then live in its arenas, which do not shrink.
static inline void dd_map_allocations_from(size_t bytes) { mallopt(M_MMAP_THRESHOLD, (int)bytes); }

/// A content provider that produces each MIME type only when a drop asks for it: GDK calls
/// `write(context, mime, stream, task)`; the callee writes to `stream` (asynchronously is
/// fine) and then calls `dd_lazy_provider_return(task, ok, message)` exactly once.
/// `destroy(context)` runs when the provider is finalized.
typedef void (*DDLazyWriteFunc)(gpointer context, const char *mime, GOutputStream *stream, GTask *task);
GdkContentProvider *dd_lazy_provider_new(const char **mime_types, gsize count, DDLazyWriteFunc write,
                                         gpointer context, GDestroyNotify destroy);
void dd_lazy_provider_return(GTask *task, gboolean ok, const char *message);
/// Asked on X11 whether a drag from another application is being received now.
typedef gboolean (*DDReceivingFunc)(void);

/// GTK 4.8 on X11 keeps a finished GdkDrop as the display's current drop until the next
/// XdndEnter, still listening to its source window's XdndActionList; a source that starts
/// its next drag (setting that property before XdndEnter) makes GDK set actions on the
/// finished drop (a Gdk-CRITICAL). While nothing is being received, this swallows those
/// property changes: the next drop reads the action list itself when it enters. Nothing
/// on other backends.
void dd_x11_guard_finished_drops(GdkDisplay *display, DDReceivingFunc receiving);

/// Called on X11 for Escape pressed anywhere the application can see it — also during a
/// drag, when GDK's keyboard grab keeps the key from every widget; returns whether it was used.
typedef gboolean (*DDEscapeFunc)(void);

/// Watches the X11 display's raw key presses for Escape (nothing on other backends, where
/// the window's own key controller sees the key).
void dd_x11_watch_escape(GdkDisplay *display, DDEscapeFunc escape);

/// A container whose children each have a frame of their own (content coordinates), as in
/// GtkFixed, sized by its own size request only: placing a child allocates the canvas and
/// nothing above it. A child can glide to a new frame (cubic ease-out, on the frame clock);
/// a glide that keeps the child's size moves its render node in the canvas's snapshot, with
/// no layout. A widget to put in other containers like any other (canvas.c).
GtkWidget *dd_canvas_new(GtkAccessibleRole role);
/// A canvas that is a GtkScrollable: put in a GtkScrolledWindow (no GtkViewport), it shows
/// the part of its content the scrolled window's adjustments have in view, its children
/// drawn less the scroll offset (a scroll re-places them rather than moving the whole
/// content); its events have points of the part in view.
GtkWidget *dd_canvas_new_scrolling(GtkAccessibleRole role);
/// The size of the content a scrolling canvas scrolls over (its natural size).
void dd_canvas_set_content_size(GtkWidget *canvas, double width, double height);
/// Appends `child` (drawn above the children before it).
void dd_canvas_put(GtkWidget *canvas, GtkWidget *child);
void dd_canvas_remove(GtkWidget *canvas, GtkWidget *child);
/// Puts `child` at a frame: at once when `glide_seconds` is 0 (ending a glide) or the child
/// was never placed; else gliding there over `glide_seconds` from where it shows now
/// (mid-glide included), and a glide to where the child is, or glides to, changes nothing.
void dd_canvas_place(GtkWidget *canvas, GtkWidget *child, double x, double y, double width, double height,
                     double glide_seconds);

/// Shows `widget` at `to` opacity: fading from `from` over `duration` seconds (cubic
/// ease-out, on the frame clock) when `duration` > 0 and the widget is mapped, else at once. A
/// fade to the target it has, or fades to, changes nothing (fade.c).
void dd_widget_fade_opacity(GtkWidget *widget, double from, double to, double duration);

/// A paintable that plays an animated GIF or WebP at `width` × `height` (frames larger than
/// that are scaled down), each frame mirrored (when `mirrored`) then turned clockwise by
/// `quarter_turns`: it advances a frame only when the last one was drawn, so an animation
/// nobody shows costs nothing, and stops on a last frame that does not loop (animation.c).
/// The caller owns the returned reference.
#define DD_TYPE_ANIMATION (dd_animation_get_type())
G_DECLARE_FINAL_TYPE(DDAnimation, dd_animation, DD, ANIMATION, GObject)
GdkPaintable *dd_animation_new(GdkPixbufAnimation *animation, int width, int height, int quarter_turns, gboolean mirrored);
/// Set on a GdkPixbufAnimation that does not loop (as object data, a GUINT_TO_POINTER), a
/// DDAnimation plays it that many times (a WebP's loop count).
#define DD_ANIMATION_PLAYS "dd-animation-plays"
/// How many frames `paintable` has shown (0 when it is not a DDAnimation).
guint dd_animation_frames_shown(GdkPaintable *paintable);
/// Shows the frame that follows the one shown, as its delay ending would (what the timeout
/// of a drawn animation does; nothing on the last frame of one that does not loop).
void dd_animation_show_next_frame(GdkPaintable *paintable);
/// Pauses (or resumes) every animation at once: each keeps its frame and its place in time.
void dd_animations_set_paused(gboolean paused);
gboolean dd_animations_paused(void);

/// Places `child`, an overlay child of `overlay`, centred below the last text of `anchor`
/// (another of its children, such as a status page: below its description) with `spacing`
/// points between, wherever the overlay's size puts that text (overlay.c).
void dd_overlay_place_below_text(GtkOverlay *overlay, GtkWidget *child, GtkWidget *anchor, int spacing);

/// Whether `surface`'s X11 window is what shows at the pointer — the topmost window there,
/// a drag's icon left out, is it or its window manager's frame (x11pointer.c); FALSE off X11.
gboolean dd_x11_surface_shows_at_pointer(GdkSurface *surface);

/// An X11 read of a drop's data of our own (x11selection.c): GTK 4.8 reads at CurrentTime,
/// which Qt's sources refuse; this reads with the XdndDrop's timestamp, as XDND says.
typedef struct _DDSelectionRead DDSelectionRead;
/// Gets the bytes (NULL and `refused` when the source had none), once.
typedef void (*DDSelectionReadFunc)(const guint8 *bytes, gsize length, gboolean refused, gpointer data);
/// Remembers each XdndDrop's timestamp (nothing on other backends).
void dd_x11_remember_drop_times(GdkDisplay *display);
/// Converts the XdndSelection to `mime_type` into a window of ours with the last drop's
/// timestamp, INCR transfers included; NULL (and `done` never called) when not on X11 or no
/// drop was seen. `done` is called once, unless the read is cancelled first.
DDSelectionRead *dd_x11_read_drop_selection(GdkDisplay *display, const char *mime_type, DDSelectionReadFunc done, gpointer data);
/// Stops a read: `done` is not called; its window and bytes are released.
void dd_x11_selection_read_cancel(DDSelectionRead *read);

/// Another paintable shown at `width` × `height` as its intrinsic size (sizedpaintable.c):
/// a GtkPicture then is exactly that size, where it would take the paintable's full size.
#define DD_TYPE_SIZED_PAINTABLE (dd_sized_paintable_get_type())
G_DECLARE_FINAL_TYPE(DDSizedPaintable, dd_sized_paintable, DD, SIZED_PAINTABLE, GObject)
GdkPaintable *dd_sized_paintable_new(GdkPaintable *inner, int width, int height);
void dd_sized_paintable_set_size(GdkPaintable *paintable, int width, int height);

#endif
