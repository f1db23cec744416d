// Fault injection: the bot's Worker fails in every way we know (its engine
// cannot be fetched, it throws, hangs, dies, replies with nothing), the
// storage is full, a share link is opened in the same tab. Each time the
// player is told in words and the game goes on with nothing lost.
// Faults are injected with playwright's route interception: the Worker's
// script is replaced by a wrapper that imports the real one and breaks it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status, clickSquare, waitHumanTurn } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// Everything the turn line and the notice ever said, in order.
function recordWords() {
  window.__seen = [];
  const watch = () => {
    for (const id of ['turn', 'notice-text']) {
      const el = document.getElementById(id);
      const log = () => { const t = el.textContent; if (t && window.__seen.at(-1) !== t) window.__seen.push(t); };
      new MutationObserver(log).observe(el, { childList: true, characterData: true, subtree: true });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch); else watch();
}
const seen = (page) => page.evaluate(() => window.__seen);
const waitSeen = (page, re, timeout = 30000) => page.waitForFunction(
  (src) => window.__seen.some((t) => new RegExp(src).test(t)), re.source, { timeout });

// The Worker's script, broken in one way. The wrapper imports the real
// Worker (engine-worker.js?real, which the route lets through); once the
// engine has loaded ('ready'), each request meets the fault instead.
const FAULTS = {
  throws: "setTimeout(() => { throw new Error('injected fault'); });",
  hangs: 'for (;;) { /* never answers */ }',
  dies: 'self.close();',
  null: 'realOnMessage(e);',
};
const wrapper = (fault) => `import './engine-worker.js?real';
const post = self.postMessage.bind(self);
let loaded;
const ready = new Promise((resolve) => { loaded = resolve; });
self.postMessage = (m) => {
  if (m && m.type === 'ready') loaded();
  post(${fault === 'null' ? "m && m.type === 'done' ? { ...m, value: null } : m" : 'm'});
};
const realOnMessage = self.onmessage;
self.onmessage = (e) => { ready.then(() => { ${FAULTS[fault]} }); };
`;

/**
 * Serves the broken Worker for the first `times` Worker starts (Infinity: all),
 * the real one after; returns { starts(), heal() }.
 */
async function breakWorker(context, fault, times = 1) {
  let starts = 0;
  let healed = false;
  await context.route(/\/engine-worker\.js(\?.*)?$/, (route) => {
    if (new URL(route.request().url()).search === '?real') return route.continue();
    starts++;
    if (healed || starts > times) return route.continue();
    return route.fulfill({ contentType: 'text/javascript', body: wrapper(fault) });
  });
  return { starts: () => starts, heal: () => { healed = true; } };
}

/**
 * A page with a walls game against the bot at level 1, the human to move
 * first, and no Worker started yet (the page was loaded in two-player mode):
 * the first Worker to start will be the one that answers the human's move.
 * Service workers are off so that routes see every request.
 */
async function freshPage({ botOptions = null } = {}) {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  if (botOptions) await context.addInitScript((o) => { window.wallraceBotOptions = o; }, botOptions);
  await context.addInitScript(recordWords);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await page.waitForFunction(() => /"mode":"two"/.test(localStorage.getItem('wallrace.session.v1')));
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'bot', human: 1, level: 1 });
  return { context, page };
}

const targets = (page) => page.evaluate(() => window.wallrace.targets());

/** The human moves (the first target); returns the ply before. */
async function humanMoves(page) {
  await waitHumanTurn(page);
  const ply = (await status(page)).ply;
  await clickSquare(page, (await targets(page))[0]);
  await page.waitForFunction((p) => window.wallrace.status().ply > p, ply);
  return ply;
}

/** The human moves and the bot answers. */
async function botAnswers(page, timeout = 60000) {
  const ply = await humanMoves(page);
  await page.waitForFunction((p) => window.wallrace.status().ply >= p + 2, ply, { timeout });
  await waitHumanTurn(page);
}

