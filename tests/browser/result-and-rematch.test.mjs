// The result speaks to the player (You won / You lost / Draw, with the
// reason, a loss never in the success colour), Rematch swaps the sides,
// Resign ends the game, and the tab title says whose turn it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, status, clickSquare, shot, waitHumanTurn } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const turnColor = (page) => page.evaluate(() => getComputedStyle(document.querySelector('#turn')).color);
const okColor = (page) => page.evaluate(() => {
  const probe = document.createElement('span');
  probe.style.color = 'var(--ok)';
  document.body.append(probe);
  const c = getComputedStyle(probe).color;
  probe.remove();
  return c;
});

for (const scheme of ['light', 'dark']) {
  test(`a loss to the bot says "You lost" with the reason, not in green (${scheme}); Rematch swaps the sides`, async () => {
    const { page } = await newPage(env, { colorScheme: scheme });
    // White (you) to move; Black stands one step from rank 1.
    await openGame(page, env.url, '#position=detour_10_1_a1_d2_4_4');
    assert.equal(await page.title(), 'Your turn · wallrace');
    await clickSquare(page, 'a2');
    // The bot's Worker starts cold here (and loads the detour table): give it time on a busy machine.
    await page.waitForFunction(() => window.wallrace.status().result === 'player2', null, { timeout: 90000 });
    await page.waitForSelector('#rematch:not([hidden])');
    assert.equal(await page.textContent('#turn'), 'You lost · Black reached rank 1');
    assert.equal(await page.title(), 'You lost · wallrace');
    assert.ok(await page.evaluate(() => document.querySelector('#turn').classList.contains('loss')));
    assert.notEqual(await turnColor(page), await okColor(page), 'a loss is not drawn in the success colour');
    assert.equal(await page.isHidden('#resign'), true, 'no resigning a finished game');
    await shot(page, `result-loss-${scheme}`);
    await page.click('#rematch');
    await page.waitForFunction(() => window.wallrace.settings().human === 2);
    const s = await status(page);
    assert.equal(s.rules, 'detour');
    assert.equal((await page.evaluate(() => window.wallrace.settings())).human, 2, 'you now play Black');
    await waitHumanTurn(page);
    assert.equal((await status(page)).toMove, 2, 'the bot, now White, moved first');
    assert.equal(await page.title(), 'Your turn · wallrace');
    assert.deepEqual(page.errors, []);
  });
}

test('a win says "You won" in the success colour', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url, '#position=detour_10_1_a3_d3_4_4');
  await clickSquare(page, 'a4');
  await page.waitForFunction(() => /You won/.test(document.querySelector('#turn').textContent));
  assert.equal(await page.textContent('#turn'), 'You won · White reached rank 4');
  assert.equal(await turnColor(page), await okColor(page));
  assert.equal(await page.title(), 'You won · wallrace');
});

test('resigning asks first, ends the game for the other side, and Undo takes it back', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  assert.equal(await page.title(), 'Player 1 to move · wallrace');
  await clickSquare(page, (await status(page)).paths[0][1]);
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await page.click('#resign');
  await page.waitForSelector('#notice:not([hidden])');
  assert.equal(await page.textContent('#notice-text'), 'Resign this game for Player 2?');
  assert.equal((await status(page)).result, 'ongoing', 'nothing happens before the answer');
  await page.click('#notice-action');
  await page.waitForFunction(() => window.wallrace.status().result === 'player1');
  await page.waitForFunction(() => document.querySelector('#turn').textContent === 'Player 1 wins · Player 2 resigned');
  assert.equal(await page.title(), 'Player 1 wins · wallrace');
  assert.equal(await page.isVisible('#rematch'), true);
  // A reload keeps the resignation.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal((await status(page)).result, 'player1');
  await page.click('#undo');
  await page.waitForFunction(() => window.wallrace.status().result === 'ongoing');
  assert.equal((await status(page)).ply, 1, 'undo takes back the resignation, not the move');
  assert.deepEqual(page.errors, []);
});
