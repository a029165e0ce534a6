// gexiv2 (GNOME's GObject wrapper of Exiv2, as Shotwell and Loupe's tools use it): the
// camera's metadata of a picture — EXIF, IPTC, XMP — read from its bytes.
#ifndef IMAGE_GALLERY_EXIF_SHIM_H
#define IMAGE_GALLERY_EXIF_SHIM_H
#include <gexiv2/gexiv2.h>
#endif
