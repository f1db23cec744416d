// The analysis board and the game review in Chromium: one graph point and a
// class per ply, the summary, the graph moves the view, the exported record
// carries the review, an imported reviewed record shows it again, and the
// arrows are the engine's top moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, shot, settle } from './helpers.mjs';

// A finished walls game (Level 3 against Level 3), 44 plies.
const GAME = `[Rules "walls"]
[Result "0-1"]

1. f1 f9 2. g1 f8 3. g2 f7 4. g3 f6 5. g4 f5 6. g5 h5 7. g6 h4 8. g7 h3 9. g8 f8h 10. h8 h8h 11. g8 e7v
12. g7 e5v 13. g6 e3v 14. g5 f3h 15. g2h i3 16. h5 f2v 17. h1h i2 18. h4 h2 19. h3 h3v 20. h4 c8v 21. h5 g2
22. i5 g1 0-1
`;
const PLIES = 44;

let env;
let page;
before(async () => {
  env = await setup();
  ({ page } = await newPage(env));
  await openGame(page, env.url, `#record=${encodeURIComponent(GAME)}`);
});
after(async () => { await env?.close(); });

const review = () => page.evaluate(() => window.wallraceAnalysis.review());

test('Review: a graph point and a class on every ply, the summary, progress while it runs', { timeout: 300000 }, async () => {
  assert.equal((await page.evaluate(() => window.wallrace.history())).length, PLIES);
  await page.evaluate(() => {
    window.longestTask = 0; // a figure printed below, never asserted (timings are not tests)
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration); })
      .observe({ type: 'longtask', buffered: false });
  });
  await page.click('#review');
  await page.waitForFunction(() => window.wallraceAnalysis.reviewing());
  await page.waitForSelector('#review-progress:not([hidden])');
  await page.waitForFunction(() => window.wallraceAnalysis.review() !== null && !window.wallraceAnalysis.reviewing(), null, { timeout: 280000 });
  const rv = await review();
  assert.equal(rv.plies.length, PLIES);
  assert.equal(await page.locator('#review-graph circle.pt').count(), PLIES);
  const marks = await page.$$eval('#moves tbody button.move[data-ply]', (moves) => moves.filter((b) => b.dataset.ply !== '0')
    .sort((a, b) => Number(a.dataset.ply) - Number(b.dataset.ply))
    .map((b) => b.querySelector('.move-class')?.dataset.class || ''));
  assert.equal(marks.length, PLIES);
  const names = ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder'];
  for (const [i, m] of marks.entries()) {
    assert.ok(names.includes(m), `ply ${i + 1}: '${m}'`);
    assert.equal(m, rv.plies[i].class);
  }
  assert.ok(await page.isVisible('#review-summary'));
  const summary = await page.textContent('#review-summary');
  assert.match(summary, /Accuracy/);
  assert.match(summary, /Player 1/);
  for (const p of rv.players) {
    const counted = names.reduce((s, c) => s + p.counts[c], 0);
    assert.equal(counted, p.moves);
  }
  assert.equal(rv.players[0].moves + rv.players[1].moves, PLIES);
  const ms = await page.evaluate(() => window.wallraceTimings.reviewMs);
  const longest = await page.evaluate(() => window.longestTask);
  console.log(`review of ${PLIES} walls plies at the default budget: ${(ms / 1000).toFixed(1)} s, ${(ms / PLIES).toFixed(0)} ms per ply; longest main-thread task meanwhile ${Math.round(longest)} ms`);
  await shot(page, 'review-walls');
});

test('clicking the graph moves the view to that ply and tells its class and the better move', async () => {
  const box = await page.locator('#review-graph').boundingBox();
  // Ply 10 of 44 on a viewBox of -4..304 mapped to the box's width.
  const x = box.x + ((4 + (9 / 43) * 300) / 308) * box.width;
  await page.mouse.click(x, box.y + box.height / 2);
  await page.waitForFunction(() => window.wallrace.viewPly() === 10);
  const rv = await review();
  const p = rv.plies[9];
  await page.waitForSelector('#review-move:not([hidden])');
  const text = await page.textContent('#review-move-text');
  assert.match(text, new RegExp(`${p.move} is an? ${p.class === 'best' ? 'best move' : p.class}`));
  if (p.move !== p.best) assert.match(text, new RegExp(`Best was ${p.best}`));
});

