// The packed element on another origin, as a rules site uses it from a CDN:
// the package's dist/ (the files `npm pack` packs from it: tests/js/package.test.mjs)
// served by one server with CORS (origin B, http://127.0.0.1:PORT), a host page with its own
// Content-Security-Policy served by another (origin A, http://localhost:PORT).
// The element loads, its bot Worker starts (from a same-origin blob module),
// the bot replies with a move, detour's table is fetched from B and the
// solver's exact verdict shows; the iframe page from B plays and sizes its
// frame by postMessage; no console error, no failed request.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';
import { LAUNCH, shot } from './helpers.mjs';
import { packedDist } from '../js/pack.mjs';

let pack, cdn, site, browser, hostDir;
before(async () => {
  pack = packedDist();
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-site-'));
  cdn = await startServer({ root: pack.dist, cors: true });
  site = await startServer({ root: hostDir, csp: null }); // the host page carries its own policy
  browser = await chromium.launch(LAUNCH);
});
after(async () => {
  await browser?.close();
  await cdn?.close();
  await site?.close();
  pack?.cleanup();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

test('the packed element and iframe work on a page of another origin', async () => {
  const B = `http://127.0.0.1:${cdn.port}`;      // the CDN
  const A = `http://localhost:${site.port}`;     // the rules site
  assert.notEqual(new URL(A).origin, new URL(B).origin);
  // What README.md tells a host to write (the policy names the CDN where the page loads from it).
  fs.writeFileSync(path.join(hostDir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${B} 'wasm-unsafe-eval'; style-src 'self' ${B}; connect-src ${B}; worker-src blob: ${B}; frame-src ${B}; img-src 'self' data:">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="host.css">
<title>A rules site</title>
<script type="module" src="${B}/wallrace-board.js"></script>
<script type="module" src="host.js"></script>
</head><body>
<h1>Wall races</h1><p>The host's own rules text.</p>
<wallrace-board id="walls" rules="walls" level="1"></wallrace-board>
<wallrace-board id="detour" rules="detour" level="1" orientation="white" analysis></wallrace-board>
<iframe id="frame" src="${B}/embed.html?rules=walls&amp;level=1" title="wallrace board"></iframe>
</body></html>`);
  fs.writeFileSync(path.join(hostDir, 'host.css'), 'iframe { width: 100%; border: 0; }\n');
  fs.writeFileSync(path.join(hostDir, 'host.js'), `addEventListener('message', (e) => {
  if (e.origin !== ${JSON.stringify(B)} || e.data?.type !== 'wallrace-embed-height') return;
  for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.style.height = \`\${e.data.height}px\`;
});
`);

  const context = await browser.newContext({ viewport: { width: 700, height: 2400 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`console ${msg.type()}: ${msg.text()}`); });
  context.on('requestfailed', (req) => errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  const fetched = [];
  context.on('response', (res) => {
    fetched.push(`${res.status()} ${res.url()}`);
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));

  await page.goto(`${A}/`);
  await page.waitForSelector('#walls[data-ready]', { timeout: 15000 });
  await page.waitForSelector('#detour[data-ready]', { timeout: 15000 });

  // walls: we are White (Player 1) and move first; the bot, in its Worker, replies.
  const walls = page.locator('#walls');
  const e2 = await walls.evaluate((el) => el.pointOf('e2'));
  await page.mouse.click(e2.x, e2.y);
  await page.waitForFunction(() => document.getElementById('walls').status().ply >= 2, null, { timeout: 30000 });
  assert.equal((await walls.evaluate((el) => el.status())).pawns[0], 'e2');

  // detour: the analysis Worker gives the solver's exact verdict (the table comes from B).
  const detour = page.locator('#detour');
  await page.waitForFunction(() => {
    const line = document.getElementById('detour').shadowRoot.querySelector('.eval-line');
    return line?.dataset.best && /reaches rank|draw/i.test(line.textContent);
  }, null, { timeout: 30000 });
  const verdict = await detour.evaluate((el) => el.shadowRoot.querySelector('.eval-line').textContent);
  assert.match(verdict, /^White reaches rank 4 in 9 moves · /, `the solver's verdict on the start: ${verdict}`);
  const a2 = await detour.evaluate((el) => el.pointOf('a2'));
  await page.mouse.click(a2.x, a2.y);
  await page.waitForFunction(() => document.getElementById('detour').status().ply >= 2, null, { timeout: 30000 });
  assert.ok(fetched.includes(`200 ${B}/engine/detour.table`), `the table is fetched from the CDN (${fetched.filter((u) => /table/.test(u)).join(', ') || 'no request'})`);
  assert.ok(fetched.includes(`200 ${B}/engine/wallrace-core.wasm`), 'the wasm comes from the CDN');

  // The Workers of the element on page A are same-origin blob modules importing B's script.
  assert.ok(workers.length >= 3, `three Workers (walls bot, detour bot, detour analysis): ${workers.join(', ')}`);
  for (const w of workers.filter((u) => !u.startsWith(B))) assert.match(w, new RegExp(`^blob:${A}/`), w);

  // The iframe page from B: ready, playable, and its frame takes the height it reports.
  const frame = page.frameLocator('#frame');
  await frame.locator('wallrace-board[data-ready]').waitFor({ timeout: 15000 });
  await page.waitForFunction(() => parseFloat(document.getElementById('frame').style.height) > 200, null, { timeout: 10000 });
  const inner = await frame.locator('body').evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
  const outer = await page.locator('#frame').evaluate((f) => f.getBoundingClientRect().height);
  assert.ok(Math.abs(outer - inner) <= 1, `frame ${outer}px fits its content ${inner}px`);
  const board = frame.locator('wallrace-board');
  // The frame takes its reported height over a few frames and the element lays itself out again as the bot's
  // reply lands: click once the square's point inside the element and the frame's box have stood still over two
  // reads three frames apart (a point read mid-resize put the click on a wall slot on the clean clone, stops 33
  // and 42). Clicked through the element's locator at that point: Playwright adds the frame's offset itself.
  const frameBox = () => page.locator('#frame').evaluate((f) => { const r = f.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; });
  const relE2 = () => board.evaluate((el) => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => {
      const p = el.pointOf('e2');
      const r = el.getBoundingClientRect();
      resolve({ x: p.x - r.left, y: p.y - r.top, w: r.width, h: r.height });
    })));
  }));
  let fe2 = null;
  for (let tries = 0, last = ''; ; tries++) {
    const now = JSON.stringify([await relE2(), await frameBox()]);
    if (now === last) { const { x, y } = JSON.parse(now)[0]; fe2 = { x, y }; break; }
    assert.ok(tries < 50, `the board in the frame never stood still: ${now}`);
    last = now;
  }
  await board.click({ position: fe2 });
  const embed = page.frames().find((f) => f.url().startsWith(`${B}/embed.html`));
  await embed.waitForFunction(() => document.querySelector('wallrace-board').status().ply >= 2, null, { timeout: 30000 });
  assert.equal((await board.evaluate((el) => el.status())).pawns[0], 'e2');

  await shot(page, 'package-cross-origin');
  assert.deepEqual(errors, []);
  await context.close();
});
