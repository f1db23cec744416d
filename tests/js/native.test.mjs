// Random games played through the module, compared move for move with the native CLI.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { loadModule, cli, rng } from './load.mjs';

const m = await loadModule();
const native = (args) => execFileSync(cli, args, { encoding: 'utf8' }).trim();

for (const rules of ['walls', 'dolambac', 'detour']) {
  test(`random ${rules} games agree with the native engine`, () => {
    const rand = rng(rules.length * 7919);
    for (let n = 0; n < 8; ++n) {
      const g = new m.Game();
      g.reset(rules);
      const moves = [];
      for (let ply = 0; ply < 120; ++ply) {
        const legal = g.legal();
        if (ply % 15 === 0 || legal.length === 0) {
          assert.equal(legal.join(' '), native(['legal', '--rules', rules, '--moves', moves.join(' ')]), `after ${moves.join(' ')}`);
          const s = JSON.parse(native(['status', '--rules', rules, '--moves', moves.join(' ')]));
          const js = g.status();
          for (const k of ['ply', 'toMove', 'result', 'reason', 'pawns', 'wallsLeft', 'pathLength', 'walls', 'position']) assert.deepEqual(js[k], s[k], k);
        }
        if (legal.length === 0) break;
        const mv = legal[Math.floor(rand() * legal.length)];
        assert.equal(g.play(mv).ok, true);
        moves.push(mv);
      }
      g.delete();
    }
  });
}
