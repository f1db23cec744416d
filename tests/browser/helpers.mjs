// Shared helpers for the browser tests: a server on a free port, Debian's
// Chromium through playwright-core, clicks on board coordinates, artefacts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
export const ENGINE_BUILT = fs.existsSync(path.join(ROOT, 'web', 'engine', 'wallrace.mjs'));

export const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
};

/** Starts the server and a browser; returns { server, browser, url, close }. */
export async function setup() {
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch(LAUNCH);
  return {
    server, browser, url: server.url,
    close: async () => { await browser.close(); await server.close(); },
  };
}

/** A fresh context + page, page errors collected in page.errors. */
export async function newPage(env, { viewport = { width: 1200, height: 900 }, ...options } = {}) {
  const context = await env.browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`); });
  return { context, page };
}

/** Opens the game page (optionally with a query/fragment) and waits until it is playable. */
export async function openGame(page, url, suffix = '') {
  await page.goto(url + suffix);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
}

export async function squarePoint(page, sq) { return page.evaluate((s) => window.wallrace.squarePoint(s), sq); }
export async function wallPoint(page, wall) { return page.evaluate((w) => window.wallrace.wallPoint(w), wall); }
export async function clickSquare(page, sq) { const p = await squarePoint(page, sq); await page.mouse.click(p.x, p.y); }
export async function hoverWall(page, wall) { const p = await wallPoint(page, wall); await page.mouse.move(p.x, p.y); }
export async function clickWall(page, wall) { const p = await wallPoint(page, wall); await page.mouse.click(p.x, p.y); }
export const status = (page) => page.evaluate(() => window.wallrace.status());

/** Chooses new-game settings through the setup form and presses New game. */
export async function newGame(page, settings) {
  // On a phone the setup is folded under its summary: open it like a player would.
  if (!(await page.evaluate(() => document.getElementById('setup-box').open))) await page.click('#setup-summary');
  for (const [name, value] of Object.entries(settings)) {
    await page.selectOption(`#setup [name=${name}]`, String(value));
  }
  const before = await page.evaluate(() => window.wallrace.gameNumber());
  await page.click('#new-game');
  await page.waitForFunction(([n, rules]) => window.wallrace.gameNumber() > n && window.wallrace.status().rules === rules,
    [before, settings.rules || 'walls']);
  await settle(page);
}

/** Waits until pending redraws (requestAnimationFrame) have happened. */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits until the human may move (or the game is over). */
export async function waitHumanTurn(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const s = window.wallrace.status();
    return s.result !== 'ongoing' || (!window.wallrace.thinking() && window.wallrace.targets().length > 0);
  }, null, { timeout });
}

export async function shot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}
