// The rule data the faces read instead of rule-set names, and core's Match
// through matchState: first players, winners, score and the end of a match.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './load.mjs';

const m = await loadModule();

test('each rule set says what the page needs: title, starts, orientation, solver, kit, draw wording', () => {
  const sets = Object.fromEntries(m.ruleSets().map((r) => [r.name, r]));
  assert.deepEqual(m.ruleSets().slice(0, 3).map((r) => r.name), ['walls', 'dolambac', 'detour'], 'walls first: the default');
  const pick = (r) => ({ title: r.title, starts: r.starts, diagramTop: r.diagramTop, hasSolver: r.hasSolver,
    solverTable: r.solverTable, kit: r.kit, plyLimitReason: r.plyLimitReason });
  assert.deepEqual(pick(sets.walls), { title: 'Walls', starts: ['e1', 'e9'], diagramTop: 1, hasSolver: false, solverTable: '', kit: false, plyLimitReason: '' });
  assert.deepEqual(pick(sets.dolambac), { title: 'Dolambaç', starts: ['e1', 'e9'], diagramTop: 2, hasSolver: false, solverTable: '', kit: false, plyLimitReason: 'ply 200' });
  assert.deepEqual(pick(sets.detour), { title: 'Wall-detour race', starts: ['a1', 'd4'], diagramTop: 2, hasSolver: true,
    solverTable: 'detour.table', kit: true, plyLimitReason: 'forty turns each' });
  const g = new m.Game();
  g.reset('detour');
  assert.deepEqual(g.rules(), sets.detour, 'a game\'s rules() is its rule set\'s entry');
  g.delete();
  if (sets.test5) assert.deepEqual(pick(sets.test5).starts, ['c1', 'c5'], 'the debug build\'s test rule set');
});

test('matchState: dolambac alternates the first player, a draw scores nothing, the match ends at its length', () => {
  const s = m.matchState('dolambac', 4, ['player1', 'player1', 'draw']);
  assert.deepEqual(s, { ok: true, length: 4, games: 3, over: false, score: [1, 1], firstSide: [0, 1, 0, 1], winner: [0, 1, -1] });
  const done = m.matchState('dolambac', 4, ['player1', 'player1', 'draw', 'player2']);
  assert.deepEqual([done.over, done.score, done.winner[3]], [true, [2, 1], 0], 'game 4: B moved first, so Player 2 was side A');
  const walls = m.matchState('walls', 2, ['player2']);
  assert.deepEqual([walls.firstSide, walls.winner], [[0, 0], [1]], 'walls: side A always moves first');
});

test('matchState refuses bad input by name and changes nothing', () => {
  assert.match(m.matchState('chess', 2, []).error, /rules 'chess': unknown rule set/);
  assert.match(m.matchState('walls', 0, []).error, /match length 0: expected a whole number from 1 to 100/);
  assert.match(m.matchState('walls', 1.5, []).error, /match length 1.5/);
  assert.match(m.matchState('walls', 2, ['player1', 'draw', 'draw']).error, /match results' length 3/);
  assert.match(m.matchState('walls', 2, ['win']).error, /match result 1 'win': expected 'player1', 'player2' or 'draw'/);
  assert.match(m.matchState('walls', 2, 'player1').error, /must be an array/);
  const hostile = new Proxy([], { get(t, k) { if (k === 'length') throw new Error('no length'); return t[k]; } });
  assert.match(m.matchState('walls', 2, hostile).error, /reading 'length' threw: no length/);
  const before = m.handles();
  for (let i = 0; i < 50; i++) m.matchState('dolambac', 10, ['player1', 'draw']);
  assert.equal(m.handles(), before, 'no JS values held after the calls');
});
