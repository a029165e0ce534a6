// Termination signals as a request to quit: GLib delivers them on the main loop
// (g_unix_signal_add), where the application can end as its Quit action ends it.
#include <glib-unix.h>
#include <signal.h>
#include "CDragDropGtkShim.h"

static gboolean quit_on_signal(gpointer application) {
    g_application_quit(G_APPLICATION(application));
    return G_SOURCE_CONTINUE;
}

void dd_application_quit_on_termination_signals(GApplication *application) {
    g_unix_signal_add(SIGTERM, quit_on_signal, application);
    g_unix_signal_add(SIGINT, quit_on_signal, application);
    g_unix_signal_add(SIGHUP, quit_on_signal, application);
}
