#!/usr/bin/env bash
# How long a migration holds ACCESS EXCLUSIVE on a busy table: the single-transaction
# form against the non-blocking recipe, on the same change and the same rows, in the
# same run (a ratio, not an absolute time: the machine's speed cancels out).
#
#   scripts/with-postgres Benchmarks/postgres-exclusive-time.sh [rows] [modelc]
#
# The change (Tool/Tests/Fixtures/PostgresModels/Shop, 1 → 2) adds a required uuid column
# with gen_random_uuid() and an index to a table of `rows` rows (default 1,000,000): in
# one transaction that is a rewrite and an index build under ACCESS EXCLUSIVE; as a
# recipe (with --concurrent-indexes), phases 1, 3 and 6 take ACCESS EXCLUSIVE for
# catalog changes while the backfill (ROW EXCLUSIVE), the index build and the
# validation (SHARE UPDATE EXCLUSIVE) run beside readers and writers. Each phase is timed around psql (its start-up included).
set -euo pipefail
rows="${1:-1000000}"
modelc="${2:-Tool/.build/debug/modelc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shop=Tool/Tests/Fixtures/PostgresModels/Shop

"$modelc" compile "$shop@1" --dialect postgres > "$work/schema.sql"
"$modelc" diff "$shop@1" "$shop@2" --dialect postgres --format sql --single-transaction > "$work/single.sql"
"$modelc" diff "$shop@1" "$shop@2" --dialect postgres --format sql --concurrent-indexes > "$work/recipe.sql"

now() { date +%s%N; }
prepare() {
    createdb "$1"
    psql -X -q -v ON_ERROR_STOP=1 -d "$1" -f "$work/schema.sql"
    psql -X -q -v ON_ERROR_STOP=1 -d "$1" -c "INSERT INTO item SELECT g, 'item ' || g, g % 1000 FROM generate_series(1, $rows) g" -c "VACUUM ANALYZE item"
}

prepare single
start=$(now)
psql -X -q -v ON_ERROR_STOP=1 -d single -c 'BEGIN' -f "$work/single.sql" -c 'COMMIT'
single_ms=$(( ($(now) - start) / 1000000 ))

prepare recipe
# One file per phase: phase-N-<kind>.sql.
awk -v dir="$work" '/^-- modelc:phase / { file = dir "/phase-" $3 "-" $4 ".sql" } file { print > file }' "$work/recipe.sql"
exclusive_ms=0
total_ms=0
for file in $(ls "$work"/phase-*.sql | sort -t- -k2 -n); do
    kind="$(basename "$file" .sql | cut -d- -f3-)"
    start=$(now)
    case "$kind" in
        transaction) psql -X -q -v ON_ERROR_STOP=1 -d recipe -c 'BEGIN' -f "$file" -c 'COMMIT' ;;
        batches)
            statement="$(grep -v '^--' "$file" | sed 's/;$//')"
            while [ "$(psql -X -q -A -t -v ON_ERROR_STOP=1 -d recipe -c "WITH batch AS ($statement RETURNING 1) SELECT count(*) FROM batch")" != 0 ]; do :; done ;;
        no-transaction) psql -X -q -v ON_ERROR_STOP=1 -d recipe -f "$file" ;;
    esac
    ms=$(( ($(now) - start) / 1000000 ))
    total_ms=$(( total_ms + ms ))
    if grep -q 'lock: accessExclusive' "$file"; then exclusive_ms=$(( exclusive_ms + ms )); fi
    echo "recipe $(basename "$file" .sql): ${ms} ms"
done
echo "rows: $rows"
echo "single transaction: ACCESS EXCLUSIVE held ${single_ms} ms"
echo "recipe: ACCESS EXCLUSIVE held ${exclusive_ms} ms in all, ${total_ms} ms from first phase to last"
awk -v a="$exclusive_ms" -v b="$single_ms" 'BEGIN { printf "exclusive time, recipe / single transaction: %.3f\n", a / b }'
