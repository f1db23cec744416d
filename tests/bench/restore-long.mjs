// Benchmark: a saved 60 000-ply game (walls, pawns stepping back and forth)
// restored by a reload, in headless Chromium on localhost. Prints the time
// from navigation to the page being playable (body[data-ready], the
// 'wallrace-playable' mark), the median of the runs, and the longest task.
// usage: node tests/bench/restore-long.mjs [runs=5] [plies=60000]   (after npm run build)
import { setup, newPage } from '../browser/helpers.mjs';
import { loadModule } from '../js/load.mjs';

const runs = Number(process.argv[2] || 5);
const plies = Number(process.argv[3] || 60000);
const mod = await loadModule();
const g = new mod.Game();
g.reset('walls');
const cycle = ['e2', 'e8', 'e1', 'e9'];
for (let i = 0; g.status().ply < plies; i++) if (!g.play(cycle[i % 4]).ok) throw new Error('the cycle stopped');
const record = g.record();
g.delete();
const save = JSON.stringify({ v: 1, settings: { rules: 'walls', mode: 'two' }, record, paused: false, seed: 1 });

const env = await setup();
const times = [];
for (let i = 0; i < runs; i++) {
  const { context, page } = await newPage(env, { serviceWorkers: 'block' });
  await page.goto(`${env.url}manifest.webmanifest`); // same origin, no game running to overwrite the save
  await page.evaluate((s) => localStorage.setItem('wallrace.session.v1', s), save);
  await page.goto(env.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
  const t = await page.evaluate(() => ({
    playable: performance.getEntriesByName('wallrace-playable')[0].startTime,
    ply: window.wallrace.status().ply,
  }));
  if (t.ply !== plies) throw new Error(`restored ply ${t.ply}, not ${plies}`);
  times.push(t.playable);
  await context.close();
}
await env.close();
times.sort((a, b) => a - b);
console.log(`restore of a saved ${plies}-ply game (record ${record.length} chars): playable after ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${times[Math.floor(times.length / 2)].toFixed(0)} ms`);
