// Wall previews (legal in one colour, illegal in another with the reason),
// a refused wall that uses no wall and no turn, pawn targets, undo, redo,
// review; the dolambac growth (+N) and nothing else.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, settle, clickSquare, clickWall, hoverWall, squarePoint } from './helpers.mjs';

let env;
let page;
before(async () => {
  env = await setup();
  ({ page } = await newPage(env));
  await openGame(page, env.url);
});
after(async () => { await env?.close(); });

const info = () => page.textContent('#hover-info');
const live = () => page.textContent('#live-region');

test('hovering a groove previews the wall: legal, then illegal with the reason', async () => {
  await newGame(page, { rules: 'detour', mode: 'two' });
  await hoverWall(page, 'a1h');
  await page.waitForFunction(() => /a1h/.test(document.querySelector('#hover-info').textContent));
  assert.match(await info(), /Wall a1h: legal · Black path stays 3/);
  assert.equal(await page.getAttribute('#hover-info', 'class'), 'hover-info legal');
  await shot(page, 'detour-preview-legal');
  await clickWall(page, 'a1h');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  let s = await status(page);
  assert.deepEqual(s.walls, ['a1h']);
  assert.deepEqual(s.wallsLeft, [3, 4]);
  assert.match(await live(), /White places a wall at a1h\. White path 4, Black path 3/);
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await hoverWall(page, 'a1v');
  await page.waitForFunction(() => /a1v/.test(document.querySelector('#hover-info').textContent));
  assert.equal(await info(), 'Wall a1v would leave White with no path to rank 4');
  assert.equal(await page.getAttribute('#hover-info', 'class'), 'hover-info illegal');
  await shot(page, 'detour-preview-illegal');
});

test('a refused wall uses no wall and no turn, and says why', async () => {
  const before = await status(page);
  await clickWall(page, 'a1v');
  await page.waitForFunction(() => /Wall a1v/.test(document.querySelector('#live-region').textContent));
  const s = await status(page);
  assert.equal(s.ply, before.ply);
  assert.deepEqual(s.wallsLeft, before.wallsLeft);
  assert.equal(s.toMove, before.toMove);
  assert.deepEqual(s.walls, before.walls);
  // The reason, said once, in the player's words.
  assert.equal(await info(), 'Wall a1v would leave White with no path to rank 4');
  assert.equal((await live()).trim(), 'Wall a1v would leave White with no path to rank 4');
  await shot(page, 'detour-refused-wall');
});

test('selecting the pawn lights its legal destinations', async () => {
  await clickSquare(page, 'a1');
  const lit = await page.evaluate(() => window.wallrace.targets());
  assert.deepEqual(lit.sort(), ['b1']);
  await shot(page, 'detour-pawn-selected');
  await clickSquare(page, 'b1');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
});

test('undo, redo and review of earlier positions', async () => {
  await page.click('#undo');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await page.click('#redo');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
  assert.equal((await status(page)).pawns[0], 'b1');
  // Review: click the first move in the list.
  await page.click('#moves button[data-ply="1"]');
  await page.waitForSelector('#review-bar:not([hidden])');
  // The bar's words follow on the next frame: wait for them (read once, the bar could still say its idle hint).
  await page.waitForFunction(() => /move 1: White places a wall at a1h/.test(document.getElementById('review-text').textContent));
  assert.match(await page.textContent('#review-text'), /move 1: White places a wall at a1h/);
  assert.equal(await page.getAttribute('#moves button[data-ply="1"]', 'aria-current'), 'step');
  await shot(page, 'detour-review');
  // Moves are refused while looking back.
  await clickSquare(page, 'a2');
  assert.equal((await status(page)).ply, 3);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.wallrace.viewPly() === 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.wallrace.viewPly() === 2);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.wallrace.viewPly() === null);
  // Play on from an earlier position.
  await page.click('#moves button[data-ply="1"]');
  await page.click('#from-here');
  await page.waitForFunction(() => window.wallrace.status().ply === 1 && window.wallrace.viewPly() === null);
  assert.equal((await status(page)).canRedo, true);
  assert.deepEqual(page.errors, []);
});

test('dolambac shows a wall\'s path growth (+N) and no path lengths', async () => {
  await newGame(page, { rules: 'dolambac', mode: 'two' });
  await hoverWall(page, 'e8h');
  await page.waitForFunction(() => /e8h/.test(document.querySelector('#hover-info').textContent));
  assert.equal(await info(), 'Wall e8h: +1');
  assert.equal((await page.textContent('#player1 .path')).trim(), '');
  assert.equal(await page.isVisible('#paths-label'), false);
  await shot(page, 'dolambac-growth-preview');
  await clickWall(page, 'e8h');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  assert.match(await live(), /Player 1 places a wall at e8h, \+1\./);
  assert.equal((await page.textContent('#moves button[data-ply="1"] .growth')).trim(), '+1');
  assert.deepEqual(page.errors, []);
});

test('walls opens with Player 1 on the top row, and the board turns', async () => {
  await newGame(page, { rules: 'walls', mode: 'two' });
  const p1 = await squarePoint(page, 'e1');
  const p2 = await squarePoint(page, 'e9');
  assert.ok(p1.y < p2.y, 'Player 1 (e1) is drawn above Player 2 (e9)');
  await page.click('#flip');
  await settle(page);
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), false);
  const q1 = await squarePoint(page, 'e1');
  assert.ok(q1.y > p1.y, 'turned: e1 at the bottom');
  await page.check('#paths');
  await shot(page, 'walls-turned-paths');
});

test('against the bot your own pawn starts at the bottom, whichever side you take', async () => {
  const { context, page: fresh } = await newPage(env); // a player who never turned the board
  await openGame(fresh, env.url);
  for (const human of [1, 2]) {
    await newGame(fresh, { rules: 'walls', mode: 'bot', level: 1, human });
    const mine = await squarePoint(fresh, human === 1 ? 'e1' : 'e9');
    const theirs = await squarePoint(fresh, human === 1 ? 'e9' : 'e1');
    assert.ok(mine.y > theirs.y, `walls, you move ${human === 1 ? 'first' : 'second'}: your start row is at the bottom`);
  }
  assert.deepEqual(fresh.errors, []);
  await context.close();
});

test('a dolambac draw by repetition is shown with its reason and scores nothing', async () => {
  await newGame(page, { rules: 'dolambac', mode: 'two', matchLength: 2 });
  for (const move of ['e2', 'e8', 'e1', 'e9', 'e2', 'e8', 'e1', 'e9']) {
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
  }
  const s = await status(page);
  assert.equal(s.result, 'draw');
  assert.equal(s.reason, 'repetition');
  await page.waitForFunction(() => document.querySelector('#turn').classList.contains('over'));
  const words = await page.textContent('#turn');
  assert.match(words, /repetition/i);
  assert.match(await page.textContent('#match'), /Side A 0 – 0 Side B/);
  assert.equal(await page.isVisible('#next-game'), true);
  await shot(page, 'dolambac-draw-repetition');
  await page.click('#next-game');
  await page.waitForFunction(() => /game 2 of 2/.test(document.querySelector('#match').textContent));
  assert.match(await page.textContent('#player1 .who'), /Side B/, 'side B moves first in game 2');
});
