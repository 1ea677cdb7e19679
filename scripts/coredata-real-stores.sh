#!/usr/bin/env bash
# Imports every Core Data store in a folder with modelc, then migrates each to the newest
# version, and prints one line per store and a summary. The stores are other projects'
# files: keep them outside this repository (see docs/coming-from-core-data.md, "Real stores").
#
#   scripts/coredata-real-stores.sh <Model.xcdatamodeld> <stores-folder> [store-glob [option …]]
#
# e.g. scripts/coredata-real-stores.sh ~/stores/zmessaging.xcdatamodeld ~/stores '*.wiredatabase'
#
# Options after the glob go to both imports (`--version-order FILE`, `--key Entity.attr`),
# but `--other-models`, which only the store's import takes.
#
# For each store it checks, besides modelc's own report:
# - the store's folder holds the same files, byte for byte, before and after;
# - every row of every `Z` entity table is in the new database: the store's rows counted
#   here with sqlite3 (on a copy of the store and its -wal file, whose committed rows a
#   store in WAL mode may hold alone), not by the importer, and compared with the rows of
#   the new database's entity tables; and `PRAGMA integrity_check` is ok after migrating.
# A store refused because an external-data file is missing (projects' test fixtures often
# ship without their `.<Store>_SUPPORT/_EXTERNAL_DATA` folder) is refused, as it should
# be; it is then also imported from a private copy given placeholder files, so the rest of
# its rows are checked too, and the line says how many placeholders it needed.
# Exit status: 0 when every store imported and migrated or was refused with a reason.
set -euo pipefail

