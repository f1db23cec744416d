#!/usr/bin/env node
// Writes <dir>/version.js: the engine's files as one versioned set for the
// service worker (web/sw.js). Each file's SHA-256 and a version made of them
// all; the service worker caches the set under wallrace-engine-<version>,
// checks every file against its hash and serves the set whole or not at all.
// usage: node wasm/engine-version.mjs [dir]   (default web/engine)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENGINE_FILES = ['wallrace.mjs', 'wallrace-core.mjs', 'wallrace-core.wasm'];

export function engineVersion(dir) {
  const files = {};
  for (const name of ENGINE_FILES) {
    files[name] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');
  }
  const version = crypto.createHash('sha256').update(ENGINE_FILES.map((n) => `${n} ${files[n]}\n`).join('')).digest('hex').slice(0, 16);
  return { version, files };
}

export function versionScript(v) {
  return `// Written by wasm/engine-version.mjs (the build): the engine's files as one set.\nself.wallraceEngine = ${JSON.stringify(v, null, 1)};\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.argv[2] || path.join(root, 'web', 'engine'));
  const v = engineVersion(dir);
  const file = path.join(dir, 'version.js');
  const text = versionScript(v);
  // Rewritten only when the set changed: browsers compare it byte for byte to find an update.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  console.log(`engine version ${v.version} (${file})`);
}
