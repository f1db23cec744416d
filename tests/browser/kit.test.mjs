// The printable detour kit: board, wall marks, a record sheet of 80 turns
// with White path / Black path columns; filled in from a game when given one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, ARTIFACTS } from './helpers.mjs';
import { pdfPageCount } from './pdf.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

test('the kit prints a board and a blank record sheet', async () => {
  const { page } = await newPage(env);
  await page.goto(`${env.url}kit.html`);
  await page.waitForSelector('#board svg');
  assert.equal(await page.locator('#sheet-1 tbody tr').count(), 40);
  assert.equal(await page.locator('#sheet-2 tbody tr').count(), 40);
  assert.deepEqual(await page.locator('#sheet-1 thead th').allTextContents(), ['Turn', 'Move/wall', 'White path', 'Black path']);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('#print'), false, 'the print button is not printed');
  await page.pdf({ path: `${ARTIFACTS}/detour-kit.pdf`, format: 'A4' });
  assert.deepEqual(page.errors, []);
});

test('the record sheet of a played game', async () => {
  const { page } = await newPage(env);
  const record = '[Rules "detour"]\n1. a1h d3 2. b1 d2 3. b2 d1 *';
  await page.goto(`${env.url}kit.html#${new URLSearchParams({ record })}`);
  await page.waitForFunction(() => document.querySelector('#sheet-title').textContent === 'Record of a game');
  const first = await page.locator('#sheet-1 tbody tr').first().locator('td').allTextContents();
  assert.deepEqual(first, ['1', 'a1h', '4', '3']);
  assert.match(await page.textContent('#sheet-result'), /Black/);
  assert.deepEqual(page.errors, []);
});

test('bug 4: the kit prints on its three designed pages, on A4 and on Letter, blank and filled in', async () => {
  const record = '[Rules "detour"]\n1. a1h d3 2. b1 d2 3. b2 d1 *';
  for (const [what, suffix] of [['blank', ''], ['filled', `#${new URLSearchParams({ record })}`]]) {
    const { page } = await newPage(env);
    await page.goto(`${env.url}kit.html${suffix}`);
    await page.waitForSelector('#board svg');
    if (suffix) await page.waitForFunction(() => document.querySelector('#sheet-title').textContent === 'Record of a game');
    const designed = await page.locator('section.page').count();
    assert.equal(designed, 3, 'player materials, record sheet, host key');
    for (const format of ['A4', 'Letter']) {
      const pdf = await page.pdf({ format, path: `${ARTIFACTS}/detour-kit-${what}-${format}.pdf` });
      assert.equal(pdfPageCount(pdf), designed, `${what} kit on ${format}: one printed page per designed page`);
    }
    assert.deepEqual(page.errors, []);
  }
});
