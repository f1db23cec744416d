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

test('bug 5: New game keeps the game in progress under Recent games, to be reopened', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await typeMoves(page, ['e2', 'e8']);
  await page.click('#new-game');
  await page.waitForFunction(() => window.wallrace.status().ply === 0);
  await page.waitForSelector('#recent:not([hidden])');
  assert.equal(await page.locator('#recent-list li').count(), 1);
  assert.match(await page.textContent('#hover-info'), /kept under Recent games/);
  // It survives a reload.
  await typeMoves(page, ['e2']);
  await page.waitForFunction(() => /1\. e2 \*/.test(localStorage.getItem('wallrace.session.v1'))); // saves are coalesced
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(await moves(page), ['e2']);
  await page.click('#recent summary');
  assert.match(await page.textContent('#recent-list li'), /walls, two players, 2 moves/);
  await page.click('#recent-list button[data-recent="0"]');
  await page.waitForFunction(() => window.wallrace.history().length === 2);
  assert.deepEqual(await moves(page), ['e2', 'e8']);
  // The game it replaced (one move) is kept in its turn.
  assert.equal(await page.locator('#recent-list li').count(), 1);
  assert.match(await page.textContent('#recent-list li'), /1 move\b/);
  await shot(page, 'recent-games');
  assert.deepEqual(page.errors, []);
});

test('bug 6: choosing another rule set applies at once (the game in progress is kept)', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await typeMoves(page, ['e2']);
  await page.selectOption('#setup [name=rules]', 'detour');
  await page.waitForFunction(() => window.wallrace.status().rules === 'detour');
  await settle(page);
  assert.equal((await status(page)).ply, 0);
  assert.match(await page.textContent('#setup-summary'), /Wall-detour race/, 'the header names the game on the board');
  assert.equal(await page.locator('#recent-list li').count(), 1, 'the walls game is kept');
  // The match length too, for a rule set with matches.
  await page.selectOption('#setup [name=rules]', 'dolambac');
  await page.waitForFunction(() => window.wallrace.status().rules === 'dolambac');
  await page.selectOption('#setup [name=matchLength]', '3');
  await page.waitForFunction(() => /game 1 of 3/.test(document.querySelector('#match').textContent));
  assert.equal((await page.evaluate(() => window.wallrace.settings())).matchLength, 3);
  assert.deepEqual(page.errors, []);
});

test('bug 7: the board stays turned across New game and the games of a match', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  const usual = await page.evaluate(() => window.wallrace.flipped());
  await page.click('#flip');
  await settle(page);
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), !usual);
  await page.click('#new-game');
  await page.waitForFunction(() => window.wallrace.gameNumber() > 0);
  await settle(page);
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), !usual, 'New game kept the turned board');
  // A dolambac match: turned, a game drawn by repetition, the next game stays turned.
  await newGame(page, { rules: 'dolambac', mode: 'two', matchLength: 2 });
  const turned = await page.evaluate(() => window.wallrace.flipped());
  const e1 = await squarePoint(page, 'e1');
  await typeMoves(page, ['e2', 'e8', 'e1', 'e9', 'e2', 'e8', 'e1', 'e9']);
  await page.waitForSelector('#next-game:not([hidden])');
  await page.click('#next-game');
  await page.waitForFunction(() => /game 2 of 2/.test(document.querySelector('#match').textContent));
  await settle(page);
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), turned, 'the next match game kept it');
  assert.deepEqual(await squarePoint(page, 'e1'), e1);
  // And a reload.
  await page.waitForTimeout(300); // saves are coalesced
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), turned);
  assert.deepEqual(page.errors, []);
});
