#!/usr/bin/env bash
# Applying a bundled model's PostgreSQL migration files with `modelc migrate` against
# `psql -f` of the same files (each with --single-transaction), on fresh databases,
# interleaved (which goes first alternates), in the same run: the ratio of the medians
# is what counts, with the median of each round's own ratio beside it.
#
#   scripts/with-postgres Benchmarks/postgres-apply.sh [modelc] [rounds] [models]
#
# `models` (default "StarWars Library") names folders under `models/` of the current
# directory, each with its `migrations/<Model>/postgres/` files. The wide model, whose
# migrations' own work dominates, is written by Benchmarks/wide-model.py:
#
#   mkdir -p /tmp/wide && cd /tmp/wide && "$repo/Benchmarks/wide-model.py" 200 models/Wide
#   "$modelc" migrate make models/Wide --dialect postgres
#   "$repo/scripts/with-postgres" "$repo/Benchmarks/postgres-apply.sh" "$modelc" 10 Wide
#
# modelc's side also loads the model, takes the advisory lock, creates and reads the
# history, checks the sum and staleness, counts the preflight and rows at stake,
# verifies each file against its model version (the DDL in a scratch schema, two
# catalog reads) and records it; psql's side runs the SQL only.
set -euo pipefail
modelc="${1:-Tool/.build/release/modelc}"
rounds="${2:-10}"
# An even number of rounds, so that each side runs first in half of them.
rounds=$(( rounds + rounds % 2 ))
models="${3:-StarWars Library}"
now() { date +%s%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
for model in $models; do
    files=(migrations/$model/postgres/0*.sql)
    : > /tmp/modelc-apply-m.txt
    : > /tmp/modelc-apply-p.txt
    run_modelc() {
        start=$(now); "$modelc" migrate --db "postgres:///m$round$model" "models/$model" --allow-destructive > /dev/null; end=$(now)
        echo $(( (end - start) / 1000 )) >> /tmp/modelc-apply-m.txt
    }
    run_psql() {
        start=$(now)
        for file in "${files[@]}"; do PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 --single-transaction -d "p$round$model" -f "$file" > /dev/null; done
        end=$(now)
        echo $(( (end - start) / 1000 )) >> /tmp/modelc-apply-p.txt
    }
    for round in $(seq "$rounds"); do
        createdb "m$round$model"; createdb "p$round$model"
        # Whichever runs first after the two CREATE DATABASEs shares the server with
        # their writing-out, so the order alternates.
        if [ $((round % 2)) = 1 ]; then run_modelc; run_psql; else run_psql; run_modelc; fi
        dropdb "m$round$model"; dropdb "p$round$model"
    done
    m=$(median < /tmp/modelc-apply-m.txt); p=$(median < /tmp/modelc-apply-p.txt)
    # Each round's two sides ran one after the other on the same server state: the
    # median of the rounds' own ratios is steadier than the ratio of the medians when
    # the machine's speed drifts during the run.
    paired=$(paste /tmp/modelc-apply-m.txt /tmp/modelc-apply-p.txt | awk '{ printf "%.4f\n", $1 / $2 }' | median)
    # Whichever side runs first in a round is slower, by 10-30% on the 200-entity model,
    # even after a CHECKPOINT, a sync and a pause before each side: the medians above
    # mix the two orders. The geometric mean of the rounds' ratios, over an even number
    # of rounds (half of them in each order), cancels that factor when it multiplies
    # both orders alike: the figure to compare with a target.
    balanced=$(paste /tmp/modelc-apply-m.txt /tmp/modelc-apply-p.txt | awk '{ s += log($1 / $2); n++ } END { printf "%.4f", exp(s / n) }')
    awk -v model="$model" -v n="${#files[@]}" -v m="$m" -v p="$p" -v r="$rounds" -v paired="$paired" -v balanced="$balanced" \
        'BEGIN { printf "%s (%d files): modelc migrate %.1f ms, psql -f %.1f ms (medians of %d): %.2fx; median of the rounds\x27 ratios %.2fx; their geometric mean %.2fx\n", model, n, m / 1000, p / 1000, r, m / p, paired, balanced }'
done
