// The page: loads the engine, restores the game (saved, or from a link),
// and wires board, panel, move list, keyboard, storage and sharing.
import { loadEngine, engineError } from './engine.js';
import { Session } from './session.js';
import { PlayBoard } from './play-board.js';
import { makePanel } from './panel.js';
import { makeMoveList } from './movelist.js';
import { makeSetup } from './setup.js';
import { makeIo, assumedWords } from './io.js';
import { makeAnnouncer } from './announce.js';
import { usualFlipped } from './orientation.js';
import { loadSaved, setAsideDamaged, save, flush, onSaveResult } from './storage.js';
import { readFragment, clearFragment, linkFor, copyText } from './share.js';
import { moveWords, resultWords, playerName, outcomeFor, outcomeLine, refusalWords } from './text.js';
import { isWallMove } from './notation.js';
import { exposeDebug } from './debug.js';
import { keepRecent, makeRecent } from './recent.js';
import { makeSound } from './sound.js';
import { makeAnalysis } from './analysis.js';

const $ = (id) => document.getElementById(id);
const started = performance.now();

function notice(text, { kind = 'info', action = null } = {}) {
  const box = $('notice');
  box.hidden = !text;
  box.classList.toggle('error', kind === 'error');
  $('notice-text').textContent = text;
  const btn = $('notice-action');
  btn.hidden = !action;
  if (action) { btn.textContent = action.label; btn.onclick = () => { action.run(); notice(''); }; }
}
$('notice-close').addEventListener('click', () => notice(''));

async function boot() {
  watchUpdates();
  let mod;
  try { mod = await loadEngine(); } catch (err) {
    $('turn').textContent = 'The game cannot start.';
    notice(`The engine could not be loaded: ${engineError(err)}.`, { kind: 'error' });
    return;
  }
  const session = new Session(mod);
  const prefs = { flipped: null, turned: null, showPaths: false, fromBackup: false };
  restore(session, prefs);
  wire(session, prefs);
  document.body.dataset.ready = 'true';
  performance.mark('wallrace-playable');
  window.wallraceTimings = { playableMs: performance.now() - started };
}

// The service worker keeps the site for offline play, the engine's files as
// one versioned set (sw.js). A new version is installed whole in the
// background and taken only when the player says so.
function watchUpdates() {
  const sw = navigator.serviceWorker;
  if (!sw || location.protocol === 'file:') return;
  const offer = (waiting) => {
    notice('A new version of wallrace is ready: reload to use it (your game is kept).', {
      action: { label: 'Reload', run: () => { reloading = true; waiting.postMessage({ type: 'take-update' }); } },
    });
  };
  let reloading = false;
  const hadController = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    // The first install takes the page quietly; later ones reload it (this
    // tab asked), or offer to (another tab took the update).
    if (!hadController) return;
    if (reloading) { flushSave(); location.reload(); return; }
    notice('A new version of wallrace was taken in another tab: reload to use it (your game is kept).', {
      action: { label: 'Reload', run: () => { flushSave(); location.reload(); } },
    });
  });
  sw.register('sw.js', { updateViaCache: 'none' }).then((reg) => {
    const watch = (w) => {
      if (!w) return;
      const check = () => { if (w.state === 'installed' && sw.controller) offer(w); };
      w.addEventListener('statechange', check);
      check();
    };
    watch(reg.waiting);
    watch(reg.installing);
    reg.addEventListener('updatefound', () => watch(reg.installing));
  }).catch(() => { /* offline play is a bonus */ });
}
let flushSave = () => {};

function restore(session, prefs) {
  const saved = loadSaved();
  if (saved.state === 'ok') {
    const r = session.restore(saved.data);
    if (r.ok) {
      prefs.flipped = typeof saved.data.flipped === 'boolean' ? saved.data.flipped : null;
      prefs.turned = typeof saved.data.turned === 'boolean' ? saved.data.turned : null;
      prefs.showPaths = saved.data.showPaths === true;
      prefs.fromBackup = !!saved.fromBackup;
      if (saved.fromBackup) {
        notice('Your game was restored from this tab\'s own copy: the browser still cannot save it, so closing the tab would lose it.', {
          kind: 'error', action: { label: 'Export', run: openExport },
        });
      }
    } else {
      saved.state = 'damaged';
      saved.error = r.error;
    }
  }
  if (saved.state === 'damaged') {
    setAsideDamaged();
    session.newGame();
    notice(`Your saved game could not be read (${saved.error}), so a new game has started.`, { kind: 'error' });
  }
  if (openLink(session, saved.state === 'ok')) prefs.flipped = null;
}

