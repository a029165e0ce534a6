// libadwaita 1.2 for the applications (GNOME's application window, toasts, status pages,
// About window, style manager). The library products stay on plain GTK 4.
#ifndef DRAGDROP_ADWAITA_SHIM_H
#define DRAGDROP_ADWAITA_SHIM_H
#include <adwaita.h>
#endif
