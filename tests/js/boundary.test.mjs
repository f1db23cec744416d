// The module's JS API cannot be broken from JS: numbers that are not whole,
// callbacks and getters that throw, calls back in from onProgress while a
// search runs, strings too long to copy in. Each gives a clear error as a
// value and leaves no memory (wasm heap, emval handles) behind.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadModule, engineDir, root } from './load.mjs';

const m = await loadModule();
const START = 'walls_0_1_e1_e9_10_10';

// Whatever the engine keeps for good (search tables) is allocated before any baseline.
{
  const w = new m.Game();
  for (const rules of ['walls', 'dolambac', 'detour']) { w.reset(rules); w.bestMove({ nodes: 300 }, () => {}); }
  w.delete();
}
function memory() { return { heap: m.heapBytes(), inUse: m.heapInUse(), handles: m.handles() }; }

test('numbers must be whole and in range: perft, bestMove and statusAt name the argument', () => {
  for (const d of [NaN, Infinity, -Infinity, 1.5, -1, 9, 1e300, -0.5, 2 ** 53]) {
    const r = m.perft(START, d);
    assert.equal(r.ok, false, `perft depth ${d}`);
    assert.match(r.error, new RegExp(`^perft depth ${String(d).replace(/[+.]/g, '\\$&')}: expected a whole number from 0 to 8$`));
  }
  for (const d of ['3', null, undefined, {}, 3n]) assert.match(m.perft(START, d).error, /^perft depth must be a number, got \w+$/);
  assert.match(m.perft(START, 6).error, /perft depth 6: about \d+ billion leaves \(131 actions a ply\), over the bound/);
  assert.deepEqual(m.perft(START, 2), { ok: true, nodes: 16677 });  // the instance is still whole

  const g = new m.Game();
  const before = g.status();
  const specs = [
    [{ level: NaN }, /^level NaN: expected a whole number from 1 to 6$/], [{ level: 2.5 }, /^level 2\.5: /],
    [{ level: Infinity }, /^level Infinity: /], [{ nodes: 1.5 }, /^nodes 1\.5: /], [{ nodes: 2e9 }, /^nodes 2000000000: expected a whole number from 1 to 1000000000$/],
    [{ nodes: 1e12 }, /^nodes 1000000000000: /], [{ depth: -Infinity }, /^depth -Infinity: /], [{ depth: 65 }, /^depth 65: /],
    [{ seed: -1 }, /^seed -1: /], [{ seed: 0.5 }, /^seed 0\.5: /], [{ movetime: 0.5 }, /^movetime 0\.5: /],
    [{ level: '3' }, /^level must be a number, got string$/], [{ movetime: null }, /^movetime must be a number, got object$/],
  ];
  for (const [spec, pattern] of specs) {
    const r = g.bestMove(spec);
    assert.equal(r.ok, false, JSON.stringify(spec));
    assert.match(r.error, pattern, JSON.stringify(spec));
  }
  assert.match(g.bestMove({ nodes: 300 }, 5).error, /^onProgress must be a function, got number$/);
  for (const ply of [NaN, 0.5, Infinity, -1]) assert.match(g.statusAt(ply).error, /expected a whole number of plies/);
  assert.deepEqual(g.status(), before);
  assert.equal(g.bestMove({ nodes: 300 }).ok, true);
  g.delete();
});

test('an onProgress that throws: an error as a value, 1 000 times (the issue saw a hang after 500), nothing left behind', () => {
  const g = new m.Game();
  const reference = g.bestMove({ nodes: 500, seed: 7 });
  assert.equal(reference.ok, true);
  const throwers = [
    () => { throw new Error('boom'); }, () => { throw 5; }, () => { throw null; }, () => { throw Symbol('s'); },
    () => { throw { toString() { throw new Error('worse'); } }; }, () => { throw 'x'.repeat(100000); },
    () => { null.f(); }, () => { throw new RangeError('deep'); },
  ];
  const before = memory();
  for (let i = 0; i < 1000; i++) {
    const r = g.bestMove({ nodes: 500, seed: 7 }, throwers[i % throwers.length]);
    assert.equal(r.ok, false, `call ${i}`);
    assert.match(r.error, /^onProgress threw: .*the move is discarded\)$/s, `call ${i}`);
    assert.ok(r.error.length < 400, `call ${i}: the error is cut`);
  }
  assert.match(g.bestMove({ nodes: 500 }, throwers[0]).error, /^onProgress threw: boom /);
  assert.deepEqual(memory(), before, 'wasm memory, heap in use and emval handles');
  // The instance is whole: the same search gives the same move.
  assert.deepEqual(g.bestMove({ nodes: 500, seed: 7 }).move, reference.move);
  g.delete();
});

