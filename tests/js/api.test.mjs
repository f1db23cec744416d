// The WebAssembly module through its JS API: rules, errors as values, memory.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './load.mjs';

const m = await loadModule();

function game(rules, moves = []) {
  const g = new m.Game();
  assert.deepEqual(g.reset(rules), { ok: true });
  for (const mv of moves) assert.equal(g.play(mv).ok, true, `${mv}`);
  return g;
}

test('the walls start: 131 actions, three pawn targets, status as the CLI prints it', () => {
  const g = game('walls');
  assert.equal(g.legal().length, 131);
  assert.deepEqual(g.pawnTargets().sort(), ['d1', 'e2', 'f1']);
  const s = g.status();
  assert.equal(s.rules, 'walls');
  assert.equal(s.toMove, 1);
  assert.deepEqual(s.pawns, ['e1', 'e9']);
  assert.deepEqual(s.wallsLeft, [10, 10]);
  assert.deepEqual(s.pathLength, [8, 8]);
  assert.equal(s.paths[0].length, 9);
  assert.equal(s.position, 'walls_0_1_e1_e9_10_10');
  assert.equal(g.wallSlots().length, 128);
  g.delete();
});

test('jumps and side-steps come from the engine', () => {
  const g = new m.Game();
  assert.equal(g.loadPosition('walls_0_1_e8_e9_10_10').ok, true);
  assert.deepEqual(g.pawnTargets().sort(), ['d8', 'd9', 'e7', 'f8', 'f9']);
  g.delete();
});

test('the detour worked example: a1h legal, then a1v refused with the reason, no wall and no turn used', () => {
  const g = game('detour');
  assert.equal(g.wallSlots().length, 24);
  assert.equal(g.wallInfo('A1-A2').legal, true);
  assert.equal(g.play('a1h').move, 'a1h');
  const before = g.status();
  const info = g.wallInfo('a1v');
  assert.equal(info.legal, false);
  assert.equal(info.reason, 'would leave White with no path to rank 4');
  const r = g.play('a1v');
  assert.deepEqual(r, { ok: false, error: "move 2 'a1v': would leave White with no path to rank 4" });
  assert.deepEqual(g.status(), before);
  g.delete();
});

test('overlap and crossing name the wall; path growth in dolambac', () => {
  const g = game('dolambac', ['e3h']);
  assert.equal(g.wallInfo('d3h').reason, 'overlaps wall e3h');
  assert.equal(g.wallInfo('e3v').reason, 'crosses wall e3h');
  const h = game('dolambac');
  assert.equal(h.wallInfo('e8h').growth, 1);
  assert.deepEqual(h.wallInfo('e8h').pathAfter, [9, 9], 'both paths as if the wall stood (it lies across both pawns\' files)');
  assert.equal(g.wallInfo('d3h').pathAfter, null, 'none for a refused wall');
  assert.equal('edges' in h.wallInfo('e8h'), false);
  h.play('e8h');
  assert.equal(h.history()[0].growth, 1);
  g.delete(); h.delete();
});

test('dolambac: third repetition is a draw; undo and redo', () => {
  const g = game('dolambac', ['d1', 'd9', 'e1', 'e9', 'd1', 'd9', 'e1', 'e9']);
  const s = g.status();
  assert.equal(s.result, 'draw');
  assert.equal(s.reason, 'repetition');
  assert.deepEqual(g.legal(), []);
  assert.match(g.play('d1').error, /the game is over \(draw by third repetition\)/);
  assert.equal(g.undo(), true);
  assert.equal(g.status().result, 'ongoing');
  assert.equal(g.redo(), true);
  assert.equal(g.status().result, 'draw');
  assert.equal(g.statusAt(0).position, 'dolambac_0_1_e1_e9_10_10');
  g.delete();
});

test('records and position codes round-trip through the module', () => {
  const g = game('walls', ['e2', 'e8', 'e3h']);
  const rec = g.record();
  const h = new m.Game();
  assert.deepEqual(h.loadRecord(rec), { ok: true });
  assert.equal(h.position(), g.position());
  assert.equal(h.record(), rec);
  const k = new m.Game();
  assert.deepEqual(k.loadPosition(g.position()), { ok: true });
  assert.equal(k.position(), g.position());
  g.delete(); h.delete(); k.delete();
});

test('bad input of every kind returns a clear error and changes nothing', () => {
  const g = game('walls', ['e2']);
  const before = g.status();
  const cases = [
    [() => g.play(42), /move must be a string, got number/],
    [() => g.play(undefined), /move must be a string, got undefined/],
    [() => g.play({}), /move must be a string, got object/],
    [() => g.play('zz9'), /'zz9': not a move/],
    [() => g.play('e9'), /'e9': not a reachable square/],
    [() => g.play('i9h'), /off the board/],
    [() => g.reset('chess'), /unknown rule set/],
    [() => g.reset(null), /rules must be a string/],
    [() => g.loadPosition('garbage'), /unknown rule set/],
    [() => g.loadPosition('walls_0_1_e1_e9_10_10_zzz'), /field 8 \(walls\)/],
    [() => g.loadPosition(''), /position code is empty/],
    [() => g.loadRecord('[Rules "walls"]\n1. e2 e8 2. e3 zz'), /record token 6 \(move 4\) 'zz'/],
    [() => g.loadRecord('\u0000\u0001garbage'), /record has no \[Rules/],
    [() => g.loadRecord(12), /record must be a string/],
    [() => g.wallInfo('e2'), /not a wall/],
    [() => g.wallInfo(7), /wall must be a string/],
    [() => g.statusAt(99), /ply 99/],
    [() => g.statusAt('x'), /ply must be a number/],
  ];
  for (const [call, pattern] of cases) {
    const r = call();
    assert.equal(r.ok, false, String(call));
    assert.match(r.error, pattern);
    assert.deepEqual(g.status(), before);
  }
  assert.deepEqual(m.parseMove('walls', 'E3H'), { ok: true, move: 'e3h' });
  assert.equal(m.parseMove('walls', 5).ok, false);
  g.delete();
  assert.deepEqual(g.legal(), { ok: false, error: 'legal: this game was deleted' });
  assert.equal(g.play('e2').ok, false);
  g.delete();  // twice is harmless
  const fresh = game('detour');  // the module is still usable
  assert.equal(fresh.legal().length, 26);
  fresh.delete();
});

test('10 000 create, play and delete cycles leave the wasm heap where it was', () => {
  const warm = game('walls', ['e2', 'e8']);
  warm.delete();
  const before = m.heapBytes();
  const inUse = m.heapInUse();
  for (let i = 0; i < 10000; ++i) {
    const g = new m.Game();
    g.reset(['walls', 'dolambac', 'detour'][i % 3]);
    const legal = g.legal();
    g.play(legal[i % legal.length]);
    g.status();
    g.delete();
  }
  assert.equal(m.heapBytes(), before);
  assert.equal(m.heapInUse(), inUse);
});
