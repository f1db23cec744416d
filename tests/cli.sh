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
out=$("$W" analyse --rules detour --moves "a2 d3 a3 d2 a4" 2>/dev/null | sed -n 3p)
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
# sprt: runs summed give the match's lines; a malformed run is refused by its number
out=$("$W" sprt --pairs "40,1,402,3,54 41,1,410,1,47")
check "sprt sums two runs" "2 runs, 2000 games|pairs [81, 2, 812, 4, 101] (A scoring 0, 1/2, 1, 3/2, 2)  Elo +7 [-2, +17] (95%, pentanomial)|SPRT [0, 10] alpha 0.05 beta 0.05 pentanomial: LLR 1.04 (-2.94, 2.94) no decision" "$(printf '%s\n' "$out" | paste -sd'|')"
case "$("$W" sprt --pairs "20,0,200,0,80" --sprt 0,10)" in *"H1 accepted"*) echo "ok   sprt H1 at a bound";; *) echo "FAIL sprt H1 at a bound"; fail=1;; esac
out=$("$W" sprt --pairs "40,1,402,3,54 41,1,410" 2>&1 >/dev/null); rc=$?
check "sprt bad run exit" 2 "$rc"
case "$out" in *"run 2 '41,1,410'"*) echo "ok   sprt bad run named";; *) echo "FAIL sprt bad run: $out"; fail=1;; esac
tmp=$(mktemp)
printf '# two openings\ne2 e8 e3 e7\ne2 e8 zz\n' > "$tmp"
out=$("$W" match --rules walls --a 1 --b 2 --openings "$tmp" 2>&1 >/dev/null); rc=$?
check "match bad opening exit" 2 "$rc"
case "$out" in *"line 3"*"'zz'"*) echo "ok   match bad opening names the line";; *) echo "FAIL match bad opening: $out"; fail=1;; esac
printf 'e2 e8 e3 e7\n' > "$tmp"
check "match from an opening file" "2" "$("$W" match --rules walls --a nodes:200 --b nodes:200 --games 2 --openings "$tmp" | grep -c '^game ')"
# The time line counts the moves past the allowance (the budget + 10 %): a player that sleeps past it on every move.
slow="$(mktemp -d)"
printf '#!/bin/sh\nsleep 0.05\nexec "%s" "$@"\n' "$(cd "$(dirname "$W")" && pwd)/$(basename "$W")" > "$slow/slow"
chmod +x "$slow/slow"
lines=$("$W" match --rules walls --a "ext:$slow/slow" --b 1 --movetime 10 --games 1 --quiet 2>/dev/null | grep '^time per move')
amoves=$(printf '%s\n' "$lines" | sed -n 's/^time per move A: .* over \([0-9]*\) moves (budget 10 ms; \([0-9]*\) past 11 ms)$/\1 \2/p')
case "$amoves" in [1-9]*) read -r n k <<< "$amoves"; check "match counts every slow move past the allowance" "$n" "$k";; *) echo "FAIL match time line A: $lines"; fail=1;; esac
case "$lines" in *"time per move B: "*" (budget 10 ms; "[0-9]*" past 11 ms)") echo "ok   match time line B";; *) echo "FAIL match time line B: $lines"; fail=1;; esac
rm -rf "$slow"
"$W" openings --rules walls --count 2 --nodes 300 --max-score 10000 > "$tmp" 2>/dev/null
check "openings lines" 2 "$(grep -vc '^#' "$tmp")"
check "openings replay" 0 "$(grep -v '^#' "$tmp" | while read -r l; do "$W" legal --rules walls --moves "$l" >/dev/null || echo bad; done | wc -l)"
# The opening suites in tests/data: at least 500 walls and 200 dolambac positions, every line a game that is not over
data="$(dirname "$0")/data"
check "walls suite size" 1 "$([ "$(grep -vc '^#' "$data/openings-walls.txt")" -ge 500 ] && echo 1)"
check "dolambac suite size" 1 "$([ "$(grep -vc '^#' "$data/openings-dolambac.txt")" -ge 200 ] && echo 1)"
for r in walls dolambac; do
  check "$r suite reads" 1 "$("$W" match --rules $r --a racer --b racer --games 1 --quiet --openings "$data/openings-$r.txt" 2>&1 | grep -c '^W ')"
