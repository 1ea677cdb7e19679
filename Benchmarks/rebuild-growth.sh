#!/usr/bin/env bash
# The rebuild's growth curve: modelc-bench's headline rebuild (a parent table with a
# random text key and two indexes, and a child table of as many rows) at each size,
# appending the CPU seconds of `modelc migrate` and of the minimal hand-written rebuild
# with modelc's settings to Benchmarks/growth/rebuild.csv, then drawing the plot.
#
#     bash Benchmarks/rebuild-growth.sh [sizes…]     # default: 100000 250000 500000 1000000 2000000 4000000
#
# Run from the repository root on a quiet machine; the 4M-row template alone is
# about 1.1 GB in the temporary folder. MODELC_BENCH_MODELC names a release modelc
# already built (otherwise modelc-bench builds one).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then sizes=(100000 250000 500000 1000000 2000000 4000000); fi
csv=Benchmarks/growth/rebuild.csv
mkdir -p Benchmarks/growth
rm -f "$csv"
swift build -c release --package-path Benchmarks --product modelc-bench
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/modelc-bench"
for rows in "${sizes[@]}"; do
    "$bench" rebuild --rows "$rows" --repetitions 1 --growth-csv "$csv"
done
if [ -f Benchmarks/plot-growth.py ]; then python3 Benchmarks/plot-growth.py; fi
