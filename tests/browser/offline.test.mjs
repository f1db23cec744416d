// Offline: after one visit the service worker has cached everything; with
// the network cut, the page reloads and plays (the bot's Worker included).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, clickSquare, waitHumanTurn } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('after one visit the page reloads and plays offline', async () => {
  const { context, page } = await newPage(env);
  await openGame(page, env.url);
  // Wait until the service worker controls the page and holds the engine.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100; i++) {
      const keys = await caches.keys();
      if (keys.length) {
        const cache = await caches.open(keys[0]);
        if (await cache.match('engine/wallrace-core.wasm') && await cache.match('js/main.js')) return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the cache was not filled');
  });
  await newGame(page, { rules: 'detour', mode: 'bot', human: 1, level: 1 });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  assert.equal((await status(page)).rules, 'detour');
  await clickSquare(page, 'a2');
  // The bot (a Worker loading the engine from the cache) answers.
  await page.waitForFunction(() => window.wallrace.status().ply >= 2, null, { timeout: 20000 });
  await waitHumanTurn(page);
  await shot(page, 'offline-playing');
  // Other pages of the site are there too.
  await page.goto(`${env.url}kit.html`);
  await page.waitForSelector('#sheet-1 tbody tr');
  await context.setOffline(false);
  assert.deepEqual(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
});
