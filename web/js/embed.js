// embed.html: a <wallrace-board> whose attributes come from the query string.
import '../wallrace-board.js';

const OPTIONS = ['rules', 'level', 'position', 'record', 'orientation', 'readonly'];
const params = new URLSearchParams(location.search);
const board = document.createElement('wallrace-board');
for (const name of OPTIONS) {
  if (!params.has(name)) continue;
  const value = params.get(name);
  if (name === 'readonly') { if (!['0', 'false', 'no'].includes(value.toLowerCase())) board.setAttribute('readonly', ''); } else board.setAttribute(name, value);
}
(document.getElementById('main') || document.body).append(board);