for (const [fault, words] of [
  ['throws', /restarting the bot \(try 2 of 3\): it hit an error: .*injected fault/],
  ['hangs', /restarting the bot \(try 2 of 3\): it stopped answering \(nothing for 3 s\)/],
  ['dies', /restarting the bot \(try 2 of 3\): it stopped answering \(nothing for 3 s\)/],
  ['null', /restarting the bot \(try 2 of 3\): it gave an empty reply \(null\)/],
]) {
  test(`a Worker that ${fault === 'null' ? 'replies null' : fault} once is replaced and the bot plays on`, async () => {
    const { context, page } = await freshPage({ botOptions: { watchdogMs: 3000 } });
    const broken = await breakWorker(context, fault, 1);
    await botAnswers(page);
    await waitSeen(page, words);
    assert.equal(broken.starts(), 2, 'a fresh Worker took over');
    assert.equal((await page.evaluate(() => window.wallrace.bot())).faults, 1);
    // The game goes on: the human moves, the bot answers.
    await botAnswers(page);
    assert.equal(await page.isVisible('#notice'), false, 'a fault recovered from needs no message');
    assert.deepEqual(page.errors.filter((e) => !/injected fault/.test(e)), []);
  });
}

test('the Worker\'s fetch of the engine fails once: a fresh Worker loads it and the bot plays', async () => {
  const { context, page } = await freshPage();
  let wasm = 0;
  await context.route('**/engine/wallrace-core.wasm', (route) => {
    wasm++;
    return wasm === 1 ? route.abort('failed') : route.continue();
  });
  await botAnswers(page);
  await waitSeen(page, /restarting the bot \(try 2 of 3\): its engine could not be loaded/);
  assert.equal(wasm, 2, 'the first Worker\'s fetch failed, the second\'s worked');
  assert.equal(await page.isVisible('#notice'), false);
  assert.match(await page.textContent('#turn'), /Your turn/);
  assert.deepEqual(page.errors.filter((e) => !/wallrace-core\.wasm|Failed to fetch|failed to asynchronously prepare wasm|both async and sync fetching|ERR_FAILED|abort/i.test(e)), []);
});

test('a Worker that keeps failing: the player is told, and "Try again" brings the bot back', async () => {
  const { context, page } = await freshPage();
  const broken = await breakWorker(context, 'throws', Infinity);
  await humanMoves(page);
  await page.waitForSelector('#notice:not([hidden])', { timeout: 60000 });
  assert.match(await page.textContent('#notice-text'), /^The bot stopped after 3 tries: it hit an error: .*injected fault\.$/);
  assert.equal((await page.textContent('#notice-action')).trim(), 'Try again');
  // The status line is drawn on the next frame after the notice: wait for it (a clear message if it never comes).
  await page.waitForFunction(() => /^The bot is unavailable/.test(document.querySelector('#turn').textContent), null, { timeout: 10000 })
    .catch(async () => assert.fail(`the status line never said the bot is unavailable: "${await page.textContent('#turn')}"`));
  assert.match(await page.textContent('#turn'), /^The bot is unavailable: it hit an error: .*injected fault/);
  assert.equal(broken.starts(), 3, 'three tries, then no more');
  assert.equal((await status(page)).ply, 1, 'the human\'s move is kept');
  await shot(page, 'faults-bot-stopped');
  // Not stuck: the fault is over, the player asks again, the bot plays.
  broken.heal();
  await page.click('#notice-action');
  await page.waitForFunction(() => window.wallrace.status().ply === 2, null, { timeout: 60000 });
  await waitHumanTurn(page);
  assert.match(await page.textContent('#turn'), /Your turn/);
  assert.deepEqual(page.errors.filter((e) => !/injected fault/.test(e)), []);
});

test('after a bot fault, Resume, Undo and New game each bring the bot back', async () => {
  const { context, page } = await freshPage();
  // A Worker whose every request asks the test whether to fail: a warm Worker can fail too.
  let mode = 'ok';
  await context.route('**/__fault', (route) => route.fulfill({ contentType: 'text/plain', body: mode }));
  await context.route(/\/engine-worker\.js(\?.*)?$/, (route) => {
    if (new URL(route.request().url()).search === '?real') return route.continue();
    return route.fulfill({ contentType: 'text/javascript', body: `import './engine-worker.js?real';
const realOnMessage = self.onmessage;
self.onmessage = async (e) => {
  const mode = await (await fetch('/__fault')).text();
  if (mode === 'throw') setTimeout(() => { throw new Error('injected fault'); });
  else realOnMessage(e);
};` });
  });
  const fail = async () => {
    mode = 'throw';
    await humanMoves(page);
    await page.waitForSelector('#notice:not([hidden])', { timeout: 60000 });
    assert.match(await page.textContent('#notice-text'), /The bot stopped after 3 tries: it hit an error: .*injected fault/);
    mode = 'ok';
  };
  // Resume.
  await fail();
  assert.equal((await page.textContent('#pause')).trim(), 'Resume bot');
  await page.click('#pause');
  await page.waitForFunction(() => window.wallrace.status().ply === 2, null, { timeout: 60000 });
  // Undo, then play another move: the bot answers it.
  await fail();
  assert.equal((await status(page)).ply, 3);
  await page.click('#undo');
  await page.waitForFunction(() => window.wallrace.status().ply === 2);
  await botAnswers(page);
  assert.equal((await status(page)).ply, 4);
  // New game: a detour game with the bot first.
  await fail();
  await newGame(page, { rules: 'detour', mode: 'bot', human: 2, level: 1 });
  await page.waitForFunction(() => window.wallrace.status().ply === 1, null, { timeout: 60000 });
  await waitHumanTurn(page);
  assert.deepEqual(page.errors.filter((e) => !/injected fault/.test(e)), []);
});

