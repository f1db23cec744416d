#!/usr/bin/env bash
# The search's signature: `wallrace bench` searches fixed positions to fixed
# depths, and its node count must be the one in tests/bench.signature. A change
# meant to alter the search updates that file in the same commit (and says so);
# any other change that moves the count has changed the search by accident.
#   usage: tests/bench-signature.sh build/wallrace
set -uo pipefail
W="$1"
file="$(dirname "$0")/bench.signature"
want=$(grep -v '^#' "$file" | tr -dc '0-9')
out=$("$W" bench) || { echo "FAIL: $W bench exited with $?"; exit 1; }
got=$(sed -n 's/^Nodes searched *: *//p' <<<"$out")
echo "$out"
if [ "$got" != "$want" ]; then
  echo "FAIL: bench signature $got, tests/bench.signature says $want: the search's behaviour changed."
  echo "If that is meant, put $got in tests/bench.signature and say so in the commit message."
  exit 1
fi
echo "ok   bench signature $got"