done
# selfplay-data: one "code score result" line a searched position, the same for the same seed; texel fits them
sp=$(mktemp); sp2=$(mktemp)
"$W" selfplay-data --rules walls --openings "$tmp" --out "$sp" --games 6 --nodes 600 >/dev/null 2>&1
"$W" selfplay-data --rules walls --openings "$tmp" --out "$sp2" --games 6 --nodes 600 >/dev/null 2>&1
check "selfplay-data lines" 0 "$(grep -cvE '^walls_[0-9a-z_]+ -?[0-9]+ (1|0|0\.5)$' "$sp")"
check "selfplay-data deterministic" "$(cat "$sp")" "$(cat "$sp2")"
case "$(wc -l < "$sp")" in [0-9]|[0-9][0-9]) echo "FAIL selfplay-data: only $(wc -l < "$sp") positions"; fail=1;; *) echo "ok   selfplay-data positions";; esac
# --label leaf: the ends of the principal variations, other positions than the roots, in the same format
spl=$(mktemp)
"$W" selfplay-data --rules walls --openings "$tmp" --out "$spl" --games 6 --nodes 600 --label leaf >/dev/null 2>&1
check "selfplay-data leaf lines" 0 "$(grep -cvE '^walls_[0-9a-z_]+ -?[0-9]+ (1|0|0\.5)$' "$spl")"
check "selfplay-data leaf positions differ from the roots" 1 "$([ "$(cut -d' ' -f1 "$spl" | sort -u | comm -23 - <(cut -d' ' -f1 "$sp" | sort -u) | wc -l)" -gt 10 ] && echo 1)"
rm -f "$spl"
fitout=$("$W" texel --data "$sp" --iterations 20 --fit tempo,wall)
case "$fitout" in *"held-out loss"*"EvalParams{.tempo = "*'match player: "6,e=tempo:'*) echo "ok   texel prints the fit";; *) echo "FAIL texel: $fitout"; fail=1;; esac
rm -f "$tmp"

