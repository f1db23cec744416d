#!/usr/bin/env node
// Writes the deployable site into dist/ (ignored by git): web/ as it is served,
// with the built engine (engine/: the module, its wasm, types, version.js, the
// detour table) and LICENSE, without what only development needs (README.md,
// tools/, the table's stamp). Run by `npm run build` (build:site).
//
// The npm package is made from it: package.json packs dist/, and this writes
// dist/.npmignore so that `npm pack` leaves out the pages only the site needs
// (index.html, rules.html, kit.html, the service worker...). The package holds
// what a host page needs: the element (wallrace-board.js) and the iframe page
// (embed.html, js/embed-host.js), everything they load (found by following
// their imports, `new URL('…', import.meta.url)`, and src/href in HTML), and engine/.
//
// usage: node web/tools/build-site.mjs [--out DIR] [--check]
//   --check  write nothing, say nothing when DIR is current; else exit 1 naming the
//            first file where it differs from what the build writes (`npm pack` runs it first)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = path.join(ROOT, 'web');

// What the built engine folder must hold (wasm/build.sh, wasm/detour-table.sh).
export const ENGINE = ['wallrace.mjs', 'wallrace-core.mjs', 'wallrace-core.wasm', 'wallrace.d.ts', 'version.js', 'detour.table'];
// Where a host page starts: the element (and its types), the iframe page, the iframe's height helper.
export const HOST_ENTRIES = ['wallrace-board.js', 'wallrace-board.d.ts', 'embed.html', 'js/embed-host.js'];
const SKIP = (rel) => rel === 'README.md' || rel.startsWith('tools/') || rel.startsWith('engine/');

