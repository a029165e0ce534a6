// Placing an overlay child below the text of another: an empty page's button under its
// status page's description, wherever the window's size puts that text.
#include "CDragDropGtkShim.h"

typedef struct {
    GtkWidget *anchor;  // not referenced: the overlay's other child, which lives as long
    int spacing;
} DDPlacement;

/// The last mapped label among `widget`'s descendants, in order (a status page's description).
static GtkWidget *last_label(GtkWidget *widget) {
    GtkWidget *found = NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_get_mapped(child)) continue;
        if (GTK_IS_LABEL(child)) found = child;
        GtkWidget *inner = last_label(child);
        if (inner != NULL) found = inner;
    }
    return found;
}

static gboolean place_below(GtkOverlay *overlay, GtkWidget *widget, GdkRectangle *allocation, gpointer data) {
    DDPlacement *placement = data;
    if (widget != g_object_get_data(G_OBJECT(overlay), "dd-placed-child")) return FALSE;
    GtkWidget *label = last_label(placement->anchor);
    graphene_rect_t bounds;
    if (label == NULL || !gtk_widget_compute_bounds(label, GTK_WIDGET(overlay), &bounds)) return FALSE;
    int width, height, ignored;
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, &width, NULL, NULL);
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &ignored, &height, NULL, NULL);
    int overlay_width = gtk_widget_get_width(GTK_WIDGET(overlay)), overlay_height = gtk_widget_get_height(GTK_WIDGET(overlay));
    allocation->width = width;
    allocation->height = height;
    allocation->x = (overlay_width - width) / 2;
    // Below the text; never below the overlay's bottom edge.
    allocation->y = MIN((int)ceil(bounds.origin.y + bounds.size.height) + placement->spacing, MAX(0, overlay_height - height));
    return TRUE;
}

void dd_overlay_place_below_text(GtkOverlay *overlay, GtkWidget *child, GtkWidget *anchor, int spacing) {
    g_return_if_fail(GTK_IS_OVERLAY(overlay) && GTK_IS_WIDGET(child) && GTK_IS_WIDGET(anchor));
    DDPlacement *placement = g_new0(DDPlacement, 1);
    placement->anchor = anchor;
    placement->spacing = spacing;
    g_object_set_data(G_OBJECT(overlay), "dd-placed-child", child);
    g_signal_connect_data(overlay, "get-child-position", G_CALLBACK(place_below), placement, (GClosureNotify)(void (*)(void))g_free, 0);
}
