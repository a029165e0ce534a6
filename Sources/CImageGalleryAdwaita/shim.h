// libadwaita 1.2 for the Image Gallery (GNOME's application window, toasts, status pages,
// About window, style manager). The library products stay on plain GTK 4.
#ifndef IMAGE_GALLERY_ADWAITA_SHIM_H
#define IMAGE_GALLERY_ADWAITA_SHIM_H
#include <adwaita.h>
#endif
