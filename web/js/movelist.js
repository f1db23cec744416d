// The move list: one row per ply, notation and path lengths as on the
// detour record sheet (or the path growth in dolambac). Click to review.
import { isWallMove } from './notation.js';
import { playerName } from './text.js';

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

  const row = (ply, label, player, cells) => {
    const tr = document.createElement('tr');
    tr.dataset.ply = ply;
    const num = document.createElement('td');
    num.textContent = label;
    const moveCell = document.createElement('td');
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
    btn.append(cells.move);
    btn.setAttribute('aria-label', cells.label);
    moveCell.append(btn);
    tr.append(num, moveCell);
    for (const text of cells.extra) {
      const td = document.createElement('td');
      if (text && text.startsWith('+')) td.className = 'growth';
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  };

  // Rows are appended and removed, not rebuilt, so a move costs one new row.
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
    td.colSpan = 4;
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
    const nextHead = `${s.info.name}|${s.basePly}|${start.position}`;
    const entryRow = (entry, i) => row(i + 1, String(s.basePly + i + 1), entry.player, {
      move: entry.move, label: `Ply ${s.basePly + i + 1}, ${names[entry.player - 1]}: ${entry.move}`,
      extra: growthOnly
        ? [isWallMove(entry.move) && entry.growth > 0 ? `+${entry.growth}` : '']
        : [String(entry.pathLength[0]), String(entry.pathLength[1])],
    });
    let rebuilt = false;
    if (nextHead !== head) {
      head = nextHead;
      colA.textContent = growthOnly ? 'Growth' : `${names[0]} path`;
      colB.textContent = growthOnly ? '' : `${names[1]} path`;
      colB.hidden = growthOnly;
      tbody.replaceChildren(row(0, String(s.basePly), 0, {
        move: 'start', label: 'Start position',
        extra: growthOnly ? [''] : [String(start.pathLength[0]), String(start.pathLength[1])],
      }));
      shown = [];
      rebuilt = true;
    }
    // The plies to draw: the last WINDOW, or WINDOW around the one looked at.
    const n = h.length;
    let want = Math.max(1, n - WINDOW + 1);
    if (s.viewPly !== null && s.shownPly < want) want = Math.max(1, s.shownPly - WINDOW / 2);
    const wantTo = Math.min(n, want + WINDOW - 1);
    // Rows still right: from `from` up to `valid`.
    let valid = from - 1;
    while (valid - from + 1 < shown.length && valid < n && shown[valid - from + 1] === h[valid].move) valid++;
    const moveRows = () => [...tbody.rows].filter((tr) => !tr.classList.contains('more') && tr.dataset.ply !== '0');
    earlier.remove();
    later.remove();
    if (want < from || want > valid + 1) {
      for (const tr of moveRows()) tr.remove();
      from = want;
      shown = [];
      valid = from - 1;
    } else {
      const rows = moveRows();
      rows.slice(valid - from + 1).forEach((tr) => tr.remove());
      rows.slice(0, want - from).forEach((tr) => tr.remove());
      shown = shown.slice(want - from, valid - from + 1);
      from = want;
    }
    if (valid < wantTo || shown.length > wantTo - from + 1) {
      moveRows().slice(wantTo - from + 1).forEach((tr) => tr.remove());
      tbody.append(...h.slice(valid, wantTo).map((entry, k) => entryRow(entry, valid + k)));
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
    for (const tr of tbody.querySelectorAll('tr[aria-current]')) if (Number(tr.dataset.ply) !== at) tr.removeAttribute('aria-current');
    const cur = at === 0 ? tbody.rows[0] : tbody.querySelector(`tr[data-ply="${at}"]`);
    if (cur && !cur.hasAttribute('aria-current')) cur.setAttribute('aria-current', 'step');
    if (cur && (rebuilt || at !== lastShown)) {
      lastShown = at;
      // Only as far as needed to show the row: a row clicked (already in view) stays under the pointer.
      const head = table.tHead?.offsetHeight || 0;
      const top = cur.offsetTop - head;
      const bottom = cur.offsetTop + cur.offsetHeight;
      if (top < scrollBox.scrollTop) scrollBox.scrollTop = Math.max(0, top);
      else if (bottom > scrollBox.scrollTop + scrollBox.clientHeight) scrollBox.scrollTop = bottom - scrollBox.clientHeight;
    }
  };
}
