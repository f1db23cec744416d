// The bot's Worker: one module instance of its own, so searching never blocks
// the page. Protocol (every request carries an id; replies echo it):
//   { type: 'init' }                                   -> done
//   { type: 'new', record? | position? | rules? }      -> done (game replaced)
//   { type: 'play', move }                             -> done { move }
//   { type: 'think', spec: { level | movetime, seed } } -> progress*, done SearchInfo
//   { type: 'hint' }                                   -> progress*, done SearchInfo (Level 6)
//   { type: 'solve' }                                  -> done Verdict (detour)
// Errors come back as { type: 'error', id, error }. Posts { type: 'ready' }
// once loaded, or { type: 'failed', error }. Cancel: terminate this Worker.
import createWallrace from './engine/wallrace.mjs';

let game = null;
let mod = null;
const ready = createWallrace().then(
  (m) => { mod = m; game = new m.Game(); postMessage({ type: 'ready' }); },
  (err) => { postMessage({ type: 'failed', error: String(err?.message || err) }); throw err; },
);

const HANDLERS = {
  init: () => ({ ok: true }),
  new: (msg) => {
    if (msg.record) return game.loadRecord(msg.record);
    if (msg.position) return game.loadPosition(msg.position);
    return game.reset(msg.rules || 'walls');
  },
  play: (msg) => game.play(String(msg.move)),
  think: (msg, progress) => game.bestMove(msg.spec || { level: 3 }, progress),
  hint: (msg, progress) => game.bestMove({ level: 6, seed: 1 }, progress),
  solve: () => game.solve(),
};

// The detour solver's table (engine/detour.table) is fetched once, and only
// when a detour game needs the bot or the solver. Without it, solving works
// but slowly; the reason is kept for the reply.
let table = null;
function detourTable() {
  if (!table) {
    table = (async () => {
      try {
        const res = await fetch(new URL('./engine/detour.table', import.meta.url));
        if (!res.ok) return { ok: false, error: `engine/detour.table: HTTP ${res.status}` };
        return mod.loadDetourTable(new Uint8Array(await res.arrayBuffer()));
      } catch (err) {
        return { ok: false, error: `engine/detour.table: ${err?.message || err}` };
      }
    })();
  }
  return table;
}
const NEEDS_TABLE = new Set(['think', 'hint', 'solve']);

self.onmessage = async (e) => {
  const msg = e.data || {};
  try { await ready; } catch { return; }
  if (game.rules().name === 'detour' && mod.loadDetourTable) {
    const loading = detourTable();
    if (NEEDS_TABLE.has(msg.type)) {
      const r = await loading;
      if (!r.ok) postMessage({ type: 'progress', id: msg.id, info: { note: `no solver table (${r.error}): this may take a while` } });
    }
  }
  const handler = HANDLERS[msg.type];
  if (!handler) { postMessage({ type: 'error', id: msg.id, error: `unknown request '${msg.type}'` }); return; }
  let lastPost = 0;
  const progress = (info) => {
    const now = performance.now();
    if (now - lastPost < 50) return; // at most 20 progress messages a second
    lastPost = now;
    postMessage({ type: 'progress', id: msg.id, info: { ...info } });
  };
  try {
    const value = handler(msg, progress);
    if (value && value.ok === false) postMessage({ type: 'error', id: msg.id, error: value.error });
    else postMessage({ type: 'done', id: msg.id, value });
  } catch (err) {
    postMessage({ type: 'error', id: msg.id, error: String(err?.message ?? err) });
  }
};