const KEY = 'wallrace.session.v1';
const savedRecord = (page) => page.evaluate((k) => { try { return JSON.parse(localStorage.getItem(k)).record; } catch { return null; } }, KEY);

/** Types moves into the move box, one by one, each waited for. */
async function typeMoves(page, moves) {
  for (const move of moves) {
    const ply = (await status(page)).ply;
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((p) => window.wallrace.status().ply === p + 1, ply);
  }
}

test('a full storage: told at once with Export offered, the last save kept whole, a reload of the tab loses nothing', async () => {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  await context.addInitScript(recordWords);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await typeMoves(page, ['e2', 'e8']);
  await page.waitForFunction((k) => /e8/.test(localStorage.getItem(k)), KEY);
  // Fill the site's storage under other keys, to the last byte.
  const filled = await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = 'x'.repeat(size);
      for (;;) { try { localStorage.setItem(`filler-${n}`, chunk); n++; } catch { break; } }
    }
    return n;
  });
  assert.ok(filled > 0);
  await typeMoves(page, ['e3', 'e7', 'e3h', 'd6v']);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /^This game cannot be saved: the browser's storage for this site is full\. Export it to keep it/);
  assert.equal((await page.textContent('#notice-action')).trim(), 'Export');
  await shot(page, 'faults-storage-full');
  // Nothing already saved was overwritten by a partial write: the last good save is a whole
  // record of the game so far (a save no longer than the one it replaces still fits a full
  // storage, so which move's save was the last to fit depends on the saved fields' lengths).
  const whole = ['1. e2 e8 *', '1. e2 e8 2. e3 *', '1. e2 e8 2. e3 e7 *', '1. e2 e8 2. e3 e7 3. e3h *']
    .map((moves) => `[Rules "walls"]\n[Result "*"]\n\n${moves}\n`);
  const saved = await savedRecord(page);
  assert.ok(whole.includes(saved), `the last save is a whole record: ${JSON.stringify(saved)}`);
  // Export shows the whole game.
  await page.click('#notice-action');
  await page.waitForFunction(() => document.getElementById('io').open && /d6v/.test(document.getElementById('record-text').value));
  // The game goes on, and a reload of this tab has every move (the tab's own copy).
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual((await page.evaluate(() => window.wallrace.history())).map((h) => h.move), ['e2', 'e8', 'e3', 'e7', 'e3h', 'd6v']);
  assert.match(await page.textContent('#notice-text'), /restored from this tab's own copy: the browser still cannot save it/);
  // Room again: the next move is saved, and the player is told.
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('filler-')) localStorage.removeItem(k); });
  const next = (await targets(page))[0];
  await typeMoves(page, [next]);
  await page.waitForFunction(() => /^Saving works again/.test(document.getElementById('notice-text').textContent));
  assert.match(await savedRecord(page), new RegExp(`3\\. e3h d6v 4\\. ${next} \\*\\n$`));
  assert.deepEqual(page.errors, []);
});

