// Issue 11 bugs 1, 8 and 14: typing a move anywhere goes into the move box
// (no single-key shortcut eats a move's characters); End in the move box goes
// back to the game; an old refusal does not outlive Esc or a look back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, status } from './helpers.mjs';

let env;
let page;
before(async () => {
  env = await setup();
  ({ page } = await newPage(env));
  await openGame(page, env.url);
});
after(async () => { await env?.close(); });

const info = () => page.textContent('#hover-info');
const unfocus = () => page.evaluate(() => { document.activeElement?.blur(); document.body.focus(); });

test('bug 1: typing a move with the page focused plays it; f, u and r are not shortcuts', async () => {
  await newGame(page, { rules: 'walls', mode: 'two' });
  const flipped = await page.evaluate(() => window.wallrace.flipped());
  await unfocus();
  await page.keyboard.type('f3h');
  assert.equal(await page.inputValue('#move-input'), 'f3h', 'the characters went into the move box');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'move-input');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  assert.deepEqual((await status(page)).walls, ['f3h']);
  assert.equal(await page.evaluate(() => window.wallrace.flipped()), flipped, 'f did not turn the board');
  // From the board canvas too; 'u' and 'r' are characters, not undo / redo.
  await page.focus('#board');
  await page.keyboard.type('e8');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await unfocus();
  await page.keyboard.type('u');
  await page.keyboard.type('r');
  assert.equal((await status(page)).ply, 2, 'u did not undo');
  assert.equal(await page.inputValue('#move-input'), 'ur');
  // Commands are words typed in the box.
  await page.fill('#move-input', 'undo');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await page.keyboard.type('flip');
  await page.keyboard.press('Enter');
  await page.waitForFunction((f) => window.wallrace.flipped() !== f, flipped);
  assert.equal(await page.inputValue('#move-input'), '');
  assert.deepEqual(page.errors, []);
});

test('bug 8: End in the move box goes back to the game, as the refusal says', async () => {
  await newGame(page, { rules: 'detour', mode: 'two' });
  for (const m of ['a2', 'd3']) {
    await page.fill('#move-input', m);
    await page.press('#move-input', 'Enter');
  }
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => window.wallrace.viewPly() === 1);
  await page.click('#move-input');
  await page.keyboard.type('a3');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /press End/.test(document.querySelector('#hover-info').textContent));
  assert.equal((await status(page)).ply, 2);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.wallrace.viewPly() === null);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
  assert.equal((await status(page)).pawns[0], 'a3');
  assert.deepEqual(page.errors, []);
});

test('bug 14: a refusal is cleared by Esc and by looking back', async () => {
  await newGame(page, { rules: 'detour', mode: 'two' });
  await page.fill('#move-input', 'a2');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  const refuse = async () => {
    await page.fill('#move-input', 'a9');
    await page.press('#move-input', 'Enter');
    await page.waitForFunction(() => /a9/.test(document.querySelector('#hover-info').textContent));
  };
  await refuse();
  await page.press('#move-input', 'Escape');
  await page.waitForFunction(() => document.querySelector('#hover-info').textContent === '');
  assert.doesNotMatch(await page.getAttribute('#hover-info', 'class'), /illegal/);
  await refuse();
  await page.click('#moves button[data-ply="0"]');
  await page.waitForFunction(() => window.wallrace.viewPly() === 0);
  await page.waitForFunction(() => document.querySelector('#hover-info').textContent === '');
  assert.equal(await info(), '');
  assert.deepEqual(page.errors, []);
});
