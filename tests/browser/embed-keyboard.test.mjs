// The embed: the canvas has a role and a name, and the game can be played by
// keyboard alone (arrow keys to a square or a groove, Enter).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the embedded board is named and plays by keyboard: a step and a wall', async () => {
  const { page } = await newPage(env, { viewport: { width: 500, height: 640 } });
  await page.goto(`${env.url}embed.html?rules=detour`);
  await page.waitForSelector('wallrace-board[data-ready]');
  const canvas = page.locator('wallrace-board canvas');
  assert.equal(await canvas.getAttribute('role'), 'application');
  assert.match(await canvas.getAttribute('aria-label'), /^detour board: arrow keys move over squares and grooves, Enter plays there/);
  assert.equal(await page.$$eval('main', (m) => m.length), 1);
  const info = () => page.locator('wallrace-board .info').textContent();
  const ply = () => page.evaluate(() => document.querySelector('wallrace-board').status().ply);

  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.querySelector('wallrace-board').shadowRoot.activeElement?.tagName), 'CANVAS', 'Tab reaches the board');
  await page.keyboard.press('ArrowUp'); // the cursor starts on the pawn to move
  assert.equal(await info(), 'a1, White\'s pawn');
  await page.keyboard.press('ArrowUp');
  assert.match(await info(), /^Wall a1h: legal/);
  await page.keyboard.press('ArrowUp');
  assert.equal(await info(), 'a2, your pawn can move here');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('wallrace-board').status().ply === 1);
  assert.deepEqual((await page.evaluate(() => document.querySelector('wallrace-board').status())).pawns, ['a2', 'd4']);
  // Black's turn: one step right from a2 is the groove on a2's right.
  await page.keyboard.press('ArrowRight');
  assert.match(await info(), /^Wall a2v: legal/);
  await shot(page, 'embed-keyboard-cursor');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('wallrace-board').status().ply === 2);
  assert.deepEqual((await page.evaluate(() => document.querySelector('wallrace-board').status())).walls, ['a2v']);
  // The board's edge stops the cursor; a refused wall says why and costs nothing.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await info(), 'a2, White\'s pawn');
  await page.keyboard.press('ArrowDown');
  assert.match(await info(), /^Wall a1h: legal/);
  assert.equal(await ply(), 2);
  await page.keyboard.press('Escape');
  assert.deepEqual(page.errors, []);
});
