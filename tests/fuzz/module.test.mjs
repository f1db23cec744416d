// Hostile input through every door of the WebAssembly module's JS API, in
// random order (seeded, so a failure repeats): malformed moves, position
// codes, records (the fuzz seed corpora, mutated), wrong types, huge and odd
// strings, bad review plies and search specs, calls after delete; numbers that
// are not whole (NaN, Infinity, 1.5, -1, 2^53), onProgress callbacks that throw
// anything, specs whose getters or Proxy traps throw, onProgress callbacks that
// call back in (delete, reset, play, bestMove, loadDetourTable ... on the game
// searching, another game, the module), and 50 MB strings. Every call
// must return a value (never throw), every error must be { ok: false, error }
// with words in it (not a bare number from an escaped C++ exception), a
// refused load or move must leave the game exactly as it was, and the module
// must stay usable with no memory left behind (wasm heap, its size, emval
// handles). WALLRACE_FUZZ_STEPS=N runs N calls instead of 4 000.
// `npm run test:js-debug` runs it against the ASSERTIONS + SAFE_HEAP build;
// WALLRACE_HEAP_DEBUG=1 names each call after which the heap in use grew.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, rng } from '../js/load.mjs';
import { corpus, hostileStrings as odd, wrongTypes as nonStrings, mutate } from './hostile.mjs';

const m = await loadModule();
const seeds = { notation: corpus('notation'), position: corpus('position'), record: corpus('record') };

function pick(list, r) { return list[Math.floor(r() * list.length)]; }

function anyInput(kind, r, g) {
  const k = r();
  if (k < 0.15) return pick(nonStrings, r);
  if (k < 0.3) return pick(odd, r);
  if (k < 0.45) return pick(seeds[kind], r);
  if (k < 0.55 && g) {  // the game's own text, mutated
    const own = kind === 'record' ? g.record() : kind === 'position' ? g.position() : pick(g.legal(), r) || 'pass';
    return typeof own === 'string' ? mutate(own, r) : own;
  }
  return mutate(pick(seeds[kind], r), r);
}

function isError(v, what) {
  assert.equal(typeof v, 'object', `${what}: ${String(v)}`);
  assert.equal(v.ok, false, what);
  assert.equal(typeof v.error, 'string', what);
  assert.ok(v.error.length > 0, `${what}: empty error`);
  // An exception that escaped C++ reaches JS as a bare number: the facade would pass it on as "name: 123456".
  assert.ok(!/^\w+: \d+$/.test(v.error), `${what}: an escaped C++ exception (${v.error})`);
}

function okOrError(v, what) {
  if (v && v.ok === true) return true;
  isError(v, what);
  return false;
}

// Numbers no door that takes a count may accept.
const badNumbers = [NaN, Infinity, -Infinity, 1.5, -1, -0.5, 2 ** 53, 1e300, -1e300, Number.MIN_VALUE, '3', null, {}, [], true, 10n];
const throwValues = [new Error('boom'), 5, null, undefined, Symbol('s'), { toString() { throw new Error('worse'); } },
  'x'.repeat(5000), new RangeError('deep'), Object.create(null)];
const huge = 'e2 '.repeat(17e6);  // 51 MB

// A search spec: mostly one bad value or a throwing getter; a few good small budgets.
function hostileSpec(r) {
  const key = pick(['level', 'movetime', 'nodes', 'depth', 'seed'], r);
  const k = r();
  if (k < 0.15) return { nodes: 200, get [key]() { throw pick(throwValues, r); } };
  if (k < 0.25) return new Proxy({ nodes: 200 }, { get(t, p) { if (p === key) throw pick(throwValues, r); return t[p]; } });
  if (k < 0.3) return new Proxy({}, { get() { throw new Error('trap'); }, has() { throw new Error('has'); } });
  if (k < 0.4) return pick([{ nodes: 200 }, { nodes: 250, seed: 3 }, { depth: 1 }, { depth: 2, nodes: 300 }], r);
  return { nodes: 200, [key]: pick(badNumbers, r) };
}

function describe(x) {
  if (typeof x === 'string') return JSON.stringify(x.length > 80 ? x.slice(0, 80) + '…' : x);
  try { return String(x); } catch { return typeof x; }
}

