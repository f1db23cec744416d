#!/usr/bin/env bash
# The ctest solver-table: the detour table checked against on-demand solving
# (the doctest case marked skip in tests/unit-solver.cpp). The table is
# $WALLRACE_DETOUR_TABLE (npm run test:native sets it), else detour-table.bin
# in the build folder (npm run build:detour puts it there). Without either
# the test is reported as skipped (exit 77, ctest's SKIP_RETURN_CODE), not passed.
#   usage: tests/solver-table.sh build/tests/wallrace_tests build
set -uo pipefail
tests="$1"
table="${WALLRACE_DETOUR_TABLE:-$2/detour-table.bin}"
if [ ! -f "$table" ]; then
  echo "skipped: no detour table at $table (set WALLRACE_DETOUR_TABLE or run npm run build:detour)"
  exit 77
fi
echo "table: $table"
WALLRACE_DETOUR_TABLE="$table" exec "$tests" --no-skip --test-case="solver: a loaded table agrees with on-demand solving"
