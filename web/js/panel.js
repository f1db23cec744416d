// The side panel: players (walls left, path lengths, whose turn), match
// score, the turn / thinking / result line and which buttons apply.
import { playerName, controllerWords, resultWords, reasonWords, progressWords, moveWords, outcomeFor, outcomeLine, titleWords, verdictWords, moveNumber, showsLine } from './text.js';

const $ = (id) => document.getElementById(id);
// Writes only what changed: a redraw per bot move must not relayout the whole panel.
const setText = (el, text) => { if (el.textContent !== text) el.textContent = text; };

export function makePanel() {
  const card = (id) => {
    const root = $(id);
    const q = (c) => root.querySelector(c);
    root.classList.add(id === 'player1' ? 'p1' : 'p2');
    return { root, name: q('.name'), who: q('.who'), walls: q('.walls'), path: q('.path'), tag: q('.turn-tag'), pieces: q('.pieces') };
  };
  const ui = {
    players: [card('player1'), card('player2')], match: $('match'), turn: $('turn'),
    progress: $('think-progress'), verdict: $('verdict-text'), undo: $('undo'), redo: $('redo'),
    hint: $('hint'), verdictBtn: $('verdict'), pass: $('pass'), pause: $('pause'), stop: $('stop'), moveNow: $('move-now'),
    next: $('next-game'), rematch: $('rematch'), resign: $('resign'), send: $('send-move'), sendBox: $('send-box'), pathsLabel: $('paths-label'), reviewBar: $('review-bar'), reviewText: $('review-text'),
    back: $('back'), forward: $('forward'), live: $('live'), fromHere: $('from-here'),
    boardDesc: $('board-desc'), canvas: $('board'), legend: $('legend'),
  };
  return { render: (session) => render(session, ui), progress: (session) => renderTurn(session, ui) };
}

function render(s, ui) {
  const info = s.info;
  const st = s.viewStatus();
  const live = s.viewPly === null;
  const ongoing = s.status.result === 'ongoing';
  [1, 2].forEach((p) => {
    const c = ui.players[p - 1];
    setText(c.name, playerName(info, p));
    setText(c.who, controllerWords(s, p));
    const left = st.wallsLeft[p - 1];
    setText(c.walls, `${left} ${left === 1 ? 'wall' : 'walls'} left`);
    // The walls left, drawn as pieces beside the board.
    if (c.pieces && c.pieces.childElementCount !== left) c.pieces.replaceChildren(...Array.from({ length: left }, () => document.createElement('i')));
    setText(c.path, info.showPathGrowth ? '' : `path ${st.pathLength[p - 1]}`);
    const toMove = st.result === 'ongoing' && st.toMove === p;
    c.root.classList.toggle('to-move', toMove);
    const yours = live && s.mine.includes(p);
    setText(c.tag, toMove ? (yours ? 'Your turn' : 'To move') : '');
  });
  renderMatch(s, ui);
  renderTurn(s, ui);
  const v = s.verdict && s.verdict.ply === s.shownPly ? s.verdict : null;
  ui.verdict.hidden = !v;
  if (v?.over) setText(ui.verdict, `The game is over: ${st.result === 'draw' ? resultWords(info, st) : reasonWords(info, st)}.`);
  else if (v) setText(ui.verdict, verdictWords(info, v) + (v.best?.length ? ` · best move${v.best.length > 1 ? 's' : ''}: ${[...v.best].join(', ')}` : ''));
  const busy = !!s.thinking;
  ui.undo.disabled = !s.canTakeBack;
  ui.resign.hidden = !s.resigner; // shown (not hidden) while looking back: nothing moves under the pointer
  ui.resign.disabled = !live;
  ui.rematch.hidden = ongoing || (s.isMatch && !s.matchOver);
  // By link: once you have moved (or the friend is to start), send the game.
  const lastMover = s.history[s.history.length - 1]?.player;
  const sendable = live && s.settings.mode === 'friend'
    && (ongoing ? s.controllerOf(s.status.toMove) === 'friend' : s.controllerOf(lastMover) === 'human');
  ui.send.hidden = !sendable;
  setText(ui.send, s.history.length && s.controllerOf(lastMover) === 'human' ? 'Send your move' : 'Send the game link');
  if (!sendable) ui.sendBox.hidden = true;
  ui.redo.disabled = !s.status.canRedo;
  ui.hint.hidden = s.settings.mode === 'botbot';
  ui.hint.disabled = !s.isHumanTurn() || busy;
  ui.verdictBtn.hidden = !info.hasSolver; // an exact solver plays this rule set
  ui.verdictBtn.disabled = busy;
  ui.pass.hidden = !(s.canPass && s.isHumanTurn());
  const botbot = s.settings.mode === 'botbot';
  ui.pause.hidden = !ongoing || !(botbot || s.paused);
  setText(ui.pause, s.paused ? 'Resume bot' : 'Pause');
  // Bot against bot: Pause stops it; Stop is for one thought (or a hint, a verdict).
  ui.stop.hidden = !busy || (botbot && s.thinking.kind === 'move');
  setText(ui.stop, s.thinking?.kind === 'move' ? 'Stop' : 'Cancel');
  ui.moveNow.hidden = !s.canMoveNow;
  ui.next.hidden = !(s.isMatch && !ongoing && !s.matchOver);
  ui.pathsLabel.hidden = !!info.showPathGrowth;
  ui.reviewBar.classList.toggle('reviewing', !live);
  ui.back.disabled = s.shownPly === 0;
  ui.forward.disabled = live;
  ui.live.disabled = live;
  ui.fromHere.disabled = live;
  let review = 'Click a move or press ← to look back.';
  if (!live) {
    const h = s.history[s.viewPly - 1];
    review = s.viewPly === 0 ? 'Looking at the start position.'
      : `Looking at move ${moveNumber(s.basePly, s.viewPly)}: ${moveWords(info, h.player, h.move)}.`;
  }
  setText(ui.reviewText, review);
  ui.reviewText.title = review;
  ui.canvas.setAttribute('aria-label', `${info.name} board`);
  renderLegend(info, st, ui.legend);
  setText(ui.boardDesc, describe(info, st));
}

