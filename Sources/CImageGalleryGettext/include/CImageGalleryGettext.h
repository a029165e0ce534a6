#ifndef CIMAGEGALLERYGETTEXT_H
#define CIMAGEGALLERYGETTEXT_H
/* GNU gettext (in glibc) for Swift: libintl's functions may be macros, which Swift does not import. */
#include <libintl.h>
#include <locale.h>

/* Reads the user's locale from the environment (LC_ALL, LC_MESSAGES, LANG; LANGUAGE). */
static inline void ig_use_environment_locale(void) { setlocale(LC_ALL, ""); }
/* Where `domain`'s catalogs are (`directory`/LANG/LC_MESSAGES/`domain`.mo), read as UTF-8. */
static inline void ig_bind_domain(const char *domain, const char *directory) {
    if (directory) bindtextdomain(domain, directory);
    bind_textdomain_codeset(domain, "UTF-8");
}
static inline const char *ig_dgettext(const char *domain, const char *message) { return dgettext(domain, message); }
static inline const char *ig_dngettext(const char *domain, const char *singular, const char *plural, unsigned long n) {
    return dngettext(domain, singular, plural, n);
}
#endif
