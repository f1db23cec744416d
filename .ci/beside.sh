#!/usr/bin/env bash
# Runs two parts of npm test at once, so a 2-core machine keeps both cores busy:
#   .ci/beside.sh "FIRST" "SECOND"
# FIRST (the JS and Chromium suites, whose tests wait on pages and workers much of the
# time) runs at normal priority with its output as it comes; SECOND (the sanitizer and
# fuzz builds and runs, which only need CPU) runs at nice 10 in the cores FIRST leaves
# idle, its output kept in build/beside.log and printed when both are done.
# Neither part's tests change; the exit status fails if either part fails.
set -uo pipefail
cd "$(dirname "$0")/.."
first=$1 second=$2
log=build/beside.log
mkdir -p build
echo "beside.sh: running [$second] at nice 10 beside [$first]; its output: $log"
# Each part's time is printed after it (where the suite's minutes go).
timed='t0=$SECONDS; bash -c "$1"; r=$?; echo "beside.sh: [$1] took $((SECONDS - t0)) s (exit $r)"; exit $r'
nice -n 10 bash -c "$timed" _ "$second" >"$log" 2>&1 &
pid=$!
bash -c "$timed" _ "$first"; a=$?
wait "$pid"; b=$?
echo "---- output of [$second] (run beside, kept in $log) ----"
cat "$log"
echo "----"
[ "$a" = 0 ] || echo "beside.sh: [$first] FAILED (exit $a)" >&2
[ "$b" = 0 ] || echo "beside.sh: [$second] FAILED (exit $b)" >&2
[ "$a" = 0 ] && [ "$b" = 0 ]
