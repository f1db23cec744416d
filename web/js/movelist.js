// The move list: one row per ply, notation and path lengths as on the
// detour record sheet (or the path growth in dolambac). Click to review.
import { isWallMove } from './notation.js';
import { playerName } from './text.js';

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
  let head = '';
  let shown = []; // the moves now in rows 1..n

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
    let same = 0;
    while (same < shown.length && same < h.length && shown[same] === h[same].move) same++;
    if (same < shown.length || same < h.length) {
      while (tbody.rows.length > same + 1) tbody.lastChild.remove();
      tbody.append(...h.slice(same).map((entry, k) => entryRow(entry, same + k)));
      shown = h.map((entry) => entry.move);
      rebuilt = true;
    }
    const at = s.shownPly;
    for (const tr of tbody.querySelectorAll('tr[aria-current]')) if (Number(tr.dataset.ply) !== at) tr.removeAttribute('aria-current');
    const cur = tbody.rows[at];
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
