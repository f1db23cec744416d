#!/usr/bin/env bash
# Builds the WebAssembly module into web/engine/ (or $1 with extra cmake options after it).
# usage: wasm/build.sh [outdir builddir -Dopts...]
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # emcc's JS tools need Debian's node modules
unset EM_CACHE                       # Debian's cache is frozen; a private one fails
out="${1:-$PWD/web/engine}"
dir="${2:-build-wasm}"
shift $(( $# > 2 ? 2 : $# )) || true
emcmake cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DWALLRACE_WASM_OUT="$out" "$@" >/dev/null
cmake --build "$dir" -j2