# Refused: exit 2, nothing on stdout, exactly one line on stderr that matches the
# pattern (literal text, where '*' stands for any text).
refused() {  # refused NAME PATTERN command args...
  local name="$1" pattern="$2"; shift 2
  local out err rc lines
  out=$("$@" 2>"$errf"); rc=$?
  err=$(cat "$errf")
  lines=$(printf '%s\n' "$err" | wc -l)
  if [ "$rc" != 2 ] || [ -n "$out" ] || [ "$lines" != 1 ]; then
    echo "FAIL $name: exit $rc, stdout [${out:0:200}], $lines stderr lines: ${err:0:300}"; fail=1; return
  fi
  pattern=$(printf '%s' "$pattern" | sed 's/[][?\\]/\\&/g')
  # shellcheck disable=SC2254
  case "$err" in $pattern) echo "ok   $name";; *) echo "FAIL $name: stderr [${err:0:300}] does not match [$pattern]"; fail=1;; esac
}
errf=$(mktemp); tmpd=$(mktemp -d)
refused "unknown option" "error: option '--deph': unknown for wallrace perft (did you mean --depth?)" "$W" perft --rules walls --deph 4
refused "unknown option of another command" "error: option '--best': unknown for wallrace legal*" "$W" legal --rules walls --best
refused "option without its value" "error: option --moves: its value is missing (found option '--e2')" "$W" legal --rules walls --moves --e2
refused "option without its value at the end" "error: option --depth: its value is missing (at the end)" "$W" perft --rules walls --depth
refused "flag with a value" "error: option --best takes no value, got 'x'" "$W" solve --rules detour --best x
refused "option twice" "error: option --depth: given twice" "$W" perft --rules walls --depth 1 --depth 2
refused "unknown command" "error: command 'frobnicate': unknown (try wallrace help)" "$W" frobnicate
printf '[Rules "walls"]\n1. e2 e8\n' > "$tmpd/ok.txt"
refused "record with position" "error: --record and --position: give one of them*" "$W" status --record "$tmpd/ok.txt" --position walls_0_1_e1_e9_10_10
printf '[Rules "walls"]\n1. e2 e8 { a comment never closed\n2. e3 e7\n' > "$tmpd/open.txt"
refused "unclosed comment" "error: --record '*open.txt': record: a comment opened with '{' after move token 3 is never closed (a '}' is missing)" "$W" status --record "$tmpd/open.txt"
printf '\xef\xbb\xbf[Rules "walls"]\r\n1. e2 e8\r\n' > "$tmpd/bom.txt"
check "record with a UTF-8 byte order mark" "$("$W" status --rules walls --moves "e2 e8")" "$("$W" status --record "$tmpd/bom.txt" 2>&1)"
refused "record from /dev/zero" "error: --record '/dev/zero': longer than 1048576 bytes, too long for a game record" "$W" status --record /dev/zero
refused "record that is a directory" "error: --record '$tmpd': cannot read the file (Is a directory)" "$W" status --record "$tmpd"
refused "record that is missing" "error: --record '$tmpd/none': cannot read the file (No such file or directory)" "$W" status --record "$tmpd/none"
# Hostile tokens are quoted, escaped and cut: no NUL, ESC or other control byte reaches the terminal, one short line.
printf '[Rules "walls"]\n1. e2 e8\0\033[2J\033]0;pwned\007 2. e3\n' > "$tmpd/nul.txt"
refused "NUL and escapes in a record" "error: --record '*nul.txt': record token 3 (move 2) 'e8\\x00\\x1b[2J\\x1b]0;pwned\\x07': not a move*" "$W" status --record "$tmpd/nul.txt"
refused "ANSI escape in a move" "error: move 1 '\\x1b[31mred\\x1b[0m': not a move*" "$W" legal --rules walls --moves "$(printf '\033[31mred\033[0m')"
refused "bidi override in a move" "error: move 1 'e2\\u202ee4': not a move*" "$W" legal --rules walls --moves "$(printf 'e2\xe2\x80\xaee4')"
{ printf '[Rules "walls"]\n1. '; head -c 1000000 /dev/zero | tr '\0' 'x'; printf '\n'; } > "$tmpd/long.txt"
refused "1 MB token cut" "error: --record '*long.txt': record token 2 (move 1) 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…': not a move*" "$W" status --record "$tmpd/long.txt"
check "1 MB token: the line stays short" 1 "$([ "$(wc -c < "$errf")" -lt 300 ] && echo 1 || wc -c < "$errf")"
refused "long option value cut" "error: --rules 'wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…': unknown rule set*" "$W" status --rules "$(head -c 100000 /dev/zero | tr '\0' w)"
# Bounds on the work.
refused "perft depth 64" "error: --depth '64': expected a whole number from 0 to 8" "$W" perft --rules walls --depth 64
refused "perft depth 6 of walls" "error: --depth 6: about * billion leaves (131 actions a ply), over the bound of 100 billion" "$W" perft --rules walls --depth 6
refused "nodes 1e12" "error: --nodes '1e12': expected a whole number from 1 to 1000000000" "$W" bestmove --rules walls --nodes 1e12
refused "nodes 10^12" "error: --nodes '1000000000000': expected a whole number from 1 to 1000000000" "$W" bestmove --rules walls --nodes 1000000000000
refused "match player nodes 10^12" "error: --a 'nodes:1000000000000': unknown player*" "$W" match --rules walls --a nodes:1000000000000 --b racer --games 1
# Write errors are errors.
refused "match records to /dev/full" "error: --records '/dev/full': cannot write game 1's record (No space left on device)" "$W" match --rules walls --a racer --b racer --games 2 --quiet --records /dev/full
refused "match records unwritable" "error: --records '$tmpd/no/such/dir': cannot write the file*" "$W" match --rules walls --a racer --b racer --games 1 --records "$tmpd/no/such/dir"
"$W" legal --rules walls >/dev/full 2>"$errf"; rc=$?
check "stdout to /dev/full exit" 2 "$rc"
check "stdout to /dev/full says so" "error: could not write the output (No space left on device)" "$(cat "$errf")"
refused "solve-table to an unwritable place, before the work" "error: --out '$tmpd/no/such/dir/t.bin': cannot write the file (No such file or directory)" "$W" solve-table --out "$tmpd/no/such/dir/t.bin"
# help is asked for: stdout, exit 0.
out=$("$W" help 2>"$errf"); rc=$?
check "help exit" 0 "$rc"
check "help stderr" "" "$(cat "$errf")"
case "$out" in "usage: wallrace <command> [options]"*"wallrace perft --rules R --depth D"*) echo "ok   help on stdout";; *) echo "FAIL help stdout: ${out:0:200}"; fail=1;; esac
"$W" >/dev/null 2>"$errf"; rc=$?
check "no command: usage on stderr, exit" 2 "$rc"
# The detour table: --no-table loads none; a damaged one is refused, the verdict found on demand.
near=detour_8_1_b1_d3_3_1_a2hb3hc3vc4v
verdict=$("$W" solve --position $near --no-table 2>"$errf"); rc=$?
check "solve --no-table exit" 0 "$rc"
case "$(cat "$errf")" in *"table layers -1"*) echo "ok   --no-table loads no table";; *) echo "FAIL --no-table: $(cat "$errf")"; fail=1;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
table=""
for t in "${WALLRACE_DETOUR_TABLE:-}" "$(dirname "$W")/detour-table.bin" "$root/build/detour-table.bin" "$root/web/engine/detour.table"; do
  [ -n "$t" ] && [ -f "$t" ] && { table=$t; break; }
