// The fair native baseline for the GTK benchmarks (issue 14): GTK's own virtualised grid,
// GtkGridView, over a GListStore of GtkStringObjects, 7 columns of 100×100 labels, every
// item with a GtkDragSource and a GtkDropTarget; a drop reorders the store. It measures
// what dragdrop-gtk-benchmark measures for this project's collection, the same way:
//
//   first_frame_ms   from the start of main to the end of the first painted frame
//   drop_ms          the work of a reorder of the store (an item moved 20 places, in the
//                    middle of the list, where the window shows it): the change itself plus
//                    the frame that paints it (update → after-paint), without the wait for
//                    the frame clock's tick in between
//   frame_ms         each frame's cost while the harness drags (frame clock update →
//                    after-paint), after --warmup seconds; with --scroll, while the grid
//                    scrolls down 8 px a frame instead (every pixel of the view repainted)
//   peak_rss_kb      VmHWM
//
// Usage: gtk-gridview-baseline --cells N --warmup S --seconds S [--drops K | --scroll] --report FILE
// Driven by Tests/EndToEnd/gtk_benchmark.py.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gint64 started_at;
static double first_frame_ms = -1;
static GArray *frame_times;   // double, ms
static GArray *drop_times;    // double, ms
static gint64 frame_start;
static double drop_change_ms = -1;  // the last drop's change, until its frame is painted
static gboolean measuring;
static int drops_wanted;
static int cell_count = 10000;
static double warmup = 3, seconds = 8;
static const char *report_path = "/dev/stdout";
static GListStore *store;
static GtkWidget *grid, *scrolled;
static guint drag_from;
static gboolean forward = TRUE;
static gboolean scrolls;

static long peak_rss_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long value = 0;
    while (status && fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) value = strtol(line + 6, NULL, 10);
    }
    if (status) fclose(status);
    return value;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(GArray *values, double fraction) {
    if (values->len == 0) return 0;
    double *sorted = g_memdup2(values->data, values->len * sizeof(double));
    qsort(sorted, values->len, sizeof(double), compare_doubles);
    double result;
    if (fraction == 0.5) {
        guint middle = values->len / 2;
        result = values->len % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    } else {
        guint index = (guint)(values->len * fraction + 0.999999);
        result = sorted[MIN(values->len, MAX(index, 1)) - 1];
    }
    g_free(sorted);
    return result;
}

static void write_json_array(FILE *out, GArray *values) {
    fputc('[', out);
    for (guint i = 0; i < values->len; i++) fprintf(out, "%s%.3f", i ? ", " : "", g_array_index(values, double, i));
    fputc(']', out);
}

static gboolean finish(gpointer data) {
    FILE *out = fopen(report_path, "w");
    if (!out) exit(1);
    fprintf(out, "{\"mode\": \"gridview\", \"cells\": %d, \"first_frame_ms\": %.3f, \"median_ms\": %.3f, \"p95_ms\": %.3f, "
                 "\"frames\": %u, \"drop_median_ms\": %.3f, \"drops\": ",
            cell_count, first_frame_ms, percentile(frame_times, 0.5), percentile(frame_times, 0.95), frame_times->len,
            percentile(drop_times, 0.5));
    write_json_array(out, drop_times);
    fprintf(out, ", \"peak_rss_kb\": %ld}\n", peak_rss_kb());
    fclose(out);
    exit(0);
    return G_SOURCE_REMOVE;
}

static void on_update(GdkFrameClock *clock, gpointer data) { frame_start = g_get_monotonic_time(); }

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    gint64 now = g_get_monotonic_time();
    if (first_frame_ms < 0) first_frame_ms = (now - started_at) / 1000.0;
    if (measuring && frame_start) {
        double ms = (now - frame_start) / 1000.0;
        g_array_append_val(frame_times, ms);
    }
    if (drop_change_ms >= 0 && frame_start) {
        double ms = drop_change_ms + (now - frame_start) / 1000.0;
        g_array_append_val(drop_times, ms);
        drop_change_ms = -1;
    }
    frame_start = 0;
}

static void on_realize(GtkWidget *widget, gpointer data) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    g_signal_connect(clock, "update", G_CALLBACK(on_update), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
}

/// The list item a cell widget shows (kept on the widget at setup).
static guint position_of(GtkWidget *cell) {
    GtkListItem *item = g_object_get_data(G_OBJECT(cell), "list-item");
    return item ? gtk_list_item_get_position(item) : GTK_INVALID_LIST_POSITION;
}

static void move_item(guint from, guint to) {
    GObject *item = g_list_model_get_item(G_LIST_MODEL(store), from);
    g_list_store_remove(store, from);
    g_list_store_insert(store, to, item);
    g_object_unref(item);
}

static GdkContentProvider *on_prepare(GtkDragSource *source, double x, double y, gpointer data) {
    GtkWidget *cell = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(source));
    drag_from = position_of(cell);
    GtkStringObject *object = g_list_model_get_item(G_LIST_MODEL(store), drag_from);
    GdkContentProvider *provider = gdk_content_provider_new_typed(G_TYPE_STRING, gtk_string_object_get_string(object));
    g_object_unref(object);
    return provider;
}

