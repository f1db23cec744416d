// Words for what happens on the board: move announcements, turn and result
// lines. The engine supplies names, reasons and messages; this only phrases.
import { isWallMove } from './notation.js';

export const playerName = (info, player) => info.playerNames?.[player - 1] || `Player ${player}`;

export function moveWords(info, player, move) {
  const who = playerName(info, player);
  if (move === 'pass') return `${who} passes`;
  if (isWallMove(move)) return `${who} places a wall at ${move}`;
  return `${who} moves to ${move}`;
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 40 -> "forty", 100 -> "a hundred"; numbers a player reads, not engine counts. */
/**
 * A refused move, with its reason said once: "Wall f3h overlaps wall e3h",
 * "a9 is not a reachable square for White (from a1: a2, b1)". The engine's
 * error may start with where it was ("move 2 'f3h': "): the player knows.
 */
export function refusalWords(move, error) {
  const reason = String(error || '').replace(/^(move \d+ )?'[^']*': /, '');
  if (isWallMove(move)) return /^(overlaps|crosses|would)/.test(reason) ? `Wall ${move} ${reason}` : `Wall ${move}: ${reason}`;
  if (/^(not |off )/.test(reason)) return `${move} is ${reason}`;
  return `${move}: ${reason}`;
}

/** The score-sheet move number of the ply that led to position `index` (counted from the game's start). */
export function moveNumber(basePly, index) { return Math.floor((basePly + index - 1) / 2) + 1; }

/**
 * The solver's verdict (the engine's data: winner, plies, reason) in moves, not plies:
 * "With best play White wins in 9 moves (17 plies)", "With best play the game is drawn
 * (forty turns each without arrival)".
 */
export function verdictWords(info, v) {
  const winner = v.winner ?? { player1: 1, player2: 2, draw: 0 }[v.result];
  if (winner === 0) {
    // The draw's reason, worded as a finished game's (the ply limit reached).
    const why = v.reason ? reasonWords(info, { result: 'draw', reason: v.reason, ply: info.plyLimit, message: '' }) : '';
    return `With best play the game is drawn${why ? ` (${why})` : ''}`;
  }
  if (winner !== 1 && winner !== 2) return 'The solver gave no verdict';
  const moves = Math.ceil(v.plies / 2);
  const name = playerName(info, winner);
  if (v.plies <= 0) return `${name} has won`;
  return `With best play ${name} wins in ${moves} ${moves === 1 ? 'move' : 'moves'} (${v.plies} ${v.plies === 1 ? 'ply' : 'plies'})`;
}

export function numberWords(n) {
  if (!Number.isInteger(n) || n < 0) return String(n);
  if (n < 20) return SMALL[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${SMALL[n % 10]}` : '');
  if (n === 100) return 'a hundred';
  return String(n);
}
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
export const ordinal = (n) => ORDINALS[n] || `${n}th`;

/** A finished game's reason in a player's words, from the engine's result and the rule data. */
export function reasonWords(info, status) {
  if (status.result === 'ongoing') return '';
  if (status.reason === 'resignation') return status.message;
  if (status.reason === 'arrival') return status.message;
  if (status.result === 'draw' && status.reason === 'repetition' && info.repetitionDraw) {
    return `${ordinal(info.repetitionDraw)} repetition`;
  }
  if (status.result === 'draw' && info.plyLimit && status.ply >= info.plyLimit && status.reason !== 'move limit') {
    const turns = info.plyLimit / 2;
    return Number.isInteger(turns) ? `${numberWords(turns)} turns each without arrival` : `${info.plyLimit} moves without arrival`;
  }
  return status.message || status.reason || '';
}

/** The winner (1, 2) or 0 for a draw, null while the game goes on. */
export const winnerOf = (status) => ({ player1: 1, player2: 2, draw: 0 }[status.result] ?? null);

/** The result in neutral words: "Player 2 wins: Player 2 reached rank 1", "Draw: third repetition". */
export function resultWords(info, status) {
  const w = winnerOf(status);
  if (w === null) return '';
  const reason = reasonWords(info, status);
  const head = w === 0 ? 'Draw' : `${playerName(info, w)} wins`;
  return reason ? `${head}: ${reason}` : head;
}

/**
 * The result spoken to the player who sees it: { title, reason, tone }.
 * mine: the players this screen plays for (none in two-player or bot-against-bot games).
 * tone: 'win' | 'loss' | 'draw' | 'neutral'.
 */
export function outcomeFor(info, status, mine = []) {
  const w = winnerOf(status);
  if (w === null) return null;
  const reason = reasonWords(info, status);
  if (w === 0) return { title: 'Draw', reason, tone: 'draw' };
  if (mine.length === 1) return mine[0] === w ? { title: 'You won', reason, tone: 'win' } : { title: 'You lost', reason, tone: 'loss' };
  return { title: `${playerName(info, w)} wins`, reason, tone: 'neutral' };
}

/** "You lost · Player 2 reached rank 1" */
export const outcomeLine = (o) => (o ? (o.reason ? `${o.title} · ${o.reason}` : o.title) : '');

export function controllerWords(session, player) {
  const { mode } = session.settings;
  if (mode === 'two') return session.isMatch ? `Side ${session.sideOf(player)}` : '';
  if (mode === 'botbot') return `Bot ${session.sideOf(player)} · level ${session.levelOf(player)}`;
  if (mode === 'friend') return session.controllerOf(player) === 'human' ? 'You' : 'Your friend';
  return session.controllerOf(player) === 'human' ? 'You' : `Bot · level ${session.levelOf(player)}`;
}

/** The tab title: whose turn it is, or how the game ended, from this screen's side. */
export function titleWords(session) {
  const st = session.status;
  if (st.result !== 'ongoing') return outcomeFor(session.info, st, session.mine).title;
  if (session.thinking?.kind === 'move') return 'Bot is thinking';
  const who = session.controllerOf(st.toMove);
  if (who === 'human' && session.mine.length) return 'Your turn';
  if (who === 'friend') return 'Your friend\'s turn';
  return `${playerName(session.info, st.toMove)} to move`;
}

/**
 * The bot's progress. Its planned line is shown only when it plays nobody on
 * this screen (bot against bot) or works for the player (hint): the player it
 * plays against must not read its plan.
 */
export function progressWords(thinking, { showLine = true } = {}) {
  const what = thinking.kind === 'hint' ? 'Finding a hint' : thinking.kind === 'solve' ? 'Solving' : 'Bot is thinking';
  const i = thinking.info;
  if (!i) return `${what}…`;
  if (i.note) return `${what}… ${i.note}`;
  const parts = [];
  if (i.depth) parts.push(`depth ${i.depth}`);
  if (i.nodes) parts.push(`${formatCount(i.nodes)} positions`);
  if (showLine && i.pv && i.pv.length) parts.push(`line ${[...i.pv].slice(0, 4).join(' ')}`);
  return `${what}… ${parts.join(' · ')}`;
}

/** Whether the bot's line may be shown on this screen. */
export const showsLine = (session) => !(session.thinking?.kind === 'move' && session.mine.length > 0);

export function formatCount(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(n >= 1e4 ? 0 : 1)}k`;
  return String(n);
}
