// The npm package as a rules site gets it: the site built into dist/ (as
// `npm run build` does), `npm pack` into a temporary folder, the tarball
// extracted (tests/js/package.test.mjs); or only the files it packs from dist/, copied
// (packedDist(): tests/browser/package.test.mjs, without npm's seconds of gzip).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { build, hostFiles, siteFiles } from '../../web/tools/build-site.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Returns { dir, tarball, packed: paths in the tarball, pkg: its folder, cleanup }. */
export function packPackage() {
  build(path.join(root, 'dist'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-pack-'));
  // --ignore-scripts: prepack's check would print on stdout, before the JSON (the site was just built).
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [info] = JSON.parse(out);
  const tarball = path.join(dir, info.filename);
  execFileSync('tar', ['xzf', tarball, '-C', dir]);
  return {
    dir, tarball, info, packed: info.files.map((f) => f.path).sort(), pkg: path.join(dir, 'package'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The package's dist/ without npm: the site built into dist/ and the files npm packs
 * from it (hostFiles(); tests/js/package.test.mjs checks that they are what
 * `npm pack` packs) copied into a temporary folder. Returns { dist, cleanup }.
 */
export function packedDist() {
  const out = path.join(root, 'dist');
  build(out);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallrace-dist-'));
  for (const rel of hostFiles(siteFiles())) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.copyFileSync(path.join(out, rel), path.join(dir, rel));
  }
  return { dist: dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
