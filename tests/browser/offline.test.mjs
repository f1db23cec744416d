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
      // The engine's set and the page's files are cached apart (sw.js).
      if (await caches.match('engine/wallrace-core.wasm', { ignoreVary: true }) && await caches.match('js/main.js')) return;
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

test('the page is installable (manifest, icons, service worker)', async () => {
  const os = await import('node:os');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { chromium } = await import('playwright-core');
  const { LAUNCH } = await import('./helpers.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-profile-'));
  // A persistent (not incognito) profile: Chromium only installs apps there.
  const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(env.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    let errors = [];
    for (let i = 0; i < 20; i++) {
      ({ installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors'));
      if (!errors.length) break;
      await page.waitForTimeout(250);
    }
    assert.deepEqual(errors, []);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
