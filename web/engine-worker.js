// The bot's Worker: one module instance of its own, so searching never blocks
// the page. It keeps nothing between requests: each one carries the whole
// game, so a Worker that fails can be replaced and the request sent again.
// Protocol (every request carries an id; replies echo it; see web/README.md):
//   { id, type: 'think', game, spec: { level | movetime, seed } } -> progress*, done SearchInfo
//   { id, type: 'hint', game }                                    -> progress*, done SearchInfo (Level 6)
//   { id, type: 'solve', game }                                   -> done Verdict (detour)
//   { id, type: 'analyse', game, spec: { multipv, nodes | movetime | depth | infinite } }
//                                           -> progress Analysis per completed depth, done Analysis
//   { id, type: 'review', game, spec: { nodes | movetime | depth } } -> progress { done, total, review } per ply, done Review
// where game is { record } or { position } or { rules }. Errors come back as
// { type: 'error', id, error }, with fatal: true when the engine threw (the
// client then replaces this Worker). Posts { type: 'ready' } once loaded, or
// { type: 'failed', error }. Cancel: terminate this Worker.
import createWallrace from './engine/wallrace.mjs';

let game = null;
let mod = null;
const ready = createWallrace().then(
  (m) => { mod = m; game = new m.Game(); postMessage({ type: 'ready' }); },
  (err) => { postMessage({ type: 'failed', error: String(err?.message || err) }); throw err; },
);
ready.catch(() => {}); // reported above; requests then get no answer and the client restarts us

function loadGame(g) {
  if (!g || typeof g !== 'object') return { ok: false, error: 'the request carries no game' };
  if (typeof g.record === 'string') return game.loadRecord(g.record);
  if (typeof g.position === 'string') return game.loadPosition(g.position);
  if (typeof g.rules === 'string') return game.reset(g.rules);
  return { ok: false, error: 'the game must be given as a record, a position or rules' };
}

const OPS = {
  think: (msg, progress) => game.bestMove(msg.spec, progress),  // no spec: the engine's default (full strength)
  hint: (msg, progress) => game.bestMove({ level: mod.levels, seed: 1 }, progress),  // the top level is the hint
  solve: () => game.solve(),
  // Analysis: every completed depth / reviewed ply is posted (not thinned: they are few,
  // and the last depth of an infinite analysis must not be lost).
  analyse: (msg) => game.analyse(msg.spec || {}, (info) => postMessage({ type: 'progress', id: msg.id, info })),
  review: (msg) => game.review(msg.spec || {}, (info) => postMessage({ type: 'progress', id: msg.id, info })),
};

// An exact solver's table (the rule set's solverTable beside the module,
// engine/detour.table) is fetched once, and only when a game of that rule set
// needs it. Without it, solving works but slowly; the reason is kept for the reply.
// While it downloads, progress notes keep the client's watchdog quiet; a
// download that stalls lets the watchdog replace this Worker.
const tables = new Map(); // file -> Promise of loadDetourTable's answer
function solverTable(file, note) {
  if (!tables.has(file)) {
    tables.set(file, (async () => {
      try {
        note('loading the solver\'s table');
        // On this script's origin, which may not be the page's (a CDN): a CORS request.
        const res = await fetch(new URL(`./engine/${file}`, import.meta.url), { mode: 'cors' });
        if (!res.ok) return { ok: false, error: `engine/${file}: HTTP ${res.status}` };
        const total = Number(res.headers.get('content-length')) || 0;
        const parts = [];
        let size = 0;
        for (const reader = res.body.getReader(); ;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          size += value.length;
          // A percentage only when the length is the file's own (not compressed bytes; a
          // cross-origin server may hide Content-Encoding, hence the size check).
          const exact = total && !res.headers.get('content-encoding') && size <= total;
          note(`loading the solver's table (${exact ? `${Math.round((100 * size) / total)}%` : `${Math.round(size / 1e6)} MB`})`);
        }
        const bytes = new Uint8Array(size);
        let at = 0;
        for (const p of parts) { bytes.set(p, at); at += p.length; }
        return mod.loadDetourTable(bytes);
      } catch (err) {
        return { ok: false, error: `engine/${file}: ${err?.message || err}` };
      }
    })());
  }
  return tables.get(file);
}

async function handle(msg) {
  const reply = (type, extra) => postMessage({ type, id: msg.id, ...extra });
  const op = OPS[msg.type];
  if (!op) { reply('error', { error: `unknown request '${msg.type}'` }); return; }
  const loaded = loadGame(msg.game);
  if (!loaded.ok) { reply('error', { error: loaded.error }); return; }
  let lastPost = 0;
  const progress = (info) => {
    const now = performance.now();
    if (now - lastPost < 50) return; // at most 20 progress messages a second
    lastPost = now;
    reply('progress', { info: { ...info } });
  };
  const { solverTable: file } = game.rules();
  if (file && mod.loadDetourTable) {
    const r = await solverTable(file, (note) => progress({ note }));
    if (!r.ok) reply('progress', { info: { note: `no solver table (${r.error}): this may take a while` } });
  }
  const value = op(msg, progress);
  if (value && value.ok === false) reply('error', { error: value.error });
  else reply('done', { value });
}

// One request at a time, in order (a request of a solved rule set waits for its table).
let queue = Promise.resolve();
self.onmessage = (e) => {
  const msg = e.data || {};
  queue = queue.then(async () => {
    try { await ready; } catch { return; }
    try { await handle(msg); } catch (err) {
      postMessage({ type: 'error', id: msg.id, error: String(err?.message ?? err), fatal: true });
    }
  });
};
