#!/usr/bin/env bash
# The review's best moves against a search with ten times the budget: % of plies
# where both pick the same move. usage: tests/bench/review-agreement.sh [RECORD] [NODES]
# (default: a 60-ply walls game between Level 3 bots, 20 000 nodes, the review's budget)
set -euo pipefail
cd "$(dirname "$0")/../.."
W=build/wallrace
nodes="${2:-20000}"
rec="${1:-}"
if [ -z "$rec" ]; then
  rec=$(mktemp)
  trap 'rm -f "$rec"' EXIT
  "$W" record --rules walls --moves "e2 c3v e3 e8 e4 d8h e5 e7 d5 e6 d6 e5 d7 e4 d8 e3 c8 b8h e1h e2 d1v a7v b8 b7v b7 a5v b6 e3 c6 g2v d6 d3 c2h f8h d3v h8h c6 d4 d6v d5 b6 b5h c6 e5 d6 e4 g1h f4 h3h f5 d5 e5 c5 d5 b5 c5 b4 c4 a4 b4" > "$rec"
fi
best() { "$W" analyse --record "$rec" --nodes "$1" | sed 's/.*"best":"\([^"]*\)".*/\1/'; }
t0=$(date +%s.%N); a=$(best "$nodes"); t1=$(date +%s.%N); b=$(best $((nodes * 10))); t2=$(date +%s.%N)
n=$(printf '%s\n' "$a" | wc -l)
same=$(paste -d' ' <(printf '%s\n' "$a") <(printf '%s\n' "$b") | awk '$1 == $2' | wc -l)
echo "plies $n, same best move at $nodes and $((nodes * 10)) nodes: $same ($(awk -v s="$same" -v n="$n" 'BEGIN { printf "%.0f", 100 * s / n }') %)"
echo "native time: $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s at $nodes nodes, $(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.1f", b - a }') s at $((nodes * 10))"
