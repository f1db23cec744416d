// The printable kit of a rule set that has one (info.kit: detour): its empty
// board in SVG, the pawns on their start squares, and a record sheet of as
// many turns as the game can last (info.plyLimit), all from the engine's rule
// data. With #record=... it fills the sheet from that game (moves and both
// path lengths, from the engine).
import { loadEngine } from './engine.js';

const NS = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

function svgEl(name, attrs, text) {
  const el = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text) el.textContent = text;
  return el;
}

/** 'a1' -> [file, rank] from 0. */
const coords = (square) => [square.charCodeAt(0) - 97, Number(square.slice(1)) - 1];

function drawBoard(box, info) {
  const size = info.size;
  const cell = 40, m = 22, full = size * cell + 2 * m;
  const svg = svgEl('svg', { viewBox: `0 0 ${full} ${full}`, role: 'img', 'aria-label': `Empty ${size} by ${size} board` });
  for (let f = 0; f < size; f++) {
    for (let r = 0; r < size; r++) {
      const goal = r === size - 1 || r === 0;
      svg.append(svgEl('rect', { x: m + f * cell, y: m + (size - 1 - r) * cell, width: cell, height: cell,
        fill: goal ? '#eee' : '#fff', stroke: '#222', 'stroke-width': 1.2 }));
    }
    const letter = String.fromCharCode(97 + f);
    svg.append(svgEl('text', { x: m + f * cell + cell / 2, y: full - 7, 'text-anchor': 'middle', 'font-size': 11 }, letter));
    svg.append(svgEl('text', { x: m + f * cell + cell / 2, y: 15, 'text-anchor': 'middle', 'font-size': 11 }, letter));
    svg.append(svgEl('text', { x: 10, y: m + (size - 1 - f) * cell + cell / 2 + 4, 'text-anchor': 'middle', 'font-size': 11 }, String(f + 1)));
    svg.append(svgEl('text', { x: full - 10, y: m + (size - 1 - f) * cell + cell / 2 + 4, 'text-anchor': 'middle', 'font-size': 11 }, String(f + 1)));
  }
  const pawn = (square, fill, label) => {
    const [f, r] = coords(square);
    const cx = m + f * cell + cell / 2, cy = m + (size - 1 - r) * cell + cell / 2;
    svg.append(svgEl('circle', { cx, cy, r: 11, fill, stroke: '#111', 'stroke-width': 1.5 }));
    svg.append(svgEl('text', { x: cx, y: cy + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700,
      fill: fill === '#fff' ? '#111' : '#fff' }, label));
  };
  pawn(info.starts[0], '#fff', info.playerNames[0][0]);
  pawn(info.starts[1], '#222', info.playerNames[1][0]);
  box.replaceChildren(svg);
}

/** The sheet: one row a turn (a ply), the game's length split over its two tables. */
function fillSheets(info, rows) {
  const bodies = [document.querySelector('#sheet-1 tbody'), document.querySelector('#sheet-2 tbody')];
  bodies.forEach((b) => b.replaceChildren());
  const turns = Math.max(info.plyLimit, rows.length);
  for (let turn = 1; turn <= turns; turn++) {
    const tr = document.createElement('tr');
    const cells = [String(turn), ...(rows[turn - 1] || ['', '', ''])];
    for (const text of cells) tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    bodies[turn <= Math.ceil(turns / 2) ? 0 : 1].append(tr);
  }
  for (const head of document.querySelectorAll('.sheet thead tr')) {
    const th = head.querySelectorAll('th');
    if (th.length === 4) info.playerNames.forEach((name, i) => { th[2 + i].textContent = `${name} path`; });
  }
  const marks = document.querySelectorAll('.marks .boxes');
  marks.forEach((el) => { el.textContent = Array(info.wallsEach).fill('☐').join(' '); });
}

async function start() {
  const mod = await loadEngine();
  const withKit = mod.ruleSets().filter((r) => r.kit);
  if (!withKit.length) throw new Error('no rule set has a printable kit');
  const record = new URLSearchParams(location.hash.slice(1)).get('record');
  const game = new mod.Game();
  try {
    let info = withKit[0];
    let error = '';
    if (record) {
      const r = game.loadRecord(record);
      if (!r.ok) error = r.error;
      else if (!game.rules().kit) error = `this is a ${game.rules().title} game, which has no printable kit`;
      else info = game.rules();
    }
    drawBoard($('board'), info);
    if (!record) { fillSheets(info, []); return; }
    if (error) {
      fillSheets(info, []);
      $('sheet-result').textContent = `The game could not be read (${error}); the sheet is blank.`;
      return;
    }
    fillSheets(info, game.history().map((h) => [h.move, String(h.pathLength[0]), String(h.pathLength[1])]));
    $('sheet-title').textContent = 'Record of a game';
    const st = game.status();
    $('sheet-result').textContent = st.result === 'ongoing' ? 'Game in progress.' : (st.message || st.result);
  } finally { game.delete(); }
}

$('print').addEventListener('click', () => window.print());
start().catch((err) => {
  $('sheet-result').textContent = `The kit could not be drawn (${err.message}).`;
});
