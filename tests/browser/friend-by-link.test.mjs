// Play a friend far away with no server: the whole game travels in the
// link's fragment. Two browser contexts pass the link back and forth; each
// opens it as a game with the recipient to move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, status, clickSquare, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function moveAndSend(page, square) {
  const ply = (await status(page)).ply;
  await clickSquare(page, square);
  await page.waitForFunction((p) => window.wallrace.status().ply === p + 1, ply);
  await page.waitForSelector('#send-move:not([hidden])');
  assert.equal(await page.textContent('#send-move'), 'Send your move');
  assert.equal(await page.title(), 'Your friend\'s turn · wallrace');
  assert.deepEqual(await page.evaluate(() => window.wallrace.targets()).then((t) => t.length > 0), true);
  // The friend's side cannot be played here.
  const s = await status(page);
  const friendTarget = s.paths[s.toMove - 1][1];
  await clickSquare(page, friendTarget);
  assert.equal((await status(page)).ply, ply + 1, 'no move for the friend');
  await page.click('#send-move');
  await page.waitForSelector('#send-box:not([hidden])');
  const link = await page.inputValue('#send-link');
  assert.match(link, /#play=/);
  return link;
}

async function openLink(page, link) {
  await page.goto('about:blank');
  await openGame(page, link);
  await page.waitForFunction(() => window.wallrace.settings().mode === 'friend');
}

test('two players pass the game back and forth by link, each to move on opening it', async () => {
  const a = await newPage(env, { permissions: ['clipboard-read', 'clipboard-write'] });
  const b = await newPage(env);
  await openGame(a.page, env.url);
  await newGame(a.page, { rules: 'detour', mode: 'friend', human: 1 });
  assert.equal(await a.page.title(), 'Your turn · wallrace');
  let link = await moveAndSend(a.page, 'b1');
  assert.equal(await a.page.evaluate(() => navigator.clipboard.readText()), link, 'the link is copied');

  const route = [['c4', 'b2'], ['b4', 'b3'], ['b3', 'c3']]; // Black's and White's next steps
  for (const [black, white] of route) {
    await openLink(b.page, link);
    assert.equal(await b.page.title(), 'Your turn · wallrace');
    const sb = await status(b.page);
    assert.equal(sb.toMove, 2, 'the recipient, Black, is to move');
    assert.match(await b.page.textContent('#notice-text'), /^Your friend played [a-d]\d\. Your turn/);
    link = await moveAndSend(b.page, black);

    await openLink(a.page, link);
    const sa = await status(a.page);
    assert.equal(sa.toMove, 1, 'back with White to move');
    assert.equal(sa.ply, sb.ply + 1);
    link = await moveAndSend(a.page, white);
  }
  const final = await status(a.page);
  assert.deepEqual((await a.page.evaluate(() => window.wallrace.history())).map((h) => h.move),
    ['b1', 'c4', 'b2', 'b4', 'b3', 'b3', 'c3']);
  assert.equal(final.ply, 7);
  await shot(a.page, 'friend-by-link-sent');
  assert.deepEqual(a.page.errors, []);
  assert.deepEqual(b.page.errors, []);
});

test('a game started with the friend to move is sent at once; a bad link changes nothing', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'friend', human: 2 });
  await page.waitForSelector('#send-move:not([hidden])');
  assert.equal(await page.textContent('#send-move'), 'Send the game link');
  await page.click('#send-move');
  const link = await page.inputValue('#send-link');
  const other = (await newPage(env)).page;
  await openGame(other, link);
  assert.equal((await other.evaluate(() => window.wallrace.settings())).human, 1, 'the friend plays first');
  assert.equal(await other.title(), 'Your turn · wallrace');
  await openGame(other, `${env.url}#play=${encodeURIComponent('[Rules "walls"]\n1. e2 e2')}`);
  assert.match(await other.textContent('#notice-text'), /could not be read/);
  assert.equal((await status(other)).ply, 0);
});
