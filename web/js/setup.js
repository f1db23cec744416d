// The setup form applies at once: another rule set or match length starts
// that game (the one in progress is kept under Recent games); opponent,
// sides, levels and pace change the game in progress. New game starts afresh.
// The rule sets and the levels on offer are the engine's (mod.ruleSets(),
// mod.levels): a rule set added to core/rules.cpp appears here by itself.
const LIVE = ['mode', 'human', 'level', 'level2', 'pace'];

/** Fills the rules and level selects from the engine's data (values kept: 'walls', '1'...). */
export function fillChoices(form, mod) {
  const options = (select, items) => {
    if (!select) return;
    select.replaceChildren(...items.map(([value, text]) => Object.assign(document.createElement('option'), { value, textContent: text })));
  };
  options(form.elements.namedItem('rules'), mod.ruleSets().map((r) => [r.name, `${r.title} (${r.size}×${r.size})`]));
  const levels = Array.from({ length: mod.levels }, (_, i) => [String(i + 1), String(i + 1)]);
  options(form.elements.namedItem('level'), levels);
  options(form.elements.namedItem('level2'), levels);
}

export function makeSetup(form, session, { onNewGame }) {
  fillChoices(form, session.mod);
  const ruleInfo = new Map(session.mod.ruleSets().map((r) => [r.name, r]));
  const allowed = session.choices.allowed;
  const field = (name) => form.elements.namedItem(name);
  const read = () => {
    const out = {};
    for (const name of Object.keys(allowed)) {
      const raw = field(name)?.value;
      out[name] = typeof allowed[name][0] === 'number' ? Number(raw) : raw;
    }
    return out;
  };
  const showFor = () => {
    const mode = field('mode').value;
    const match = !!ruleInfo.get(field('rules').value)?.alternateFirst; // a match alternates the first player
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
    if (e.target.name === 'rules' || e.target.name === 'matchLength') {
      onNewGame(read());
      summarize();
    } else if (LIVE.includes(e.target.name)) {
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
  const narrow = matchMedia('(max-width: 600px), (max-height: 560px) and (orientation: landscape)');
  const fold = () => { box.open = !narrow.matches; };
  narrow.addEventListener('change', fold);
  fold();
  const summarize = () => {
    const s = session.settings;
    // The game on the board, not what the form may be about to choose.
    const option = [...form.elements.namedItem('rules').options].find((o) => o.value === s.rules);
    const rules = option?.textContent.replace(/ \(.*/, '') || s.rules;
    const who = s.mode === 'two' ? 'two players' : s.mode === 'botbot' ? 'bot against bot' : s.mode === 'friend' ? 'a friend by link' : `against the bot, level ${s.level}`;
    document.getElementById('setup-summary').textContent = `Game: ${rules}, ${who}`;
  };
  const fillAll = () => { fill(); summarize(); };
  fillAll();
  return { fill: fillAll };
}
