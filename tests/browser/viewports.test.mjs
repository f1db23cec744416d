// Issue 11 bug 13 and the viewport matrix: from a 320 px phone to a desktop,
// portrait and landscape, light and dark, the whole board is on the screen
// when the page opens. Screenshots go to tests/artifacts/viewport-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, settle, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const VIEWPORTS = [[320, 568, true], [390, 844, true], [844, 390, true], [768, 1024, false], [1280, 800, false], [1920, 1080, false]];

for (const [width, height, phone] of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark']) {
    test(`bug 13 / viewport ${width}×${height} ${colorScheme}: the whole board is inside the viewport`, async () => {
      const { context, page } = await newPage(env, {
        viewport: { width, height }, colorScheme, ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });
      await openGame(page, env.url);
      await settle(page);
      const box = await page.evaluate(() => {
        const r = document.getElementById('board').getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, w: innerWidth, h: innerHeight, sx: scrollX, sy: scrollY };
      });
      await shot(page, `viewport-${width}x${height}-${colorScheme}`);
      assert.equal(box.sx + box.sy, 0, 'the page opens at the top');
      assert.ok(box.right - box.left >= 200, `the board is a usable size (${Math.round(box.right - box.left)} px)`);
      assert.ok(box.left >= 0 && box.top >= 0 && box.right <= box.w + 0.5 && box.bottom <= box.h + 0.5,
        `board ${JSON.stringify(box)} inside ${box.w}×${box.h}`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
}
