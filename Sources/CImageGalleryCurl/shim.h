// libcurl for the gallery's downloads: one blocking transfer, run on a worker thread, that
// streams its body to a callback (which may stop it at once) and can be aborted from
// another thread. curl_easy_setopt is variadic, so the options are set here.
#ifndef IMAGE_GALLERY_CURL_SHIM_H
#define IMAGE_GALLERY_CURL_SHIM_H
#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/// Receives each chunk of the body; returns 0 to stop the transfer.
typedef int (*ig_curl_write_fn)(void *context, const char *bytes, size_t count);
/// Asked regularly; returns nonzero to abort the transfer.
typedef int (*ig_curl_abort_fn)(void *context);

typedef struct {
    CURLcode code;
    long status;
    curl_off_t declared_length;
    char content_type[256];
    char error[CURL_ERROR_SIZE];
} ig_curl_result;

typedef struct {
    ig_curl_write_fn write;
    ig_curl_abort_fn abort;
    void *context;
} ig_curl_callbacks;

static size_t ig_curl_write(char *bytes, size_t size, size_t count, void *user) {
    ig_curl_callbacks *callbacks = (ig_curl_callbacks *)user;
    return callbacks->write(callbacks->context, bytes, size * count) ? size * count : 0;
}

/// Notes a response's Content-Length: libcurl refuses one over the size limit before it
/// reports it (CURLINFO_CONTENT_LENGTH_DOWNLOAD_T is then -1), and the refusal names it.
static size_t ig_curl_header(char *line, size_t size, size_t count, void *user) {
    size_t length = size * count;
    static const char name[] = "content-length:";
    if (length > sizeof name - 1 && strncasecmp(line, name, sizeof name - 1) == 0) {
        char digits[32] = {0};
        size_t copied = length - (sizeof name - 1) < sizeof digits - 1 ? length - (sizeof name - 1) : sizeof digits - 1;
        memcpy(digits, line + sizeof name - 1, copied);
        *(curl_off_t *)user = (curl_off_t)strtoll(digits, NULL, 10);
    }
    return length;
}

static int ig_curl_progress(void *user, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    ig_curl_callbacks *callbacks = (ig_curl_callbacks *)user;
    return callbacks->abort(callbacks->context);
}

/// Fetches an http(s) URL (redirects followed, at most 10, http(s) only), refusing a declared
/// length over `max_size` before any body, within `timeout_ms`.
static inline void ig_curl_fetch(const char *url, long timeout_ms, long long max_size, ig_curl_write_fn write,
                                 ig_curl_abort_fn abort, void *context, ig_curl_result *result) {
    memset(result, 0, sizeof *result);
    CURL *curl = curl_easy_init();
    if (!curl) {
        result->code = CURLE_FAILED_INIT;
        return;
    }
    ig_curl_callbacks callbacks = { write, abort, context };
    struct curl_slist *headers = curl_slist_append(NULL, "Accept: image/*");
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(curl, CURLOPT_MAXREDIRS, 10L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_size);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, ig_curl_write);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &callbacks);
    curl_off_t header_length = -1;
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, ig_curl_header);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &header_length);
    curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, ig_curl_progress);
    curl_easy_setopt(curl, CURLOPT_XFERINFODATA, &callbacks);
    curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, result->error);
    curl_easy_setopt(curl, CURLOPT_USERAGENT, "ImageGallery/1.0");
    result->code = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result->status);
    curl_easy_getinfo(curl, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &result->declared_length);
    if (result->declared_length < 0) result->declared_length = header_length;
    char *type = NULL;
    if (curl_easy_getinfo(curl, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type) {
        strncpy(result->content_type, type, sizeof result->content_type - 1);
    }
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
}

#endif
