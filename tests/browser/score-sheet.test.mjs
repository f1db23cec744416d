// The move list reads like a score sheet (`1. e2 e8`, path lengths kept),
// and the bot's planned line is hidden from the player it plays against.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, settle, clickSquare } from './helpers.mjs';

let env;
// The rows as seen (hidden words for screen readers left out).
const sheet = (page) => page.$$eval('#moves tbody tr[data-move]', (trs) => trs.map((tr) => [
  tr.querySelector('th').textContent,
  ...[...tr.querySelectorAll('td')].flatMap((td) => (td.querySelector('.mv')
    ? [td.querySelector('.mv').textContent, td.querySelector('.paths, .growth')?.textContent].filter(Boolean) : [td.textContent])),
].join(' ')));
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('both players\' moves share a numbered row, with the path lengths after each', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  for (const mv of ['e2', 'e8', 'e3h', 'd8']) {
    await page.fill('#move-input', mv);
    await page.press('#move-input', 'Enter');
  }
  await page.waitForFunction(() => window.wallrace.status().ply === 4);
  await settle(page);
  const rows = await sheet(page);
  assert.deepEqual(rows, ['1. e2 7·8 e8 7·7', '2. e3h 8·8 d8 8·7']);
  assert.equal(await page.getAttribute('#moves button[data-ply="4"]', 'aria-current'), 'step');
  // What a screen reader says for a move: the visible text, with who and which move.
  assert.equal((await page.textContent('#moves button[data-ply="3"]')).replace(/8·8/, ''), 'Move 2, Player 1: e3h, paths 8 and 8');
  // Undo one ply: the row keeps White's move and loses Black's.
  await page.click('#undo');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
  await settle(page);
  assert.deepEqual(await sheet(page),
    ['1. e2 7·8 e8 7·7', '2. e3h 8·8 …']);
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => window.wallrace.viewPly() === 1);
  // The panel is drawn on the next animation frame after the state changes.
  await page.waitForFunction(() => /^Looking at move/.test(document.querySelector('#review-text').textContent));
  assert.match(await page.textContent('#review-text'), /^Looking at move 1: Player 1 moves to e2\.$/);
  await shot(page, 'score-sheet');
  assert.deepEqual(page.errors, []);
});

test('the bot\'s planned line is hidden from its opponent, shown between bots', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'bot', human: 1, level: 6 });
  await clickSquare(page, 'd1'); // out of the opening book: the bot thinks
  await page.waitForFunction(() => /depth \d/.test(document.querySelector('#turn').textContent), null, { timeout: 30000 });
  const seen = new Set();
  while (await page.evaluate(() => window.wallrace.thinking())) {
    seen.add(await page.textContent('#turn'));
    await page.waitForTimeout(100);
  }
  assert.ok(seen.size > 0);
  for (const text of seen) assert.doesNotMatch(text, /line/, text);
  await newGame(page, { rules: 'walls', mode: 'botbot', level: 6, level2: 6, pace: 'fast' });
  await page.waitForFunction(() => /line [a-i]\d/.test(document.querySelector('#turn').textContent), null, { timeout: 30000 });
  assert.deepEqual(page.errors, []);
});