// A share link in the fragment (on load, or set in this tab later): the game
// in progress is kept in memory and offered back; nothing else replaces it.
function openLink(session, offerBack, onBack = null) {
  const link = readFragment();
  if (!link) return false;
  const previous = session.snapshot();
  const r = loadLink(session, link);
  if (!r.ok) {
    notice(`The link's ${link.kind} could not be read (${r.error}); your game is unchanged.`, { kind: 'error' });
    return false;
  }
  notice(r.words || `Playing on from the shared ${link.kind === 'record' ? 'game' : 'position'}${assumedWords(r)}.`, {
    action: offerBack ? { label: 'Back to my previous game', run: () => { session.restore(previous); onBack?.(previous); } } : null,
  });
  return true;
}

function openExport() {
  const io = $('io');
  io.open = true; // its toggle event fills the record in
  io.scrollIntoView({ block: 'nearest' });
  $('record-text').focus();
  $('record-text').select();
}

/** Loads a link's game; a #play= link is a game with a friend, the recipient to move. */
function loadLink(session, link) {
  const friend = link.kind === 'play';
  const r = session.load(friend ? 'record' : link.kind, link.text, { friend });
  clearFragment();
  if (!r.ok || !friend) return r;
  const last = session.history[session.history.length - 1];
  const theirs = last ? `Your friend played ${last.move}. ` : '';
  const over = session.status.result !== 'ongoing';
  return { ...r, words: over ? `${theirs}The game is over.` : `${theirs}Your turn: move, then press "Send your move".` };
}

const defaultFlipped = (session) => usualFlipped(session.info, { mine: session.mine });

