// Keeps the session in localStorage so a reload resumes the game. A save
// that cannot be read is reported, kept aside for inspection, and replaced.
// A save that cannot be written (storage full or blocked) leaves the last
// good save as it was (one setItem: whole or nothing), is reported through
// onSaveResult, and is kept in this tab's sessionStorage instead, so a
// reload of the tab still has every move.
const KEY = 'wallrace.session.v1';
const DAMAGED_KEY = 'wallrace.session.damaged';
const BACKUP_KEY = 'wallrace.session.backup'; // in sessionStorage

function storage(kind = 'localStorage') {
  try { return window[kind]; } catch { return null; }
}

function check(data) {
  if (!data || typeof data !== 'object') return 'it is not a saved game';
  if (data.v !== 1) return `unknown save version ${JSON.stringify(data.v)}`;
  if (typeof data.record !== 'string' || data.record.length > 2000000) return 'it holds no game record';
  if (data.settings !== undefined && (typeof data.settings !== 'object' || data.settings === null)) {
    return 'its settings are unreadable';
  }
  return '';
}

function readBackup() {
  try {
    const text = storage('sessionStorage')?.getItem(BACKUP_KEY);
    if (!text) return null;
    const data = JSON.parse(text);
    return check(data) ? null : data;
  } catch { return null; }
}

/** { state: 'empty' } | { state: 'ok', data, fromBackup? } | { state: 'damaged', error } */
export function loadSaved() {
  const backup = readBackup();
  const ls = storage();
  let text = null;
  try { text = ls ? ls.getItem(KEY) : null; } catch { /* blocked */ }
  let saved;
  if (text === null) saved = { state: 'empty' };
  else {
    let data;
    try { data = JSON.parse(text); } catch { data = undefined; }
    const error = data === undefined ? 'it is not valid JSON' : check(data);
    saved = error ? { state: 'damaged', error } : { state: 'ok', data };
  }
  // This tab's backup is newer than the last save that could be written.
  if (backup && (saved.state !== 'ok' || !(saved.data.savedAt >= backup.savedAt))) {
    return { state: 'ok', data: backup, fromBackup: true };
  }
  return saved;
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
let listener = null;
let lastError = '';

/** fn(ok, error) after every write that was tried (error: why it failed, in words). */
export function onSaveResult(fn) { listener = fn; }

/** Saves soon (coalesces bursts of moves into one write); flush() writes at once. */
export function save(getData) {
  pendingData = getData;
  if (pending) return;
  pending = setTimeout(flush, 150);
}

/** Writes a pending save now; returns false when it could not be written. */
export function flush() {
  clearTimeout(pending);
  pending = 0;
  const getData = pendingData;
  pendingData = null;
  if (!getData) return true;
  const ok = saveNow(getData());
  listener?.(ok, lastError);
  return ok;
}
// A reload or a closed tab right after a move must not lose it.
addEventListener('pagehide', flush);
addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flush(); });

function why(err) {
  if (!err) return 'this browser keeps no storage for this page';
  const name = err.name || '';
  if (/quota/i.test(name) || err.code === 22 || err.code === 1014) return 'the browser\'s storage for this site is full';
  return `the browser refused to store it (${name || err.message || err})`;
}

/** Writes the save at once; true when written. On false, lastSaveError() says why. */
export function saveNow(data) {
  const text = JSON.stringify({ ...data, savedAt: Date.now() });
  const ls = storage();
  let error = null;
  if (ls) {
    try {
      ls.setItem(KEY, text);
      lastError = '';
      try { storage('sessionStorage')?.removeItem(BACKUP_KEY); } catch { /* nothing kept there */ }
      return true;
    } catch (err) { error = err; }
  }
  lastError = why(error);
  try { storage('sessionStorage')?.setItem(BACKUP_KEY, text); } catch { /* full too: only Export keeps it */ }
  return false;
}

export function lastSaveError() { return lastError; }