test('a share link opened in the same tab keeps the game in progress and offers it back', async () => {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  await context.addInitScript(recordWords);
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  await typeMoves(page, ['e2', 'e8', 'e3']);
  await page.waitForFunction((k) => /e3 \*/.test(localStorage.getItem(k)), KEY);
  for (const [kind, text, rules] of [['position', 'detour_0_1_a1_d4_4_4', 'detour'], ['record', '[Rules "dolambac"]\n1. e2 e8 *', 'dolambac']]) {
    const before = await page.evaluate(() => window.wallrace.gameNumber());
    await page.evaluate(([k, t]) => { location.hash = new URLSearchParams({ [k]: t }).toString(); }, [kind, text]);
    await page.waitForFunction(([n, r]) => window.wallrace.gameNumber() > n && window.wallrace.status().rules === r, [before, rules]);
    assert.match(await page.textContent('#notice-text'), new RegExp(`^Playing on from the shared ${kind === 'record' ? 'game' : 'position'}`));
    assert.equal((await page.textContent('#notice-action')).trim(), 'Back to my previous game');
    assert.equal(await page.evaluate(() => location.hash), '', 'the fragment is consumed');
    await page.click('#notice-action');
    await page.waitForFunction(() => window.wallrace.status().rules === 'walls');
    assert.deepEqual((await page.evaluate(() => window.wallrace.history())).map((h) => h.move), ['e2', 'e8', 'e3']);
    // The save is the game in progress again.
    await page.waitForFunction((k) => /^\[Rules "walls"\][\s\S]*e3 \*\n$/.test(JSON.parse(localStorage.getItem(k)).record), KEY);
  }
  // A bad link in the same tab changes nothing.
  await page.evaluate(() => { location.hash = 'record=' + encodeURIComponent('[Rules "walls"] 1. e2 e2 *'); });
  await page.waitForFunction(() => /could not be read .*your game is unchanged/.test(document.getElementById('notice-text').textContent));
  assert.deepEqual((await page.evaluate(() => window.wallrace.history())).map((h) => h.move), ['e2', 'e8', 'e3']);
  assert.deepEqual(page.errors, []);
});

test('a long saved game (2 000 plies) comes back whole; the move list draws a window of it and reaches every ply', async () => {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  await openGame(page, env.url);
  await newGame(page, { rules: 'walls', mode: 'two' });
  // The record of 2 000 plies of pawns stepping back and forth, made by the page's own engine.
  const record = await page.evaluate(async () => {
    const { loadEngine } = await import('./js/engine.js');
    const mod = await loadEngine();
    const g = new mod.Game();
    g.reset('walls');
    const cycle = ['e2', 'e8', 'e1', 'e9'];
    for (let i = 0; g.status().ply < 2000; i++) g.play(cycle[i % 4]);
    const text = g.record();
    g.delete();
    return text;
  });
  await page.goto(`${env.url}manifest.webmanifest`);
  await page.evaluate(([k, r]) => localStorage.setItem(k, JSON.stringify({ v: 1, settings: { rules: 'walls', mode: 'two' }, record: r })), [KEY, record]);
  await openGame(page, env.url);
  assert.equal((await status(page)).ply, 2000);
  const rows = () => page.evaluate(() => [...document.querySelectorAll('#moves tbody tr')].map((tr) => tr.dataset.ply ?? tr.dataset.move ?? tr.textContent.trim())); // score sheet: a row per move number (two plies)
  let r = await rows();
  assert.ok(r.length <= 402, `${r.length} rows`);
  assert.deepEqual([r[0], r[1], r[2], r.at(-1)], ['0', '… 1600 earlier plies', '801', '1000']);
  // The earlier plies are one click away, and a move on the live game shows the last ones again.
  await page.click('#moves tr.earlier button');
  await page.waitForFunction(() => window.wallrace.viewPly() === 1600);
  // The move list is redrawn on the next animation frame: wait for the window to hold ply 800.
  await page.waitForFunction(() => [...document.querySelectorAll('#moves tbody tr')].some((tr) => tr.dataset.move === '800'), null, { timeout: 10000 })
    .catch(() => {});
  r = await rows();
  assert.ok(r.includes('800') && r.includes('700'), 'the window moved to the ply looked at');
  assert.match(r.at(-1), /^… \d+ later plies$/);
  await page.click('#moves button[data-ply="0"]');
  await page.waitForFunction(() => window.wallrace.viewPly() === 0);
  await page.waitForFunction(() => document.querySelector('#moves tbody tr:nth-child(2)').dataset.move === '1');
  await page.click('#live');
  await typeMoves(page, ['e2']);
  // The move list is redrawn after the ply is played: read it once its last row is there.
  await page.waitForFunction(() => {
    const tr = [...document.querySelectorAll('#moves tbody tr')].at(-1);
    return (tr?.dataset.ply ?? tr?.dataset.move ?? tr?.textContent.trim()) === '1001';
  }, null, { timeout: 10000 }).catch(() => {});
  r = await rows();
  assert.deepEqual([r[1], r[2], r.at(-1)], ['… 1601 earlier plies', '801', '1001']);
  assert.deepEqual(page.errors, []);
  await context.close();
});