test('the exported record carries the review as comments; imported again it shows the classes', async () => {
  await page.click('#io summary');
  await page.waitForFunction(() => document.getElementById('record-text').value.includes('{'));
  const text = await page.inputValue('#record-text');
  const comments = text.match(/\{[^}]*\}/g) || [];
  assert.equal(comments.length, PLIES);
  const rv = await review();
  // A fresh page (no stored review) imports it.
  const { page: other, context } = await newPage(env);
  await openGame(other, env.url);
  await other.click('#io summary');
  await other.fill('#import-text', text);
  await other.click('#import');
  await other.waitForFunction(() => window.wallraceAnalysis.review()?.plies.length > 0);
  const back = await other.evaluate(() => window.wallraceAnalysis.review());
  assert.deepEqual(back.plies.map((p) => p.class), rv.plies.map((p) => p.class));
  await settle(other);
  assert.equal(await other.locator('#moves .move-class').count(), PLIES);
  await context.close();
});

test('the analysis board shows the expected score and the top three lines, drawn as arrows or ghost walls', { timeout: 120000 }, async () => {
  await page.click('#moves button[data-ply="20"]'); // a position of the game before its end
  await page.waitForFunction(() => window.wallrace.viewPly() === 20);
  await page.click('#analyse');
  await page.waitForFunction(() => window.wallraceAnalysis.live() && window.wallraceAnalysis.lines().length === 3, null, { timeout: 60000 });
  // Wait for a few depths, then compare arrows and lines at one moment.
  // Depth 3 or more (the search now passes depth 9 within moments: a depth of 10-29 must count too).
  await page.waitForFunction(() => Number((/depth (\d+)/.exec(document.getElementById('eval-text').textContent) || [])[1] || 0) >= 3, null, { timeout: 60000 });
  // A new depth can land between a redraw and this read: wait for a frame where both show one result.
  await page.waitForFunction(() => {
    const l = window.wallraceAnalysis.lines().map((x) => x.move).join();
    const a = window.wallraceAnalysis.arrows().map((x) => x.wall || x.to).join();
    const shown = [...document.querySelectorAll('#analysis-lines button')].map((b) => b.dataset.move).join();
    return l && l === a && l === shown;
  }, null, { timeout: 30000 });
  // One read of all three at one moment (a page script runs whole: no new depth lands inside it),
  // taken again until a frame shows one result (the search keeps deepening meanwhile).
  const read = () => page.evaluate(() => ({
    lines: window.wallraceAnalysis.lines(), arrows: window.wallraceAnalysis.arrows(),
    shown: [...document.querySelectorAll('#analysis-lines button')].map((b) => b.dataset.move),
  }));
  let seen = await read();
  for (let i = 0; i < 100 && !(seen.shown.join() === seen.lines.map((l) => l.move).join() && seen.arrows.map((a) => a.wall || a.to).join() === seen.shown.join()); i++) {
    await page.waitForTimeout(50);
    seen = await read();
  }
  const { lines, arrows, shown } = seen;
  assert.deepEqual(arrows.map((a) => a.wall || a.to), lines.map((l) => l.move));
  assert.deepEqual(shown, lines.map((l) => l.move));
  // The bar beside the board shows the same expected score as the panel's meter:
  // both read at one moment (the search keeps deepening; one redraw sets both).
  const { meter, beside } = await page.evaluate(() => ({
    meter: Number(document.getElementById('eval-bar').getAttribute('aria-valuenow')),
    beside: Number(document.getElementById('board-eval').style.getPropertyValue('--p1')),
  }));
  assert.ok(meter >= 0 && meter <= 100);
  assert.equal(await page.isVisible('#board-eval'), true);
  assert.ok(Math.abs(beside - meter) <= 1, `board bar ${beside} against the meter ${meter}`);
  assert.equal(await page.evaluate(() => window.wallrace.settings().mode), 'two'); // both sides by hand
  await shot(page, 'analysis-board');
  // Clicking a line plays it as a variation from the reviewed ply, the view on its
  // first move; the game (the main line) is kept and comes back whole.
  const mainLine = await page.evaluate(() => window.wallrace.history().map((h) => h.move));
  await page.click('#analysis-lines li:first-child button');
  await page.waitForFunction(() => window.wallraceAnalysis.variation() !== null);
  // The search deepens while we look: the line played is the one shown at the click.
  const line = await page.evaluate(() => window.wallraceAnalysis.lastLine());
  assert.ok(line.length >= 1 && line.length <= 8, `a line of 1 to 8 moves: ${line}`);
  const played = await page.evaluate(() => window.wallrace.history().map((h) => h.move));
  assert.deepEqual(played, [...mainLine.slice(0, 20), ...line]);
  assert.equal(await page.evaluate(() => window.wallrace.viewPly()), 21);
  assert.deepEqual(await page.evaluate(() => window.wallraceAnalysis.variation()), { ply: 20, moves: line.length });
  assert.match(await page.textContent('#variation-text'), /variation from ply 20/);
  await shot(page, 'analysis-variation');
  // A move by hand from an earlier ply of the variation branches it again; the main line still comes back.
  await page.click('#leave-variation');
  await page.waitForFunction(() => window.wallraceAnalysis.variation() === null);
  assert.deepEqual(await page.evaluate(() => window.wallrace.history().map((h) => h.move)), mainLine);
  assert.equal(await page.evaluate(() => window.wallrace.viewPly()), 20);
  assert.equal(await page.isHidden('#variation-bar'), true);
  // Closing the analysis board also gives the game back: a variation, then close.
  await page.click('#analysis-lines li:first-child button');
  await page.waitForFunction(() => window.wallraceAnalysis.variation() !== null);
  await page.click('#analyse');
  assert.equal(await page.evaluate(() => window.wallraceAnalysis.arrows().length), 0);
  assert.equal(await page.isHidden('#board-eval'), true);
  assert.deepEqual(await page.evaluate(() => window.wallrace.history().map((h) => h.move)), mainLine);
  assert.deepEqual(page.errors, []);
});

