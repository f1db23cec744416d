// The setup form: rule set and match length start a new game; opponent,
// sides, levels and pace apply at once to the game in progress.
import { ALLOWED } from './session.js';

const LIVE = ['mode', 'human', 'level', 'level2', 'pace'];

export function makeSetup(form, session, { onNewGame }) {
  const field = (name) => form.elements.namedItem(name);
  const read = () => {
    const out = {};
    for (const name of Object.keys(ALLOWED)) {
      const raw = field(name)?.value;
      out[name] = typeof ALLOWED[name][0] === 'number' ? Number(raw) : raw;
    }
    return out;
  };
  const showFor = () => {
    const mode = field('mode').value;
    const match = field('rules').value === 'dolambac';
    for (const label of form.querySelectorAll('[data-show]')) {
      const tags = label.dataset.show.split(' ');
      label.hidden = !(tags.includes(mode) || (match && tags.includes('match')));
    }
    form.querySelector('[data-label-for=level]').textContent = mode === 'botbot' ? 'Level A' : 'Level';
  };
  const fill = () => {
    for (const [name, value] of Object.entries(session.settings)) {
      const f = field(name);
      if (f) f.value = String(value);
    }
    showFor();
  };
  form.addEventListener('change', (e) => {
    showFor();
    if (LIVE.includes(e.target.name)) {
      const next = read();
      session.updateSettings(Object.fromEntries(LIVE.map((k) => [k, next[k]])));
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    onNewGame(read());
  });
  fill();
  return { fill };
}