done
if [ -z "$table" ]; then
  echo "FAIL detour table: none found to damage (npm run build:detour)"; fail=1
else
  cp "$table" "$tmpd/damaged.bin"
  printf '\x5a' | dd of="$tmpd/damaged.bin" bs=1 seek=21 conv=notrunc status=none
  check "the copy is damaged" 1 "$(cmp -s "$table" "$tmpd/damaged.bin" || echo 1)"
  check "the good table loads" "$verdict" "$("$W" solve --position $near --table "$table" 2>/dev/null)"
  refused "damaged table named with --table" "error: --table '*damaged.bin': damaged (its checksum does not match its content)" "$W" solve --position $near --table "$tmpd/damaged.bin"
  out=$(WALLRACE_DETOUR_TABLE="$tmpd/damaged.bin" "$W" solve --position $near 2>"$errf"); rc=$?
  check "damaged table found on its own: exit" 0 "$rc"
  check "damaged table found on its own: the verdict still" "$verdict" "$out"
  case "$(cat "$errf")" in "warning: \$WALLRACE_DETOUR_TABLE '"*"damaged.bin': damaged (its checksum does not match its content); not used"*) echo "ok   damaged table: warned";;
    *) echo "FAIL damaged table warning: $(cat "$errf")"; fail=1;; esac
  refused "table and no-table" "error: --table and --no-table: give one of them" "$W" solve --position $near --table "$table" --no-table
