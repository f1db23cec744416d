// Bot against bot: a dolambac match of two games, first player alternating,
// score kept; a hint (the Level 6 move) and the detour solver's verdict.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setup, newPage, openGame, newGame, shot, status } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('bots play a dolambac match: the first player alternates and the score is kept', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  // At the fast pace a level-1 game can be over within a few frames, faster than a test's
  // round trips: every frame, note the game being played, its Player 1 (as drawn) and its
  // result. The game and its result come from the session, read together; the drawn page
  // can lag it by a frame, in which a whole game may have passed under load (game 1 then
  // took game 2's result), so Player 1 is noted only when the match line shows the same game.
  // (Choosing the settings starts games too, so game numbers are no guide.)
  await page.evaluate(() => {
    window.seen = {};
    window.seenErrors = [];
    const tick = () => {
      try { look(); } catch (err) { window.seenErrors.push(String(err)); }
      requestAnimationFrame(tick);
    };
    const look = () => {
      const match = window.wallrace.match();
      if (match.length !== 2) return;  // the settings not applied yet
      const k = match.index + 1;
      const entry = (window.seen[k] ||= {});
      const s = window.wallrace.status();
      if (s.result !== 'ongoing') entry.result = s.result;
      const line = document.querySelector('#match').textContent;
      const shown = line.match(/game (\d) of 2/);
      // Once the match is over the board shows its last game, game 2.
      if ((shown ? Number(shown[1]) : /Match over/.test(line) ? 2 : 0) === k) entry.who = document.querySelector('#player1 .who').textContent;
    };
    requestAnimationFrame(tick);
  });
  await newGame(page, { rules: 'dolambac', mode: 'botbot', level: 1, level2: 1, pace: 'fast', matchLength: 2 });
  await page.waitForFunction(() => window.seen[1]?.result, null, { timeout: 90000 });
  await shot(page, 'dolambac-botbot-game1');
  // The next game starts by itself; now side B moves first (is Player 1).
  await page.waitForFunction(() => /Match over/.test(document.querySelector('#match').textContent), null, { timeout: 120000 });
  await page.waitForFunction(() => window.seen[2]?.result, null, { timeout: 10000 }).catch(() => {});
  const seen = await page.evaluate(() => window.seen);
  // Once the match is over the board shows game 2's end: its result is the page's status.
  if (seen[2] && !seen[2].result) seen[2].result = (await status(page)).result;
  assert.ok(seen[2]?.result && seen[2].result !== 'ongoing', `game 2's end was never seen: ${JSON.stringify({ seen, errors: await page.evaluate(() => window.seenErrors), match: await page.textContent('#match'), status: await status(page) })}`);
  assert.match(seen[1].who, /Bot A/, 'game 1: side A moves first');
  assert.match(seen[2].who, /Bot B/, 'game 2: side B moves first');
  const text = await page.textContent('#match');
  const [, a, b] = text.match(/Bot A (\d) – (\d) Bot B/);
  const decisive = [seen[1].result, seen[2].result].filter((r) => r !== 'draw').length;
  assert.equal(Number(a) + Number(b), decisive, 'a win scores 1, a draw nothing');
  assert.deepEqual(Object.keys(seen), ['1', '2'], 'a match of two games is two games');
  await shot(page, 'dolambac-botbot-match-over');
  assert.deepEqual(page.errors, []);
});

test('a hint shows the bot\'s move on the board without playing it', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  // Walls: on detour the Level 6 move comes from the solver, slow without its table.
  await newGame(page, { rules: 'walls', mode: 'two' });
  for (const move of ['e2', 'e8', 'e3']) {
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
  }
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hover-info').textContent), null, { timeout: 60000 });
  assert.equal((await status(page)).ply, 3, 'the hint is not played');
  await shot(page, 'walls-hint');
  assert.deepEqual(page.errors, []);
});

const TABLE = new URL('../../web/engine/detour.table', import.meta.url);
test('the detour solver gives its verdict on request', { skip: !fs.existsSync(TABLE) && 'web/engine/detour.table is not built' }, async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  await page.fill('#move-input', 'a2');
  await page.press('#move-input', 'Enter');
  await page.click('#verdict');
  await page.waitForSelector('#verdict-text:not([hidden])', { timeout: 60000 });
  const verdict = await page.textContent('#verdict-text');
  assert.match(verdict, /best play|wins|draw/i);
  console.log(`# verdict: ${verdict}`);
  await shot(page, 'detour-verdict');
  assert.deepEqual(page.errors, []);
});
