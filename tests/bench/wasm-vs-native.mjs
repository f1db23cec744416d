// Benchmark: the same work natively and in WebAssembly under node, as a ratio.
// usage: node tests/bench/wasm-vs-native.mjs [runs]   (after npm run build)
import { execFileSync } from 'node:child_process';
import { loadModule, cli } from '../js/load.mjs';

const runs = Number(process.argv[2] || 5);
const m = await loadModule();
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (f) => { const t = process.hrtime.bigint(); f(); return Number(process.hrtime.bigint() - t) / 1e6; };

function compare(name, nativeArgs, wasmCall) {
  const nat = [], wasm = [];
  for (let i = 0; i < runs; ++i) {  // interleaved, so machine noise hits both alike
    nat.push(time(() => execFileSync(cli, nativeArgs, { stdio: ['ignore', 'pipe', 'ignore'] })));
    wasm.push(time(wasmCall));
  }
  const n = median(nat), w = median(wasm);
  console.log(`${name}: native ${n.toFixed(0)} ms, wasm ${w.toFixed(0)} ms (medians of ${runs}), wasm/native ${(w / n).toFixed(2)}`);
}

compare('perft 4 walls', ['perft', '--rules', 'walls', '--depth', '4'], () => {
  const r = m.perft('walls_0_1_e1_e9_10_10', 4);
  if (!r.ok || r.nodes !== 247569030) throw new Error(JSON.stringify(r));
});

const nodes = Number(process.env.NODES || 300000);
const g = new m.Game();
g.reset('walls');
for (const mv of ['e2', 'e8', 'e3', 'e7']) g.play(mv);
compare(`search of ${nodes} nodes`, ['bestmove', '--rules', 'walls', '--moves', 'e2 e8 e3 e7', '--nodes', String(nodes)], () => {
  const r = g.bestMove({ nodes });
  if (!r.ok) throw new Error(r.error);
});
g.delete();
