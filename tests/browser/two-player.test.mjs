// A two-player game on one device, by clicks only, to a result; it passes
// through a face-to-face jump.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, clickSquare } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('two players share the board and play a walls game to the end, with a jump', async () => {
  const { page } = await newPage(env, { viewport: { width: 420, height: 860 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  let sawJump = false;
  for (let i = 0; i < 40; i++) {
    const s = await status(page);
    if (s.result !== 'ongoing') break;
    const targets = await page.evaluate(() => window.wallrace.targets());
    const forward = s.toMove === 1 ? 2 : -2; // Player 1 races up the ranks, Player 2 down
    const jump = targets.find((t) => Number(t.slice(1)) - Number(s.pawns[s.toMove - 1].slice(1)) === forward);
    if (jump) { sawJump = true; await shot(page, 'walls-two-player-jump'); }
    const next = jump || (targets.includes(s.paths[s.toMove - 1][1]) ? s.paths[s.toMove - 1][1] : targets[0]);
    // Select the pawn first (it lights the targets), then tap the destination.
    await clickSquare(page, s.pawns[s.toMove - 1]);
    await clickSquare(page, next);
    await page.waitForFunction((ply) => window.wallrace.status().ply > ply, s.ply);
  }
  const s = await status(page);
  assert.notEqual(s.result, 'ongoing');
  assert.equal(sawJump, true, 'the pawns met and one jumped');
  // The game is over in the engine at once; the panel is drawn on the next frame.
  await page.waitForFunction(() => /reached rank/.test(document.querySelector('#turn').textContent), null, { timeout: 10000 }).catch(() => {});
  assert.match(await page.textContent('#turn'), /reached rank/);
  await shot(page, 'walls-two-player-result-phone');
  assert.deepEqual(page.errors, []);
});

test('on a touch screen a wall is tapped, then confirmed', async () => {
  const { page } = await newPage(env, { viewport: { width: 420, height: 860 }, hasTouch: true, isMobile: true });
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  const p = await page.evaluate(() => window.wallrace.wallPoint('b2h'));
  await page.touchscreen.tap(p.x, p.y);
  await page.waitForSelector('#confirm-bar:not([hidden])');
  assert.equal((await status(page)).ply, 0, 'a tap alone places nothing');
  await shot(page, 'detour-touch-confirm');
  await page.tap('#confirm-wall');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  assert.deepEqual((await status(page)).walls, ['b2h']);
  assert.deepEqual(page.errors, []);
});
