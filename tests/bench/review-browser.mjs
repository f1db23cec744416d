// Benchmark: the page's review of a 60-ply walls game (Level 3 against Level 3)
// at the default budget, in headless Chromium: total and per ply, and the
// longest main-thread task meanwhile. usage: node tests/bench/review-browser.mjs
import { setup, newPage } from '../browser/helpers.mjs';

const RECORD = `[Rules "walls"]
[Result "*"]

1. e2 c3v 2. e3 e8 3. e4 d8h 4. e5 e7 5. d5 e6 6. d6 e5 7. d7 e4 8. d8 e3 9. c8 b8h 10. e1h e2 11. d1v a7v
12. b8 b7v 13. b7 a5v 14. b6 e3 15. c6 g2v 16. d6 d3 17. c2h f8h 18. d3v h8h 19. c6 d4 20. d6v d5 21. b6 b5h
22. c6 e5 23. d6 e4 24. g1h f4 25. h3h f5 26. d5 e5 27. c5 d5 28. b5 c5 29. b4 c4 30. a4 b4 *
`;
const env = await setup();
const { page } = await newPage(env);
await page.goto(`${env.url}#record=${encodeURIComponent(RECORD)}`);
await page.waitForSelector('body[data-ready="true"]');
await page.evaluate(() => {
  window.longestTask = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longestTask = Math.max(window.longestTask, e.duration); })
    .observe({ type: 'longtask' });
});
await page.click('#review');
await page.waitForFunction(() => window.wallraceAnalysis.review() !== null && !window.wallraceAnalysis.reviewing(), null, { timeout: 900000 });
const { ms, plies, longest } = await page.evaluate(() => ({ ms: window.wallraceTimings.reviewMs, plies: window.wallraceTimings.reviewPlies, longest: window.longestTask }));
console.log(`review of ${plies} plies: ${(ms / 1000).toFixed(1)} s, ${(ms / plies).toFixed(0)} ms per ply; longest main-thread task ${Math.round(longest)} ms`);
const rv = await page.evaluate(() => window.wallraceAnalysis.review());
console.log(`best moves: ${rv.plies.map((p) => p.best).join(' ')}`);
await env.close();
