// Export and import: the game record, the position code, share links that
// carry the game in the URL fragment, and the printable record sheet.
import { linkFor, copyText, download } from './share.js';

const $ = (id) => document.getElementById(id);

export function makeIo(session, { announce, beforeLoad = () => {}, recordText = () => session.game.record(), onImported = () => {} }) {
  const el = {
    details: $('io'), record: $('record-text'), position: $('position-text'), share: $('share-text'),
    importText: $('import-text'), message: $('io-message'), sheet: $('print-sheet'),
  };
  const say = (text, error = false) => {
    el.message.textContent = text;
    el.message.classList.toggle('error', error);
  };
  const copy = async (text, what) => {
    const ok = await copyText(text);
    say(ok ? `${what} copied.` : `Could not copy: select the text and copy it yourself.`, !ok);
  };

  $('copy-record').addEventListener('click', () => copy(recordText(), 'Game record'));
  $('copy-position').addEventListener('click', () => copy(session.viewStatus().position, 'Position code'));
  $('download-record').addEventListener('click', () => {
    download(`wallrace-${session.info.name}-${new Date().toISOString().slice(0, 10)}.txt`, recordText());
    say('Game record downloaded.');
  });
  $('share-game').addEventListener('click', () => {
    el.share.value = linkFor('record', session.game.record());
    copy(el.share.value, 'Link to this game');
  });
  $('share-position').addEventListener('click', () => {
    el.share.value = linkFor('position', session.viewStatus().position);
    copy(el.share.value, 'Link to this position');
  });
  $('import').addEventListener('click', () => {
    const text = el.importText.value.trim();
    if (!text) { say('Paste a game record or a position code first.', true); return; }
    const r = importText(session, text, beforeLoad);
    if (r.ok) {
      const words = `Loaded the ${r.kind === 'record' ? 'game record' : 'position'}${assumedWords(r)}.`;
      say(words);
      announce(words);
      el.importText.value = '';
      if (r.kind === 'record') onImported(text);
    } else {
      say(`Not loaded: ${r.error}. Your game is unchanged.`, true);
    }
  });
  el.details.addEventListener('toggle', () => update());

  function update() {
    el.sheet.hidden = !session.info.kit; // a printable kit exists for this rule set
    if (!el.details.open) return;
    el.sheet.href = `kit.html#${new URLSearchParams({ record: session.game.record() })}`;
    el.record.value = recordText(); // with the review's {comments} when there is one
    el.position.value = session.viewStatus().position;
  }
  return { update, say };
}

/** A record has tags or numbered moves; anything else is read as a position code. */
export function importText(session, text, beforeLoad = () => {}) {
  const looksLikeRecord = /^\s*\[|\d+\.\s/.test(text) || /\s/.test(text.trim());
  const first = looksLikeRecord ? 'record' : 'position';
  const probe = session.canLoad(first, text);
  if (!probe.ok) return { ok: false, error: probe.error };
  beforeLoad();
  const r = session.load(first, text);
  if (r.ok) return { ok: true, kind: first, assumedRules: r.assumedRules };
  return { ok: false, error: r.error };
}

/** ' (it has no [Rules] tag: read as walls, the rule set in play)' when the engine's rules were assumed. */
export function assumedWords(r) {
  return r?.assumedRules ? ` (it has no [Rules] tag: read as ${r.assumedRules}, the rule set in play)` : '';
}
