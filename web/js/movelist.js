// The move list as a score sheet: one row per move number with both
// players' moves (`1. e2 e8`), each with the path lengths after it (or the
// wall's path growth in dolambac). Click a move to review the position after it.
import { isWallMove } from './notation.js';
import { playerName, moveNumber } from './text.js';

const WINDOW = 400;

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
  // At most WINDOW rows of moves are drawn (a saved 60 000-ply game must not
  // build 60 000 rows): the last ones, or those around the ply looked at,
  // with a row saying how many plies come before or after.
  let head = '';
  let from = 1;   // the ply of the first row of moves
  let shown = []; // the moves now in rows from..from+shown.length-1
  const marker = (where) => {
    const tr = document.createElement('tr');
    tr.className = `more ${where}`;
    const td = document.createElement('td');
    td.colSpan = 3;
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.className = 'more';
    td.append(btn);
    tr.append(td);
    return tr;
  };
  const earlier = marker('earlier');
  const later = marker('later');
  earlier.addEventListener('click', () => onPick(from - 1));
  later.addEventListener('click', () => onPick(from + shown.length));

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
    // The plies to draw: the last WINDOW, or WINDOW around the one looked at.
    const n = h.length;
    let want = Math.max(1, n - WINDOW + 1);
    if (s.viewPly !== null && s.shownPly < want) want = Math.max(1, s.shownPly - WINDOW / 2);
    const wantTo = Math.min(n, want + WINDOW - 1);
    earlier.remove();
    later.remove();
    const moveRows = () => [...tbody.rows].filter((tr) => tr.dataset.move !== undefined);
    if (want !== from) {
      for (const tr of moveRows()) tr.remove();
      from = want;
      shown = [];
    }
    let same = 0;
    while (same < shown.length && from + same <= wantTo && shown[same] === h[from + same - 1].move) same++;
    if (same < shown.length || from + same <= wantTo) {
      // Drop every row from the first changed move number on, then write them again.
      const first = from + same;
      const firstNumber = number(first);
      for (const tr of moveRows()) if (Number(tr.dataset.move) >= firstNumber) tr.remove();
      let i = first;
      while (i > from && number(i - 1) === firstNumber) i--;
      let tr = null;
      const rows = [];
      for (; i <= wantTo; i++) {
        const entry = h[i - 1];
        const num = number(i);
        if (!tr || Number(tr.dataset.move) !== num) { tr = rowOf(num); rows.push(tr); }
        tr.cells[entry.player].replaceWith(cell(entry, i));
      }
      for (const row of rows) {
        for (const c of row.cells) if (c.tagName === 'TD' && !c.firstChild) c.textContent = '…';
      }
      tbody.append(...rows);
      shown = h.slice(from - 1, wantTo).map((entry) => entry.move);
      rebuilt = true;
    }
    if (from > 1) {
      earlier.querySelector('button').textContent = `… ${from - 1} earlier ${from - 1 === 1 ? 'ply' : 'plies'}`;
      tbody.rows[0].after(earlier);
    }
    if (wantTo < n) {
      later.querySelector('button').textContent = `… ${n - wantTo} later ${n - wantTo === 1 ? 'ply' : 'plies'}`;
      tbody.append(later);
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
