// A game played with the keyboard alone: Tab to the move input, type moves
// and Enter; arrows step through the moves; the live region speaks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, shot, status } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function tabTo(page, id, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((x) => document.activeElement?.id === x || document.activeElement?.name === x, id)) return;
  }
  throw new Error(`could not Tab to ${id}`);
}

test('a detour game for two, typed at the keyboard, to a result', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  // Setup with the keyboard: rules and opponent selects, then New game.
  await tabTo(page, 'rules');
  await page.keyboard.type('Wall-');
  await tabTo(page, 'mode');
  await page.keyboard.type('Two');
  await tabTo(page, 'new-game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wallrace.status().rules === 'detour' && window.wallrace.settings().mode === 'two');
  // Skip link to the move input.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, 'move-input');
  const focusVisible = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(focusVisible, 'solid', 'focus is visible');

  const live = () => page.textContent('#live-region');
  const play = async (move) => {
    const ply = (await status(page)).ply;
    await page.keyboard.type(move);
    await page.keyboard.press('Enter');
    await page.waitForFunction((p) => window.wallrace.status().ply === p + 1, ply);
  };
  await play('a2');
  assert.equal((await live()).trim(), 'White moves to a2. White path 2, Black path 3.');
  await play('D3');
  assert.match(await live(), /Black moves to d3/);
  // A bad move is refused, spoken, and costs nothing.
  await page.keyboard.type('a9');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^a9 is off the board/.test(document.querySelector('#live-region').textContent));
  assert.equal((await status(page)).ply, 2);
  await page.fill('#move-input', '');
  await play('a3');
  await play('a3h');
  assert.match(await live(), /Black places a wall at a3h\. White path 2, Black path 2\./);
  await play('b3');
  await play('d2');
  await shot(page, 'detour-keyboard-before-win');
  await play('b4');
  const s = await status(page);
  assert.equal(s.result, 'player1');
  await page.waitForFunction(() => /White reached rank 4/i.test(document.querySelector('#live-region').textContent));
  // Arrow keys in the move input step through the moves.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => window.wallrace.viewPly() === 5);
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => window.wallrace.viewPly() === 6);
  // And on the page (focus out of the input): Home, End, ←.
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Home');
  await page.waitForFunction(() => window.wallrace.viewPly() === 0);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.wallrace.viewPly() === null);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.wallrace.viewPly() === 6);
  await shot(page, 'detour-keyboard-review');
  assert.deepEqual(page.errors, []);
});