function wire(session, prefs) {
  const announce = makeAnnouncer($('live-region'));
  const hoverInfo = $('hover-info');
  const confirmBar = $('confirm-bar');
  const board = new PlayBoard($('board'), session, {
    onInfo: (text, { kind, confirm }) => {
      hoverInfo.textContent = text;
      hoverInfo.className = `hover-info ${kind || ''}`;
      confirmBar.hidden = !confirm;
      if (confirm) $('confirm-wall-name').textContent = confirm;
    },
  });
  // An old message (a refusal, a hint) does not outlive the position it was about.
  const clearInfo = () => {
    hoverInfo.textContent = '';
    hoverInfo.className = 'hover-info';
    confirmBar.hidden = true;
  };
  // The player's choice of orientation is kept as "turned from the usual way
  // up" (the rule set's, your side at the bottom), across New game and match games.
  let turned = prefs.turned ?? (prefs.flipped === null ? false : prefs.flipped !== defaultFlipped(session));
  const orient = () => { board.flipped = defaultFlipped(session) !== turned; };
  const flip = () => { turned = !turned; orient(); schedule(); persist(); };
  orient();
  board.showPaths = prefs.showPaths;
  $('paths').checked = board.showPaths;
  const panel = makePanel();
  const moveList = makeMoveList($('moves'), $('moves-scroll'), (ply) => session.review(ply));
  const recent = makeRecent(session, { onReopen: (entry) => reopen(entry) });
  // The game being replaced is kept in Recent games (if a move was played).
  const keepCurrent = () => {
    if (!session.history.length) return false;
    const ok = keepRecent({ ...session.snapshot(), plies: session.history.length });
    recent.render();
    return ok;
  };
  const told = (kept) => {
    if (!kept) return;
    const text = 'Your previous game is kept under Recent games.';
    hoverInfo.textContent = text;
    hoverInfo.className = 'hover-info legal';
    announce(text);
  };
  const startNew = (settings) => {
    const kept = keepCurrent();
    session.newGame(settings);
    told(kept);
  };
  const reopen = (entry) => {
    const kept = keepCurrent();
    const r = session.restore(entry);
    if (!r.ok) { notice(`That game could not be reopened (${r.error}).`, { kind: 'error' }); return; }
    told(kept);
  };
  const setup = makeSetup($('setup'), session, { onNewGame: startNew });
  const analysis = makeAnalysis(session, board);
  const io = makeIo(session, { announce, beforeLoad: () => told(keepCurrent()),
    recordText: () => analysis.exportRecord(), onImported: (text) => analysis.adoptComments(text) });
  const persist = () => save(() => ({ ...session.snapshot(), flipped: board.flipped, turned, showPaths: board.showPaths }));
  flushSave = () => { persist(); flush(); };
  // A save that cannot be written is told at once (once, until saving works again).
  let unsaved = prefs.fromBackup;
  onSaveResult((ok, error) => {
    if (ok === !unsaved) return;
    unsaved = !ok;
    if (!ok) {
      notice(`This game cannot be saved: ${error}. Export it to keep it; the moves you play are kept while this tab is open.`,
        { kind: 'error', action: { label: 'Export', run: openExport } });
      announce(`This game cannot be saved: ${error}.`);
    } else if (/^(This game cannot be saved|Your game was restored from this tab)/.test($('notice-text').textContent)) {
      notice('Saving works again: your game is saved.');
    }
  });

  let frame = 0;
  let shownView = session.viewPly;
  const render = () => {
    frame = 0;
    board.render();
    board.view.flush(); // drawn in this frame, not the next
    panel.render(session);
    moveList(session);
    io.update();
  };
  const schedule = () => { if (!frame) frame = requestAnimationFrame(render); };

  session.addEventListener('change', () => {
    if (session.viewPly !== shownView) { shownView = session.viewPly; clearInfo(); }
    schedule();
    persist();
  });
  session.addEventListener('progress', () => panel.progress(session));
  session.addEventListener('newgame', () => {
    board.reset();
    orient();
    setup.fill();
    announce(`New game of ${session.info.name}. ${playerName(session.info, 1)} moves first.`);
  });
  // The first visit says in one line how to move and how to place a wall (once), in the
  // line under the board that hovers use: it takes no room of its own.
  let seen = true;
  try { seen = localStorage.getItem('wallrace.intro') === 'seen'; localStorage.setItem('wallrace.intro', 'seen'); } catch { /* no storage: say nothing */ }
  if (!seen && !hoverInfo.textContent) {
    const line = document.createElement('span');
    line.id = 'first-visit';
    const link = Object.assign(document.createElement('a'), { href: 'rules.html', textContent: 'How to play' });
    line.append('New here? Click your pawn, then a lit square to move; click a groove between squares to place a wall. ', link);
    hoverInfo.replaceChildren(line);
  }
  const sound = makeSound();
  const soundButton = $('sound');
  const showSound = () => soundButton.setAttribute('aria-pressed', String(sound.on));
  showSound();
  soundButton.addEventListener('click', () => { sound.set(!sound.on); showSound(); });
  session.addEventListener('move', ({ detail: d }) => {
    sound.play(isWallMove(d.move) ? 'wall' : 'move');
    if (d.by === 'human' && session.settings.mode === 'friend') notice(''); // "Your friend played …" is answered
    let words = moveWords(session.info, d.player, d.move);
    if (session.info.showPathGrowth) {
      if (isWallMove(d.move) && d.entry?.growth > 0) words += `, +${d.entry.growth}`;
    } else {
      const names = [playerName(session.info, 1), playerName(session.info, 2)];
      words += `. ${names[0]} path ${d.status.pathLength[0]}, ${names[1]} path ${d.status.pathLength[1]}`;
    }
    announce(`${words}.`);
  });
  session.addEventListener('over', ({ detail: d }) => {
    const outcome = outcomeFor(session.info, d.status, session.mine);
    sound.play(outcome?.tone === 'win' ? 'win' : 'end');
    let words = outcomeLine(outcome);
    if (session.isMatch && session.matchOver) words += `. ${$('match').textContent}`;
    announce(words);
  });
  session.addEventListener('refused', ({ detail: d }) => {
    const text = refusalWords(d.move, d.error);
    sound.play('refusal');
    announce(text);
    hoverInfo.textContent = text;
    hoverInfo.className = 'hover-info illegal';
  });
  session.addEventListener('notice', ({ detail: d }) => {
    if (d.kind === 'error') notice(d.text, { kind: 'error', action: d.action || null });
    else { hoverInfo.textContent = d.text; hoverInfo.className = 'hover-info legal'; }
    announce(d.text);
  });
  setInterval(() => { if (session.thinking) panel.progress(session); }, 250);

  wireButtons(session, board, { schedule, flip });
  wireKeyboard(session, board, { schedule, persist, clearInfo });
  // The board keeps its orientation ('newgame' orients it for the loaded game).
  window.addEventListener('hashchange', () => openLink(session, true));
  exposeDebug(session, board, { sound });

  render();
  session.maybeBot();
  if (session.settings.mode !== 'two') setTimeout(() => session.bot.start(), 300);
}

