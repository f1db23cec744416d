// Keeps the session in localStorage so a reload resumes the game. A save
// that cannot be read is reported, kept aside for inspection, and replaced.
const KEY = 'wallrace.session.v1';
const DAMAGED_KEY = 'wallrace.session.damaged';

function storage() {
  try { return window.localStorage; } catch { return null; }
}

/** { state: 'empty' } | { state: 'ok', data } | { state: 'damaged', error } */
export function loadSaved() {
  const ls = storage();
  if (!ls) return { state: 'empty' };
  let text;
  try { text = ls.getItem(KEY); } catch { return { state: 'empty' }; }
  if (text === null) return { state: 'empty' };
  let data;
  try { data = JSON.parse(text); } catch (err) { return { state: 'damaged', error: 'it is not valid JSON' }; }
  if (!data || typeof data !== 'object') return { state: 'damaged', error: 'it is not a saved game' };
  if (data.v !== 1) return { state: 'damaged', error: `unknown save version ${JSON.stringify(data.v)}` };
  if (typeof data.record !== 'string' || data.record.length > 200000) return { state: 'damaged', error: 'it holds no game record' };
  if (data.settings !== undefined && (typeof data.settings !== 'object' || data.settings === null)) {
    return { state: 'damaged', error: 'its settings are unreadable' };
  }
  return { state: 'ok', data };
}

export function setAsideDamaged() {
  const ls = storage();
  try {
    const text = ls?.getItem(KEY);
    if (text !== null && text !== undefined) ls.setItem(DAMAGED_KEY, text);
    ls?.removeItem(KEY);
  } catch { /* storage full or blocked: nothing more to do */ }
}

let pending = 0;
let pendingData = null;
/** Saves soon (coalesces bursts of moves into one write); flush() writes at once. */
export function save(getData) {
  pendingData = getData;
  if (pending) return;
  pending = setTimeout(flush, 150);
}

export function flush() {
  clearTimeout(pending);
  pending = 0;
  if (pendingData) saveNow(pendingData());
  pendingData = null;
}
// A reload or a closed tab right after a move must not lose it.
addEventListener('pagehide', flush);
addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flush(); });

export function saveNow(data) {
  try { storage()?.setItem(KEY, JSON.stringify(data)); return true; } catch { return false; }
}
