// The board's life in <wallrace-board>: the element rebuilds its board on every
// New game, and the old board must let go of what it watched (its
// ResizeObserver, its colour-scheme and resolution listeners); a change to the
// game is drawn in the next frame, not the one after.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Board life</title>
<script type="module" src="/wallrace-board.js"></script></head><body>
<wallrace-board id="b" rules="detour"></wallrace-board>
</body></html>`;

// Before any page script: count the ResizeObservers observing and the 'change'
// listeners on media queries (added minus removed), and number the frames.
const COUNTERS = () => {
  const live = { observers: 0, mediaListeners: 0 };
  window.liveWatchers = live;
  const RO = window.ResizeObserver;
  window.ResizeObserver = class extends RO {
    #observing = false;
    observe(...a) { if (!this.#observing) { this.#observing = true; live.observers++; } return super.observe(...a); }
    disconnect() { if (this.#observing) { this.#observing = false; live.observers--; } return super.disconnect(); }
  };
  const add = MediaQueryList.prototype.addEventListener;
  const remove = MediaQueryList.prototype.removeEventListener;
  const held = new WeakMap(); // MediaQueryList -> Set of listeners
  MediaQueryList.prototype.addEventListener = function (type, fn, opts) {
    if (type === 'change') {
      if (!held.has(this)) held.set(this, new Set());
      if (!held.get(this).has(fn)) { held.get(this).add(fn); live.mediaListeners++; }
    }
    return add.call(this, type, fn, opts);
  };
  MediaQueryList.prototype.removeEventListener = function (type, fn, opts) {
    if (type === 'change' && held.get(this)?.delete(fn)) live.mediaListeners--;
    return remove.call(this, type, fn, opts);
  };
  window.frameNumber = 0;
  const tick = () => { window.frameNumber++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
};

test('rebuilding the element\'s board ten times leaves no observer or listener behind; a move is drawn in the next frame', async () => {
  const { context, page } = await newPage(env);
  await context.addInitScript(COUNTERS);
  await context.route(`${env.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await page.goto(`${env.url}host.html`);
  await page.waitForSelector('#b[data-ready]');
  const once = await page.evaluate(() => ({ ...window.liveWatchers }));
  assert.ok(once.observers >= 1 && once.mediaListeners >= 2, `the board watches its size, scheme and resolution: ${JSON.stringify(once)}`);

  const rebuilds = 10;
  const after = await page.evaluate(async (n) => {
    const el = document.getElementById('b');
    for (let i = 0; i < n; i++) {
      const board = el.board;
      const ready = new Promise((r) => el.addEventListener('wallrace-ready', r, { once: true }));
      el.shadowRoot.querySelector('.new').click();
      await ready;
      if (el.board === board) throw new Error('New game did not rebuild the board');
    }
    return { ...window.liveWatchers };
  }, rebuilds);
  assert.deepEqual(after, once, `after ${rebuilds} rebuilds the same watchers live as after one`);

  // A move: the board is drawn in the first frame after the change (one scheduled redraw, not two stacked).
  const frames = await page.evaluate(async () => {
    const el = document.getElementById('b');
    const view = el.board.view;
    const drawn = new Promise((r) => {
      const draw = view.draw.bind(view);
      view.draw = () => { view.draw = draw; r(window.frameNumber); draw(); };
    });
    const at = window.frameNumber;
    const played = el.session.play('a2');
    if (played && played.ok === false) throw new Error(played.error);
    return (await drawn) - at;
  });
  assert.equal(frames, 1, 'drawn in the next frame');
  assert.equal(await page.evaluate(() => document.getElementById('b').status().ply), 1);

  // Taken out of the page, the element lets go of its board too.
  const removed = await page.evaluate(() => { document.getElementById('b').remove(); return { ...window.liveWatchers }; });
  assert.deepEqual(removed, { observers: 0, mediaListeners: 0 }, 'nothing watched once the element is gone');
  assert.deepEqual(page.errors, []);
  await context.close();
});
