// Sound: a move, a wall, a refusal and the end each make a sound (Web Audio,
// nothing fetched); the toggle turns them off and is remembered over a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, clickSquare } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const type = async (page, mv) => { await page.fill('#move-input', mv); await page.press('#move-input', 'Enter'); };

test('sounds follow the game, and the off switch is remembered', async () => {
  const { page } = await newPage(env);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true', 'on until turned off');
  await clickSquare(page, 'b1');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await type(page, 'b3h');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await type(page, 'a9');
  await page.waitForFunction(() => window.wallrace.sounds().refusal === 1);
  assert.deepEqual(await page.evaluate(() => window.wallrace.sounds()), { move: 1, wall: 1, refusal: 1 });
  assert.ok(fetched.every((u) => u.startsWith(env.url)), 'no sound file comes from elsewhere');

  await page.click('#sound');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false', 'still off after a reload');
  await clickSquare(page, 'b2');
  await page.waitForFunction(() => window.wallrace.status().ply === 3);
  assert.deepEqual(await page.evaluate(() => window.wallrace.sounds()), {}, 'silent while off');

  await page.click('#sound');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  assert.deepEqual(page.errors, []);
});