static gboolean on_drop(GtkDropTarget *target, const GValue *value, double x, double y, gpointer data) {
    GtkWidget *cell = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(target));
    guint to = position_of(cell);
    if (to == GTK_INVALID_LIST_POSITION || drag_from == GTK_INVALID_LIST_POSITION || to == drag_from) return FALSE;
    move_item(drag_from, to);
    return TRUE;
}

static void on_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_widget_set_size_request(label, 100, 100);
    gtk_widget_add_css_class(label, "dragdrop-cell");
    g_object_set_data(G_OBJECT(label), "list-item", item);
    GtkDragSource *source = gtk_drag_source_new();
    gtk_drag_source_set_actions(source, GDK_ACTION_MOVE);
    g_signal_connect(source, "prepare", G_CALLBACK(on_prepare), NULL);
    gtk_widget_add_controller(label, GTK_EVENT_CONTROLLER(source));
    GtkDropTarget *target = gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_MOVE);
    g_signal_connect(target, "drop", G_CALLBACK(on_drop), NULL);
    gtk_widget_add_controller(label, GTK_EVENT_CONTROLLER(target));
    gtk_list_item_set_child(item, label);
}

static void on_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkStringObject *object = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(object));
}

/// One programmatic drop every 120 ms: the first item of the second row shown moves 20
/// places on (then back), as a drop there would move it.
static gboolean next_drop(gpointer data) {
    if ((int)drop_times->len >= drops_wanted) {
        finish(NULL);
        return G_SOURCE_REMOVE;
    }
    // The first item of the second row the window shows: rows are equally high.
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    guint rows = (cell_count + 6) / 7;
    double row_height = gtk_adjustment_get_upper(adjustment) / MAX(rows, 1);
    guint first = row_height > 0 ? ((guint)(gtk_adjustment_get_value(adjustment) / row_height) + 1) * 7 : GTK_INVALID_LIST_POSITION;
    if (first == GTK_INVALID_LIST_POSITION || first + 20 >= (guint)cell_count) return G_SOURCE_CONTINUE;
    gint64 before = g_get_monotonic_time();
    if (forward) move_item(first, first + 20); else move_item(first + 20, first);
    drop_change_ms = (g_get_monotonic_time() - before) / 1000.0;
    forward = !forward;
    return G_SOURCE_CONTINUE;
}

/// Scrolls the grid down 8 px, once per frame.
static gboolean scroll_step(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 8);
    return G_SOURCE_CONTINUE;
}

static gboolean after_warmup(gpointer data) {
    measuring = TRUE;
    g_array_set_size(frame_times, 0);
    if (drops_wanted > 0) {
        g_timeout_add(120, next_drop, NULL);
    } else {
        if (scrolls) gtk_widget_add_tick_callback(scrolled, scroll_step, NULL, NULL);
        g_timeout_add((guint)(seconds * 1000), finish, NULL);
    }
    return G_SOURCE_REMOVE;
}

/// Scrolls to the middle of the list once it is laid out (drops happen there), the way the
/// grid's own keyboard navigation scrolls: its "list.scroll-to-item" action. (Setting the
/// vertical adjustment half-way left GTK 4.8's grid blank, with no widget bound: its drops
/// then painted nothing and measured 0.3 ms.)
static gboolean scroll_to_middle(gpointer data) {
    gtk_widget_activate_action(grid, "list.scroll-to-item", "u", (guint)(cell_count / 2));
    return G_SOURCE_REMOVE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, ".dragdrop-cell { background: #fafafa; border-radius: 6px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
    gpointer *items = g_new(gpointer, cell_count);
    char text[16];
    for (int i = 0; i < cell_count; i++) {
        snprintf(text, sizeof text, "%d", i + 1);
        items[i] = gtk_string_object_new(text);
    }
    g_list_store_splice(store, 0, 0, items, cell_count);
    for (int i = 0; i < cell_count; i++) g_object_unref(items[i]);
    g_free(items);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(on_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(on_bind), NULL);
    grid = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(store))), factory);
    gtk_grid_view_set_min_columns(GTK_GRID_VIEW(grid), 7);
    gtk_grid_view_set_max_columns(GTK_GRID_VIEW(grid), 7);
    scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), grid);
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "benchmark gridview");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 700);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);
    gtk_window_present(GTK_WINDOW(window));
    if (drops_wanted > 0) g_timeout_add(300, scroll_to_middle, NULL);
    g_timeout_add((guint)(warmup * 1000), after_warmup, NULL);
}

int main(int argc, char **argv) {
    started_at = g_get_monotonic_time();
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--scroll")) { scrolls = TRUE; continue; }
        if (i + 1 >= argc) break;
        const char *value = argv[++i];
        if (!strcmp(argv[i - 1], "--cells")) cell_count = atoi(value);
        else if (!strcmp(argv[i - 1], "--warmup")) warmup = atof(value);
        else if (!strcmp(argv[i - 1], "--seconds")) seconds = atof(value);
        else if (!strcmp(argv[i - 1], "--drops")) drops_wanted = atoi(value);
        else if (!strcmp(argv[i - 1], "--report")) report_path = value;
    }
    frame_times = g_array_new(FALSE, FALSE, sizeof(double));
    drop_times = g_array_new(FALSE, FALSE, sizeof(double));
    GtkApplication *app = gtk_application_new("org.dragdrop.gridview-baseline", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *plain[] = { argv[0], NULL };
    return g_application_run(G_APPLICATION(app), 1, plain);
}
