// Soak of the page (not in CI): bot against bot for many games in one page
// without reloading, with the JS heap and the main thread's wasm heap measured
// before and after (after a forced garbage collection).
// usage: node tests/bench/page-soak.mjs [games=200] [rules=detour]   (after npm run build)
import { setup, newPage, openGame, newGame } from '../browser/helpers.mjs';

const games = Number(process.argv[2] || 200);
const rulesList = (process.argv[3] || 'detour,walls').split(',');
const env = await setup();
const { context, page } = await newPage(env);
const cdp = await context.newCDPSession(page);
await openGame(page, env.url);

async function heap() {
  await cdp.send('HeapProfiler.collectGarbage');
  const js = await cdp.send('Runtime.getHeapUsage');
  const wasm = await page.evaluate(() => window.wallrace.wasmHeap());
  return { jsUsed: js.usedSize, jsTotal: js.totalSize, wasmSize: wasm.size, wasmInUse: wasm.inUse };
}

async function playOne(rules) {
  await newGame(page, { rules, mode: 'botbot', level: '1', level2: '1', pace: 'fast' });
  const resume = page.locator('#pause');
  if (await resume.isVisible() && /Resume/.test(await resume.textContent())) await resume.click();
  await page.waitForFunction(() => window.wallrace.status().result !== 'ongoing', null, { timeout: 120000 });
  const s = await page.evaluate(() => window.wallrace.status());
  plies += s.ply;
  return s.result;
}
let plies = 0;

await playOne(rulesList[0]);  // warm up: module, worker, table
const before = await heap();
const t0 = Date.now();
const results = {};
for (let i = 0; i < games; ++i) {
  const r = await playOne(rulesList[i % rulesList.length]);
  results[r] = (results[r] || 0) + 1;
}
const after = await heap();
console.log(`${games} bot-against-bot games (${rulesList.join(', ')}) in one page in ${((Date.now() - t0) / 1000).toFixed(0)} s, ${plies} plies: ${JSON.stringify(results)}`);
console.log(`JS heap used: ${(before.jsUsed / 1e6).toFixed(2)} MB before, ${(after.jsUsed / 1e6).toFixed(2)} MB after`);
console.log(`main-thread wasm: memory ${(before.wasmSize / 1e6).toFixed(1)} -> ${(after.wasmSize / 1e6).toFixed(1)} MB, in use ${before.wasmInUse} -> ${after.wasmInUse} bytes`);
console.log(`page errors: ${page.errors.length ? page.errors.join('; ') : 'none'}`);
await env.close();
