#!/usr/bin/env bash
# Generates the detour solver's table that the page ships (web/engine/detour.table):
# every configuration with at most three walls placed, solved by build/wallrace.
# Regenerated only when the solver or the rules change (a stamp keeps their hash).
set -euo pipefail
cd "$(dirname "$0")/.."
out=web/engine/detour.table
stamp=web/engine/detour.table.stamp
sum=$(cat core/solver*.h core/solver*.cpp core/rules.cpp core/movegen.cpp core/position.cpp | sha256sum | cut -c1-16)
if [ -f "$out" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sum" ]; then
  echo "detour table up to date ($out)"
  [ -f build/detour-table.bin ] || cp "$out" build/detour-table.bin
  exit 0
fi
mkdir -p web/engine
build/wallrace solve-table --out "$out.tmp"
mv "$out.tmp" "$out"
cp "$out" build/detour-table.bin  # where the command-line tool looks for it
echo "$sum" > "$stamp"
echo "detour table: $(stat -c %s "$out") bytes, $(gzip -9c "$out" | wc -c) gzip'd"
