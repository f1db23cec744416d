#!/bin/bash
# Time of two engines at a fixed node count (the same tree when a change only makes a node
# cheaper), from plies 14, 24 and 34 of tests/bench/depth-nps.sh's game, the two alternating
# so that the machine's load falls on both; prints each pair and the median ratio B / A of the
# user times. A benchmark, not a test.
#   bash tests/bench/paired-time.sh --a PATH --b PATH [--rounds N] [--nodes N]
set -euo pipefail
cd "$(dirname "$0")/../.."
a="" b="" rounds=6 nodes=1500000
while [ $# -gt 0 ]; do
  case "$1" in
    --a) a=$2; shift 2 ;;
    --b) b=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    *) echo "paired-time.sh: unknown option '$1' (expected --a PATH, --b PATH, --rounds N, --nodes N)" >&2; exit 2 ;;
  esac
done
if [ -z "$a" ] || [ -z "$b" ]; then echo "paired-time.sh: --a PATH and --b PATH are required (two wallrace builds)" >&2; exit 2; fi
# The game of tests/bench/depth-nps.sh, read from there (one copy of it).
game=$(sed -n 's/^game="\(.*\)"$/\1/p' tests/bench/depth-nps.sh)
[ -n "$game" ] || { echo "paired-time.sh: no game line in tests/bench/depth-nps.sh" >&2; exit 2; }
usertime() { { /usr/bin/time -f "%U" "$1" bestmove --rules walls --moves "$2" --nodes "$nodes" >/dev/null; } 2>&1 | tail -1; }
printf '%-6s %8s %8s %7s\n' ply "A (s)" "B (s)" "B / A"
for ((r = 0; r < rounds; ++r)); do
  for cut in 14 24 34; do
    moves=$(echo $game | cut -d' ' -f1-$cut)
    ta=$(usertime "$a" "$moves")
    tb=$(usertime "$b" "$moves")
    awk -v p="$cut" -v x="$ta" -v y="$tb" 'BEGIN { printf "%-6s %8.2f %8.2f %7.3f\n", p, x, y, (x > 0 ? y / x : 1) }'
  done
done | tee /dev/stderr | sort -k4 -n | awk '{ r[NR] = $4; ta += $2; tb += $3 } END {
  printf "pairs %d, median B / A %.3f, total A %.2f s, B %.2f s\n", NR, r[int((NR + 1) / 2)], ta, tb }'
