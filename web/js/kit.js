// The printable detour kit: an empty 4x4 board in SVG and a record sheet of
// 80 turns. With #record=... it fills the sheet from that game (moves and
// both path lengths, from the engine).
import { loadEngine } from './engine.js';

const SIZE = 4;
const NS = 'http://www.w3.org/2000/svg';

function svgEl(name, attrs, text) {
  const el = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text) el.textContent = text;
  return el;
}

function drawBoard(box) {
  const cell = 40, m = 22, full = SIZE * cell + 2 * m;
  const svg = svgEl('svg', { viewBox: `0 0 ${full} ${full}`, role: 'img', 'aria-label': 'Empty 4 by 4 board' });
  for (let f = 0; f < SIZE; f++) {
    for (let r = 0; r < SIZE; r++) {
      const goal = r === SIZE - 1 || r === 0;
      svg.append(svgEl('rect', { x: m + f * cell, y: m + (SIZE - 1 - r) * cell, width: cell, height: cell,
        fill: goal ? '#eee' : '#fff', stroke: '#222', 'stroke-width': 1.2 }));
    }
    const letter = String.fromCharCode(97 + f);
    svg.append(svgEl('text', { x: m + f * cell + cell / 2, y: full - 7, 'text-anchor': 'middle', 'font-size': 11 }, letter));
    svg.append(svgEl('text', { x: m + f * cell + cell / 2, y: 15, 'text-anchor': 'middle', 'font-size': 11 }, letter));
    svg.append(svgEl('text', { x: 10, y: m + (SIZE - 1 - f) * cell + cell / 2 + 4, 'text-anchor': 'middle', 'font-size': 11 }, String(f + 1)));
    svg.append(svgEl('text', { x: full - 10, y: m + (SIZE - 1 - f) * cell + cell / 2 + 4, 'text-anchor': 'middle', 'font-size': 11 }, String(f + 1)));
  }
  const pawn = (f, r, fill, label) => {
    const cx = m + f * cell + cell / 2, cy = m + (SIZE - 1 - r) * cell + cell / 2;
    svg.append(svgEl('circle', { cx, cy, r: 11, fill, stroke: '#111', 'stroke-width': 1.5 }));
    svg.append(svgEl('text', { x: cx, y: cy + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700,
      fill: fill === '#fff' ? '#111' : '#fff' }, label));
  };
  pawn(0, 0, '#fff', 'W');
  pawn(3, 3, '#222', 'B');
  box.append(svg);
}

function fillSheets(rows) {
  const bodies = [document.querySelector('#sheet-1 tbody'), document.querySelector('#sheet-2 tbody')];
  bodies.forEach((b) => b.replaceChildren());
  for (let turn = 1; turn <= 80; turn++) {
    const tr = document.createElement('tr');
    const cells = [String(turn), ...(rows[turn - 1] || ['', '', ''])];
    for (const text of cells) tr.append(Object.assign(document.createElement('td'), { textContent: text }));
    bodies[turn <= 40 ? 0 : 1].append(tr);
  }
}

async function fillFromRecord(record) {
  const mod = await loadEngine();
  const game = new mod.Game();
  try {
    const r = game.loadRecord(record);
    if (!r.ok) throw new Error(r.error);
    if (game.rules().name !== 'detour') throw new Error(`this is a ${game.rules().name} game, not detour`);
    const rows = game.history().map((h) => [h.move, String(h.pathLength[0]), String(h.pathLength[1])]);
    fillSheets(rows);
    document.getElementById('sheet-title').textContent = 'Record of a game';
    const st = game.status();
    document.getElementById('sheet-result').textContent = st.result === 'ongoing' ? 'Game in progress.' : (st.message || st.result);
  } finally { game.delete(); }
}

drawBoard(document.getElementById('board'));
fillSheets([]);
document.getElementById('print').addEventListener('click', () => window.print());
const record = new URLSearchParams(location.hash.slice(1)).get('record');
if (record) {
  fillFromRecord(record).catch((err) => {
    document.getElementById('sheet-result').textContent = `The game could not be read (${err.message}); the sheet is blank.`;
  });
}
