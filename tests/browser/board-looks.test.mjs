// Moves are seen: a pawn slides and a wall drops (not under reduced motion);
// the last move is marked at 3:1 or more against every square; the players'
// pawns and walls cannot be taken for the illegal-wall preview (3:1 or more);
// a legend says whose walls are whose, and the walls left are drawn as pieces.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, settle, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function play(page, moves) {
  for (const mv of moves) {
    const ply = await page.evaluate(() => window.wallrace.status().ply);
    await page.fill('#move-input', mv);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((p) => window.wallrace.status().ply === p + 1, ply);
    await settle(page); // drawn before the next is typed, as a player sees each move
  }
}

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`moves are animated, except under prefers-reduced-motion (${reducedMotion})`, async () => {
    const { page } = await newPage(env, { reducedMotion });
    await openGame(page, env.url);
    await newGame(page, { rules: 'walls', mode: 'two' });
    const before = await page.evaluate(() => window.wallrace.animationsStarted());
    await play(page, ['e2', 'e8h']);
    const started = (await page.evaluate(() => window.wallrace.animationsStarted())) - before;
    if (reducedMotion === 'reduce') {
      assert.equal(started, 0, 'no motion');
      assert.equal(await page.evaluate(() => window.wallrace.animating()), false);
    } else {
      assert.equal(started, 2, 'one slide and one drop');
      await page.waitForFunction(() => !window.wallrace.animating(), null, { timeout: 5000 });
    }
    // Stepping back through the moves is not a move: no motion.
    await page.keyboard.press('Escape');
    const n = await page.evaluate(() => window.wallrace.animationsStarted());
    await page.click('#moves button[data-ply="0"]');
    await settle(page);
    assert.equal(await page.evaluate(() => window.wallrace.animationsStarted()), n);
    // Back to the game is not a move either; two moves within one frame (a bot
    // that answers at once, a slow frame) show the newer one as motion.
    await page.keyboard.press('End');
    await settle(page);
    assert.equal(await page.evaluate(() => window.wallrace.viewPly()), null);
    const m = await page.evaluate(() => window.wallrace.animationsStarted());
    assert.equal(m, n, 'returning to the game is not a move');
    await page.evaluate(() => {
      for (const mv of ['e3', 'd9']) {
        document.getElementById('move-input').value = mv;
        document.getElementById('move-form').requestSubmit();
      }
    });
    assert.equal(await page.evaluate(() => window.wallrace.status().ply), 4);
    await settle(page);
    assert.equal(await page.evaluate(() => window.wallrace.animationsStarted()) - m, reducedMotion === 'reduce' ? 0 : 1,
      'the newer of two moves drawn in one frame');
    assert.deepEqual(page.errors, []);
  });
}

const contrast = (page) => page.evaluate(() => {
  const probe = document.createElement('span');
  document.body.append(probe);
  const rgb = (name) => {
    probe.style.color = `var(--wr-${name})`;
    return getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
  };
  const lum = ([r, g, b]) => [r, g, b].map((v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const out = {};
  for (const sq of ['square', 'goal1', 'goal2']) out[`last/${sq}`] = ratio('last', sq);
  for (const piece of ['p1', 'p2', 'wall1', 'wall2']) out[`${piece}/illegal`] = ratio(piece, 'illegal');
  out['wall1/wall2'] = ratio('wall1', 'wall2');
  probe.remove();
  return out;
});

for (const colorScheme of ['light', 'dark']) {
  test(`colours: last move, players against the illegal preview (${colorScheme})`, async () => {
    const { page } = await newPage(env, { colorScheme });
    await openGame(page, env.url);
    const ratios = await contrast(page);
    console.log(`# contrast ${colorScheme}: ${Object.entries(ratios).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
    for (const [pair, r] of Object.entries(ratios)) assert.ok(r >= 3, `${pair}: ${r.toFixed(2)}:1 is under 3:1`);
    // The element carries the same colours.
    await page.goto(`${env.url}embed.html?rules=detour`);
    await page.waitForSelector('wallrace-board[data-ready]');
    const el = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('wallrace-board'));
      return ['last', 'illegal', 'p2'].map((n) => style.getPropertyValue(`--wr-${n}`).trim());
    });
    const page2 = await page.context().newPage();
    await page2.goto(env.url);
    const main = await page2.evaluate(() => ['last', 'illegal', 'p2'].map((n) => getComputedStyle(document.documentElement).getPropertyValue(`--wr-${n}`).trim()));
    assert.deepEqual(el, main);
  });
}

test('a legend says whose walls are whose and where each pawn races; walls left are drawn as pieces', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  assert.equal(await page.textContent('#legend'), 'White\'s walls · goal rank 4Black\'s walls · goal rank 1bars in the frame mark the goal rows');
  assert.equal(await page.locator('#player1 .pieces i').count(), 4);
  await play(page, ['a1h']);
  assert.equal(await page.locator('#player1 .pieces i').count(), 3);
  assert.equal(await page.locator('#player2 .pieces i').count(), 4);
  await shot(page, 'detour-legend-pieces');
  assert.deepEqual(page.errors, []);
});
