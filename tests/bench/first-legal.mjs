// Benchmark: time from page start (navigation) to the first list of legal
// actions, in headless Chromium on localhost. The page marks 'wallrace-playable'
// once the engine has answered its first legal-move questions and the board is drawn.
// usage: node tests/bench/first-legal.mjs [runs]   (after npm run build)
import { setup, newPage } from '../browser/helpers.mjs';

const runs = Number(process.argv[2] || 7);
const env = await setup();
{ // One visit first warms the server's gzip cache, as a static host serves precompressed files.
  const { context, page } = await newPage(env);
  await page.goto(env.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForTimeout(3000);  // the service worker's precache too
  await context.close();
}
const cold = [], warm = [];
for (let i = 0; i < runs; ++i) {
  const { context, page } = await newPage(env);
  for (const list of [cold, warm]) {  // first visit, then a reload with the browser's cache
    if (list === cold) await page.goto(env.url);
    else await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    list.push(await page.evaluate(() => {
      const legal = performance.getEntriesByName('wallrace-playable')[0].startTime;
      const nav = performance.getEntriesByType('navigation')[0];
      return { legal, domInteractive: nav.domInteractive };
    }));
  }
  await context.close();
}
await env.close();
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, list] of [['first visit', cold], ['reload', warm]]) {
  console.log(`${name}: page start to first legal actions, median ${median(list.map((x) => x.legal)).toFixed(0)} ms ` +
    `(runs: ${list.map((x) => x.legal.toFixed(0)).join(', ')}; DOM interactive median ${median(list.map((x) => x.domInteractive)).toFixed(0)} ms)`);
}
