// wallrace: the JS face of the WebAssembly module (see wallrace.d.ts).
// It only guards the boundary: deleted games, strings too long to copy in,
// a game deleted while its own search runs and thrown binding errors come
// back as { ok: false, error } like every other error. (The bindings guard
// themselves too: numbers, callbacks and getters that throw, re-entry.)
import createWallraceCore from './wallrace-core.mjs';

const fail = (error) => ({ ok: false, error });

// The longest string any door takes (UTF-16 code units). Longer strings are
// refused here by their length, before a byte of them is copied into wasm
// memory (which would grow for good).
export const MAX_STRING = 1 << 20;

function tooLong(method, names, args) {
  for (let i = 0; i < args.length; i++) {
    if (typeof args[i] === 'string' && args[i].length > MAX_STRING) {
      return fail(`${method}: ${names[i] || 'argument'} is too long (${args[i].length} characters, at most ${MAX_STRING})`);
    }
  }
  return null;
}

function words(e) {
  try { return String(e && e.message ? e.message : e); } catch { return 'an exception'; }
}

// One call into the module: strings checked first, anything thrown caught.
function guarded(method, names, fn, args) {
  const long = tooLong(method, names, args);
  if (long) return long;
  try {
    return fn(...args);
  } catch (e) {
    return fail(`${method}: ${words(e)}`);
  }
}

function wrapGame(core) {
  return class Game {
    #raw;
    #searching = 0;   // > 0 while this game's bestMove runs (its onProgress may call back in)
    constructor() { this.#raw = new core.Game(); }
    #call(name, args, names = []) {
      if (!this.#raw) return fail(`${name}: this game was deleted`);
      const raw = this.#raw;
      return guarded(name, names, (...a) => raw[name](...a), args);
    }
    reset(rules) { return this.#call('reset', [rules], ['rules']); }
    loadPosition(code) { return this.#call('loadPosition', [code], ['position code']); }
    loadRecord(text) { return this.#call('loadRecord', [text], ['record']); }
    rules() { return this.#call('rules', []); }
    legal() { return this.#call('legal', []); }
    pawnTargets() { return this.#call('pawnTargets', []); }
    wallSlots() { return this.#call('wallSlots', []); }
    wallInfo(wall) { return this.#call('wallInfo', [wall], ['wall']); }
    play(move) { return this.#call('play', [move], ['move']); }
    undo() { return this.#call('undo', []); }
    redo() { return this.#call('redo', []); }
    status() { return this.#call('status', []); }
    statusAt(ply) { return this.#call('statusAt', [ply]); }
    history() { return this.#call('history', []); }
    record() { return this.#call('record', []); }
    position() { return this.#call('position', []); }
    bestMove(spec, onProgress) {
      this.#searching++;
      try { return this.#call('bestMove', [spec, onProgress]); } finally { this.#searching--; }
    }
    solve(all = false) { return this.#call('solve', [all]); }
    analyse(spec, onProgress) {
      this.#searching++;
      try { return this.#call('analyse', [spec, onProgress]); } finally { this.#searching--; }
    }
    review(spec, onProgress) {
      this.#searching++;
      try { return this.#call('review', [spec, onProgress]); } finally { this.#searching--; }
    }
    get deleted() { return !this.#raw; }
    // Refused (the game stays) while its own search runs: from inside onProgress.
    delete() {
      if (this.#searching) return fail('delete: refused while this game\'s search runs (called from its onProgress callback); call it after bestMove returns');
      if (this.#raw) this.#raw.delete();
      this.#raw = null;
      return undefined;
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
    levels: core.levels,                      // the bot's levels are 1..levels (core's kLevelCount)
    ruleSets: () => guarded('ruleSets', [], () => core.ruleSets(), []),
    parseMove: (rules, text) => guarded('parseMove', ['rules', 'move'], (r, t) => core.parseMove(r, t), [rules, text]),
    matchState: (rules, length, results) => guarded('matchState', ['rules'], (r, l, x) => core.matchState(r, l, x), [rules, length, results]),
    heapBytes: () => core.HEAP8.length,       // the wasm memory's size
    heapInUse: () => core.heapInUse(),        // bytes allocated in it now
    handles: () => core.count_emval_handles(), // JS values held by the module now (leak checks)
    perft: (code, depth) => guarded('perft', ['position code'], (c, d) => core.perft(c, d), [code, depth]),
    loadDetourTable: (bytes) => guarded('loadDetourTable', [], (b) => core.loadDetourTable(b), [bytes]),
    reviewComments: (record) => guarded('reviewComments', ['record'], (r) => core.reviewComments(r), [record]),
    moveClasses: () => guarded('moveClasses', [], () => core.moveClasses(), []),
    core,
  };
}
