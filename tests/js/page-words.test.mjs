// The page's words for results, refusals and verdicts, from real engine
// answers: reasons said once, in moves and turns rather than plies.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './load.mjs';
import { resultWords, reasonWords, refusalWords, verdictWords, outcomeFor, numberWords, moveNumber } from '../../web/js/text.js';

const m = await loadModule();
const played = (rules, moves) => {
  const g = new m.Game();
  g.reset(rules);
  for (const mv of moves) assert.equal(g.play(mv).ok, true, mv);
  return g;
};

test('a detour draw is "forty turns each without arrival", from the rule data', () => {
  const moves = [];
  for (let i = 0; i < 20; i++) moves.push('b1', 'c4', 'a1', 'd4');
  const g = played('detour', moves);
  const s = g.status();
  assert.equal(s.result, 'draw');
  assert.equal(reasonWords(g.rules(), s), 'forty turns each without arrival');
  assert.equal(resultWords(g.rules(), s), 'Draw: forty turns each without arrival');
  assert.deepEqual(outcomeFor(g.rules(), s, [1]), { title: 'Draw', reason: 'forty turns each without arrival', tone: 'draw' });
  g.delete();
});

test('a dolambac draw by repetition says "third repetition"', () => {
  const g = played('dolambac', ['e2', 'e8', 'e1', 'e9', 'e2', 'e8', 'e1', 'e9']);
  const s = g.status();
  assert.equal(s.result, 'draw');
  assert.equal(reasonWords(g.rules(), s), 'third repetition');
  g.delete();
});

test('an arrival speaks to the side that sees it', () => {
  const g = new m.Game();
  assert.equal(g.loadPosition('detour_10_1_a3_d3_4_4').ok, true);
  assert.equal(g.play('a4').ok, true);
  const s = g.status();
  assert.deepEqual(outcomeFor(g.rules(), s, [1]), { title: 'You won', reason: 'White reached rank 4', tone: 'win' });
  assert.deepEqual(outcomeFor(g.rules(), s, [2]), { title: 'You lost', reason: 'White reached rank 4', tone: 'loss' });
  assert.deepEqual(outcomeFor(g.rules(), s, []), { title: 'White wins', reason: 'White reached rank 4', tone: 'neutral' });
  g.delete();
});

test('a refusal says its reason once, without the engine\'s move count', () => {
  const g = played('walls', ['e2', 'e8', 'e3h']);
  const r = g.play('f3h');
  assert.equal(r.ok, false);
  assert.match(r.error, /^move 4 'f3h': /, 'the engine says where; the page leaves it out');
  assert.equal(refusalWords('f3h', r.error), 'Wall f3h overlaps wall e3h');
  const wi = g.wallInfo('f3h');
  assert.equal(refusalWords('f3h', wi.reason), 'Wall f3h overlaps wall e3h');
  const d = new m.Game();
  d.reset('detour');
  d.play('a1h');
  assert.equal(refusalWords('a1v', d.play('a1v').error), 'Wall a1v would leave White with no path to rank 4');
  assert.equal(refusalWords('b3', d.play('b3').error).startsWith('b3 is not a reachable square for Black'), true);
  g.delete();
  d.delete();
});

test('the solver\'s verdict is data (winner, plies, reason), worded by the page', () => {
  const g = new m.Game();
  assert.equal(g.loadPosition('detour_8_1_b1_d3_3_1_a2hb3hc3vc4v').ok, true);
  const win = g.solve();
  assert.deepEqual(win, { ok: true, result: 'player2', winner: 2, plies: 12, reason: 'arrival', best: ['d1h'] });
  assert.equal(verdictWords(g.rules(), win), 'With best play Black wins in 6 moves (12 plies)');
  assert.equal(g.loadPosition('detour_78_1_a1_d4_2_2_a2hb3hc3vc4v').ok, true, 'two plies from the limit, nobody home');
  const draw = g.solve();
  assert.equal(draw.ok, true, draw.error);
  assert.deepEqual([draw.result, draw.winner, draw.reason], ['draw', 0, 'forty turns each']);
  assert.equal(verdictWords(g.rules(), draw), 'With best play the game is drawn (forty turns each without arrival)');
  assert.equal('text' in draw, false, 'no English from the engine');
  g.delete();
});

test('verdicts count moves, and say the plies too', () => {
  const info = { playerNames: ['White', 'Black'], plyLimit: 80 };
  assert.equal(verdictWords(info, { result: 'player1', winner: 1, plies: 17, reason: 'arrival' }),
    'With best play White wins in 9 moves (17 plies)');
  assert.equal(verdictWords(info, { result: 'player2', plies: 2 }), 'With best play Black wins in 1 move (2 plies)');
  assert.equal(verdictWords(info, { result: 'draw', winner: 0, plies: 0, reason: 'forty turns each' }),
    'With best play the game is drawn (forty turns each without arrival)');
  assert.equal(verdictWords(info, { result: 'draw', plies: 0 }), 'With best play the game is drawn');
  assert.equal(numberWords(40), 'forty');
  assert.equal(numberWords(100), 'a hundred');
  assert.equal(moveNumber(0, 1), 1);
  assert.equal(moveNumber(0, 2), 1);
  assert.equal(moveNumber(0, 3), 2);
  assert.equal(moveNumber(1, 1), 1, 'from a position with Black to move, Black\'s reply is move 1');
});
