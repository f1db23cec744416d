// Hostile input through every door of the WebAssembly module's JS API, in
// random order (seeded, so a failure repeats): malformed moves, position
// codes, records (the fuzz seed corpora, mutated), wrong types, huge and odd
// strings, bad review plies and search specs, calls after delete. Every call
// must return a value (never throw), every error must be { ok: false, error }
// with words in it (not a bare number from an escaped C++ exception), a
// refused load or move must leave the game exactly as it was, and the module
// must stay usable with no memory left behind.
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
  const baseline = m.heapInUse();
  const games = [new m.Game(), new m.Game()];
  let calls = 0, refused = 0;
  for (let step = 0; step < 4000; step++) {
    const gi = Math.floor(r() * games.length);
    const g = games[gi];
    const heapBefore = m.heapInUse();
    const before = g.status();
    const beforeRecord = g.record();
    const door = Math.floor(r() * 12);
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
    }
    if (process.env.WALLRACE_HEAP_DEBUG && m.heapInUse() > heapBefore + 100000) console.log('grew', m.heapInUse() - heapBefore, what);
    if (door === 8) continue;
    if (door === 7 || door === 9) { okOrError(v, what); continue; }
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
  assert.ok(refused > calls / 4, `only ${refused} of ${calls} calls were refused: the inputs are too tame`);
  assert.ok(m.heapInUse() <= baseline + 4096, `heap in use grew from ${baseline} to ${m.heapInUse()}`);
});
