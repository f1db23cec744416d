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

export function resultWords(info, status) {
  if (status.result === 'ongoing') return '';
  if (status.message) return status.message.replace(/^./, (c) => c.toUpperCase());
  if (status.result === 'draw') return `Draw${status.reason ? ` (${status.reason})` : ''}`;
  const winner = playerName(info, status.result === 'player1' ? 1 : 2);
  return `${winner} wins${status.reason ? ` (${status.reason})` : ''}`;
}

export function controllerWords(session, player) {
  const { mode } = session.settings;
  if (mode === 'two') return session.isMatch ? `Side ${session.sideOf(player)}` : '';
  if (mode === 'botbot') return `Bot ${session.sideOf(player)} · level ${session.levelOf(player)}`;
  return session.controllerOf(player) === 'human' ? 'You' : `Bot · level ${session.levelOf(player)}`;
}

export function progressWords(thinking) {
  const what = thinking.kind === 'hint' ? 'Finding a hint' : thinking.kind === 'solve' ? 'Solving' : 'Bot is thinking';
  const i = thinking.info;
  if (!i) return `${what}…`;
  if (i.note) return `${what}… ${i.note}`;
  const parts = [];
  if (i.depth) parts.push(`depth ${i.depth}`);
  if (i.nodes) parts.push(`${formatCount(i.nodes)} positions`);
  if (i.pv && i.pv.length) parts.push(`line ${[...i.pv].slice(0, 4).join(' ')}`);
  return `${what}… ${parts.join(' · ')}`;
}

export function formatCount(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(n >= 1e4 ? 0 : 1)}k`;
  return String(n);
}
