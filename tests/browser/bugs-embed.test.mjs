// Issue 11 bugs 11 and 12: the demo's iframe fits its content (the frame
// reports its height by postMessage), on a phone and on a desktop; a
// read-only board explains walls on hover (legal, or why not) and never plays.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test(`bug 11: the demo's iframe fits its content at ${width}×${height}`, async () => {
    const { page } = await newPage(env, { viewport: { width, height } });
    await page.goto(`${env.url}demo.html`);
    const frame = page.frameLocator('iframe');
    await frame.locator('wallrace-board[data-ready]').waitFor();
    const inner = page.frame({ url: /embed\.html/ });
    // The host has sized the frame to the content it reported.
    await page.waitForFunction(() => {
      const f = document.querySelector('iframe');
      const body = f.contentDocument?.body;
      return body && Math.abs(f.clientHeight - Math.ceil(body.getBoundingClientRect().height)) <= 1;
    }, null, { timeout: 15000 });
    const m = await inner.evaluate(() => ({
      scroll: document.documentElement.scrollHeight, view: innerHeight,
      buttons: [...document.querySelector('wallrace-board').shadowRoot.querySelectorAll('.buttons button')]
        .filter((b) => !b.hidden).map((b) => b.getBoundingClientRect().bottom),
    }));
    assert.ok(m.scroll <= m.view, `no part of the frame's content is cut off (${m.scroll} > ${m.view})`);
    assert.ok(m.buttons.length >= 3 && m.buttons.every((b) => b <= m.view), 'Undo, Turn board and New game are inside the frame');
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await page.locator('iframe').screenshot({ path: `tests/artifacts/demo-iframe-${width}x${height}.png` });
    assert.deepEqual(page.errors, []);
  });
}

test('bug 12: a read-only board shows whether a wall is allowed, and why not, but plays nothing', async () => {
  const { page } = await newPage(env, { viewport: { width: 1000, height: 2400 } });
  await page.goto(`${env.url}demo.html`);
  await page.waitForSelector('wallrace-board[readonly][data-ready]');
  const ro = page.locator('wallrace-board[readonly]');
  const info = () => ro.evaluate((e) => e.shadowRoot.querySelector('.info').textContent);
  const before = await ro.evaluate((e) => e.status());
  const p = await ro.evaluate((e) => e.pointOf('a1v'));
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => /a1v/.test(document.querySelector('wallrace-board[readonly]').shadowRoot.querySelector('.info').textContent));
  assert.match(await info(), /Wall a1v would leave .* no path/);
  await ro.screenshot({ path: 'tests/artifacts/readonly-explains.png' });
  await page.mouse.click(p.x, p.y);
  const q = await ro.evaluate((e) => e.pointOf('c2h'));
  await page.mouse.move(q.x, q.y);
  await page.waitForFunction(() => /c2h/.test(document.querySelector('wallrace-board[readonly]').shadowRoot.querySelector('.info').textContent));
  assert.match(await info(), /Wall c2h: legal/);
  await page.mouse.click(q.x, q.y);
  assert.deepEqual(await ro.evaluate((e) => e.status()), before, 'the read-only board played nothing');
  assert.deepEqual(page.errors, []);
});
