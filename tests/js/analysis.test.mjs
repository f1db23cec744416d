// Analysis through the module's JS API: the same lines and review as the CLI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { loadModule, cli } from './load.mjs';

const m = await loadModule();

function game(rules, moves = []) {
  const g = new m.Game();
  assert.deepEqual(g.reset(rules), { ok: true });
  for (const mv of moves) assert.equal(g.play(mv).ok, true, `${mv}`);
  return g;
}

test('analyse: three distinct legal lines, progress per depth, as the CLI finds them', () => {
  const g = game('walls', ['e2', 'e8']);
  const depths = [];
  const a = g.analyse({ depth: 3, multipv: 3 }, (p) => depths.push(p.depth));
  assert.equal(a.ok, true);
  assert.deepEqual(depths, [1, 2, 3]);
  assert.equal(a.lines.length, 3);
  const legal = new Set(g.legal());
  assert.equal(new Set(a.lines.map((l) => l.move)).size, 3);
  for (const l of a.lines) {
    assert.ok(legal.has(l.move), l.move);
    assert.equal(l.pv[0], l.move);
    assert.ok(l.expected >= 0 && l.expected <= 100);
    assert.equal(l.player1, l.expected); // Player 1 to move
  }
  for (let i = 1; i < 3; i++) assert.ok(a.lines[i].score <= a.lines[i - 1].score);
  if (fs.existsSync(cli)) {
    const out = execFileSync(cli, ['bestmove', '--rules', 'walls', '--moves', 'e2 e8', '--depth', '3', '--multipv', '3']).toString();
    const last = out.trim().split('\n').slice(-4, -1).map((l) => l.replace(/.* pv /, ''));
    assert.deepEqual(last, a.lines.map((l) => l.pv.join(' ')));
  }
  g.delete();
});

test('analyse refuses a bad spec and a finished game, naming the reason', () => {
  const g = game('walls');
  assert.match(g.analyse({ multipv: 6 }).error, /multipv/);
  assert.match(g.analyse({ nodes: 'many' }).error, /nodes must be a number/);
  g.delete();
  const d = game('detour', ['a2', 'd3', 'a3', 'd2', 'a4']);
  assert.match(d.analyse({}).error, /over/);
  d.delete();
});

test('review: one entry per ply with a class, a summary, and comments that read back', () => {
  const moves = ['e2', 'e8', 'e3', 'e7', 'e4', 'e6', 'e5h', 'd6', 'e6h'];
  const g = game('walls', moves);
  const seen = [];
  const r = g.review({ depth: 3 }, (p) => seen.push(p.done));
  assert.equal(r.ok, true);
  assert.deepEqual(seen, moves.map((_, i) => i + 1));
  assert.equal(r.plies.length, moves.length);
  const classes = new Set(m.moveClasses().map((c) => c.name));
  for (const [i, p] of r.plies.entries()) {
    assert.equal(p.ply, i + 1);
    assert.equal(p.move, moves[i]);
    assert.ok(classes.has(p.class), p.class);
  }
  assert.equal(r.players[0].moves + r.players[1].moves, moves.length);
  const back = m.reviewComments(r.record);
  assert.equal(back.ok, true);
  assert.deepEqual(back.comments.map((c) => c.class), r.plies.map((p) => p.class));
  const h = new m.Game();
  assert.equal(h.loadRecord(r.record).ok, true); // the commented record still loads
  assert.equal(h.history().length, moves.length);
  h.delete();
  g.delete();
});
