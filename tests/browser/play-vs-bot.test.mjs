// A full game against the bot on each rule set, by clicks alone, to a
// result; no request leaves the page's origin during the whole game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, newPage, openGame, newGame, shot, status } from './helpers.mjs';
import { playOutAgainstBot, recordLongTasks, longestTaskSince } from './game-helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

// The player moves first on walls and second on the others (the bot opens).
for (const [rules, human] of [['walls', 1], ['dolambac', 2], ['detour', 2]]) {
  test(`a ${rules} game against the bot (you move ${human === 1 ? 'first' : 'second'}), by clicks, to a result`, async () => {
    // Service workers blocked here so that every request of the page and its Worker is seen.
    const { context, page } = await newPage(env, { serviceWorkers: 'block' });
    const origin = new URL(env.url).origin;
    const foreign = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin !== origin && !url.startsWith('data:') && !url.startsWith('blob:')) {
        foreign.push(url);
        return route.abort();
      }
      return route.continue();
    });
    context.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    await recordLongTasks(page);
    await openGame(page, env.url);
    await newGame(page, { rules, mode: 'bot', human: 1, level: 1, });
    const since = await page.evaluate(() => performance.now());
    let shotTaken = false;
    const final = await playOutAgainstBot(page, {
      onPly: async (i) => { if (i === 3 && !shotTaken) { shotTaken = true; await shot(page, `${rules}-vs-bot-midgame`); } },
    });
    assert.notEqual(final.result, 'ongoing');
    await page.waitForFunction(() => document.querySelector('#turn').classList.contains('over'));
    const turnText = await page.textContent('#turn');
    assert.ok(turnText.length > 3, 'the result is shown in words');
    await shot(page, `${rules}-vs-bot-result`);
    assert.deepEqual(foreign, [], 'no request leaves the origin');
    assert.deepEqual(page.errors, []);
    const longest = await longestTaskSince(page, since);
    console.log(`# ${rules}: ${final.ply} plies, ${final.result} (${turnText}); longest main-thread task ${longest.toFixed(0)} ms`);
    await context.close();
  });
}