function renderMatch(s, ui) {
  ui.match.hidden = !s.isMatch;
  if (!s.isMatch) return;
  const { A, B } = s.score;
  const nameA = s.settings.mode === 'bot' ? (s.humanSide === 'A' ? 'You' : 'Bot') : s.settings.mode === 'botbot' ? 'Bot A' : 'Side A';
  const nameB = s.settings.mode === 'bot' ? (s.humanSide === 'B' ? 'You' : 'Bot') : s.settings.mode === 'botbot' ? 'Bot B' : 'Side B';
  const game = `game ${s.match.index + 1} of ${s.match.length}`;
  if (s.matchOver) {
    const who = A > B ? `${nameA} win${nameA === 'You' ? '' : 's'}` : B > A ? `${nameB} win${nameB === 'You' ? '' : 's'}` : 'Drawn';
    setText(ui.match, `Match over: ${who}, ${nameA} ${A} – ${B} ${nameB}`);
  } else {
    setText(ui.match, `Match: ${nameA} ${A} – ${B} ${nameB} · ${game}`);
  }
}

function renderTurn(s, ui) {
  const st = s.viewStatus();
  const over = st.result !== 'ongoing';
  ui.progress.hidden = !s.thinking;
  ui.turn.classList.toggle('over', over && !s.thinking);
  const outcome = over ? outcomeFor(s.info, st, s.viewPly === null ? s.mine : []) : null;
  for (const tone of ['win', 'loss', 'draw', 'neutral']) ui.turn.classList.toggle(tone, outcome?.tone === tone && !s.thinking);
  const title = `${titleWords(s)} · wallrace`;
  if (document.title !== title) document.title = title;
  if (s.thinking) {
    const secs = ((performance.now() - s.thinking.started) / 1000).toFixed(1);
    setText(ui.turn, `${progressWords(s.thinking, { showLine: showsLine(s) })} · ${secs} s`);
    return;
  }
  if (s.botError && s.paused && !over) { setText(ui.turn, `The bot is unavailable: ${s.botError}`); return; }
  if (over) { setText(ui.turn, outcomeLine(outcome)); return; }
  const name = playerName(s.info, st.toMove);
  const who = s.viewPly === null ? controllerWords(s, st.toMove) : '';
  if (s.paused && s.viewPly === null && s.controllerOf(st.toMove) === 'bot') {
    setText(ui.turn, `Bot paused (${name} to move). Resume bot, or Move now.`);
    return;
  }
  setText(ui.turn, who === 'You' ? `Your turn (${name})` : `${name} to move${who ? ` (${who})` : ''}`);
}

/** Whose walls are whose, and where each pawn races to (its path's end: the engine's goal rank). */
function renderLegend(info, st, el) {
  if (!el) return;
  const goalRank = (p) => st.paths?.[p - 1]?.at(-1)?.slice(1) || '?';
  const key = `${info.name}|${info.playerNames}|${goalRank(1)}|${goalRank(2)}`;
  if (el.dataset.key === key) return;
  el.dataset.key = key;
  el.replaceChildren(...[1, 2].map((p) => {
    const span = document.createElement('span');
    span.className = 'key';
    const sw = document.createElement('span');
    sw.className = `swatch p${p}`;
    sw.setAttribute('aria-hidden', 'true');
    span.append(sw, `${playerName(info, p)}'s walls · goal rank ${goalRank(p)}`);
    return span;
  }), Object.assign(document.createElement('span'), { className: 'key', textContent: 'bars in the frame mark the goal rows' }));
}

function describe(info, st) {
  const names = [playerName(info, 1), playerName(info, 2)];
  const walls = st.walls.length ? `Walls: ${st.walls.join(', ')}.` : 'No walls on the board.';
  const turn = st.result === 'ongoing' ? `${names[st.toMove - 1]} to move.` : resultWords(info, st);
  return `${names[0]} on ${st.pawns[0]}, ${names[1]} on ${st.pawns[1]}. ${walls} ${turn}`;
}
