// The C target needs one source file.
#include "CGtkShim.h"
