// The move list: one row per ply, notation and path lengths as on the
// detour record sheet (or the path growth in dolambac). Click to review.
import { isWallMove } from './notation.js';
import { playerName } from './text.js';

export function makeMoveList(table, scrollBox, onPick) {
  const tbody = table.tBodies[0];
  const colA = table.querySelector('#col-a');
  const colB = table.querySelector('#col-b');
  let key = '';
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

  return function render(s) {
    const growthOnly = !!s.info.showPathGrowth;
    const names = [playerName(s.info, 1), playerName(s.info, 2)];
    const h = s.history;
    const next = `${s.info.name}|${s.basePly}|${h.length}|${h.length ? h[h.length - 1].move : ''}|${s.status.position}`;
    const rebuilt = next !== key;
    if (rebuilt) {
      key = next;
      colA.textContent = growthOnly ? 'Growth' : `${names[0]} path`;
      colB.textContent = growthOnly ? '' : `${names[1]} path`;
      colB.hidden = growthOnly;
      const start = s.statusAt(0);
      const rows = [row(0, String(s.basePly), 0, {
        move: 'start', label: 'Start position',
        extra: growthOnly ? [''] : [String(start.pathLength[0]), String(start.pathLength[1])],
      })];
      h.forEach((entry, i) => {
        const extra = growthOnly
          ? [isWallMove(entry.move) && entry.growth > 0 ? `+${entry.growth}` : '']
          : [String(entry.pathLength[0]), String(entry.pathLength[1])];
        rows.push(row(i + 1, String(s.basePly + i + 1), entry.player, {
          move: entry.move, label: `Ply ${s.basePly + i + 1}, ${names[entry.player - 1]}: ${entry.move}`, extra,
        }));
      });
      tbody.replaceChildren(...rows);
    }
    const shown = s.shownPly;
    for (const tr of tbody.rows) {
      if (Number(tr.dataset.ply) === shown) tr.setAttribute('aria-current', 'step');
      else tr.removeAttribute('aria-current');
    }
    const cur = tbody.rows[shown];
    if (cur && (rebuilt || shown !== lastShown)) {
      lastShown = shown;
      const top = cur.offsetTop - scrollBox.clientHeight / 2;
      scrollBox.scrollTop = Math.max(0, top);
    }
  };
}
