// Issue 11 bugs 5, 6, 7, 9 and 10: the game in progress is kept when a new
// one starts; setup changes are clearly pending; the board stays turned; a
// bare move list is read with the rule set in play; a finished detour game's
// verdict is its result.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, status, settle, squarePoint, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const typeMoves = async (page, moves) => {
  for (const m of moves) {
    const ply = (await status(page)).ply;
    await page.fill('#move-input', m);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((p) => window.wallrace.status().ply > p, ply);
  }
};
const moves = (page) => page.evaluate(() => window.wallrace.history().map((h) => h.move));

test('bug 9: a bare move list or a link without [Rules] is read with the rule set in play, and says so', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await page.click('#io summary');
  await page.fill('#import-text', '1. e2 e8 2. e3 e7');
  await page.click('#import');
  await page.waitForFunction(() => window.wallrace.status().ply === 4);
  assert.equal((await status(page)).rules, 'walls');
  assert.deepEqual(await moves(page), ['e2', 'e8', 'e3', 'e7']);
  assert.match(await page.textContent('#io-message'), /no \[Rules\] tag: read as walls/);
  await newGame(page, { rules: 'detour', mode: 'two' });
  await page.fill('#import-text', 'a2 d3 a3');
  await page.click('#import');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
  assert.equal((await status(page)).rules, 'detour');
  assert.match(await page.textContent('#io-message'), /read as detour/);
  // A hand-made link opened by a new visitor: read with the default rule set.
  const { page: other } = await newPage(env);
  await openGame(other, `${env.url}#record=${encodeURIComponent('1. e2 e8 2. e3')}`);
  assert.deepEqual((await moves(other)).slice(0, 3), ['e2', 'e8', 'e3'], 'the link\'s moves (the bot may answer)');
  assert.match(await other.textContent('#notice-text'), /shared game \(it has no \[Rules\] tag: read as walls/);
  assert.deepEqual([...page.errors, ...other.errors], []);
});

test('bug 10: the verdict of a finished detour game is its result, not "wins in 0"', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  await typeMoves(page, ['a2', 'd3', 'a3', 'd2', 'a4']);
  assert.equal((await status(page)).result, 'player1');
  await page.click('#verdict');
  await page.waitForSelector('#verdict-text:not([hidden])', { timeout: 60000 });
  const text = await page.textContent('#verdict-text');
  assert.doesNotMatch(text, /in 0/);
  assert.match(text, /over: White reached rank 4/i);
  await shot(page, 'detour-verdict-over');
  assert.deepEqual(page.errors, []);
});
