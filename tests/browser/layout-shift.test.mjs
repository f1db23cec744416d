// Issue 11 bugs 2, 3 and 15, and the layout-shift test: nothing moves under
// the pointer when a past move is clicked or when the bot starts and stops
// thinking; Stop leaves a clear, paused state with a way on (Move now).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, status, settle, clickSquare, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// The boxes of every visible button, label and input of the panel (and the move rows).
// With `steps`, the boxes at the steps marked `measure`, all done in the page without a
// round trip between them (a click, then waiting for a named state, two frames before
// each measure): the bot's think can be shorter than the test's own round trips.
const boxes = (page, steps = null) => page.evaluate(async (steps) => {
  const measure = () => {
    const out = {};
    const els = document.querySelectorAll('.panel button, .panel label, .panel input, .panel summary, #moves tr');
    els.forEach((el) => {
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) return; // not shown
      const row = el.closest('tr');
      const rowName = row && (row.dataset.ply ?? (row.dataset.move ? `move ${row.dataset.move}` : 'head'));
      const key = el.id || (row ? `row ${rowName}${el.tagName === 'TR' ? '' : ` ${el.tagName} ${el.dataset.ply ?? ''}`}`
        : `${el.tagName} ${el.htmlFor || el.textContent.trim().slice(0, 30)}`);
      out[key] = [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(',');
    });
    return out;
  };
  if (!steps) return measure();
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const ready = {
    thinking: () => window.wallrace.thinking() && !document.querySelector('#stop').hidden,
    past: () => window.wallrace.viewPly() === 0,
    live: () => window.wallrace.viewPly() === null,
  };
  const seen = [];
  for (const step of steps) {
    if (step.click) document.querySelector(step.click).click();
    const deadline = performance.now() + 10000;
    if (step.until) while (!ready[step.until]()) {
      if (performance.now() > deadline) throw new Error(`the page never reached "${step.until}" (ply ${window.wallrace.status().ply})`);
      await frames();
    }
    if (step.measure) { await frames(); seen.push({ boxes: measure(), thinking: window.wallrace.thinking() }); }
  }
  return seen;
}, steps);

// Every element shown in both snapshots kept its box.
function assertSame(a, b, what) {
  const moved = Object.keys(a).filter((k) => k in b && a[k] !== b[k]).map((k) => `${k}: ${a[k]} -> ${b[k]}`);
  assert.deepEqual(moved, [], `${what}: these moved`);
  assert.ok(['undo', 'flip', 'move-input', 'live'].every((k) => k in a && k in b), `${what}: the buttons were measured`);
}

const typeMove = async (page, m) => {
  const ply = (await status(page)).ply;
  await page.fill('#move-input', m);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction((p) => window.wallrace.status().ply > p, ply);
};

test('bug 2: clicking a past move moves nothing under the pointer', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  for (const m of ['a2', 'd3', 'a3', 'd2', 'b3']) await typeMove(page, m);
  await settle(page);
  const before = await boxes(page);
  const row2 = await page.locator('#moves button[data-ply="2"]').boundingBox();
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => window.wallrace.viewPly() === 1);
  await settle(page);
  assertSame(before, await boxes(page), 'after clicking ply 1');
  // The next click, where row 2 was, lands on row 2.
  await page.mouse.click(row2.x + row2.width / 2, row2.y + row2.height / 2);
  await page.waitForFunction(() => window.wallrace.viewPly() === 2);
  await settle(page);
  assertSame(before, await boxes(page), 'after clicking ply 2');
  assert.match(await page.textContent('#review-text'), /move 1: Black/);
  await page.click('#live');
  await page.waitForFunction(() => window.wallrace.viewPly() === null);
  await settle(page);
  assertSame(before, await boxes(page), 'back to the game');
  assert.deepEqual(page.errors, []);
});