fi
printf 'walls_0_1_e1_e9_10_10 12 2\n' > "$tmpd/bad.txt"
refused "texel bad data line" "error: --data '*bad.txt' line 1: expected 'code score result'" "$W" texel --data "$tmpd/bad.txt"
refused "texel bad lambda" "error: --lambda '2': expected a number from 0 to 1*" "$W" texel --data "$sp" --lambda 2
refused "texel unfittable weight" "error: --fit 'threat': not a weight that can be fitted*" "$W" texel --data "$sp" --fit wall,threat
refused "selfplay-data bad label" "error: --label 'pv': expected root (the searched position) or leaf*" "$W" selfplay-data --rules walls --openings "$data/openings-walls.txt" --out "$tmpd/x.txt" --label pv
refused "selfplay-data without openings" "error: --openings FILE is required*" "$W" selfplay-data --rules walls --out "$tmpd/x.txt"
# The opening book: Level 6, no limits and full-strength budgets answer from it at once ("book" before the pv);
# --no-book, a depth, levels 1-5 and multi-PV search.
books="$root/core/book"
bookmove=$(awk '$1 == "walls_0_1_e1_e9_10_10" { print $3; exit }' "$books/walls.txt")
check "walls book has the start" 1 "$([ -n "$bookmove" ] && echo 1)"
for opts in "" "--level 6" "--movetime 1000" "--nodes 250000" "--level 6 --movetime 500"; do
  # shellcheck disable=SC2086
  out=$("$W" bestmove --rules walls $opts)
  check "bestmove $opts: the book's move, unsearched" "info depth 0 score * nodes 0 nps 0 time 0 book pv $bookmove|bestmove $bookmove" \
    "$(printf '%s\n' "$out" | sed -E 's/score -?[0-9]+/score */' | paste -sd'|')"
done
for opts in "--nodes 3000 --no-book" "--level 6 --nodes 3000 --no-book" "--depth 2" "--level 5" "--nodes 3000 --multipv 2" \
  "--nodes 3000" "--movetime 100" "--level 6 --movetime 100"; do
  # shellcheck disable=SC2086
  out=$("$W" bestmove --rules walls $opts)
  case "$out" in *" book "*|*"nodes 0 "*) echo "FAIL bestmove $opts searched not: $out"; fail=1;; *) echo "ok   bestmove $opts searches";; esac
done
for r in walls dolambac; do
  check "$r book checks" 0 "$("$W" book --rules $r --check "$books/$r.txt" >/dev/null; echo $?)"
  size=$(gzip -9c "$books/$r.txt" | wc -c)
  check "$r book under 50 KB gzip'd ($size bytes)" 1 "$([ "$size" -lt 51200 ] && echo 1)"
  case "$(sed -n 2p "$books/$r.txt")" in "# made by: wallrace book --rules $r --out core/book/$r.txt "*) echo "ok   $r book says how it was made";;
    *) echo "FAIL $r book header: $(sed -n 2p "$books/$r.txt")"; fail=1;; esac
done
"$W" book --rules walls --out "$tmpd/b1.txt" --plies 3 --nodes 2000 >/dev/null 2>&1
"$W" book --rules walls --out "$tmpd/b2.txt" --plies 3 --nodes 2000 >/dev/null 2>&1
check "book made deterministically" "$(sed 2d "$tmpd/b1.txt")" "$(sed 2d "$tmpd/b2.txt")"
check "book made reads back" 0 "$("$W" book --rules walls --check "$tmpd/b1.txt" >/dev/null; echo $?)"
check "book made: three plies" 1 "$([ "$(grep -vc '^#' "$tmpd/b1.txt")" -ge 3 ] && echo 1)"
printf '# a book\nwalls_0_1_e1_e9_10_10 0 e2\nwalls_1_2_e2_e9_10_10 0 e3\n' > "$tmpd/bad-book.txt"
refused "book with an illegal move" "error: *bad-book.txt line 3: move 'e3': *" "$W" book --rules walls --check "$tmpd/bad-book.txt"
refused "book for detour" "error: --rules detour: its Level 6 is the exact solver, it takes no book" "$W" book --rules detour --out "$tmpd/d.txt"
refused "match player with a bad book switch" "error: --a '6,book=2': unknown player*" "$W" match --rules walls --a 6,book=2 --b racer --games 1
refused "match switch below its least value" "error: --a switch ',pcr=': '0' is not one of 1..9" "$W" match --rules walls --a 6,pcr=0 --b 6 --games 2
refused "match switch past its last value" "error: --a switch ',pcs=': '2' is not one of 0..1" "$W" match --rules walls --a 6,pcs=2 --b 6 --games 2
check "match with --no-book and ,book=0" 1 "$("$W" match --rules walls --a "nodes:300,book=0" --b nodes:300 --no-book --games 2 --quiet | grep -c "^W ")"
rm -f "$sp" "$sp2"
rm -rf "$errf" "$tmpd"
exit $fail
