#!/bin/bash
# Depth, nodes and nodes per second of a full-strength search at a fixed time
# per move (issue 13's figures), from the start of walls and from three
# middlegame positions of a Level 6 self-play game (plies 14, 24 and 34 of
# `wallrace match --rules walls --a 6 --b 6 --nodes 20000 --games 2
# --openings tests/data/openings-walls.txt --seed 3 --records FILE`).
# A benchmark, not a test: run it on a quiet machine and compare engines in
# one run.
#   bash tests/bench/depth-nps.sh [--movetime MS] [--engine PATH]... [--reps N] [--extra "ARGS"]
# (--extra: more bestmove options for every engine, e.g. --extra --no-book to search the start too)
set -euo pipefail
cd "$(dirname "$0")/../.."
movetime=1000 reps=3 engines=() extra=""
while [ $# -gt 0 ]; do
  case "$1" in
    --movetime) movetime=$2; shift 2 ;;
    --engine) engines+=("$2"); shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --extra) extra=$2; shift 2 ;;
    *) echo "depth-nps.sh: unknown option '$1' (expected --movetime MS, --engine PATH, --reps N, --extra ARGS)" >&2; exit 2 ;;
  esac
done
[ ${#engines[@]} -eq 0 ] && engines=(build/wallrace)
game="e2 e8 e6h e7 d2 f7 d3 g7 g6h c3v d4 d4h g7v f7 d7v f8 e4 f9 f4 f4h e8v g9 e4 c1v e3 g3v e2 e2v e1 f1v e2 f8h e3 h9"
positions=("" "$(echo $game | cut -d' ' -f1-14)" "$(echo $game | cut -d' ' -f1-24)" "$(echo $game | cut -d' ' -f1-34)")
names=("start" "ply 14" "ply 24" "ply 34")
printf '%-28s %-7s %6s %10s %9s %8s\n' engine position depth nodes "nodes/s" "used ms"
for engine in "${engines[@]}"; do
  for i in "${!positions[@]}"; do
    # The median of the repetitions (by time used); depth and nodes from that run.
    rows=()
    for ((r = 0; r < reps; ++r)); do
      t0=$(date +%s%N)
      out=$("$engine" bestmove --rules walls --moves "${positions[$i]}" --movetime "$movetime" $extra)
      t1=$(date +%s%N)
      last=$(echo "$out" | grep '^info depth' | tail -1)
      depth=$(echo "$last" | awk '{print $3}')
      nodes=$(echo "$last" | awk '{for (k = 1; k < NF; ++k) if ($k == "nodes") print $(k + 1)}')
      used=$(((t1 - t0) / 1000000))
      rows+=("$used $depth $nodes")
    done
    med=$(printf '%s\n' "${rows[@]}" | sort -n | sed -n "$(((reps + 1) / 2))p")
    read -r used depth nodes <<<"$med"
    printf '%-28s %-7s %6s %10s %9s %8s\n' "$(basename "$engine")" "${names[$i]}" "$depth" "$nodes" "$((nodes * 1000 / (used > 0 ? used : 1)))" "$used"
  done
done