function walk(dir, base = dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, base, out);
    else if (e.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/** The site's files: [relative path in the site, source file]. Throws naming a missing engine file. */
export function siteFiles() {
  const files = walk(WEB).filter((rel) => !SKIP(rel)).map((rel) => [rel, path.join(WEB, rel)]);
  for (const name of ENGINE) {
    const src = path.join(WEB, 'engine', name);
    if (!fs.existsSync(src)) throw new Error(`web/engine/${name} is missing: run \`npm run build\` (build:wasm, build:detour) first`);
    files.push([`engine/${name}`, src]);
  }
  files.push(['LICENSE', path.join(ROOT, 'LICENSE')]);
  return files.sort((a, b) => a[0].localeCompare(b[0]));
}

// The site-relative references a file makes to other files of the site.
function references(rel, text) {
  const refs = [];
  const add = (spec) => {
    if (!spec || /^[a-z][\w+.-]*:|^\/\/|^#|^\//i.test(spec)) return; // other sites, data:, fragments, absolute paths
    const file = spec.split(/[?#]/)[0];
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(rel), file));
    const folder = file === '.' || file === '..' || file.endsWith('/');
    refs.push(folder && !to.endsWith('/') ? `${to}/` : to);
  };
  if (/\.(m?js)$/.test(rel)) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"]+)\1/g)) add(m[2]);
    for (const m of code.matchAll(/\bimport\s*(['"])([^'"]+)\1/g)) add(m[2]);
    for (const m of code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) add(m[2]);
    for (const m of code.matchAll(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g)) add(m[2]);
    for (const m of code.matchAll(/\bHERE\(\s*(['"])([^'"]+)\1\s*\)/g)) add(m[2]);
  } else if (rel.endsWith('.html')) {
    const markup = text.replace(/<!--[\s\S]*?-->/g, '');
    for (const m of markup.matchAll(/\s(?:src|href)\s*=\s*(['"])([^'"]*)\1/g)) add(m[2]);
  } else if (rel.endsWith('.css')) {
    for (const m of text.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) add(m[2]);
  }
  return refs;
}

/** The site files a host page needs: HOST_ENTRIES and all they reach, engine/ whole, LICENSE. */
export function hostFiles(files = siteFiles()) {
  const src = new Map(files);
  const need = new Set(['LICENSE']);
  const queue = [...HOST_ENTRIES];
  const from = new Map(HOST_ENTRIES.map((r) => [r, 'the entries']));
  while (queue.length) {
    const rel = queue.pop();
    if (rel.endsWith('/')) { // a folder named by URL (js/engine.js's ../engine/): all of it
      for (const name of src.keys()) if (name.startsWith(rel) && !need.has(name)) { queue.push(name); from.set(name, rel); }
      continue;
    }
    if (need.has(rel)) continue;
    if (!src.has(rel)) throw new Error(`${rel} (from ${from.get(rel)}) is needed by the element or the iframe page but is not in the site`);
    need.add(rel);
    if (!/\.(m?js|html|css)$/.test(rel)) continue;
    for (const r of references(rel, fs.readFileSync(src.get(rel), 'utf8'))) if (!need.has(r)) { queue.push(r); if (!from.has(r)) from.set(r, rel); }
  }
  for (const name of src.keys()) if (name.startsWith('engine/')) need.add(name);
  return [...need].sort();
}

/** dist/.npmignore: every site file the package leaves out (npm honours it under package.json's files). */
export function npmignore(files = siteFiles()) {
  const keep = new Set(hostFiles(files));
  const out = files.map(([rel]) => rel).filter((rel) => !keep.has(rel));
  return `# Written by web/tools/build-site.mjs: site files the npm package leaves out\n# (a host page needs only the element, the iframe page and what they load).\n${out.map((r) => `/${r}`).join('\n')}\n`;
}

function differs(a, b) {
  try {
    const sa = fs.statSync(a); const sb = fs.statSync(b);
    return sa.size !== sb.size || !fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch { return true; }
}

/** The first difference between `out` and what build() would write there, or ''. */
export function check(out) {
  const files = siteFiles();
  const want = new Map(files);
  for (const [rel, src] of files) if (differs(src, path.join(out, rel))) return `${rel} differs from ${path.relative(ROOT, src)}`;
  let have;
  try { have = walk(out); } catch { return `${out} does not exist`; }
  for (const rel of have) if (rel !== '.npmignore' && !want.has(rel)) return `${rel} is not in the site any more`;
  let ignore = '';
  try { ignore = fs.readFileSync(path.join(out, '.npmignore'), 'utf8'); } catch {}
  if (ignore !== npmignore(files)) return '.npmignore is not the one the build writes';
  return '';
}

/** Writes the site into `out` (replaced whole). Returns { files, host }. */
export function build(out) {
  const files = siteFiles();
  const host = hostFiles(files);
  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const [rel, src] of files) {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.copyFileSync(src, path.join(tmp, rel));
    fs.chmodSync(path.join(tmp, rel), 0o644); // emcc leaves the .wasm executable
  }
  fs.writeFileSync(path.join(tmp, '.npmignore'), npmignore(files));
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(tmp, out);
  return { files: files.map(([rel]) => rel), host };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let out = path.join(ROOT, 'dist');
  let checking = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--check') checking = true;
    else if (args[i] === '--out' && i + 1 < args.length) out = path.resolve(args[++i]);
    else { console.error(`build-site: unknown option '${args[i]}' (use --out DIR, --check)`); process.exit(2); }
  }
  try {
    if (checking) {
      const diff = check(out);
      if (diff) { console.error(`build-site: ${path.relative(ROOT, out) || out} is not the built site (${diff}): run \`npm run build\``); process.exit(1); }
    } else {
      const { files, host } = build(out);
      const bytes = files.reduce((n, rel) => n + fs.statSync(path.join(out, rel)).size, 0);
      console.log(`site: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB in ${path.relative(ROOT, out)}/ (the package: ${host.length} of them)`);
    }
  } catch (err) {
    console.error(`build-site: ${err.message}`);
    process.exit(1);
  }
}
