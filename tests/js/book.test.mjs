// The opening book in the module: Level 6 and the hint's spec answer from it at once, as the
// native tool does; book: false, a depth and levels 1-5 search; a bad book value is refused.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { loadModule, cli } from './load.mjs';

const m = await loadModule();
const nativeBest = (args) => execFileSync(cli, ['bestmove', ...args], { encoding: 'utf8' }).trim().split('\n').pop().split(' ')[1];

for (const rules of ['walls', 'dolambac']) {
  test(`${rules}: Level 6, the hint's spec and a node budget play the book's move unsearched, the native tool's move`, () => {
    const g = new m.Game();
    g.reset(rules);
    const expected = nativeBest(['--rules', rules, '--level', '6']);
    for (const spec of [{ level: m.levels }, { level: m.levels, seed: 1 }, { nodes: 250000 }, { movetime: 1000 }, undefined]) {
      const seen = [];
      const r = g.bestMove(spec, (info) => seen.push(info));
      assert.equal(r.ok, true, r.error);
      assert.equal(r.book, true, JSON.stringify(spec));
      assert.equal(r.move, expected);
      assert.equal(r.nodes, 0);
      assert.equal(r.depth, 0);
      assert.deepEqual(r.pv, [expected]);
      assert.equal(seen.length, 1, 'one progress report');
    }
    g.delete();
  });
}

test('book: false, a depth and levels 1-5 search; detour has no book', () => {
  const g = new m.Game();
  for (const spec of [{ nodes: 3000, book: false }, { level: 6, nodes: 3000, book: false }, { depth: 2 }, { level: 5 }, { level: 4, book: true }, { nodes: 3000 },
    { level: m.levels, movetime: 100 }]) {
    const r = g.bestMove(spec);
    assert.equal(r.ok, true, r.error);
    assert.equal(r.book, false, JSON.stringify(spec));
    assert.ok(r.nodes > 0, JSON.stringify(spec));
  }
  // The same search as the native tool's with --no-book.
  assert.equal(g.bestMove({ nodes: 3000, book: false, seed: 3 }).move,
    nativeBest(['--rules', 'walls', '--nodes', '3000', '--seed', '3', '--no-book']));
  g.reset('detour');
  assert.equal(g.bestMove({ level: 6 }).book, false);
  g.delete();
});

test('a book value that is not true or false is refused by name, and nothing changes', () => {
  const g = new m.Game();
  const before = g.status();
  for (const [book, type] of [['no', 'string'], [0, 'number'], [null, 'object'], [{}, 'object']]) {
    const r = g.bestMove({ level: 6, book });
    assert.equal(r.ok, false);
    assert.equal(r.error, `book must be true or false, got ${type}`);
  }
  assert.match(g.bestMove({ get book() { throw new Error('getter'); } }).error, /^search spec: reading 'book' threw: getter$/);
  assert.deepEqual(g.status(), before);
  g.delete();
});
