// Hostile input shared by the module fuzz test (tests/fuzz/module.test.mjs)
// and the page's browser tests: the committed fuzz seeds (tests/fuzz/corpus/),
// odd strings, wrong types, and a seeded mutator. Plain data, no engine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The seed corpus of a fuzz target ('notation', 'position' or 'record') as strings. */
export function corpus(target) {
  const dir = path.join(here, 'corpus', target);
  return fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'latin1'));
}

/** Strings no door should choke on: empty, NUL, lone surrogates, wide forms, huge, deeply nested, out of range. */
export const hostileStrings = [
  '', ' ', '\0', 'e2\0', '\uD800', '\uDFFF e2', '😀', 'é2', 'e２', 'ｅ2', '\u2013', 'A1–A2', 'a1—a2', 'pass pass',
  'x'.repeat(100000), 'e2 '.repeat(5000), '_'.repeat(1000), '['.repeat(1000), '{'.repeat(1000) + 'e2',
  '1. '.repeat(2000), 'walls_0_1_e1_e9_10_10' + '_a1h'.repeat(300), 'walls_99999999999_1_e1_e9_10_10',
  'walls_-1_1_e1_e9_10_10', 'walls_0_1_e1_e9_10_10_' + 'a1ha1h', 'detour_80_1_a1_d4_4_4', 'dolambac_201_2_e1_e9_10_10',
  'walls_65536_1_e1_e9_10_10', 'walls_0_1_e1_e1_10_10', 'walls_0_1_e1_e9_10_10_a1ha1v', 'detour_0_1_a1_d4_4_4_a1ha1v',
  '[Rules "walls"]\n[Position "walls_0_1_e1_e9_10_10"]\n' + '1. e2 e8 2. e1 e9 '.repeat(400),
  '[Rules "walls"]\n' + '{'.repeat(5000), '[Rules "' + 'w'.repeat(10000) + '"]', '[Rules "walls"]\n1. e2 e8 1-0',
  '[Rules "detour"]\n1. a1h d3h 2. a1v', '[Position "walls_0_2_e1_e9_10_10"]', 'j10h', 'a0', 'a-1', 'z99v', 'PASS',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '%E0%A4%A', '%00', '#record=',
];

/** Values of the wrong type, for APIs that expect a string. */
export const wrongTypes = [undefined, null, 0, -1, 1.5, NaN, Infinity, -Infinity, 1e300, true, false, {}, [], ['e2'],
  { toString: () => 'e2' }, () => 'e2', 10n, Symbol('e2')];

/** A few random edits (insert, delete, replace; printable mostly, any code point sometimes). r() is in [0, 1). */
export function mutate(s, r) {
  const a = Array.from(s);
  const n = 1 + Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (a.length + 1));
    const k = r();
    const ch = r() < 0.8 ? String.fromCharCode(32 + Math.floor(r() * 95)) : String.fromCodePoint(Math.floor(r() * 0x2ffff));
    if (k < 0.4) a.splice(at, 0, ch);
    else if (k < 0.7) a.splice(at, 1);
    else a[at] = ch;
  }
  return a.join('');
}
