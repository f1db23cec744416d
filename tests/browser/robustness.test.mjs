// When things go wrong: no engine files, a bot stopped mid-thought.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, clickSquare } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('without the engine files the page says so and does not crash', async () => {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  await context.route('**/engine/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(env.url);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /engine could not be loaded/);
  assert.deepEqual(page.errors.filter((e) => !/404|Failed to load/.test(e)), []);
  await shot(page, 'engine-missing');
});

test('stopping the bot mid-thought, then letting it play on', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'bot', human: 1, level: 6 });
  // Stop is pressed the moment it shows (in the page, with no round trip, the watch set before
  // the move): Level 6's think is about a second, shorter than the test's own steps on a loaded
  // machine. A timer, not animation frames (a page in the background gets none); if the bot
  // moves first, the watch ends and says so instead of waiting for ever.
  await page.evaluate(() => {
    window.__stopPressed = new Promise((resolve) => {
      const press = () => {
        const stop = document.querySelector('#stop');
        if (window.wallrace.thinking() && !stop.hidden) { stop.click(); resolve(true); }
        else if (window.wallrace.status().ply >= 2) resolve(false);
        else setTimeout(press, 5);
      };
      press();
    });
  });
  await clickSquare(page, 'd1'); // out of the opening book: the bot thinks
  assert.equal(await page.evaluate(() => window.__stopPressed), true, 'Stop was pressed while the bot thought');
  await page.waitForFunction(() => !window.wallrace.thinking());
  assert.equal((await status(page)).ply, 1, 'the stopped bot played nothing');
  await page.waitForSelector('#pause:not([hidden])');
  assert.equal((await page.textContent('#pause')).trim(), 'Resume bot');
  await page.selectOption('#setup [name=level]', '1');
  await page.waitForFunction(() => window.wallrace.status().ply === 2, null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
});
