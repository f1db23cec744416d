// <wallrace-board> and the embed iframe on a host page: they play, they
// show options from attributes / the query string, and bad attributes give
// a clear message in the element instead of a crash.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A rules site</title>
<script type="module" src="/wallrace-board.js"></script></head><body>
<h1>Wall-detour race</h1><p>Some rules text of the host site.</p>
<wallrace-board id="play" rules="detour" level="1" orientation="black"></wallrace-board>
<wallrace-board id="ro" readonly record='[Rules "detour"]&#10;1. a1h d3 2. b1 *'></wallrace-board>
<wallrace-board id="bad-rules" rules="chess"></wallrace-board>
<wallrace-board id="bad-level" rules="walls" level="nine"></wallrace-board>
<wallrace-board id="hex-level" rules="walls" level="0x3"></wallrace-board>
<wallrace-board id="bad-orientation" orientation="sideways"></wallrace-board>
<wallrace-board id="bad-position" position="this is not a position"></wallrace-board>
<wallrace-board id="mismatch" rules="walls" position="detour_0_1_a1_d4_4_4"></wallrace-board>
<iframe id="frame" src="/embed.html?rules=walls&level=1&orientation=white" width="420" height="520" title="board"></iframe>
</body></html>`;

test('the custom element and the iframe work on a host page', async () => {
  const { context, page } = await newPage(env, { viewport: { width: 900, height: 3200 } });
  await context.route(`${env.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await page.goto(`${env.url}host.html`);
  await page.waitForSelector('#play[data-ready]');
  // The player is Black; the bot (White) moves first, then it is our turn.
  await page.waitForFunction(() => document.getElementById('play').status()?.ply >= 1, null, { timeout: 60000 }); // the bot moves first: slow under load
  const el = page.locator('#play');
  const before = await el.evaluate((e) => e.status());
  assert.equal(before.toMove, 2);
  const d3 = await el.evaluate((e) => e.pointOf('d3'));
  const a4 = await el.evaluate((e) => e.pointOf('a4'));
  assert.ok(d3.y > a4.y === false, 'orientation black: rank 4 at the bottom');
  // The bot plays with a random seed: its first move may be a wall across d4-d3,
  // so step to the first square of Black's shortest path (always a legal step).
  assert.equal(before.paths[1][0], before.pawns[1], 'a path starts at the pawn');
  const step = before.paths[1][1];
  const target = await el.evaluate((e, sq) => e.pointOf(sq), step);
  await page.mouse.click(target.x, target.y);
  await page.waitForFunction(() => document.getElementById('play').status().ply >= 2);
  assert.equal((await el.evaluate((e) => e.status())).pawns[1], step);
  // Read-only board: no moves, arrows step through the record.
  const ro = page.locator('#ro');
  await page.waitForSelector('#ro[data-ready]');
  assert.equal((await ro.evaluate((e) => e.status())).ply, 3);
  const b2 = await ro.evaluate((e) => e.pointOf('b2'));
  await page.mouse.click(b2.x, b2.y);
  assert.equal((await ro.evaluate((e) => e.status())).ply, 3, 'a readonly board takes no moves');
  // Bad attributes: a message in the element.
  const messages = {
    'bad-rules': /rules="chess" is not a rule set/,
    'bad-level': /level="nine" must be a whole number from 1 to 6/,
    'hex-level': /level="0x3" must be a whole number from 1 to 6/,
    'bad-orientation': /orientation="sideways"/,
    'bad-position': /position not readable/,
    mismatch: /is a detour game but rules="walls"/,
  };
  for (const [id, re] of Object.entries(messages)) {
    await page.waitForSelector(`#${id}[data-error]`);
    const text = await page.locator(`#${id}`).evaluate((e) => e.shadowRoot.textContent);
    assert.match(text, re, id);
  }
  // The iframe.
  const frame = page.frameLocator('#frame');
  await frame.locator('wallrace-board[data-ready]').waitFor();
  const inner = page.frame({ url: /embed\.html/ });
  const e2 = await inner.evaluate(() => document.querySelector('wallrace-board').pointOf('e2'));
  const box = await page.locator('#frame').boundingBox();
  await page.mouse.click(box.x + e2.x, box.y + e2.y);
  await inner.waitForFunction(() => document.querySelector('wallrace-board').status().ply >= 2, null, { timeout: 60000 });
  await page.locator('#play').scrollIntoViewIfNeeded();
  await shot(page, 'embed-host-page');
  await page.locator('#frame').screenshot({ path: 'tests/artifacts/embed-iframe.png' });
  assert.deepEqual(page.errors, []);
});

test('the demo page shows both embeddings without errors', async () => {
  const { page } = await newPage(env, { viewport: { width: 1000, height: 2400 } });
  await page.goto(`${env.url}demo.html`);
  await page.waitForSelector('wallrace-board[rules=detour][data-ready]');
  await page.waitForSelector('wallrace-board[readonly][data-ready]');
  await page.frameLocator('iframe').locator('wallrace-board[data-ready]').waitFor();
  await shot(page, 'demo-page');
  assert.deepEqual(page.errors, []);
});
