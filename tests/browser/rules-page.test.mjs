// How to play: a rules section for each rule set, written from the engine's
// rule data, with live examples on the board element (a jump, a side-step, a
// shared square, a refused wall and why); the game page links to it and says
// on a first visit, once, how to move and place a wall.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, shot } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the rules page has a section per rule set and examples that play and explain', async () => {
  const { page } = await newPage(env, { viewport: { width: 1000, height: 1000 } });
  await page.goto(`${env.url}rules.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 60000 });
  const sections = await page.$$eval('main section', (s) => s.map((x) => x.id));
  const names = await page.evaluate(async () => (await import('./js/engine.js')).loadEngine().then((m) => m.ruleSets().map((r) => r.name)));
  assert.deepEqual(sections, names, 'one section per rule set of the engine');
  assert.match(await page.textContent('#detour'), /After forty turns each without arrival, the game is drawn/);
  assert.match(await page.textContent('#dolambac'), /third time the same position comes back/);
  assert.equal(await page.$$eval('wallrace-board[data-error]', (b) => b.length), 0, 'every example position is legal');

  // The jump: the pawn's targets include the square beyond the other pawn.
  const jump = page.locator('#walls wallrace-board').nth(0);
  assert.ok((await jump.evaluate((b) => b.session.targets)).includes('e6'));
  // The side-step: no jump, two squares beside.
  const side = page.locator('#walls wallrace-board').nth(1);
  const t = await side.evaluate((b) => b.session.targets);
  assert.ok(!t.includes('e6') && t.includes('d5') && t.includes('f5'), t.join());
  // The refused wall says why when pointed at.
  const refused = page.locator('#walls wallrace-board').nth(2);
  await refused.scrollIntoViewIfNeeded();
  const p = await refused.evaluate((b) => b.pointOf('f3h'));
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => /overlaps/.test(document.querySelectorAll('#walls wallrace-board')[2].shadowRoot.querySelector('.info').textContent));
  assert.equal(await refused.evaluate((b) => b.shadowRoot.querySelector('.info').textContent), 'Wall f3h overlaps wall e3h');
  await shot(page, 'rules-refused-wall');
  // Detour: runners share squares, and a wall that shuts a runner in is refused.
  const share = page.locator('#detour wallrace-board').nth(0);
  assert.ok((await share.evaluate((b) => b.session.targets)).includes('c3'));
  assert.deepEqual(page.errors, []);
});

test('the first visit says once how to move and place a wall, and links to the rules', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  assert.equal(await page.isVisible('#first-visit'), true);
  assert.match((await page.textContent('#first-visit')).replace(/\s+/g, ' '), /Click your pawn, then a lit square to move; click a groove between squares to place a wall/);
  assert.equal(await page.getAttribute('#first-visit a', 'href'), 'rules.html');
  assert.equal(await page.getAttribute('nav.links a[href="rules.html"]', 'href'), 'rules.html');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.$('#first-visit'), null, 'said once');
  assert.deepEqual(page.errors, []);
});
