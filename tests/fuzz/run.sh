#!/usr/bin/env bash
# Builds the libFuzzer targets into build-fuzz/ and runs each in turn.
#   tests/fuzz/run.sh            what npm test does: 20000 runs each from the committed seeds
#                                (3000 for game, whose inputs are whole sessions of calls)
#   tests/fuzz/run.sh 50000      that many runs each
#   tests/fuzz/run.sh 600s       ten minutes each (also 10m), growing a working corpus in build-fuzz/corpus/
#   tests/fuzz/run.sh 600s game  only the named targets (notation position record game)
# A crash leaves its input in build-fuzz/artifacts/ and fails the script; reproduce it with
#   build-fuzz/fuzz_<target> build-fuzz/artifacts/<file>
# Add the input (or a smaller form of it) to tests/fuzz/corpus/<target>/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/../.."
budget="${1:-default}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(notation position record game)

case "$budget" in
  default) long=0 ;;
  *[0-9]s) limit=(-max_total_time="${budget%s}"); long=1 ;;
  *[0-9]m) limit=(-max_total_time=$(( ${budget%m} * 60 ))); long=1 ;;
  *[!0-9]* | "") echo "usage: tests/fuzz/run.sh [RUNS | SECONDSs | MINUTESm] [target...]" >&2; exit 2 ;;
  *) limit=(-runs="$budget" -seed=1); long=0 ;;
esac

cxx="${CXX_FUZZ:-clang++}"
if ! command -v "$cxx" >/dev/null; then echo "run.sh: $cxx not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; fi
gen=(); command -v ninja >/dev/null && gen=(-G Ninja)
if [ ! -f build-fuzz/CMakeCache.txt ]; then
  cmake -S tests/fuzz -B build-fuzz "${gen[@]}" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=None >/dev/null
fi
cmake --build build-fuzz -j2 >build-fuzz/build.log 2>&1 || { tail -40 build-fuzz/build.log >&2; exit 2; }

mkdir -p build-fuzz/artifacts
status=0
for t in "${targets[@]}"; do
  bin="build-fuzz/fuzz_$t"
  [ -x "$bin" ] || { echo "run.sh: no target '$t'" >&2; exit 2; }
  seeds="tests/fuzz/corpus/$t"
  dict=(); [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
  # New inputs go to the first folder, so the committed seeds stay small and hand-made.
  # A fixed number of runs starts from the seeds alone; a timed run grows a working corpus.
  if [ "$long" = 1 ]; then work="build-fuzz/corpus/$t"; else work="build-fuzz/corpus-runs/$t"; rm -rf "$work"; fi
  mkdir -p "$work"
  dirs=("$work" "$seeds")
  [ "$budget" = default ] && { if [ "$t" = game ]; then limit=(-runs=3000 -seed=1); else limit=(-runs=20000 -seed=1); fi; }
  log="build-fuzz/fuzz_$t.log"
  start=$(date +%s)
  if "$bin" "${limit[@]}" "${dict[@]}" -artifact_prefix="build-fuzz/artifacts/$t-" -print_final_stats=1 \
       -timeout=25 -rss_limit_mb=2048 "${dirs[@]}" >"$log" 2>&1; then
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    echo "fuzz $t: ok, ${execs:-?} executions in $(( $(date +%s) - start )) s, $cov"
  else
    echo "fuzz $t: FAILED (log: $log)" >&2
    grep -E "check failed|ERROR|runtime error|SUMMARY|Test unit written" "$log" | head -20 >&2 || tail -30 "$log" >&2
    status=1
  fi
done
exit $status
