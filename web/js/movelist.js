// The move list as a score sheet: one row per move number with both
// players' moves (`1. e2 e8`), each with the path lengths after it (or the
// wall's path growth in dolambac). Click a move to review the position after it.
import { isWallMove } from './notation.js';
import { playerName, moveNumber } from './text.js';

export function makeMoveList(table, scrollBox, onPick) {
  const tbody = table.tBodies[0];
  const colA = table.querySelector('#col-a');
  const colB = table.querySelector('#col-b');
  let lastShown = -1;
  tbody.addEventListener('click', (e) => {
    const btn = e.target.closest('button[data-ply]');
    if (btn) onPick(Number(btn.dataset.ply));
  });

  const hidden = (text) => Object.assign(document.createElement('span'), { className: 'visually-hidden', textContent: text });
  // The accessible name is the text itself (what is seen, plus hidden words for who and which move).
  const moveButton = (ply, player, text, detail, said) => {
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = 'move';
    btn.dataset.ply = ply;
    if (player) {
      const dot = document.createElement('span');
      dot.className = `dot p${player}`;
      dot.setAttribute('aria-hidden', 'true');
      btn.append(dot);
    }
    if (said.before) btn.append(hidden(said.before));
    const name = document.createElement('span');
    name.className = 'mv';
    name.textContent = text;
    btn.append(name);
    if (detail.text) {
      const d = document.createElement('span');
      d.className = detail.growth ? 'growth' : 'paths';
      const seen = document.createElement('span');
      seen.setAttribute('aria-hidden', 'true');
      seen.textContent = detail.text;
      d.append(seen);
      btn.append(d);
    }
    if (said.after) btn.append(hidden(said.after));
    return btn;
  };

  // Rows are appended and removed, not rebuilt, so a move costs one cell or row.
  let head = '';
  let shown = []; // the moves now on the sheet

  return function render(s) {
    const growthOnly = !!s.info.showPathGrowth;
    const names = [playerName(s.info, 1), playerName(s.info, 2)];
    const h = s.history;
    const start = s.statusAt(0);
    const number = (i) => moveNumber(s.basePly, i); // i: plies since this game's start, from 1
    const detailOf = (entry) => (growthOnly
      ? { text: isWallMove(entry.move) && entry.growth > 0 ? `+${entry.growth}` : '', growth: true }
      : { text: `${entry.pathLength[0]}·${entry.pathLength[1]}` });
    const cell = (entry, i) => {
      const td = document.createElement('td');
      const d = detailOf(entry);
      const paths = growthOnly ? (d.text ? `, path growth ${d.text}` : '') : `, paths ${entry.pathLength[0]} and ${entry.pathLength[1]}`;
      td.append(moveButton(i, entry.player, entry.move, d, { before: `Move ${number(i)}, ${names[entry.player - 1]}: `, after: paths }));
      return td;
    };
    const rowOf = (n) => {
      const tr = document.createElement('tr');
      tr.dataset.move = n;
      const num = document.createElement('th');
      num.scope = 'row';
      num.textContent = `${n}.`;
      const a = document.createElement('td');
      const b = document.createElement('td');
      tr.append(num, a, b);
      return tr;
    };

    let rebuilt = false;
    const nextHead = `${s.info.name}|${s.basePly}|${start.position}`;
    if (nextHead !== head) {
      head = nextHead;
      colA.textContent = names[0];
      colB.textContent = names[1];
      const note = document.getElementById(table.getAttribute('aria-describedby'));
      if (note) {
        note.textContent = growthOnly ? 'After each wall: how much longer it made the other path (+N).'
          : `After each move: the path lengths, ${names[0]} · ${names[1]}.`;
      }
      const tr = document.createElement('tr');
      tr.dataset.ply = 0;
      tr.className = 'start';
      const td = document.createElement('td');
      td.colSpan = 3;
      td.append(moveButton(0, 0, s.basePly ? 'position' : 'start',
        growthOnly ? { text: '' } : { text: `${start.pathLength[0]}·${start.pathLength[1]}` },
        { after: growthOnly ? '' : `, paths ${start.pathLength[0]} and ${start.pathLength[1]}` }));
      tr.append(td);
      tbody.replaceChildren(tr);
      shown = [];
      rebuilt = true;
    }
    let same = 0;
    while (same < shown.length && same < h.length && shown[same] === h[same].move) same++;
    if (same < shown.length || same < h.length) {
      // Drop every row from the first changed move number on, then write them again.
      const from = same + 1;
      const firstNumber = number(from);
      while (tbody.rows.length > 1 && Number(tbody.lastChild.dataset.move) >= firstNumber) tbody.lastChild.remove();
      let i = from;
      while (i > 1 && number(i - 1) === firstNumber) i--;
      let tr = null;
      const rows = [];
      for (; i <= h.length; i++) {
        const entry = h[i - 1];
        const n = number(i);
        if (!tr || Number(tr.dataset.move) !== n) { tr = rowOf(n); rows.push(tr); }
        tr.cells[entry.player].replaceWith(cell(entry, i));
      }
      for (const row of rows) {
        for (const c of row.cells) if (c.tagName === 'TD' && !c.firstChild) c.textContent = '…';
      }
      tbody.append(...rows);
      shown = h.map((entry) => entry.move);
      rebuilt = true;
    }
    const at = s.shownPly;
    for (const el of tbody.querySelectorAll('[aria-current]')) if (Number(el.dataset.ply) !== at) el.removeAttribute('aria-current');
    const cur = tbody.querySelector(`button[data-ply="${at}"]`);
    if (cur && !cur.hasAttribute('aria-current')) cur.setAttribute('aria-current', 'step');
    if (cur && (rebuilt || at !== lastShown)) {
      lastShown = at;
      // Only as far as needed to show the row: a row clicked (already in view) stays under the pointer.
      const tr = cur.closest('tr');
      const head = table.tHead?.offsetHeight || 0;
      const top = tr.offsetTop - head;
      const bottom = tr.offsetTop + tr.offsetHeight;
      if (top < scrollBox.scrollTop) scrollBox.scrollTop = Math.max(0, top);
      else if (bottom > scrollBox.scrollTop + scrollBox.clientHeight) scrollBox.scrollTop = bottom - scrollBox.clientHeight;
    }
  };
}
