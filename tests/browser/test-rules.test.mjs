// A fourth rule set is one table entry in core/rules.cpp: the debug wasm build
// (npm run test:js-debug, built with -DWALLRACE_TEST_RULES=ON) has "test5", a
// 5x5 board with three-square walls, and nothing else of the page knows it.
// This serves the page with that engine and finds test5 in the setup, plays it
// on the page, in <wallrace-board rules="test5"> and in the iframe embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createHandler } from '../../web/tools/serve.mjs';
import { LAUNCH, newPage, openGame, newGame, clickSquare, status, shot, settle } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENGINE = process.env.WALLRACE_TEST_RULES_ENGINE || path.join(ROOT, 'build-wasm-debug', 'engine');

let env;
before(async () => {
  // No silent skip: without the debug engine this test fails and says how to build it.
  assert.ok(fs.existsSync(path.join(ENGINE, 'wallrace-core.wasm')),
    `${ENGINE} has no debug engine: run npm run test:js-debug (it builds it with -DWALLRACE_TEST_RULES=ON) before this test`);
  const web = createHandler(path.join(ROOT, 'web'));
  const engine = createHandler(ENGINE);
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/engine/')) { req.url = req.url.slice('/engine'.length); return engine(req, res); }
    return web(req, res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await chromium.launch(LAUNCH);
  env = {
    browser, url: `http://localhost:${server.address().port}/`,
    close: async () => { await browser.close(); server.closeAllConnections?.(); await new Promise((r) => server.close(r)); },
  };
});
after(async () => { await env?.close(); });

const open = (options = {}) => newPage(env, { serviceWorkers: 'block', ...options });

test('the page lists test5 from the engine and plays it', async () => {
  const { page } = await open();
  await openGame(page, env.url);
  const options = await page.$$eval('#setup [name=rules] option', (os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options.map(([v]) => v), ['walls', 'dolambac', 'detour', 'test5'], 'the setup lists the engine\'s rule sets');
  assert.equal(options[3][1], 'Test 5×5 (5×5)');
  assert.equal(await page.inputValue('#setup [name=rules]'), 'walls', 'the default is still the first rule set');
  await newGame(page, { rules: 'test5', mode: 'two' });
  let s = await status(page);
  assert.deepEqual(s.pawns, ['c1', 'c5']);
  assert.deepEqual(s.wallsLeft, [2, 2]);
  await clickSquare(page, 'c2');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await page.fill('#move-input', 'a3h'); // a three-square wall
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  s = await status(page);
  assert.deepEqual([s.pawns, s.walls], [['c2', 'c5'], ['a3h']]);
  assert.equal(await page.isVisible('#verdict'), false, 'no exact solver: no verdict button');
  await settle(page);
  await shot(page, 'test5-page');
  assert.deepEqual(page.errors, []);
});

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>test5</title>
<script type="module" src="/wallrace-board.js"></script></head><body>
<wallrace-board id="el" rules="test5"></wallrace-board>
<iframe id="frame" src="/embed.html?rules=test5" width="420" height="560" title="test5 board"></iframe>
</body></html>`;

test('<wallrace-board rules="test5"> and the iframe embed play test5', async () => {
  const { context, page } = await open({ viewport: { width: 900, height: 1400 } });
  await context.route(`${env.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await page.goto(`${env.url}host.html`);
  await page.waitForSelector('#el[data-ready]');
  const el = page.locator('#el');
  assert.equal((await el.evaluate((e) => e.status())).rules, 'test5');
  const c2 = await el.evaluate((e) => e.pointOf('c2'));
  await page.mouse.click(c2.x, c2.y);
  await page.waitForFunction(() => document.getElementById('el').status().ply === 1);
  assert.deepEqual((await el.evaluate((e) => e.status())).pawns, ['c2', 'c5']);

  const frame = page.frameLocator('#frame');
  await frame.locator('wallrace-board[data-ready]').waitFor();
  const board = frame.locator('wallrace-board');
  assert.equal((await board.evaluate((e) => e.status())).rules, 'test5');
  const box = await page.locator('#frame').boundingBox();
  const p = await board.evaluate((e) => e.pointOf('c2'));
  await page.mouse.click(box.x + p.x, box.y + p.y);
  await page.waitForFunction(() => document.getElementById('frame').contentDocument.querySelector('wallrace-board').status().ply === 1);
  assert.deepEqual((await board.evaluate((e) => e.status())).pawns, ['c2', 'c5']);
  await shot(page, 'test5-element-iframe');
  assert.deepEqual(page.errors, []);
});
