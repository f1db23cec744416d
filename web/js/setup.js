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
      summarize();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    onNewGame(read());
    if (narrow.matches) box.open = false;
  });
  // Phones: the setup folds away under a one-line summary of the game.
  const box = document.getElementById('setup-box');
  const narrow = matchMedia('(max-width: 600px)');
  const fold = () => { box.open = !narrow.matches; };
  narrow.addEventListener('change', fold);
  fold();
  const summarize = () => {
    const s = session.settings;
    const rules = form.elements.namedItem('rules').selectedOptions[0]?.textContent.replace(/ \(.*/, '') || s.rules;
    const who = s.mode === 'two' ? 'two players' : s.mode === 'botbot' ? 'bot against bot' : `against the bot, level ${s.level}`;
    document.getElementById('setup-summary').textContent = `Game: ${rules}, ${who}`;
  };
  const fillAll = () => { fill(); summarize(); };
  fillAll();
  return { fill: fillAll };
}
