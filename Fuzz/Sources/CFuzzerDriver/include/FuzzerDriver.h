#ifndef MODELC_FUZZER_DRIVER_H
#define MODELC_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime linked by -sanitize=fuzzer): runs the fuzzing loop
/// with the command-line options libFuzzer understands, calling `callback` per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