test('<wallrace-board analysis> shows the evaluation bar and the best line of the position shown', { timeout: 120000 }, async () => {
  const { page: p, context } = await newPage(env);
  await p.goto(`${env.url}demo.html`);
  await p.evaluate(() => {
    const el = document.createElement('wallrace-board');
    el.id = 'analysed';
    el.setAttribute('rules', 'walls');
    el.setAttribute('position', 'walls_4_1_e3_e7_10_10');
    el.setAttribute('analysis', '');
    document.body.append(el);
  });
  await p.waitForFunction(() => document.getElementById('analysed')?.shadowRoot?.querySelector('.eval-line')?.dataset.best, null, { timeout: 90000 });
  const got = await p.evaluate(() => {
    const el = document.getElementById('analysed');
    const r = el.shadowRoot;
    return { best: r.querySelector('.eval-line').dataset.best, text: r.querySelector('.eval-line').textContent,
      meter: Number(r.querySelector('.eval-bar').getAttribute('aria-valuenow')), legal: el.session.game.legal(),
      arrows: el.board.view.state.arrows };
  });
  assert.ok(got.legal.includes(got.best), got.best);
  assert.match(got.text, /Player 1 \d+ %/);
  assert.ok(got.meter >= 0 && got.meter <= 100);
  assert.equal(got.arrows.length, 1);
  assert.equal(got.arrows[0].wall || got.arrows[0].to, got.best);
  await context.close();
});
