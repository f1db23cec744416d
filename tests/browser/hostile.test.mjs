// A malformed corpus through every door a user has: the URL fragment, an
// imported record, a pasted position code, a saved game and the embed
// attributes. Each gets a clear message, nothing throws, and the current game
// is untouched. The corpus is the fuzzers' (tests/fuzz/hostile.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, clickSquare, status } from './helpers.mjs';
import { corpus, hostileStrings } from '../fuzz/hostile.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// Strings the engine must refuse: the odd strings plus a slice of the seeds (some seeds are valid).
const samples = [...hostileStrings, ...corpus('position').slice(0, 12), ...corpus('record').slice(0, 12)];

async function twoPlayerGame(page) {
  await newGame(page, { rules: 'walls', mode: 'two' });
  await clickSquare(page, 'e2');
  await page.waitForFunction(() => window.wallrace.status().ply === 1);
  return (await status(page)).position;
}

test('import: a refused record or position code leaves the game untouched', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  const start = await twoPlayerGame(page);
  await page.click('#io summary');
  let refused = 0;
  for (const text of samples) {
    await page.fill('#import-text', text.slice(0, 20000));
    await page.click('#import');
    const message = await page.textContent('#io-message');
    if (/Not loaded/.test(message)) {
      ++refused;
      assert.equal((await status(page)).position, start, `game changed by ${JSON.stringify(text.slice(0, 60))}`);
    } else {
      await page.fill('#import-text', start);  // a valid one loaded: back to the game under test
      await page.click('#import');
      await page.waitForFunction((p) => window.wallrace.status().position === p, start);
    }
  }
  assert.ok(refused > samples.length / 2, `${refused} of ${samples.length} refused`);
  assert.deepEqual(page.errors, []);
});

test('links and saved games: a bad one is reported and the saved game is kept or a fresh one starts', async () => {
  const { page } = await newPage(env);
  await openGame(page, env.url);
  const saved = await twoPlayerGame(page);
  await page.waitForTimeout(300);  // the save is written
  const encodable = (t) => { try { encodeURIComponent(t); return true; } catch { return false; } };
  for (const text of hostileStrings.filter((t) => t.length < 3000 && encodable(t)).slice(0, 14)) {
    for (const key of ['record', 'position']) {
      await page.goto('about:blank');
      await openGame(page, `${env.url}#${key}=${encodeURIComponent(text)}`);
      const s = await status(page);
      if (s.position !== saved) {  // only a readable link may replace the game
        assert.ok(s.rules, 'a game is on the board');
      } else {
        await page.waitForSelector('#notice:not([hidden])');
        assert.match(await page.textContent('#notice-text'), /could not be read|unchanged/i);
      }
    }
  }
  assert.deepEqual(page.errors, []);
  // A damaged save of any shape: reported, and a fresh game starts.
  for (const text of ['\0', '{"v":1,"record":"' + 'x'.repeat(5000) + '"}', '[]', 'null', '{"record":"[Rules \\"walls\\"]\\n1. e2 e2"}']) {
    await page.evaluate((t) => localStorage.setItem('wallrace.session.v1', t), text);
    await page.goto('about:blank');
    await openGame(page, env.url);
    const s = await status(page);
    assert.equal(s.result, 'ongoing');
  }
  assert.deepEqual(page.errors, []);
});

test('embed attributes: every hostile value gives a message in the element, never an error', async () => {
  const { context, page } = await newPage(env);
  const host = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>' +
    '<script type="module" src="/wallrace-board.js"></script></head><body></body></html>';
  await context.route(`${env.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: host }));
  await page.goto(`${env.url}host.html`);
  await page.waitForFunction(() => customElements.get('wallrace-board'));
  const values = hostileStrings.filter((t) => t.length < 3000).slice(0, 20);
  for (const attr of ['rules', 'level', 'position', 'record', 'orientation']) {
    const ids = await page.evaluate(([attr, values]) => values.map((v, i) => {
      const el = document.createElement('wallrace-board');
      el.id = `${attr}-${i}`;
      if (attr !== 'rules' && attr !== 'position' && attr !== 'record') el.setAttribute('rules', 'detour');
      el.setAttribute(attr, v);
      document.body.append(el);
      return el.id;
    }), [attr, values]);
    for (const id of ids) await page.waitForSelector(`#${id}[data-error], #${id}[data-ready]`, { timeout: 15000 });
    await page.evaluate(() => { document.body.textContent = ''; });
  }
  assert.deepEqual(page.errors, []);
});
