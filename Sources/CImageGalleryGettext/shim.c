/* The functions are inline in include/CImageGalleryGettext.h. */
