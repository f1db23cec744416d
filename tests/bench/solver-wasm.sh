#!/usr/bin/env bash
# Verdict time of the detour solver in WebAssembly, per position, over 1000
# random positions (median and worst), against the same positions natively.
# usage: tests/bench/solver-wasm.sh [COUNT] [WALLS] [ALL]
#   WALLS: exact wall count of the positions (default -1: any); ALL=1: every
#   optimal move (the CLI's --best), default one (the page, the bot).
# Builds into build-solver-bench/ (gitignored); needs emscripten and a native
# build/wallrace for the table (generated here if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs
unset EM_CACHE
out=build-solver-bench
mkdir -p "$out"
table="$out/detour-table.bin"
if [ ! -f "$table" ] || [ "$(head -c 5 "$table" | tail -c 1 | od -An -tu1 | tr -d ' ')" != 2 ]; then
  if [ -f build/detour-table.bin ]; then cp build/detour-table.bin "$table"
  else build/wallrace solve-table --out "$table" --layers 3; fi
fi
core="core/rules.cpp core/position.cpp core/paths.cpp core/movegen.cpp core/notation.cpp core/game.cpp core/solver.cpp"
em++ -std=c++20 -O3 -DNDEBUG -Icore tests/bench/solver-bench.cpp $core -o "$out/solver-bench.cjs" \
  -sMODULARIZE -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH -sINITIAL_MEMORY=33554432 \
  -sEXPORTED_FUNCTIONS=_malloc,_free,_bench_load,_bench_random,_bench_solve,_bench_cache_mb \
  -sEXPORTED_RUNTIME_METHODS=cwrap,HEAPU8
g++ -std=c++20 -O3 -DNDEBUG -Icore tests/bench/solver-bench.cpp $core -o "$out/solver-bench"
echo "table: $(stat -c %s "$table") bytes, gzip -9: $(gzip -9 -c "$table" | wc -c) bytes"
node tests/bench/solver-wasm.mjs "$out" "${1:-1000}" "${2:--1}" "${3:-0}"
"$out/solver-bench" "$table" "${1:-1000}" "${2:--1}" "${3:-0}"
