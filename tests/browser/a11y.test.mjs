// axe-core, injected from node_modules (nothing fetched from elsewhere), on
// every page in light and dark: no violations. The pages forbid inline
// scripts (CSP), so these contexts bypass the policy to add axe.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { setup, newPage, openGame } from './helpers.mjs';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

async function violations(page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} · ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

const PAGES = [
  { name: 'index', path: '', ready: (page) => page.waitForSelector('body[data-ready="true"]') },
  { name: 'demo', path: 'demo.html', ready: (page) => page.waitForFunction(() => [...document.querySelectorAll('wallrace-board')].every((b) => b.hasAttribute('data-ready'))) },
  { name: 'embed', path: 'embed.html?rules=walls&level=1', ready: (page) => page.waitForSelector('wallrace-board[data-ready]') },
  { name: 'kit', path: 'kit.html', ready: (page) => page.waitForSelector('#board *') },
  { name: 'rules', path: 'rules.html', ready: (page) => page.waitForFunction(() => document.body.dataset.ready === 'true') },
];

for (const scheme of ['light', 'dark']) {
  for (const p of PAGES) {
    test(`axe-core finds no violations on ${p.name} (${scheme})`, async () => {
      const { page, context } = await newPage(env, { bypassCSP: true, colorScheme: scheme });
      await page.goto(env.url + p.path);
      await p.ready(page);
      const found = await violations(page);
      assert.deepEqual(found, [], found.join('\n'));
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
}