test('a search spec whose getter (or Proxy) throws: an error naming the key, 3 000 times, nothing left behind', () => {
  const g = new m.Game();
  const specs = [
    [{ get level() { throw new Error('getter'); } }, /^search spec: reading 'level' threw: getter$/],
    [{ nodes: 300, get seed() { throw 42; } }, /^search spec: reading 'seed' threw: 42$/],
    [new Proxy({}, { get() { throw new TypeError('trap'); } }), /^search spec: reading 'level' threw: trap$/],
    [{ get depth() { return { valueOf() { throw new Error('never called'); } }; } }, /^depth must be a number, got object$/],
  ];
  const before = memory();
  for (let i = 0; i < 3000; i++) {
    const [spec, pattern] = specs[i % specs.length];
    const r = g.bestMove(spec);
    assert.equal(r.ok, false);
    assert.match(r.error, pattern);
  }
  assert.deepEqual(memory(), before);
  assert.equal(g.bestMove({ nodes: 300 }).ok, true);
  g.delete();
});

test('calls from inside onProgress that would change anything are refused; the search and its result stay whole', () => {
  const g = new m.Game();
  for (const mv of ['e2', 'e8', 'e3h']) g.play(mv);
  const other = new m.Game();
  const before = g.status();
  const record = g.record();
  const seen = [];
  const r = g.bestMove({ nodes: 3000, seed: 1 }, (info) => {
    seen.push(g.delete(), g.reset('detour'), g.loadPosition('detour_0_1_a1_d4_4_4'), g.loadRecord('[Rules "detour"]\n'),
      g.play('e4'), g.bestMove({ nodes: 100 }), g.solve(), other.play('e2'), other.bestMove({ nodes: 100 }),
      m.loadDetourTable(new Uint8Array(8)));
    assert.equal(g.undo(), false);
    assert.equal(g.redo(), false);
    assert.deepEqual(g.status(), before, 'reads work and see the game unchanged');
    assert.ok(info.pv.length > 0);
  });
  assert.ok(seen.length >= 10, 'onProgress was called');
  for (const s of seen) {
    assert.equal(s.ok, false);
    assert.match(s.error, /^\w+: refused while (a|this game's) search runs \(called from its onProgress callback\); call it after bestMove returns$/);
  }
  assert.equal(r.ok, true, r.error);
  assert.equal(g.deleted, false);
  assert.deepEqual(g.status(), before);
  assert.equal(g.record(), record);
  // The line is a line of THIS game: each move legal in turn (no e13 from a detour board).
  const line = new m.Game();
  line.loadRecord(record);
  assert.equal(r.pv[0], r.move);
  for (const mv of r.pv) assert.equal(line.play(mv).ok, true, `pv ${r.pv.join(' ')}`);
  // After the search, everything works again.
  assert.equal(other.play('e2').ok, true);
  assert.equal(g.reset('detour').ok, true);
  assert.equal(g.delete(), undefined);
  assert.equal(g.deleted, true);
  other.delete(); line.delete();
});

test('the raw core too: a game deleted from its own onProgress is no use-after-free', () => {
  const before = memory();
  for (let i = 0; i < 100; i++) {
    const raw = new m.core.Game();
    raw.reset(['walls', 'dolambac', 'detour'][i % 3]);
    let calls = 0;
    const r = raw.bestMove({ nodes: 400, seed: i }, () => { if (calls++ === 0) raw.delete(); });
    assert.equal(r.ok, true, r.error);
    assert.ok(calls > 0);
    assert.match(r.move, /^[a-i][1-9][hv]?$|^pass$/);
  }
  assert.deepEqual(memory(), before);
});

test('a 50 MB string is refused by its length before it is copied in: wasm memory does not grow', () => {
  const huge = 'e2 '.repeat(17e6);
  const g = new m.Game();
  const before = memory();
  const calls = [
    ['loadRecord', () => g.loadRecord(huge), /^loadRecord: record is too long \(51000000 characters, at most 1048576\)$/],
    ['loadPosition', () => g.loadPosition(huge), /position code is too long/], ['play', () => g.play(huge), /move is too long/],
    ['reset', () => g.reset(huge), /rules is too long/], ['wallInfo', () => g.wallInfo(huge), /wall is too long/],
    ['parseMove', () => m.parseMove('walls', huge), /move is too long/], ['perft', () => m.perft(huge, 1), /position code is too long/],
    // the bindings' own second line, when the facade is bypassed
    ['raw loadRecord', () => { const raw = new m.core.Game(); const v = raw.loadRecord(huge); raw.delete(); return v; },
      /^record is too long \(51000000 characters, at most 1048576\)$/],
  ];
  for (const [name, call, pattern] of calls) {
    const r = call();
    assert.equal(r.ok, false, name);
    assert.match(r.error, pattern, name);
  }
  assert.deepEqual(memory(), before);
  assert.equal(g.play('e2').ok, true);
  g.delete();
});

test('loadDetourTable refuses what is not a table without throwing or copying it in', () => {
  const before = memory();
  class Sneaky extends Uint8Array { get buffer() { throw new Error('sneaky'); } }
  const cases = [
    [[1, 2, 3], /^detour table must be a Uint8Array$/], ['abc', /must be a Uint8Array/],
    [new Proxy(new Uint8Array(8), {}), /must be a Uint8Array|could not be read/],
    [new Sneaky(8), /^detour table could not be read \(sneaky\)$/],
    [new Uint8Array(100 << 20), /^detour table of 104857600 bytes: larger than any detour table \(64 MB\)$/],
    [new Uint8Array(64), /^detour table refused: not a detour table \(no WRDT header\); solving on demand instead$/],
  ];
  for (const [bytes, pattern] of cases) {
    const r = m.loadDetourTable(bytes);
    assert.equal(r.ok, false);
    assert.match(r.error, pattern);
  }
  assert.deepEqual(memory(), before);
});

test('a damaged detour table (byte 21 changed) is refused with the reason; solving goes on on demand', () => {
  // The debug build (npm run test:js-debug) has no table of its own: the page's one serves.
  const file = [path.join(engineDir, 'detour.table'), path.join(root, 'web/engine/detour.table')].find((f) => fs.existsSync(f));
  assert.ok(file, 'web/engine/detour.table is missing: npm run build:detour');
  const good = new Uint8Array(fs.readFileSync(file));
  const bad = good.slice();
  bad[21] ^= 0x5a;
  const g = new m.Game();
  g.loadPosition('detour_8_1_b1_d3_3_1_a2hb3hc3vc4v');
  const onDemand = g.solve();
  assert.equal(onDemand.ok, true, onDemand.error);
  assert.deepEqual(m.loadDetourTable(bad),
    { ok: false, error: 'detour table refused: damaged (its checksum does not match its content); solving on demand instead' });
  assert.deepEqual(g.solve(), onDemand, 'still solved, on demand');
  const start = new m.Game();
  start.reset('detour');
  assert.equal(start.solve().ok, false, 'the start is too costly without the table');
  const older = good.slice();
  older[4] = 2;
  assert.match(m.loadDetourTable(older).error, /from another version \(format 2, this engine reads format 3\)/);
  assert.deepEqual(m.loadDetourTable(good), { ok: true, layers: 3 });
  assert.equal(start.solve().ok, true);
  assert.match(m.loadDetourTable(bad).error, /damaged/);
  assert.equal(start.solve().ok, true, 'a refused table leaves the good one loaded');
  g.delete(); start.delete();
});
