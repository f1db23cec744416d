// Times the detour solver's verdict (and its optimal moves) in WebAssembly,
// one cold-cache solve per random position. Run through solver-wasm.sh.
// usage: node tests/bench/solver-wasm.mjs BUILDDIR [COUNT] [WALLS] [ALL]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const [dir = 'build-solver-bench', countArg = '1000', wallsArg = '-1', allArg = '0'] = process.argv.slice(2);
const count = Number(countArg), walls = Number(wallsArg), all = Number(allArg);
const createModule = createRequire(import.meta.url)(path.resolve(dir, 'solver-bench.cjs'));
const M = await createModule({ wasmBinary: fs.readFileSync(path.join(dir, 'solver-bench.wasm')) });
const load = M.cwrap('bench_load', 'number', ['number', 'number']);
const random = M.cwrap('bench_random', 'string', ['number', 'number']);
const solve = M.cwrap('bench_solve', 'string', ['string', 'number', 'number']);
const cacheMb = M.cwrap('bench_cache_mb', 'number', []);

const table = fs.readFileSync(path.join(dir, 'detour-table.bin'));
let t0 = performance.now();
const ptr = M._malloc(table.length);
M.HEAPU8.set(table, ptr);
if (!load(ptr, table.length)) throw new Error('table refused');
M._free(ptr);
const loadMs = performance.now() - t0;

const start = solve('detour_0_1_a1_d4_4_4', 1, 1);
const times = [], cpu = [];
let worst = { ms: 0 }, maxCache = 0;
for (let i = 0; i < count; i++) {
  const code = random(i + 1, walls);
  t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = solve(code, 1, all);
  const ms = performance.now() - t0;
  const c1 = process.cpuUsage(c0);
  cpu.push((c1.user + c1.system) / 1000);
  if (r.startsWith('error')) throw new Error(`${code}: ${r}`);
  times.push(ms);
  maxCache = Math.max(maxCache, cacheMb());
  if (ms > worst.ms) worst = { ms, code, r };
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const q = (f, t = times) => t[Math.min(t.length - 1, Math.floor(f * t.length))].toFixed(2);
console.log(`wasm: table loaded in ${loadMs.toFixed(1)} ms; start: ${start}`);
console.log(`wasm (${all ? 'every optimal move' : 'one optimal move'}): ${count} positions (walls ${walls}), median ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, worst ${worst.ms.toFixed(2)} ms (${worst.code} -> ${worst.r})`);
console.log(`wasm: CPU time per position (less noisy on a shared machine): median ${q(0.5, cpu)} ms, p99 ${q(0.99, cpu)} ms, worst ${q(1, cpu)} ms`);
console.log(`wasm: largest cache ${maxCache.toFixed(1)} MB, heap ${(M.HEAPU8.length / 1048576).toFixed(0)} MB`);
