#!/usr/bin/env bash
# The command-line contract: outside checks drive build/wallrace exactly like this.
set -u
W="$1"
fail=0
check() {  # check NAME EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then echo "FAIL $1: expected [$2] got [$3]"; fail=1; else echo "ok   $1"; fi
}
check "perft 0" 1 "$("$W" perft --rules walls --depth 0 2>/dev/null | tail -1)"
check "perft 1" 131 "$("$W" perft --rules walls --depth 1 2>/dev/null | tail -1)"
check "perft 2" 16677 "$("$W" perft --rules walls --depth 2 2>/dev/null | tail -1)"
check "perft 3" 2062264 "$("$W" perft --rules walls --depth 3 2>/dev/null | tail -1)"
check "status start" '{"rules":"walls","ply":0,"toMove":1,"result":"ongoing","reason":"","pawns":["e1","e9"],"wallsLeft":[10,10],"pathLength":[8,8],"walls":[],"position":"walls_0_1_e1_e9_10_10"}' "$("$W" status --rules walls)"
# refused input: exit 2, nothing on stdout, one line on stderr naming token and index
out=$("$W" legal --rules walls --moves "e2 e8 e3 zz9" 2>/tmp/wallrace_err.$$); rc=$?
check "bad token exit" 2 "$rc"
check "bad token stdout" "" "$out"
err=$(cat /tmp/wallrace_err.$$); rm -f /tmp/wallrace_err.$$
case "$err" in *"move 4 'zz9'"*) echo "ok   bad token names it";; *) echo "FAIL bad token message: $err"; fail=1;; esac
check "bad token stderr lines" 1 "$(printf '%s\n' "$err" | wc -l)"
out=$("$W" status --rules chess 2>&1 >/dev/null); rc=$?
check "unknown rules exit" 2 "$rc"
case "$out" in *"chess"*) echo "ok   unknown rules named";; *) echo "FAIL unknown rules: $out"; fail=1;; esac
out=$("$W" legal --rules detour --moves "a1h a1v" 2>&1 >/dev/null); rc=$?
check "detour worked example exit" 2 "$rc"
case "$out" in *"move 2 'a1v'"*"White with no path to rank 4"*) echo "ok   detour worked example";; *) echo "FAIL detour worked example: $out"; fail=1;; esac
out=$("$W" status --position "walls_0_1_e1_e9_10_10_zz" 2>&1 >/dev/null); rc=$?
check "bad position code exit" 2 "$rc"
# record round trip
tmp=$(mktemp)
"$W" record --rules dolambac --moves "e2 e8 e3h e7 d2v" > "$tmp"
check "record round trip" "$("$W" status --rules dolambac --moves "e2 e8 e3h e7 d2v")" "$("$W" status --record "$tmp")"
check "legal from record" "$("$W" legal --rules dolambac --moves "e2 e8 e3h e7 d2v")" "$("$W" legal --record "$tmp")"
rm -f "$tmp"
# analysis: one JSON object per ply; bestmove --multipv: one info line per line
out=$("$W" analyse --rules walls --moves "e2 e8 e3 e7 e5h" --depth 3)
check "analyse lines" 5 "$(printf '%s\n' "$out" | wc -l)"
check "analyse plies" "1 2 3 4 5" "$(printf '%s\n' "$out" | sed -n 's/^{"ply":\([0-9]*\),.*/\1/p' | tr '\n' ' ' | sed 's/ $//')"
case "$(printf '%s\n' "$out" | tail -1)" in *'"move":"e5h","before":'*'"best":'*'"line":['*'"class":"'*) echo "ok   analyse fields";; *) echo "FAIL analyse fields: $out"; fail=1;; esac
out=$("$W" analyse --rules detour --moves "a2 d3 a3 d2 a4" 2>&1 | sed -n 3p)
case "$out" in *'"before":100.0'*'"beforeText":"White reaches rank 4 in 5 moves","afterText":"White reaches rank 4 in 4 moves"'*) echo "ok   analyse exact arrival";; *) echo "FAIL analyse exact arrival: $out"; fail=1;; esac
out=$("$W" analyse --rules walls --moves "e2" --multipv 6 2>&1 >/dev/null); rc=$?
check "analyse bad multipv exit" 2 "$rc"
case "$out" in *"--multipv '6'"*) echo "ok   analyse bad multipv named";; *) echo "FAIL analyse bad multipv: $out"; fail=1;; esac
out=$("$W" bestmove --rules walls --moves "e2 e8" --depth 3 --multipv 3)
check "multipv last lines" "multipv 1|multipv 2|multipv 3|bestmove" "$(printf '%s\n' "$out" | tail -4 | sed -E 's/.*(multipv [0-9]).*/\1/; s/^(bestmove).*/\1/' | paste -sd'|')"
check "multipv bestmove is line 1" "$(printf '%s\n' "$out" | tail -4 | head -1 | sed 's/.* pv \([^ ]*\).*/\1/')" "$(printf '%s\n' "$out" | tail -1 | cut -d' ' -f2)"
out=$("$W" bestmove --rules walls --moves "e2 e8" --depth 3)
case "$out" in *multipv*) echo "FAIL bestmove without --multipv changed: $out"; fail=1;; *) echo "ok   bestmove without --multipv unchanged";; esac
# match: game pairs in parallel give the same games as one at a time (fixed nodes); the SPRT line
m1=$("$W" match --rules walls --a nodes:300 --b nodes:150 --games 6 --quiet --sprt 0,50 2>&1 | grep -v '^time per move')
m2=$("$W" match --rules walls --a nodes:300 --b nodes:150 --games 6 --quiet --sprt 0,50 --concurrency 2 2>&1 | grep -v '^time per move')
check "match concurrency 2 = 1" "$m1" "$m2"
case "$m1" in *"SPRT [0, 50] alpha 0.05 beta 0.05 pentanomial: LLR "*" (-2.94, 2.94) "*) echo "ok   match prints the SPRT line";; *) echo "FAIL match SPRT line: $m1"; fail=1;; esac
out=$("$W" match --rules walls --a 1 --b 2 --sprt 10,0 2>&1 >/dev/null); rc=$?
check "match bad --sprt exit" 2 "$rc"
case "$out" in *"--sprt '10,0'"*) echo "ok   match bad --sprt named";; *) echo "FAIL match bad --sprt: $out"; fail=1;; esac
tmp=$(mktemp)
printf '# two openings\ne2 e8 e3 e7\ne2 e8 zz\n' > "$tmp"
out=$("$W" match --rules walls --a 1 --b 2 --openings "$tmp" 2>&1 >/dev/null); rc=$?
check "match bad opening exit" 2 "$rc"
case "$out" in *"line 3"*"'zz'"*) echo "ok   match bad opening names the line";; *) echo "FAIL match bad opening: $out"; fail=1;; esac
printf 'e2 e8 e3 e7\n' > "$tmp"
check "match from an opening file" "2" "$("$W" match --rules walls --a nodes:200 --b nodes:200 --games 2 --openings "$tmp" | grep -c '^game ')"
"$W" openings --rules walls --count 2 --nodes 300 --max-score 10000 > "$tmp" 2>/dev/null
check "openings lines" 2 "$(grep -vc '^#' "$tmp")"
check "openings replay" 0 "$(grep -v '^#' "$tmp" | while read -r l; do "$W" legal --rules walls --moves "$l" >/dev/null || echo bad; done | wc -l)"
rm -f "$tmp"
exit $fail