test('bug 3 and layout shift: the panel buttons keep their boxes while the bot starts and stops thinking', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'bot', human: 1, level: 6 });
  await settle(page);
  const idle = await boxes(page);
  // d1: out of the opening book (Level 6 answers book positions at once, without thinking).
  await clickSquare(page, 'd1');
  // Thinking, with progress (the line and the bar are shown).
  await page.waitForFunction(() => window.wallrace.thinking() && window.wallrace.thinkingInfo()?.pv?.length > 0, null, { timeout: 30000 });
  // While it thinks: its boxes, a past move clicked, back to the game, then Stop, in the page
  // at once (Level 6's million nodes take about a second in WebAssembly).
  const [think, past] = await boxes(page, [
    { until: 'thinking', measure: true },
    { click: '#moves button[data-ply="0"]', until: 'past', measure: true },
    { click: '#live', until: 'live' },
    { click: '#stop' },
  ]);
  assert.ok(think.thinking && past.thinking, 'the bot was still thinking at both looks');
  assertSame(idle, think.boxes, 'the bot started thinking');
  assertSame(think.boxes, past.boxes, 'a past move clicked while thinking');
  // Stopped.
  await page.waitForFunction(() => !window.wallrace.thinking());
  await settle(page);
  assertSame(think.boxes, await boxes(page), 'the bot stopped');
  assert.equal((await status(page)).ply, 1, 'Stop played nothing');
  await shot(page, 'layout-bot-stopped');
  // Going on: it plays, then thinks again after our move.
  await page.click('#move-now');
  await page.waitForFunction(() => window.wallrace.status().ply === 2, null, { timeout: 30000 });
  await page.waitForFunction(() => !window.wallrace.thinking());
  await settle(page);
  assertSame(idle, await boxes(page), 'the bot moved');
  await clickSquare(page, 'd2');
  await page.waitForFunction(() => window.wallrace.thinking() && window.wallrace.thinkingInfo()?.pv?.length > 0, null, { timeout: 30000 });
  const [again] = await boxes(page, [{ until: 'thinking', measure: true }, { click: '#move-now' }]);
  assert.ok(again.thinking, 'the bot was still thinking when looked at');
  assertSame(idle, again.boxes, 'thinking again');
  await page.waitForFunction(() => window.wallrace.status().ply === 4, null, { timeout: 30000 });
  await settle(page);
  assertSame(idle, await boxes(page), 'moved now');
  assert.deepEqual(page.errors, []);
});

test('bug 15: Stop says paused and offers a way on; Move now plays the best move found so far', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'bot', human: 1, level: 6 });
  // Stop is pressed in the page the moment the bot has a best line and Stop shows (Level 6's
  // think is about a second: a round trip from the test can miss it on a loaded machine). If the
  // bot moves first, the watch ends and says so instead of waiting for ever.
  await page.evaluate(() => {
    window.__stopPressed = new Promise((resolve) => {
      const press = () => {
        const stop = document.querySelector('#stop');
        const ready = window.wallrace.thinking() && window.wallrace.thinkingInfo()?.pv?.length > 0;
        if (ready && !stop.hidden && !document.querySelector('#move-now').hidden) { stop.click(); resolve(true); }
        else if (window.wallrace.status().ply >= 2) resolve(false);
        else setTimeout(press, 5);
      };
      press();
    });
  });
  await clickSquare(page, 'd1'); // out of the opening book: the bot thinks
  assert.equal(await page.evaluate(() => window.__stopPressed), true, 'Stop was pressed while the bot thought');
  await page.waitForFunction(() => !window.wallrace.thinking());
  assert.equal((await status(page)).ply, 1, 'Stop played nothing');
  await page.waitForFunction(() => /paused/i.test(document.querySelector('#turn').textContent));
  assert.match(await page.textContent('#turn'), /Bot paused.*Resume bot.*Move now/);
  assert.equal(await page.isVisible('#pause'), true);
  assert.equal((await page.textContent('#pause')).trim(), 'Resume bot');
  assert.equal(await page.isVisible('#move-now'), true, 'Move now is offered while paused');
  await shot(page, 'bot-stopped-paused');
  const best = await page.evaluate(() => window.wallrace.stoppedMove());
  assert.ok(best, 'the stopped search had a best move');
  await page.click('#move-now');
  await page.waitForFunction(() => window.wallrace.status().ply === 2, null, { timeout: 30000 });
  assert.equal((await page.evaluate(() => window.wallrace.history()))[1].move, best, 'Move now played the best move found so far');
  // The player goes on, and the bot (no longer paused) answers by itself.
  await page.waitForFunction(() => !window.wallrace.thinking() && window.wallrace.targets().length > 0);
  // The status line is drawn on the frame after the change: wait for it to drop "paused".
  await page.waitForFunction(() => !/paused/i.test(document.querySelector('#turn').textContent), null, { timeout: 10000 })
    .catch(() => {});
  assert.doesNotMatch(await page.textContent('#turn'), /paused/i);
  const s = await status(page);
  await clickSquare(page, s.paths[0][1]);
  // The bot answers by itself (ply 4), and the game waits for the player there.
  await page.waitForFunction(() => window.wallrace.status().ply === 4, null, { timeout: 30000 });
  assert.deepEqual(page.errors, []);
});
