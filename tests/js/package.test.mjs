// The npm package (issue 14, "A package a rules site can install"): `npm pack`
// holds what a host page needs and nothing else, package.json's fields name
// files that are in it, and a project that installs it can import the module
// by the package's name and solve detour with the packed table.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { packPackage, root } from './pack.mjs';
import { build, check, hostFiles } from '../../web/tools/build-site.mjs';

let pack;
before(() => { pack = packPackage(); });
after(() => pack?.cleanup());

// What a host page loads (the element, the iframe page, their modules, the engine)
// and what every npm package of ours must carry.
const NEEDED = [
  'package.json', 'LICENSE', 'README.md', 'CHANGELOG.md',
  'dist/wallrace-board.js', 'dist/wallrace-board.d.ts', 'dist/board-element.css', 'dist/engine-worker.js',
  'dist/embed.html', 'dist/demo.css', 'dist/js/embed.js', 'dist/js/embed-host.js',
  'dist/js/engine.js', 'dist/js/bot.js', 'dist/js/session.js', 'dist/js/play-board.js', 'dist/js/board.js', 'dist/js/text.js',
  'dist/engine/wallrace.mjs', 'dist/engine/wallrace-core.mjs', 'dist/engine/wallrace-core.wasm',
  'dist/engine/wallrace.d.ts', 'dist/engine/detour.table',
];
// Only the site (or only development) needs these.
const SITE_ONLY = ['dist/index.html', 'dist/sw.js', 'dist/js/main.js', 'dist/manifest.webmanifest', 'dist/kit.html',
  'dist/rules.html', 'dist/README.md', 'dist/.npmignore', 'dist/engine/detour.table.stamp'];

test('npm pack holds the element, the iframe page, their modules and the engine', () => {
  for (const file of NEEDED) assert.ok(pack.packed.includes(file), `${file} must be in the package (packed: ${pack.packed.join(' ')})`);
  for (const file of SITE_ONLY) assert.ok(!pack.packed.includes(file), `${file} must not be in the package`);
  for (const file of pack.packed) {
    assert.ok(['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md'].includes(file) || file.startsWith('dist/'),
      `${file}: nothing but dist/ and the package's documents (no tests/, build/, node_modules/, core/, wasm/, web/)`);
    assert.ok(!/(^|\/)(tests|node_modules|build[^/]*|tools)\//.test(file), `${file} must not be packed`);
  }
  // Exactly what build-site.mjs says a host needs (tests/browser/package.test.mjs serves that set).
  assert.deepEqual(pack.packed.filter((f) => f.startsWith('dist/')).map((f) => f.slice(5)).sort(), hostFiles().sort());
  // The packed files are the site's (web/ and the built engine), byte for byte.
  for (const file of pack.packed.filter((f) => f.startsWith('dist/') && f !== 'dist/LICENSE')) {
    const source = path.join(root, 'web', file.slice(5));
    assert.ok(fs.readFileSync(path.join(pack.pkg, file)).equals(fs.readFileSync(source)), `${file} is not web/${file.slice(5)}`);
  }
});

test('package.json: name, semver, MIT, and every exports/types/main target is in the package', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(pack.pkg, 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'wallrace');
  assert.equal(pkg.private, undefined, 'a private package cannot be published');
  assert.match(pkg.version, /^0\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'a 0.x semantic version');
  assert.equal(pkg.license, 'MIT');
  assert.match(fs.readFileSync(path.join(pack.pkg, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) 2026 the wallrace authors\n/);
  assert.match(fs.readFileSync(path.join(pack.pkg, 'CHANGELOG.md'), 'utf8'), new RegExp(`## \\[${pkg.version.replace(/\./g, '\\.')}\\]`), 'the CHANGELOG names this version');
  assert.ok(pkg.repository?.url && pkg.keywords?.length, 'repository and keywords');
  const targets = [pkg.main, pkg.types];
  for (const [key, value] of Object.entries(pkg.exports)) {
    for (const t of typeof value === 'string' ? [value] : Object.values(value)) if (!key.includes('*')) targets.push(t);
  }
  for (const t of targets) assert.ok(fs.existsSync(path.join(pack.pkg, t)), `${t} (named in package.json) is not in the package`);
  assert.equal(pkg.exports['.'].types, pkg.types);
});

test('a project that installs the package imports the module by name and solves detour with the packed table', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-host-'));
  try {
    fs.mkdirSync(path.join(project, 'node_modules'));
    fs.cpSync(pack.pkg, path.join(project, 'node_modules', 'wallrace'), { recursive: true });
    fs.writeFileSync(path.join(project, 'package.json'), '{"type":"module","private":true}\n');
    fs.writeFileSync(path.join(project, 'use.mjs'), `
import fs from 'node:fs';
import createWallrace from 'wallrace';
const bytes = (spec) => fs.readFileSync(new URL(import.meta.resolve(spec)));
const mod = await createWallrace({ wasmBinary: bytes('wallrace/engine/wallrace-core.wasm') });
const table = mod.loadDetourTable(bytes('wallrace/engine/detour.table'));
const game = new mod.Game();
game.reset('detour');
const verdict = game.solve();
game.delete();
console.log(JSON.stringify({ rules: mod.ruleSets().map((r) => r.name), table, verdict,
  element: import.meta.resolve('wallrace/wallrace-board.js'), embed: import.meta.resolve('wallrace/embed.html') }));
`);
    const run = spawnSync(process.execPath, ['use.mjs'], { cwd: project, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const r = JSON.parse(run.stdout.trim().split('\n').pop());
    assert.ok(r.rules.includes('detour') && r.rules.includes('walls'), r.rules.join());
    assert.equal(r.table.ok, true, JSON.stringify(r.table));
    assert.equal(r.verdict.result, 'player1');
    assert.equal(r.verdict.plies, 17, 'detour from the start: the first player wins in 17 plies');
    assert.equal(new URL(r.element).pathname, path.join(project, 'node_modules/wallrace/dist/wallrace-board.js'));
    assert.equal(new URL(r.embed).pathname, path.join(project, 'node_modules/wallrace/dist/embed.html'));
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
});

test('the prepack check (build-site --check) names the file where a built site is not current', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-site-'));
  try {
    const site = path.join(out, 'site');
    build(site);
    assert.equal(check(site), '');
    fs.appendFileSync(path.join(site, 'js', 'bot.js'), '\n// edited\n');
    assert.match(check(site), /^js\/bot\.js differs from web\/js\/bot\.js$/);
    fs.copyFileSync(path.join(root, 'web', 'js', 'bot.js'), path.join(site, 'js', 'bot.js'));
    fs.writeFileSync(path.join(site, 'old.js'), '');
    assert.match(check(site), /^old\.js is not in the site any more$/);
    const cli = spawnSync(process.execPath, [path.join(root, 'web/tools/build-site.mjs'), '--check', '--out', site], { encoding: 'utf8' });
    assert.equal(cli.status, 1);
    assert.match(cli.stderr, /is not the built site \(old\.js is not in the site any more\): run `npm run build`/);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  // dist/ was built by packPackage(): the check passes, and says nothing on stdout.
  const ok = execFileSync(process.execPath, [path.join(root, 'web/tools/build-site.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(ok, '');
});
