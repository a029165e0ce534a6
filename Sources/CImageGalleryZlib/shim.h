// zlib from Debian (zlib1g-dev): inflating the start of a PNG's image data to see whether a
// row of pixels is there at all (PixelDataScan).
#include <zlib.h>
