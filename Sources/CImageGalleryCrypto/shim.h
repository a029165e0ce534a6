// OpenSSL's libcrypto (which libcurl4-openssl-dev brings) for SHA-256: the name of each
// picture the gallery keeps is the digest of its bytes. The one-shot EVP call, not the
// deprecated SHA256_* functions.
#ifndef IMAGE_GALLERY_CRYPTO_SHIM_H
#define IMAGE_GALLERY_CRYPTO_SHIM_H
#include <openssl/evp.h>

/// Writes the 32-byte SHA-256 digest of `count` bytes at `bytes` to `digest`; returns 1 on success.
static inline int ig_sha256(const void *bytes, size_t count, unsigned char digest[32]) {
    unsigned int length = 0;
    return EVP_Digest(bytes, count, digest, &length, EVP_sha256(), NULL) == 1 && length == 32;
}

#endif
