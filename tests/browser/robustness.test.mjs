// When things go wrong: no engine files, a bot stopped mid-thought.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status } from './helpers.mjs';

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
  await newGame(page, { rules: 'walls', mode: 'bot', human: 2, level: 6 });
  await page.waitForFunction(() => window.wallrace.thinking());
  await page.click('#stop'); // at once: Level 6 may take under two seconds here
  await page.waitForFunction(() => !window.wallrace.thinking());
  assert.equal((await status(page)).ply, 0, 'the stopped bot played nothing');
  await page.waitForSelector('#pause:not([hidden])');
  assert.equal((await page.textContent('#pause')).trim(), 'Resume bot');
  await page.selectOption('#setup [name=level]', '1');
  await page.waitForFunction(() => window.wallrace.status().ply === 1, null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
});
