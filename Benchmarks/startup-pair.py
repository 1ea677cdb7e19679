#!/usr/bin/env python3
# Start-up of two (or more) modelc binaries, alternating: `modelc validate models/Library`
# run 30 times per binary in turn, each run's user + system time from wait4, medians.
#
#     python3 Benchmarks/startup-pair.py BINARY [BINARY…]     # from the repository root
import os
import statistics
import sys

bins = sys.argv[1:]
res = {b: [] for b in bins}
for i in range(30):
    for b in bins:
        pid = os.fork()
        if pid == 0:
            fd = os.open(os.devnull, os.O_WRONLY); os.dup2(fd, 1); os.dup2(fd, 2)
            os.execv(b, [b, "validate", "models/Library"])
        _, status, ru = os.wait4(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{b} validate models/Library failed")
        res[b].append((ru.ru_utime + ru.ru_stime) * 1000)
for b in bins:
    print(b, "median CPU %.2f ms" % statistics.median(res[b]))
