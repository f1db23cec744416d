// rules.html: a short rules page for each rule set, written from the
// engine's rule data (board size, walls, jumps, shared squares, draws), with
// small live examples on the same board element: a jump, a side-step, a
// shared square and a refused wall. Positions are built from the data and
// checked by the engine; the page tests no rule-set name.
import '../wallrace-board.js';
import { loadEngine, engineError } from './engine.js';
import { playerName, numberWords, ordinal } from './text.js';

const main = document.getElementById('rules');
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
};
const file = (i) => String.fromCharCode(97 + i);
const title = (info) => `${info.title} (${info.size}×${info.size})`;

/** A position code, if the engine accepts it (else null): the examples never show a position the rules forbid. */
function checked(mod, code) {
  const g = new mod.Game();
  try { return g.loadPosition(code).ok ? code : null; } finally { g.delete(); }
}

function startOf(mod, name) {
  const g = new mod.Game();
  try { g.reset(name); return g.status(); } finally { g.delete(); }
}

function examples(mod, info) {
  const w = info.wallsEach;
  const mid = Math.floor(info.size / 2);
  const c = file(mid);
  const r = mid; // rank index 0-based: pawns meet in the middle
  const p1 = playerName(info, 1);
  const p2 = playerName(info, 2);
  const out = [];
  const code = (pawn1, pawn2, left1, left2, walls = []) =>
    checked(mod, [info.name, 6, 1, pawn1, pawn2, left1, left2, ...(walls.length ? [walls.join('')] : [])].join('_'));
  if (info.jumps) {
    out.push({ code: code(`${c}${r}`, `${c}${r + 1}`, w, w),
      text: `A jump: ${p1} on ${c}${r} faces ${p2} on ${c}${r + 1}. Click ${p1}'s pawn: it may jump to ${c}${r + 2}.` });
    out.push({ code: code(`${c}${r}`, `${c}${r + 1}`, w, w - 1, [`${c}${r + 1}h`]),
      text: `A side-step: a wall stands behind ${p2}, so ${p1} cannot jump; it steps beside ${p2} instead, to ${file(mid - 1)}${r + 1} or ${file(mid + 1)}${r + 1}.` });
  }
  if (info.pawnsShare) {
    out.push({ code: code(`${c}${r}`, `${c}${r + 1}`, w, w),
      text: `Pawns ignore each other: ${p1} on ${c}${r} may step onto ${c}${r + 1}, where ${p2} stands, and pass through.` });
  }
  if (info.wallLength > 1) {
    const next = `${file(mid + 1)}${r - 1}h`;
    out.push({ code: code(`${c}${r - 2}`, `${c}${r + 2}`, w - 1, w, [`${c}${r - 1}h`]),
      text: `A refused wall: ${c}${r - 1}h is on the board. Point at the groove just right of it: ${next} would overlap it, so it is refused, and says why. A refused wall costs no wall and no turn.` });
  } else {
    out.push({ code: code('a1', `${file(info.size - 1)}${info.size}`, w - 1, w, ['a1h']),
      text: `A refused wall: with a wall above a1, a wall on a1's right (a1v) would shut ${p1} in. Point at that groove: the board says it is refused, and why. A refused wall costs no wall and no turn.` });
  }
  return out.filter((x) => x.code);
}

function section(mod, info) {
  const p1 = playerName(info, 1);
  const p2 = playerName(info, 2);
  const start = startOf(mod, info.name);
  const goal = (p) => start.paths[p - 1].at(-1).slice(1); // a path ends on its pawn's goal rank
  const sec = el('section', { id: info.name, 'aria-labelledby': `${info.name}-title` });
  sec.append(el('h2', { id: `${info.name}-title` }, title(info)));
  const items = [
    `${p1} starts on ${start.pawns[0]} and races to rank ${goal(1)}; ${p2} starts on ${start.pawns[1]} and races to rank ${goal(2)}. ${p1} moves first. The first pawn to reach its goal rank wins.`,
    `On your turn, either move your pawn one square up, down, left or right (walls block the way), or place one of your walls.`,
    `Each player has ${numberWords(info.wallsEach)} walls. A wall lies in a groove between squares and is ${info.wallLength === 1 ? 'one square long: it closes one edge' : `${numberWords(info.wallLength)} squares long`}. Walls may not overlap${info.wallLength > 1 ? ' or cross' : ''}.`,
    `A wall may never shut a pawn in: both pawns must keep some way to their goal. A refused wall costs no wall and no turn.`,
  ];
  if (info.jumps) items.push(`When the pawns stand face to face, the one to move may jump over the other. If a wall or the board's edge is behind it, it steps to either side instead.`);
  if (info.pawnsShare) items.push(`Pawns ignore each other: they may share a square and pass through each other. There is no jumping.`);
  if (info.repetitionDraw) items.push(`The ${ordinal(info.repetitionDraw)} time the same position comes back, the game is drawn.`);
  if (info.plyLimit) items.push(`After ${numberWords(info.plyLimit / 2)} turns each without arrival, the game is drawn.`);
  if (info.alternateFirst) items.push(`In a match of several games, the first move passes from one side to the other each game.`);
  if (info.showPathGrowth) items.push(`While you point at a groove, the board shows how much that wall would lengthen the other pawn's way (+N).`);
  sec.append(el('ul', {}, ...items.map((t) => el('li', {}, t))));
  const ex = examples(mod, info);
  if (ex.length) {
    sec.append(el('h3', {}, 'Try it'));
    const grid = el('div', { class: 'side' });
    for (const x of ex) {
      const board = el('wallrace-board', { rules: info.name, position: x.code });
      grid.append(el('figure', {}, board, el('figcaption', {}, x.text, ' New game puts the example back.')));
    }
    sec.append(grid);
  }
  sec.append(el('p', {}, el('a', { href: './' }, `Play ${title(info)}`), ' — choose it under Rules.'));
  return sec;
}

async function boot() {
  let mod;
  try { mod = await loadEngine(); } catch (err) {
    document.getElementById('rules-loading').textContent = `The rules could not be read: ${engineError(err)}.`;
    return;
  }
  const sets = mod.ruleSets();
  document.getElementById('rules-loading').remove();
  main.append(el('nav', { 'aria-label': 'Rule sets' },
    el('p', {}, 'Rule sets: ', ...sets.flatMap((info, i) => [i ? ' · ' : '', el('a', { href: `#${info.name}` }, title(info))]))));
  for (const info of sets) main.append(section(mod, info));
  const boards = [...document.querySelectorAll('wallrace-board')];
  await Promise.all(boards.map((b) => (b.hasAttribute('data-ready') || b.hasAttribute('data-error') ? null
    : new Promise((r) => { b.addEventListener('wallrace-ready', r, { once: true }); setTimeout(r, 20000); }))));
  document.body.dataset.ready = 'true';
}

boot();
