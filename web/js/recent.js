// Recent games: a game replaced by a new one (New game, another rule set, an
// import, a reopened game) is kept here, newest first, and can be reopened.
// localStorage 'wallrace.recent.v1': [{ v: 1, record, settings, match, seed, savedAt }].
const KEY = 'wallrace.recent.v1';
export const RECENT_MAX = 6;

function storage() {
  try { return window.localStorage; } catch { return null; }
}

/** The kept games, newest first (unreadable entries are left out). */
export function loadRecent() {
  try {
    const list = JSON.parse(storage()?.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && e.v === 1 && typeof e.record === 'string') : [];
  } catch { return []; }
}

function store(list) {
  try { storage()?.setItem(KEY, JSON.stringify(list)); return true; } catch { return false; }
}

/** Keeps a session snapshot at the top of the list; false when it could not be stored. */
export function keepRecent(snapshot) {
  const list = loadRecent().filter((e) => e.record !== snapshot.record);
  list.unshift({ ...snapshot, savedAt: Date.now() });
  return store(list.slice(0, RECENT_MAX));
}

/** Takes entry i out of the list and returns it. */
export function takeRecent(i) {
  const list = loadRecent();
  const [entry] = list.splice(i, 1);
  store(list);
  return entry || null;
}

const $ = (id) => document.getElementById(id);

/** The Recent games list in the panel (#recent): one row per kept game, with Reopen. */
export function makeRecent(session, { onReopen }) {
  const box = $('recent');
  const list = $('recent-list');
  const count = $('recent-count');
  const names = new Map(session.mod.ruleSets().map((r) => [r.name, r]));
  const describe = (e) => {
    const rules = e.settings?.rules || '';
    const mode = e.settings?.mode === 'two' ? 'two players' : e.settings?.mode === 'botbot' ? 'bot against bot'
      : `against the bot, level ${e.settings?.level ?? '?'}`;
    const plies = Number.isInteger(e.plies) ? e.plies : 0;
    const when = new Date(e.savedAt || 0).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
    return `${names.has(rules) ? rules : 'game'}, ${mode}, ${plies} ${plies === 1 ? 'move' : 'moves'} · ${when}`;
  };
  const render = () => {
    const kept = loadRecent();
    count.textContent = String(kept.length);
    box.hidden = kept.length === 0;
    list.replaceChildren(...kept.map((e, i) => {
      const li = document.createElement('li');
      const text = document.createElement('span');
      text.textContent = describe(e);
      const btn = document.createElement('button');
      btn.type = 'button';
      btn.textContent = 'Reopen';
      btn.dataset.recent = String(i);
      btn.setAttribute('aria-label', `Reopen: ${text.textContent}`);
      li.append(text, ' ', btn);
      return li;
    }));
  };
  list.addEventListener('click', (e) => {
    const btn = e.target.closest('button[data-recent]');
    if (!btn) return;
    const entry = takeRecent(Number(btn.dataset.recent));
    if (entry) onReopen(entry);
    render();
  });
  render();
  return { render };
}
