// Sounds made with the Web Audio API (nothing fetched): a move, a wall, a
// refusal, the end of a game. A toggle turns them off, remembered in
// localStorage. The audio context starts on the player's first gesture.
const KEY = 'wallrace.sound';

const NOTES = {
  move: [[660, 0, 0.05, 'sine']],
  wall: [[180, 0, 0.09, 'triangle'], [120, 0.02, 0.08, 'sine']],
  refusal: [[330, 0, 0.07, 'square'], [247, 0.08, 0.09, 'square']],
  win: [[523, 0, 0.12, 'sine'], [659, 0.1, 0.12, 'sine'], [784, 0.2, 0.22, 'sine']],
  end: [[440, 0, 0.14, 'sine'], [349, 0.13, 0.24, 'sine']],
};

function stored() {
  try { return localStorage.getItem(KEY); } catch { return null; }
}

export function makeSound() {
  let on = stored() !== 'off';
  let ctx = null;
  const played = {};
  const start = () => {
    if (!on) return;
    try {
      ctx ||= new AudioContext();
      if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    } catch { ctx = null; }
  };
  // Making a context takes tens of milliseconds: never inside a gesture (input must not
  // wait), and only when sound is wanted. A gesture on the board or the move box
  // makes it (the move's sound follows); a sound asked for before that makes it
  // for the next ones; a gesture resumes a context the browser kept suspended.
  const soon = (e) => {
    if (ctx) { if (ctx.state === 'suspended' && on) ctx.resume().catch(() => {}); return; }
    if (e.target?.closest?.('canvas, #move-form')) setTimeout(start, 0);
  };
  addEventListener('pointerdown', soon, { capture: true });
  addEventListener('keydown', soon, { capture: true });

  return {
    get on() { return on; },
    set(value) {
      on = !!value;
      try { localStorage.setItem(KEY, on ? 'on' : 'off'); } catch { /* private mode: this page only */ }
      if (on) start();
    },
    /** kind: move | wall | refusal | win | end */
    play(kind) {
      if (!on || !NOTES[kind]) return;
      played[kind] = (played[kind] || 0) + 1;
      if (!ctx) { setTimeout(start, 0); return; }
      if (ctx.state !== 'running') return;
      const t0 = ctx.currentTime + 0.01;
      for (const [freq, at, length, type] of NOTES[kind]) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = type;
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, t0 + at);
        gain.gain.exponentialRampToValueAtTime(type === 'square' ? 0.03 : 0.12, t0 + at + 0.008);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + length);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t0 + at);
        osc.stop(t0 + at + length + 0.02);
      }
    },
    /** For tests: how many of each sound were played while sound was on. */
    counts: () => ({ ...played }),
  };
}