usage='usage: coredata-real-stores.sh <Model.xcdatamodeld> <stores-folder> [store-glob [option …]]'
model=${1:?$usage}
stores=${2:?$usage}
glob=${3:-*.sqlite}
shift $(( $# < 3 ? $# : 3 ))
mapping=(); store_only=()
for option in "$@"; do
    if [ "$option" = --other-models ]; then store_only+=("$option"); else mapping+=("$option"); fi
done
# Both as absolute paths: the checks run in a folder of their own.
[ -d "$model" ] || { echo "no model folder at $model" >&2; exit 2; }
[ -d "$stores" ] || { echo "no stores folder at $stores" >&2; exit 2; }
model=$(cd "$model" && pwd)
stores=$(cd "$stores" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
modelc=${MODELC:-$root/Tool/.build/debug/modelc}
[ -x "$modelc" ] || swift build --package-path "$root/Tool" --product modelc
command -v sqlite3 > /dev/null || { echo "needs the sqlite3 shell" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$modelc" import coredata "$model" --name Store --output models/Store --fill-defaults ${mapping[@]+"${mapping[@]}"} > import.log 2>&1 \
    || { cat import.log; exit 1; }
"$modelc" migrate make models/Store > make.log 2>&1 || { cat make.log; exit 1; }
newest=$(ls models/Store | sed 's/\..*//' | sort -n | tail -1)

imported=0; refused=0; broken=0; total=0
for store in "$stores"/$glob; do
    [ -f "$store" ] || continue
    total=$((total + 1))
    name=$(basename "$store")
    # The whole folder, the hidden external-data folders too.
    before=$(cd "$stores" && find . -type f -print0 | sort -z | xargs -0 -r sha1sum | sha1sum)
    db="$work/$name.modelc.sqlite"
    source="$store"
    placeholders=0
    "$modelc" import coredata-store "$store" --model "$model" --db "$db" --name Store ${mapping[@]+"${mapping[@]}"} ${store_only[@]+"${store_only[@]}"} --format json > "$name.json" 2> "$name.err" || true
    if grep -q 'refers to external data' "$name.err" && [ ! -f "$db" ]; then
        copy="$work/copies/$name"
        mkdir -p "$copy"
        stem="${name%.*}"
        cp "$store" "$copy/"
        [ -f "$store-wal" ] && cp "$store-wal" "$copy/"
        [ -d "$stores/.${stem}_SUPPORT" ] && cp -r "$stores/.${stem}_SUPPORT" "$copy/"
        source="$copy/$name"
        while grep -q 'refers to external data' "$name.err" && [ "$placeholders" -lt 1000 ]; do
            missing=$(sed -n 's/.*refers to external data `\([^`]*\)`.*/\1/p' "$name.err" | head -1)
            missing="$copy/.${stem}_SUPPORT/_EXTERNAL_DATA/$(basename "$missing")"
            mkdir -p "$(dirname "$missing")"
            printf 'placeholder' > "$missing"
            placeholders=$((placeholders + 1))
            "$modelc" import coredata-store "$source" --model "$model" --db "$db" --name Store ${mapping[@]+"${mapping[@]}"} ${store_only[@]+"${store_only[@]}"} --format json > "$name.json" 2> "$name.err" || true
        done
    fi
    if [ -f "$db" ]; then
        version=$(sed -n 's/.*"version" *: *\([0-9]*\).*/\1/p' "$name.json" | head -1)
        # Counted on a copy: `immutable=1` would leave the -wal file's rows out, and a
        # plain open of the store itself could write beside it.
        counted="$work/counted/$name"
        mkdir -p "$counted"
        cp "$source" "$counted/$name"
        [ -f "$source-wal" ] && cp "$source-wal" "$counted/$name-wal"
        rows=0
        for table in $(sqlite3 "$counted/$name" "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z%' AND name NOT LIKE 'Z\_%' ESCAPE '\\'"); do
            rows=$((rows + $(sqlite3 "$counted/$name" "SELECT count(*) FROM \"$table\"")))
        done
        copied=0
        for table in $(sqlite3 "$db" "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'modelc%' AND name NOT LIKE 'sqlite%'"); do
            # An entity's table has a one-column key; a join table's has two.
            if [ "$(sqlite3 "$db" "SELECT count(*) FROM pragma_table_info('$table') WHERE pk > 0")" = 1 ]; then
                copied=$((copied + $(sqlite3 "$db" "SELECT count(*) FROM \"$table\"")))
            fi
        done
        if [ "$rows" != "$copied" ]; then
            status="imported at version $version, but the counts differ: $rows rows in the store's entity tables, $copied in the new one"
            broken=$((broken + 1))
        elif "$modelc" migrate --db "$db" models/Store --allow-destructive > "$name.migrate" 2>&1 \
            && [ "$(sqlite3 "$db" 'PRAGMA integrity_check')" = ok ]; then
            status="imported at version $version ($rows rows in the store's entity tables, $copied in the new one), migrated to $newest"
            if [ "$placeholders" -gt 0 ]; then
                status="refused: an external-data file is missing; from a copy with $placeholders placeholder file(s): $status"
                refused=$((refused + 1))
            else
                imported=$((imported + 1))
            fi
        else
            # The error, not the first line (which may be a migration that applied).
            reason=$(grep -m1 '^error:' "$name.migrate" || head -1 "$name.migrate")
            status="imported at version $version, but migrating failed: $reason"
            broken=$((broken + 1))
        fi
    else
        status="refused: $(grep -m1 '^error:' "$name.err" || head -1 "$name.err")"
        refused=$((refused + 1))
    fi
    after=$(cd "$stores" && find . -type f -print0 | sort -z | xargs -0 -r sha1sum | sha1sum)
    if [ "$before" != "$after" ]; then
        status="$status; THE STORE'S FOLDER CHANGED"
        broken=$((broken + 1))
    fi
    echo "$name: $status"
done
echo "$total stores: $imported imported and migrated, $refused refused, $broken failed"
# A run that found no store checked nothing: not a pass.
[ "$total" -gt 0 ] || { echo "no store in $stores matches '$glob'" >&2; exit 1; }
[ "$broken" -eq 0 ]
