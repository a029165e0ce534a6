// A box that is a keyboard stop of its own, as a list row is.
//
// GTK 4 moves Tab into a container's children and never onto the container: a focusable
// GtkBox (a sidebar row holding a label and a hidden rename field) is skipped by Tab, and
// only a click or gtk_widget_grab_focus reaches it. DDFocusBox takes the focus itself on Tab
// and Shift+Tab, and lets it go on the next one; while a child has the focus (the rename
// field), Tab moves inside it first.

#include "CDragDropGtkShim.h"

typedef struct { GtkBox parent_instance; } DDFocusBox;
typedef struct { GtkBoxClass parent_class; } DDFocusBoxClass;

G_DEFINE_TYPE(DDFocusBox, dd_focus_box, GTK_TYPE_BOX)

static gboolean dd_focus_box_focus(GtkWidget *widget, GtkDirectionType direction) {
    GtkWidget *inner = gtk_widget_get_focus_child(widget);
    if (inner != NULL) return gtk_widget_child_focus(inner, direction);
    if (gtk_widget_is_focus(widget) || !gtk_widget_get_focusable(widget)) return FALSE;
    return gtk_widget_grab_focus(widget);
}

static void dd_focus_box_class_init(DDFocusBoxClass *class) {
    GTK_WIDGET_CLASS(class)->focus = dd_focus_box_focus;
}

static void dd_focus_box_init(DDFocusBox *box) {
    gtk_widget_set_focusable(GTK_WIDGET(box), TRUE);
}
