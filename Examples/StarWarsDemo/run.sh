#!/usr/bin/env bash
# The end-to-end demo: sync the bundled Star Wars films into SQLite through records
# generated from version 1 of models/StarWars, evolve the model to versions 2 and 3,
# migrate the database with its data, and inspect it.
#
#   bash Examples/StarWarsDemo/run.sh [work-folder]
#
# Needs only the Swift toolchain (and SQLite's library, as modelc itself does). The
# work folder (a new temporary one unless given) keeps the databases and the generated
# app's sources; the app's build, with its copy of GRDB, stays in this example's
# `.build/` and is reused by the next run rather than left in the work folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/modelc-demo.XXXXXX")}
mkdir -p "$work"
database="$work/starwars.sqlite"
films="$root/Examples/StarWarsApp/Sources/StarWarsApp/films.json"
rm -f "$database" "$work/starwars-v1-backup.sqlite"

step() { printf '\n==> %s\n' "$*"; }

step "Building modelc"
# shellcheck disable=SC2086 # MODELC_BUILD_FLAGS (set by .ci/run, so its build is reused) are words
swift build --package-path "$root/Tool" --product modelc ${MODELC_BUILD_FLAGS:-} 2>&1 | tail -1
modelc() { "$root/Tool/.build/debug/modelc" "$@"; }

step "Validating the model (3 versions)"
modelc validate "$root/models/StarWars"

step "Generating Swift records from models/StarWars@1 into the demo app"
rm -rf "$work/app"
mkdir -p "$work/app"
cp "$root/Examples/StarWarsDemo/Package.swift" "$work/app/"
cp -R "$root/Examples/StarWarsDemo/Sources" "$work/app/"
modelc generate "$root/models/StarWars@1" --output "$work/app/Sources/SyncFilms/Generated"

step "Building the demo app"
app_build="$root/Examples/StarWarsDemo/.build"
# shellcheck disable=SC2086 # as above
MODELC_ROOT="$root" swift build --package-path "$work/app" --scratch-path "$app_build" ${MODELC_BUILD_FLAGS:-} 2>&1 | tail -1

step "Syncing films.json at version 1 (the app migrates its database with its embedded migrations)"
MODELC_ROOT="$root" "$app_build/debug/SyncFilms" "$database" "$films"

step "The model evolves: what version 2 and version 3 change"
modelc diff "$root/models/StarWars@1" "$root/models/StarWars@2"
modelc diff "$root/models/StarWars@2" "$root/models/StarWars@3"

step "Migrating the database to version 3 with modelc migrate"
modelc migrate --db "$database" "$root/models/StarWars" --backup "$work/starwars-v1-backup.sqlite"

step "Inspecting the migrated database"
modelc inspect --db "$database"
modelc inspect --db "$database" --model "$root/models/StarWars"

step "Checking that every film is still there"
films() { modelc inspect --db "$1" | sed -n 's/^table "film": \([0-9]*\) rows.*/\1/p'; }
before=$(films "$work/starwars-v1-backup.sqlite")
after=$(films "$database")
echo "films before (backup taken by --backup): $before, after: $after"
if [ "$before" != "$after" ] || [ "$after" = "0" ]; then
    echo "error: films were lost" >&2
    exit 1
fi
echo "demo: ok (database at version 3 in $database)"
