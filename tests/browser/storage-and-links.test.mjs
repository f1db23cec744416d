// The game survives a reload; a damaged save is reported and a fresh game
// starts; share links carry a game or a position in the URL fragment.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, clickSquare } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const KEY = 'wallrace.session.v1';

test('a reload keeps the game, its settings and the view', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'dolambac', mode: 'two', matchLength: 3 });
  await clickSquare(page, 'e2');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await clickSquare(page, 'e8');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await page.click('#flip');
  await page.waitForTimeout(300); // saves are coalesced
  const before = await status(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const after = await status(page);
  assert.equal(after.position, before.position);
  assert.deepEqual((await page.evaluate(() => window.wallrace.history())).map((h) => h.move), ['e2', 'e8']);
  assert.equal((await page.evaluate(() => window.wallrace.settings())).matchLength, 3);
  assert.match(await page.textContent('#match'), /game 1 of 3/);
  assert.equal(await page.isVisible('#notice'), false);
  assert.deepEqual(page.errors, []);
});

for (const [name, damage] of [
  ['not JSON', '{"v":1,"record":'],
  ['a record with an illegal move', JSON.stringify({ v: 1, record: '[Rules "walls"]\n1. e2 e5 *', settings: {} })],
  ['the wrong shape', JSON.stringify(['x'])],
]) {
  test(`a damaged save (${name}) is reported and a fresh game starts`, async () => {
    const { page } = await newPage(env);
    await openGame(page, env.url);
    // Damage the save from another page of the site, with no game running to overwrite it.
    await page.goto(`${env.url}manifest.webmanifest`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, damage]);
    await openGame(page, env.url);
    await page.waitForSelector('#notice:not([hidden])');
    assert.match(await page.textContent('#notice-text'), /saved game could not be read .* new game has started/);
    assert.equal((await status(page)).ply, 0);
    if (name === 'not JSON') await shot(page, 'damaged-save-reported');
    // The page still plays.
    await clickSquare(page, (await page.evaluate(() => window.wallrace.targets()))[0]);
    await page.waitForFunction(() => window.wallrace.status().ply >= 1); // the bot may have answered already
    assert.deepEqual(page.errors, []);
  });
}

test('a share link carries the game; play on from it; a bad link is reported', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'detour', mode: 'two' });
  await clickSquare(page, 'a2');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  await page.click('#io summary');
  await page.click('#share-game');
  const link = await page.inputValue('#share-text');
  assert.match(link, /#record=/);
  const position = await page.inputValue('#position-text');
  assert.match(position, /^detour_/);

  const { page: other } = await newPage(env);
  await openGame(other, link);
  // A fresh visitor plays on against the bot, which answers as Black.
  assert.deepEqual((await other.evaluate(() => window.wallrace.history())).map((h) => h.move)[0], 'a2');
  assert.match(await other.textContent('#notice-text'), /shared game/);
  assert.equal(await other.evaluate(() => location.hash), '', 'the fragment is consumed');

  const { page: third } = await newPage(env);
  await openGame(third, env.url);
  await newGame(third, { rules: 'walls', mode: 'two' });
  await third.waitForTimeout(300); // the two-player setting is saved
  await openGame(third, `${env.url}#position=${encodeURIComponent(position)}`);
  assert.equal((await status(third)).position, position);
  // Play on from the shared position, then look back at it.
  await clickSquare(third, 'd3');
  await third.waitForFunction(() => window.wallrace.history().length === 1);
  // Moves are numbered on from the position: Black's reply to White's first move is on row 1, after "…".
  assert.equal(await third.textContent('#moves tr[data-move="1"] th'), '1.');
  assert.equal(await third.textContent('#moves tr[data-move="1"] td:nth-of-type(1)'), '…');
  assert.equal(await third.textContent('#moves tr[data-move="1"] td:nth-of-type(2) .mv'), 'd3');
  await third.click('#moves button[data-ply="0"]');
  await third.waitForFunction(() => window.wallrace.viewPly() === 0);
  // The description follows the view on the next frame: wait for it rather than race it.
  await third.waitForFunction(() => document.querySelector('#board-desc').textContent.startsWith('White on a2, Black on d4. No'),
    null, { timeout: 5000 }).catch(() => {});
  assert.equal(await third.evaluate(() => document.querySelector('#board-desc').textContent.slice(0, 28)), 'White on a2, Black on d4. No');

  const { page: bad } = await newPage(env);
  await openGame(bad, `${env.url}#record=${encodeURIComponent('[Rules "walls"] 1. e2 e2 *')}`);
  await bad.waitForSelector('#notice:not([hidden])');
  assert.match(await bad.textContent('#notice-text'), /could not be read .*your game is unchanged/);
  await shot(bad, 'bad-share-link');
  for (const p of [other, third, bad]) assert.deepEqual(p.errors, []);
});

test('import of a record and of a position code, with errors named', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await page.click('#io summary');
  await page.fill('#import-text', '[Rules "detour"]\n1. a1h d3 2. b1 *');
  await page.click('#import');
  await page.waitForFunction(() => window.wallrace.status().rules === 'detour' && window.wallrace.status().ply === 3);
  await page.fill('#import-text', 'detour_0_1_a1_d4_4_4_zz9');
  await page.click('#import');
  assert.match(await page.textContent('#io-message'), /Not loaded: .*Your game is unchanged/);
  assert.equal((await status(page)).ply, 3);
  await page.fill('#import-text', 'detour_0_1_a1_d4_4_4');
  await page.click('#import');
  await page.waitForFunction(() => window.wallrace.status().ply === 0);
  assert.deepEqual(page.errors, []);
});