function wireButtons(session, board, { schedule, flip }) {
  const on = (id, fn) => $(id).addEventListener('click', fn);
  on('undo', () => session.undo());
  on('redo', () => session.redo());
  on('flip', () => flip());
  on('hint', () => session.requestHint());
  on('verdict', () => session.requestVerdict());
  on('pass', () => board.play('pass'));
  on('pause', () => session.setPaused(!session.paused));
  on('stop', () => session.cancelThinking());
  on('move-now', () => session.moveNow());
  on('back', () => session.step(-1));
  on('forward', () => session.step(1));
  on('next-game', () => session.nextGame());
  on('rematch', () => session.rematch());
  on('send-move', async () => {
    // The whole game travels in the link's fragment; the friend moves next.
    const url = linkFor('play', session.game.record());
    $('send-link').value = url;
    $('send-box').hidden = false;
    const phone = matchMedia('(pointer: coarse)').matches;
    if (phone && navigator.share) {
      try { await navigator.share({ title: 'wallrace: your move', url }); $('send-note').textContent = 'Sent.'; return; } catch { /* cancelled: copy instead */ }
    }
    const ok = await copyText(url);
    $('send-note').textContent = ok ? 'Link copied: send it to your friend (mail, chat, anything).' : 'Copy this link and send it to your friend:';
  });
  on('resign', () => {
    const player = session.resigner;
    if (!player) return;
    const whose = session.mine.length ? '' : ` for ${playerName(session.info, player)}`;
    notice(`Resign this game${whose}?`, { action: { label: 'Resign', run: () => session.resign() } });
  });
  on('live', () => session.review(null));
  on('from-here', () => session.playFromHere());
  on('confirm-wall', () => board.confirmPending());
  on('cancel-wall', () => { board.cancelPending(); schedule(); });
  $('paths').addEventListener('change', (e) => { board.showPaths = e.target.checked; schedule(); persist(); });
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) return;
    const command = text.toLowerCase();
    if (COMMANDS.has(command)) {
      input.value = '';
      if (command === 'undo') session.undo();
      else if (command === 'redo') session.redo();
      else flip();
      return;
    }
    const r = board.play(text);
    if (r.ok) input.value = '';
  });
}

// Typing a move anywhere on the page goes into the move box (as on lichess):
// a printable character outside a text field focuses the box and lands in it.
// Single-key shortcuts would eat the characters of a move, so there are none:
// undo, redo and flip are typed as words in the box (or use the buttons).
export const COMMANDS = new Set(['undo', 'redo', 'flip']);

function wireKeyboard(session, board, { schedule, persist, clearInfo }) {
  const input = $('move-input');
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.isComposing || e.defaultPrevented) return;
    const t = e.target;
    const tag = t.tagName;
    const inText = tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
    const moveInput = t === input;
    if (!inText && e.key.length === 1 && e.key.trim() !== '') {
      e.preventDefault();
      input.focus();
      const end = input.value.length;
      input.setRangeText(e.key, end, end, 'end');
      return;
    }
    const keys = {
      ArrowLeft: () => session.step(-1), ArrowRight: () => session.step(1),
      ArrowUp: () => session.step(-1), ArrowDown: () => session.step(1),
      Home: () => session.review(0), End: () => session.review(null),
      Escape: () => { board.cancelPending(); board.reset(); clearInfo(); session.review(null); schedule(); },
    };
    let fn = null;
    if (!inText) fn = keys[e.key];
    else if (moveInput && ['ArrowUp', 'ArrowDown', 'Escape'].includes(e.key)) fn = keys[e.key];
    else if (moveInput && e.key === 'End' && session.viewPly !== null) {
      // "press End or 'Back to game'": End in the move box goes back to the game (the caret moves too).
      session.review(null);
      return;
    }
    if (!fn) return;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    e.preventDefault();
    fn();
  });
}

boot();
