// Loads the built module under node. The wasm bytes are passed in: under node 20,
// Emscripten 3.1.6's loader tries fetch() on a file path and fails ("Failed to parse URL").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const engineDir = process.env.WALLRACE_ENGINE_DIR || path.join(root, 'web/engine');
export const cli = path.join(root, 'build/wallrace');

export async function loadModule() {
  const { default: createWallrace } = await import(path.join(engineDir, 'wallrace.mjs'));
  return createWallrace({ wasmBinary: fs.readFileSync(path.join(engineDir, 'wallrace-core.wasm')) });
}

// A small deterministic random generator for reproducible games.
export function rng(seed) {
  let s = BigInt(seed) || 1n;
  return () => {
    s ^= s << 13n; s &= (1n << 64n) - 1n;
    s ^= s >> 7n;
    s ^= s << 17n; s &= (1n << 64n) - 1n;
    return Number(s % 1000003n) / 1000003;
  };
}