test('hostile input through every door of the module: errors as values, the game untouched', () => {
  const r = rng(20261129);
  { // warm-up: whatever the engine keeps for good (tables of the search) is allocated before the baseline
    const w = new m.Game();
    for (const rules of ['walls', 'dolambac', 'detour']) { w.reset(rules); w.bestMove({ nodes: 300 }); }
    w.delete();
  }
  const baseline = m.heapInUse(), baseBytes = m.heapBytes(), baseHandles = m.handles();
  const games = [new m.Game(), new m.Game()];
  let calls = 0, refused = 0, reentered = 0;
  const perDoor = new Array(17).fill(0);
  const steps = Number(process.env.WALLRACE_FUZZ_STEPS) || 4000;
  for (let step = 0; step < steps; step++) {
    const gi = Math.floor(r() * games.length);
    const g = games[gi];
    const heapBefore = m.heapInUse();
    const before = g.status();
    const beforeRecord = g.record();
    const door = Math.floor(r() * 17);
    perDoor[door]++;
    let x, v, what;
    calls++;
    switch (door) {
      case 0: x = r() < 0.5 ? pick(['walls', 'dolambac', 'detour', 'WALLS', 'Detour'], r) : anyInput('notation', r);
        v = g.reset(x); what = `reset(${describe(x)})`; break;
      case 1: x = anyInput('position', r, g); v = g.loadPosition(x); what = `loadPosition(${describe(x)})`; break;
      case 2: x = anyInput('record', r, g); v = g.loadRecord(x); what = `loadRecord(${describe(x)})`; break;
      case 3: case 4: x = anyInput('notation', r, g); v = g.play(x); what = `play(${describe(x)})`; break;
      case 5: { const legal = g.legal(); x = legal.length ? pick(legal, r) : 'pass'; v = g.play(x); what = `play legal ${x}`; break; }
      case 6: x = anyInput('notation', r, g); v = g.wallInfo(x); what = `wallInfo(${describe(x)})`; break;
      case 7: x = r() < 0.5 ? Math.floor(r() * 40) - 5 : pick(nonStrings, r); v = g.statusAt(x); what = `statusAt(${describe(x)})`; break;
      case 8: v = r() < 0.5 ? g.undo() : g.redo(); what = 'undo/redo'; assert.equal(typeof v, 'boolean', what); break;
      case 9: x = anyInput('notation', r); v = m.parseMove(pick(['walls', 'dolambac', 'detour', x], r), x); what = `parseMove(${describe(x)})`; break;
      case 10: x = pick([5, 'abc', true, { level: 6.5 }, { level: 0 }, { level: 7 }, { level: 'x' }, { nodes: -1 }, { nodes: NaN },
        { movetime: -5 }, { depth: 0 }, { depth: 65 }, { seed: -1 }, { nodes: 300 }, { nodes: 300, seed: 3 }], r);
        v = g.bestMove(x); what = `bestMove(${describe(JSON.stringify(x) ?? x)})`; break;
      case 11: { // a game deleted and used again
        const d = new m.Game();
        d.delete();
        isError(d.play('e2'), 'play after delete');
        isError(d.status(), 'status after delete');
        isError(d.loadRecord('[Rules "walls"]'), 'loadRecord after delete');
        d.delete();
        v = { ok: true }; what = 'after delete'; break;
      }
      case 12: { // an onProgress that throws anything
        const thrown = pick(throwValues, r);
        let called = 0;
        v = g.bestMove({ nodes: 150 + Math.floor(r() * 200), seed: step }, () => { called++; throw thrown; });
        what = `bestMove with onProgress throwing ${describe(thrown)}`;
        if (called) { isError(v, what); assert.match(v.error, /^onProgress threw: /, what); assert.equal(called, 1, `${what}: called again after it threw`); }
        break;
      }
      case 13: x = hostileSpec(r); v = g.bestMove(x); what = 'bestMove(hostile spec)'; break;
      case 14: { // an onProgress that calls back in: everything that would change anything is refused
        const other = games[1 - gi];
        const outsider = new m.Game();
        const seen = [];
        const doors = [
          () => ['delete', g.delete()], () => ['reset', g.reset(pick(['walls', 'detour', 'dolambac'], r))],
          () => ['loadPosition', g.loadPosition(pick(seeds.position, r))], () => ['loadRecord', g.loadRecord(pick(seeds.record, r))],
          () => ['play', g.play(pick(g.legal(), r) || 'e2')], () => ['bestMove', g.bestMove({ nodes: 100 })], () => ['solve', g.solve()],
          () => ['other play', other.play(pick(other.legal(), r) || 'e2')], () => ['other bestMove', other.bestMove({ nodes: 100 })],
          () => ['other reset', other.reset('walls')], () => ['outsider loadRecord', outsider.loadRecord('[Rules "walls"]\n1. e2')],
          () => ['loadDetourTable', m.loadDetourTable(new Uint8Array(64))],
        ];
        const reads = [() => g.status(), () => g.legal(), () => g.record(), () => other.status(), () => m.perft(g.position(), 1),
          () => g.statusAt(0), () => g.history(), () => m.parseMove('walls', 'e2')];
        let called = 0;
        v = g.bestMove({ nodes: 200 + Math.floor(r() * 400), seed: step }, (info) => {
          called++;
          for (let i = 0, n = 1 + Math.floor(r() * 4); i < n; i++) seen.push(pick(doors, r)());
          assert.equal(g.undo(), false, 'undo while searching');
          assert.equal(other.redo(), false, 'redo while searching');
          const read = pick(reads, r)();
          assert.ok(read !== undefined && !(read && read.ok === false && /refused/.test(read.error)), 'a read while searching');
          assert.deepEqual(g.status(), before, 'the game while its search runs');
          assert.ok(Array.isArray(info.pv));
        });
        what = `bestMove with a re-entrant onProgress (${seen.map((s) => s[0]).join(', ')})`;
        outsider.delete();
        if (before.result !== 'ongoing') { isError(v, what); break; }
        assert.equal(v.ok, true, `${what}: ${v.error}`);
        reentered += seen.length;
        for (const [name, result] of seen) {
          isError(result, `${name} from onProgress`);
          assert.match(result.error, /refused while (a|this game's) search runs/, `${name} from onProgress`);
        }
        assert.equal(g.deleted, false);
        assert.deepEqual(g.status(), before, what);
        assert.ok(g.legal().includes(v.move), `${what}: move ${v.move} not legal here`);
        assert.ok(called > 0, 'onProgress was never called');
        break;
      }
      case 15: x = r() < 0.7 ? pick(badNumbers, r) : Math.floor(r() * 3); v = m.perft(g.position(), x); what = `perft(${describe(x)})`; break;
      case 16: { // a 50 MB string through a random door: refused by its length, the wasm memory does not grow
        const size = m.heapBytes();
        const fn = pick([(s) => g.play(s), (s) => g.loadRecord(s), (s) => g.loadPosition(s), (s) => g.reset(s), (s) => g.wallInfo(s),
          (s) => m.parseMove('walls', s), (s) => m.perft(s, 1), (s) => m.parseMove(s, 'e2')], r);
        v = fn(huge); what = 'a 50 MB string';
        isError(v, what);
        assert.match(v.error, /too long \(51000000 characters, at most 1048576\)/);
        assert.equal(m.heapBytes(), size, 'the wasm memory grew for a 50 MB string');
        break;
      }
    }
    if (process.env.WALLRACE_HEAP_DEBUG && m.heapInUse() > heapBefore + 100000) console.log('grew', m.heapInUse() - heapBefore, what);
    if (door === 8) continue;
    if (door === 7 || door === 9 || door === 15) { okOrError(v, what); continue; }
    const accepted = okOrError(v, what);
    if (!accepted) {
      refused++;
      // A refused call leaves the game exactly as it was.
      assert.deepEqual(g.status(), before, `${what} changed the game`);
      assert.equal(g.record(), beforeRecord, `${what} changed the record`);
    }
    // The game is always whole: its own record and position code read back.
    const s = g.status();
    assert.equal(s.ok, true, what);
    const h = new m.Game();
    assert.deepEqual(h.loadRecord(g.record()), { ok: true }, `own record after ${what}`);
    assert.equal(h.position(), g.position(), `own record after ${what}`);
    assert.deepEqual(h.loadPosition(g.position()), { ok: true }, `own position code after ${what}`);
    h.delete();
    // And still plays.
    const legal = g.legal();
    assert.equal(Array.isArray(legal), true);
    assert.equal(legal.length === 0, s.result !== 'ongoing', `legal actions and the result disagree after ${what}`);
    if (calls % 200 === 0 && g.status().result !== 'ongoing') g.reset(pick(['walls', 'dolambac', 'detour'], r));
  }
  for (const g of games) g.delete();
  console.log(`module fuzz: ${calls} calls (${refused} refused, ${reentered} calls back in from onProgress); per door ${perDoor.join(' ')}`);
  assert.ok(refused > calls / 4, `only ${refused} of ${calls} calls were refused: the inputs are too tame`);
  assert.ok(m.heapInUse() <= baseline + 4096, `heap in use grew from ${baseline} to ${m.heapInUse()}`);
  assert.equal(m.heapBytes(), baseBytes, 'the wasm memory grew');
  assert.equal(m.handles(), baseHandles, 'emval handles were left behind');
});
