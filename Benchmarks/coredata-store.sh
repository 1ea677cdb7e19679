#!/usr/bin/env bash
# The on-device Core Data store migration against `sqlite3` copying the same rows, in one
# run: see Benchmarks/CoreDataStoreBenchmark/Package.swift. From the repository root:
#
#   Benchmarks/coredata-store.sh [rows per entity, default 500000] [rounds, default 3]
#
# Each round times (1) `CoreDataStoreMigration.runSynchronously` in a fresh process (release
# build, linking ModelRuntime and GRDB only): reading the store, creating the database at
# its version with the migrator, the copy with its counts and foreign-key check, migrating
# to the newest version, linking into place; and (2) the `sqlite3` shell
# copying the same columns into the same schema with `INSERT … SELECT` across an attached
# database in one transaction (the schema created beforehand, untimed). Medians compared.
set -euo pipefail
rows=${1:-500000}
rounds=${2:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
command -v sqlite3 > /dev/null || { echo "needs the sqlite3 shell" >&2; exit 2; }
swift build --package-path "$root/Tool" --product modelc > /dev/null
swift build -c release --package-path "$root/Benchmarks/CoreDataStoreBenchmark" > /dev/null
modelc="$root/Tool/.build/debug/modelc"
bench="$root/Benchmarks/CoreDataStoreBenchmark/.build/release/CoreDataStoreBenchmark"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixture="$root/Benchmarks/CoreDataStore"
cp -R "$fixture/Blog.xcdatamodeld" "$work/"
cd "$work"
"$modelc" import coredata Blog.xcdatamodeld --name Blog --output models/Blog > /dev/null
"$modelc" migrate make models/Blog > /dev/null
"$bench" make-store Blog.sqlite "$rows" "$fixture/store.sql"
sed 's/{store}/Blog.sqlite/' "$fixture/copy.sql" > copy.sql

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
device=(); copy=(); peak=()
for round in $(seq "$rounds"); do
    out=$("$bench" migrate Blog.sqlite models/Blog migrations/Blog "device-$round.sqlite")
    device+=("$(echo "$out" | awk '{ print $2 }')"); peak+=("$(echo "$out" | awk '{ print $4 }')")
    sqlite3 "device-$round.sqlite" "SELECT sql || ';' FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'modelc_%' AND name != 'grdb_migrations' ORDER BY rowid" \
        | sqlite3 "copy-$round.sqlite"
    start=$(date +%s.%N)
    sqlite3 "copy-$round.sqlite" < copy.sql
    end=$(date +%s.%N)
    copy+=("$(echo "$end - $start" | bc -l)")
    rm -f "device-$round.sqlite" "copy-$round.sqlite"
done
d=$(printf '%s\n' "${device[@]}" | median); c=$(printf '%s\n' "${copy[@]}" | median); p=$(printf '%s\n' "${peak[@]}" | median)
printf 'on-device store migration, %d rows: %.2f s (rounds %s), peak RSS %d MB\n' $((2 * rows)) "$d" "$(printf '%.2f ' "${device[@]}")" $((p / 1024))
printf 'sqlite3 INSERT … SELECT of the same rows: %.2f s (rounds %s)\n' "$c" "$(printf '%.2f ' "${copy[@]}")"
printf 'ratio %.2f×\n' "$(echo "$d / $c" | bc -l)"
