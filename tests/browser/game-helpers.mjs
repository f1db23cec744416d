// Playing through the page like a person would: clicks on canvas points.
import { clickSquare, status, waitHumanTurn } from './helpers.mjs';

/** Steps the human's pawn along its shortest path (from status().paths) by clicking. */
export async function humanStep(page) {
  const s = await status(page);
  const me = s.toMove - 1;
  const targets = await page.evaluate(() => window.wallrace.targets());
  const next = s.paths[me][1];
  const square = targets.includes(next) ? next : targets[0];
  await clickSquare(page, square);
  await page.waitForFunction((ply) => window.wallrace.status().ply > ply, s.ply, { timeout: 5000 });
  return square;
}

/** Plays a whole game against the bot by clicks until a result; returns the final status. */
export async function playOutAgainstBot(page, { maxPlies = 400, onPly = null } = {}) {
  for (let i = 0; i < maxPlies; i++) {
    await waitHumanTurn(page, 60000);
    const s = await status(page);
    if (s.result !== 'ongoing') return s;
    await humanStep(page);
    if (onPly) await onPly(i);
  }
  throw new Error('game did not end');
}

/** Installs a recorder of long main-thread tasks (call before navigation). */
export async function recordLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch { /* not supported */ }
  });
}

export async function longestTaskSince(page, since) {
  return page.evaluate((t) => Math.max(0, ...window.__longTasks.filter((x) => x.start >= t).map((x) => x.ms)), since);
}
