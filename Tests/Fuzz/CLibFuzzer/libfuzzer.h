// libFuzzer's entry point for programs with a main of their own (compiler-rt's
// FuzzerInterface.h): runs the fuzzer with `argc`/`argv` as its command line, calling
// `callback` with each input. Linked in by -sanitize=fuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
