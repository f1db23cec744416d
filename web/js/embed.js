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

// The frame fits its content: the height is posted to the host page whenever it
// changes ({ type: 'wallrace-embed-height', height } in CSS pixels). A host adds a
// few lines to size the iframe from it (web/README.md, "Embedding"; js/embed-host.js).
if (window.parent !== window) {
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'wallrace-embed-height', height }, '*');
  };
  new ResizeObserver(report).observe(document.body);
  board.addEventListener('wallrace-ready', report);
}
