// wallrace: the JS face of the WebAssembly module (see wallrace.d.ts).
// It only guards the boundary: deleted games and thrown binding errors
// come back as { ok: false, error } like every other error.
import createWallraceCore from './wallrace-core.mjs';

const fail = (error) => ({ ok: false, error });

function wrapGame(core) {
  return class Game {
    #raw;
    constructor() { this.#raw = new core.Game(); }
    #call(name, args) {
      if (!this.#raw) return fail(`${name}: this game was deleted`);
      try {
        return this.#raw[name](...args);
      } catch (e) {
        return fail(`${name}: ${e && e.message ? e.message : String(e)}`);
      }
    }
    reset(rules) { return this.#call('reset', [rules]); }
    loadPosition(code) { return this.#call('loadPosition', [code]); }
    loadRecord(text) { return this.#call('loadRecord', [text]); }
    rules() { return this.#call('rules', []); }
    legal() { return this.#call('legal', []); }
    pawnTargets() { return this.#call('pawnTargets', []); }
    wallSlots() { return this.#call('wallSlots', []); }
    wallInfo(wall) { return this.#call('wallInfo', [wall]); }
    play(move) { return this.#call('play', [move]); }
    undo() { return this.#call('undo', []); }
    redo() { return this.#call('redo', []); }
    status() { return this.#call('status', []); }
    statusAt(ply) { return this.#call('statusAt', [ply]); }
    history() { return this.#call('history', []); }
    record() { return this.#call('record', []); }
    position() { return this.#call('position', []); }
    bestMove(spec, onProgress) { return this.#call('bestMove', [spec, onProgress]); }
    solve(all = false) { return this.#call('solve', [all]); }
    get deleted() { return !this.#raw; }
    delete() {
      if (this.#raw) this.#raw.delete();
      this.#raw = null;
    }
  };
}

// Emscripten 3.1.6's ES-module output still reaches for __dirname and
// require under node; give them to it there (browsers never take this path).
async function nodeShims() {
  if (typeof process !== 'object' || !process.versions || !process.versions.node) return;
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= fileURLToPath(new URL('.', import.meta.url));
}

export default async function createWallrace(options = {}) {
  await nodeShims();
  const core = await createWallraceCore(options);
  return {
    Game: wrapGame(core),
    ruleSets: () => core.ruleSets(),
    parseMove: (rules, text) => {
      try { return core.parseMove(rules, text); } catch (e) { return fail(String(e && e.message || e)); }
    },
    heapBytes: () => core.HEAP8.length,       // the wasm memory's size
    heapInUse: () => core.heapInUse(),        // bytes allocated in it now
    perft: (code, depth) => core.perft(code, depth),
    loadDetourTable: (bytes) => {
      try { return core.loadDetourTable(bytes); } catch (e) { return fail(String(e && e.message || e)); }
    },
    core,
  };
}
