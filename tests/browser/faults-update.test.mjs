// Updates of the site under the service worker: the engine's files are one
// versioned set (engine/version.js, written by the build). A server caught
// mid-deploy (a new .mjs, an old .wasm) gives no update at all; a slow
// update is installed whole in the background while the page plays on the
// old set, then offered: "A new version of wallrace is ready: reload".
// The site is a copy of web/ in a temporary folder, served with a hook that
// can slow one file down.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createHandler } from '../../web/tools/serve.mjs';
import { engineVersion, versionScript } from '../../wasm/engine-version.mjs';
import { LAUNCH, shot, clickSquare, waitHumanTurn } from './helpers.mjs';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
let site; let server; let browser; let url;
const slow = new Map(); // url path -> ms the answer waits

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-site-'));
  fs.cpSync(WEB, site, { recursive: true, filter: (src) => !/detour\.table$|[\\/]tools$/.test(src) });
  const handle = createHandler(site);
  server = http.createServer((req, res) => {
    const ms = slow.get(new URL(req.url, 'http://x').pathname) || 0;
    setTimeout(() => handle(req, res), ms);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  url = `http://localhost:${server.address().port}/`;
  browser = await chromium.launch(LAUNCH);
});
after(async () => {
  await browser?.close();
  server?.closeAllConnections?.();
  await new Promise((r) => (server ? server.close(r) : r()));
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const engine = (f) => path.join(site, 'engine', f);
/** Deploys a new engine .mjs (same code, one comment more) and, unless told otherwise, its version.js. */
function deploy(mark, { wasmHash = null } = {}) {
  fs.appendFileSync(engine('wallrace-core.mjs'), `\n// ${mark}\n`);
  const v = engineVersion(path.join(site, 'engine'));
  if (wasmHash) { // the new .wasm is named but not yet uploaded: a mixed server
    v.files['wallrace-core.wasm'] = wasmHash;
    v.version = `mixed${v.version.slice(5)}`;
  }
  fs.writeFileSync(engine('version.js'), versionScript(v));
  return v.version;
}
const versionNow = () => engineVersion(path.join(site, 'engine')).version;

/** The engine .mjs the page gets now (through the service worker). */
const servedMjs = (page) => page.evaluate(() => fetch('engine/wallrace-core.mjs').then((r) => r.text()));
const engineCaches = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('wallrace-engine-')));

/** Asks for an update check; resolves to the new worker's end state ('installed', 'redundant') or 'none'. */
const checkUpdate = (page) => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  await reg.update().catch(() => {});
  const w = reg.installing || reg.waiting;
  if (!w) return 'none';
  if (w.state === 'installed' || w.state === 'redundant') return w.state;
  return new Promise((resolve) => w.addEventListener('statechange', () => {
    if (w.state === 'installed' || w.state === 'redundant') resolve(w.state);
  }));
});

async function humanAndBot(page) {
  await waitHumanTurn(page, 60000);
  const ply = await page.evaluate(() => window.wallrace.status().ply);
  await clickSquare(page, (await page.evaluate(() => window.wallrace.targets()))[0]);
  await page.waitForFunction((p) => window.wallrace.status().ply >= p + 2, ply, { timeout: 60000 });
}

test('a mixed deploy is refused whole; a slow one is installed in the background and offered', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    const v1 = versionNow();
    await page.waitForFunction(async (v) => navigator.serviceWorker.controller
      && (await caches.keys()).includes(`wallrace-engine-${v}`), v1, { timeout: 30000, polling: 200 });
    const oldMjs = await servedMjs(page);
    await humanAndBot(page);

    // 1. Mixed: the server has the new .mjs and a version.js naming a .wasm it does not have yet.
    const mixed = deploy('update 2', { wasmHash: 'f'.repeat(64) });
    assert.equal(await checkUpdate(page), 'redundant', 'the mixed update is not installed');
    assert.deepEqual(await engineCaches(page), [`wallrace-engine-${v1}`], 'no part of it was kept');
    assert.notEqual(mixed, v1);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await servedMjs(page), oldMjs, 'the old set, whole');
    await humanAndBot(page);
    assert.equal(await page.isVisible('#notice'), false, 'nothing to offer');

    // 2. The deploy completes, with a slow .wasm: the page reloads and plays on the old set meanwhile.
    fs.writeFileSync(engine('version.js'), versionScript(engineVersion(path.join(site, 'engine'))));
    const v2 = versionNow();
    slow.set('/engine/wallrace-core.wasm', 3000);
    // The update starts installing (the slow .wasm holds it), then the page reloads.
    assert.equal(await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg.update();
      return reg.installing?.state;
    }), 'installing');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await servedMjs(page), oldMjs, 'still the old set while the new one installs');
    await humanAndBot(page);
    const moves = await page.evaluate(() => window.wallrace.history().map((h) => h.move));
    await page.waitForSelector('#notice:not([hidden])', { timeout: 30000 });
    assert.equal(await page.textContent('#notice-text'), 'A new version of wallrace is ready: reload to use it (your game is kept).');
    assert.equal((await page.textContent('#notice-action')).trim(), 'Reload');
    await shot(page, 'faults-update-ready');
    slow.clear();
    await Promise.all([page.waitForEvent('load'), page.click('#notice-action')]);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await servedMjs(page), /\/\/ update 2\n$/, 'the new set');
    assert.deepEqual(await engineCaches(page), [`wallrace-engine-${v2}`]);
    assert.deepEqual(await page.evaluate(() => window.wallrace.history().map((h) => h.move)), moves, 'the game is kept');
    await humanAndBot(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
