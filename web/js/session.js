// One game session: the engine's Game, who controls each side (you, a
// friend, the bot), the bot's turns, review, hint, verdict and the dolambac
// match. It asks the engine everything and decides no rule itself.
// Events: 'change' (redraw), 'progress' (bot info), 'move' {player, move},
// 'refused' {move, error}, 'over' {status}, 'notice' {kind, text, action?}
// (action: { label, run } offers a way on, e.g. "Try again" after a bot fault).
import { BotClient } from './bot.js';
import { isWallMove } from './notation.js';
import { Match } from './match.js';

// The settings a session takes, from the engine's data: its rule sets (the
// first is the default) and its levels (1..mod.levels). Nothing here names a rule set.
export function settingsFor(mod) {
  const rules = mod.ruleSets().map((r) => r.name);
  const levels = Array.from({ length: mod.levels }, (_, i) => i + 1);
  const level = Math.min(2, mod.levels);
  return {
    defaults: Object.freeze({ rules: rules[0], mode: 'bot', human: 1, level, level2: level, matchLength: 4, pace: 'normal' }),
    allowed: Object.freeze({
      rules, mode: ['bot', 'two', 'botbot', 'friend'], human: [1, 2], level: levels, level2: levels,
      matchLength: [1, 2, 3, 4, 5, 6, 8, 10], pace: ['fast', 'normal', 'slow'],
    }),
  };
}
const PACE_MS = { fast: 0, normal: 450, slow: 1400 };

/** Settings with every unknown or missing value replaced by its default. */
export function cleanSettings(input, { defaults, allowed }) {
  const out = { ...defaults };
  for (const key of Object.keys(allowed)) {
    if (input && allowed[key].includes(input[key])) out[key] = input[key];
  }
  return out;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export class Session extends EventTarget {
  constructor(mod, { bot = new BotClient(), settings = {} } = {}) {
    super();
    this.mod = mod;
    this.game = new mod.Game();
    this.bot = bot;
    this.choices = settingsFor(mod); // { defaults, allowed }
    this.settings = this.clean(settings);
    this.viewPly = null;
    this.analysing = false; // the analysis board is open: moves by hand are variations
    this.variation = null; // { record, ply, length }: the main line kept while a variation is played
    this.thinking = null; // { kind: 'move' | 'hint' | 'solve', player, info, started }
    this.botError = ''; // why the bot stopped, while it is paused after a fault
    this.hint = null;
    this.verdict = null;
    this.paused = false;
    this.token = 0;
    this.seed = randomSeed();
    bot.onstate = () => this.emit('change');
    const r = this.game.reset(this.settings.rules);
    if (!r.ok) throw new Error(r.error);
    this.match = new Match(mod, this.settings.rules, 1);
    this.refresh();
  }

  clean(input) { return cleanSettings(input, this.choices); }

  emit(type, detail = {}) { this.dispatchEvent(new CustomEvent(type, { detail })); }

  // ---- reading the engine -------------------------------------------------
  refresh() {
    const g = this.game;
    this.info = g.rules();
    this.status = g.status();
    if (this.resigned && this.status.result === 'ongoing') {
      // Resigning is no rule of the board: the engine's game goes on, the session's is over.
      const name = this.info.playerNames?.[this.resigned - 1] || `Player ${this.resigned}`;
      this.status = { ...this.status, result: this.resigned === 1 ? 'player2' : 'player1', reason: 'resignation',
        message: `${name} resigned` };
    } else if (this.resigned) {
      this.resigned = 0; // the board had already ended the game (undo, load)
    }
    this.history = g.history();
    this.basePly = this.status.ply - this.history.length; // > 0 when started from a position code
    this.owners = new Map();
    this.history.forEach((h, i) => { if (isWallMove(h.move)) this.owners.set(h.move, { player: h.player, ply: i + 1 }); });
    this.slots = this.slots?.rules === this.info.name ? this.slots : { rules: this.info.name, set: new Set(g.wallSlots()) };
    this.pastStatus = new Map();
    this.wallCache = new Map();
    const ongoing = this.status.result === 'ongoing';
    this.targets = ongoing ? g.pawnTargets() : [];
    this.canPass = ongoing && this.targets.length === 0 && g.legal().includes('pass');
    if (this.viewPly !== null && this.viewPly >= this.history.length) this.viewPly = null;
    this.justEnded = this.match.note(this.status.result);
  }

  statusAt(ply) {
    if (ply === null || ply === this.history.length) return this.status;
    if (!this.pastStatus.has(ply)) {
      const s = this.game.statusAt(ply); // plies since this game's start, not the ply number
      this.pastStatus.set(ply, s.ok ? s : this.status);
    }
    return this.pastStatus.get(ply);
  }

  get shownPly() { return this.viewPly ?? this.history.length; }
  viewStatus() { return this.statusAt(this.viewPly); }

  wallInfo(wall) {
    if (!this.slots.set.has(wall)) return null;
    if (!this.wallCache.has(wall)) this.wallCache.set(wall, this.game.wallInfo(wall));
    const wi = this.wallCache.get(wall);
    return wi && wi.ok ? wi : null;
  }

  /** wallInfo in the shown position (an earlier one while reviewing). */
  wallInfoAt(wall, ply = this.viewPly) {
    if (ply === null || ply >= this.history.length) return this.wallInfo(wall);
    if (!this.slots.set.has(wall)) return null;
    const code = this.statusAt(ply).position;
    if (this.pastGame?.code !== code) {
      this.pastGame?.game.delete();
      const game = new this.mod.Game();
      if (!game.loadPosition(code).ok) { game.delete(); this.pastGame = null; return null; }
      this.pastGame = { code, game, cache: new Map() };
    }
    const { game, cache } = this.pastGame;
    if (!cache.has(wall)) cache.set(wall, game.wallInfo(wall));
    const wi = cache.get(wall);
    return wi && wi.ok ? wi : null;
  }

  wallOwner(wall, ply = this.shownPly) {
    const o = this.owners.get(wall);
    return o && o.ply <= ply ? o.player : 0;
  }

  lastMoveAt(ply = this.shownPly) {
    if (ply <= 0) return null;
    const h = this.history[ply - 1];
    if (!h || h.move === 'pass') return null;
    if (isWallMove(h.move)) return { wall: h.move };
    return { from: this.statusAt(ply - 1).pawns[h.player - 1], to: h.move };
  }

  // ---- sides, the bot and the match ----------------------------------------
  sideOf(player) { return this.match.sideOf(player); }
  get humanSide() { return this.settings.human === 1 ? 'A' : 'B'; }
  controllerOf(player) {
    if (this.settings.mode === 'two') return 'human';
    if (this.settings.mode === 'botbot') return 'bot';
    if (this.settings.mode === 'friend') return this.sideOf(player) === this.humanSide ? 'human' : 'friend';
    return this.sideOf(player) === this.humanSide ? 'human' : 'bot';
  }
  levelOf(player) {
    if (this.settings.mode === 'botbot' && this.sideOf(player) === 'B') return this.settings.level2;
    return this.settings.level;
  }
  /** The players this screen plays for: yours against the bot or a friend by link; none when both or no sides are human. */
  get mine() {
    if (this.settings.mode !== 'bot' && this.settings.mode !== 'friend') return [];
    return [1, 2].filter((p) => this.controllerOf(p) === 'human');
  }
  isHumanTurn() {
    return this.viewPly === null && this.status.result === 'ongoing' && this.controllerOf(this.status.toMove) === 'human';
  }
  get isMatch() { return this.match.isMatch; }
  get score() { return this.match.score; }
  get matchOver() { return this.match.over; }

  // ---- changing the game ----------------------------------------------------
  stopThinking() {
    this.token++;
    this.botError = '';
    if (this.thinking) this.bot.cancel();
    this.thinking = null;
  }

  changed({ quiet = false, refresh = true } = {}) {
    if (refresh) this.refresh();
    if (this.justEnded && !quiet) {
      this.emit('over', { status: this.status });
      if (this.settings.mode === 'botbot' && this.isMatch && !this.matchOver) {
        const token = this.token; // bots play the whole match: next game after a pause
        setTimeout(() => { if (token === this.token && !this.paused) this.nextGame(); }, 1500);
      }
    }
    this.emit('change');
    this.maybeBot();
  }

  /** Plays a move for the side to move. by: 'human' checks it is a human's turn. */
  play(move, { by = 'human' } = {}) {
    if (by === 'human') {
      if (this.analysing) this.startVariation(); // the analysis board: a move by hand is a variation
      if (this.viewPly !== null) return this.refuse(move, 'you are looking at an earlier position: press End or "Back to game" to play');
      if (this.status.result === 'ongoing' && this.controllerOf(this.status.toMove) !== 'human') {
        return this.refuse(move, 'it is the bot\'s turn');
      }
    }
    const player = this.status.toMove;
    const r = this.game.play(String(move).trim());
    if (!r.ok) return this.refuse(move, r.error);
    if (by === 'human') this.stopThinking(); else this.token++;
    this.hint = null;
    this.verdict = null;
    this.refresh();
    const h = this.history[this.history.length - 1];
    this.emit('move', { player, move: r.move, entry: h, status: this.status, by });
    this.changed({ refresh: false });
    return r;
  }

  refuse(move, error) {
    this.emit('refused', { move, error });
    return { ok: false, error };
  }

  undo() {
    this.stopThinking();
    if (this.resigned) { this.resigned = 0; return this.#afterHistoryStep(); } // takes the resignation back
    if (this.settings.mode === 'friend' && !this.canTakeBack) return false;
    if (!this.game.undo()) return false;
    if (this.settings.mode === 'bot') {
      while (this.controllerOf(this.game.status().toMove) !== 'human' && this.game.status().canUndo) this.game.undo();
    }
    return this.#afterHistoryStep();
  }

  // After undo or redo: back to the live position, bot-against-bot paused;
  // against the bot, a bot that was stopped or had failed plays again.
  #afterHistoryStep() {
    this.paused = this.settings.mode === 'botbot';
    this.viewPly = null;
    this.hint = null;
    this.verdict = null;
    this.changed({ quiet: true });
    return true;
  }

  redo() {
    this.stopThinking();
    if (!this.game.redo()) return false;
    if (this.settings.mode === 'bot') {
      while (this.game.status().result === 'ongoing' && this.controllerOf(this.game.status().toMove) !== 'human' && this.game.status().canRedo) this.game.redo();
    }
    return this.#afterHistoryStep();
  }

  review(ply) {
    const last = this.history.length;
    if (ply === null || ply >= last) this.viewPly = null;
    else this.viewPly = Math.max(0, ply);
    this.emit('change');
  }
  step(delta) { this.review(this.shownPly + delta); }

  /**
   * Analysis: plays on from the shown position as a variation. The game (the
   * main line) is kept whole and comes back with leaveVariation(); saving
   * keeps the main line. Inside a variation, an earlier ply of it branches again.
   */
  startVariation() {
    if (!this.variation) this.variation = { record: this.game.record(), ply: this.shownPly, length: this.history.length };
    if (this.viewPly !== null) this.playFromHere();
  }

  /**
   * Analysis: a line played at once as a variation from the shown ply, with one
   * redraw; the view on its first move, to be stepped through. Stops at a move
   * the engine refuses; returns how many were played.
   */
  playVariation(moves) {
    this.startVariation();
    this.stopThinking();
    const from = this.shownPly;
    let played = 0;
    for (const m of moves) {
      if (!this.game.play(String(m)).ok) break;
      played++;
    }
    this.hint = null;
    this.verdict = null;
    this.refresh();
    this.viewPly = played && from + 1 < this.history.length ? from + 1 : null;
    this.changed({ quiet: true, refresh: false });
    return played;
  }

  /** Back to the main line, at the ply the variation branched from. */
  leaveVariation() {
    const v = this.variation;
    if (!v) return false;
    this.variation = null;
    const main = new this.mod.Game();
    const r = main.loadRecord(v.record);
    if (!r.ok) { main.delete(); return false; } // cannot happen: the record was this game's own
    this.#replaceGame(main);
    this.viewPly = v.ply >= v.length ? null : v.ply;
    this.changed({ quiet: true });
    return true;
  }

  /** Undoes back to the reviewed position and plays on from there. */
  playFromHere() {
    if (this.viewPly === null) return;
    const target = this.viewPly;
    this.stopThinking();
    while (this.game.status().ply > this.basePly + target && this.game.undo());
    this.viewPly = null;
    this.paused = this.settings.mode === 'botbot';
    this.changed({ quiet: true });
  }

  /** The side giving up: yours, or in a two-player game the side to move. */
  get resigner() {
    if (this.status.result !== 'ongoing') return 0;
    const mine = this.mine;
    if (mine.length === 1) return mine[0];
    return this.settings.mode === 'two' ? this.status.toMove : 0;
  }

  /** By link, only your own move not yet answered can be taken back. */
  get canTakeBack() {
    if (this.resigned) return true;
    if (!this.status.canUndo) return false;
    if (this.settings.mode !== 'friend') return true;
    return this.status.result === 'ongoing' ? this.controllerOf(this.status.toMove) === 'friend'
      : this.controllerOf(this.history[this.history.length - 1]?.player) === 'human';
  }

  resign() {
    const player = this.resigner;
    if (!player || this.viewPly !== null) return false;
    this.stopThinking();
    this.resigned = player;
    this.hint = null;
    this.changed();
    return true;
  }

  /** The same game again with the sides swapped (a new match when a match is over). */
  rematch() {
    if (this.status.result === 'ongoing' && !this.resigned) return null;
    const s = this.settings;
    const swapped = s.mode === 'botbot' ? { level: s.level2, level2: s.level } : { human: 3 - s.human };
    return this.newGame({ ...s, ...swapped });
  }

  newGame(settings = this.settings) {
    this.stopThinking();
    const next = this.clean({ ...this.settings, ...settings });
    const r = this.game.reset(next.rules);
    if (!r.ok) return r;
    this.settings = next;
    this.info = this.game.rules();
    this.match = new Match(this.mod, this.info.name, this.info.alternateFirst ? next.matchLength : 1);
    this.startFresh();
    return r;
  }

  /** Changes who plays and how strongly, for the game in progress. */
  updateSettings(partial) {
    const next = this.clean({ ...this.settings, ...partial, rules: this.settings.rules, matchLength: this.settings.matchLength });
    const before = [1, 2].map((p) => `${this.controllerOf(p)}${this.levelOf(p)}`).join();
    this.settings = next;
    const after = [1, 2].map((p) => `${this.controllerOf(p)}${this.levelOf(p)}`).join();
    if (before !== after) {
      this.stopThinking();
      this.paused = false;
    }
    this.changed({ quiet: true });
  }

  nextGame() {
    if (!this.isMatch || this.matchOver || this.status.result === 'ongoing') return;
    this.stopThinking();
    this.game.reset(this.settings.rules);
    this.match.next();
    this.startFresh();
  }

  startFresh() {
    this.variation = null;
    this.resigned = 0;
    this.viewPly = null;
    this.hint = null;
    this.verdict = null;
    this.paused = false;
    this.seed = randomSeed();
    this.changed({ quiet: true });
    this.gameNumber = (this.gameNumber || 0) + 1;
    this.emit('newgame');
  }

  /**
   * Replaces the game with a record or a position code; on error nothing changes.
   * A record without a [Rules] tag (a bare move list, a hand-made link) is read
   * with the rule set in play: the result then says so in `assumedRules`.
   * friend: a game by link, played on here by the side to move (the recipient).
   */
  /** Loads a record or a position code; `opts` is { friend, before } (or the `before` function alone). */
  load(kind, text, opts = {}) {
    const { friend = false, before = null } = typeof opts === 'function' ? { before: opts } : (opts || {});
    const { text: full, assumedRules } = this.#withRules(kind, text);
    const r = this.#load(kind, full, { friend, before });
    return r.ok && assumedRules ? { ...r, assumedRules } : r;
  }

  /** What load(kind, text) would answer ({ ok } or { ok: false, error }), changing nothing. */
  canLoad(kind, text) { return this.#probe(kind, this.#withRules(kind, text).text); }

  #withRules(kind, text) {
    if (kind !== 'record' || /^\s*\[\s*Rules\s/im.test(String(text))) return { text, assumedRules: null };
    return { text: `[Rules "${this.info.name}"]\n${text}`, assumedRules: this.info.name };
  }

  // The game handle swapped for another (a load, the main line back): the old
  // one freed, whatever was shown of it (a past ply, a hint, a verdict) dropped.
  #replaceGame(next) {
    this.stopThinking();
    this.game.delete();
    this.game = next;
    this.viewPly = null;
    this.hint = null;
    this.verdict = null;
  }

  #probe(kind, text) {
    const probe = new this.mod.Game();
    try {
      return kind === 'record' ? probe.loadRecord(String(text)) : probe.loadPosition(String(text).trim());
    } finally { probe.delete(); }
  }

  // The record is read once, into a game of its own that then replaces this
  // one (a 60 000-ply record takes a second to read); `before` sets what a
  // restore brings before the one refresh and redraw.
  #load(kind, text, { friend = false, before = null } = {}) {
    const next = new this.mod.Game();
    const r = kind === 'record' ? next.loadRecord(String(text)) : next.loadPosition(String(text).trim());
    if (!r.ok) { next.delete(); return r; }
    this.#replaceGame(next);
    this.variation = null;
    this.resigned = 0;
    this.settings = this.clean({ ...this.settings, rules: this.game.rules().name,
      ...(friend ? { mode: 'friend', human: this.game.status().toMove } : {}) });
    this.info = this.game.rules();
    this.match = new Match(this.mod, this.info.name, 1);
    this.paused = this.settings.mode === 'botbot';
    before?.();
    this.changed({ quiet: true });
    this.gameNumber = (this.gameNumber || 0) + 1;
    this.emit('newgame');
    return r;
  }

  /** Restores a saved session; returns { ok } or { ok: false, error }. */
  restore(saved) {
    return this.load('record', saved.record, () => {
      this.info = this.game.rules();
      this.settings = this.clean({ ...saved.settings, rules: this.info.name });
      this.match = Match.from(this.mod, this.info.name, saved.match) || new Match(this.mod, this.info.name, 1);
      this.paused = !!saved.paused && this.settings.mode === 'botbot';
      if (Number.isInteger(saved.seed)) this.seed = saved.seed;
      this.resigned = [1, 2].includes(saved.resigned) ? saved.resigned : 0;
    });
  }

  snapshot() {
    return { v: 1, settings: this.settings, match: this.match.toJSON(), record: this.variation ? this.variation.record : this.game.record(),
      paused: this.paused, seed: this.seed, ...(this.resigned ? { resigned: this.resigned } : {}) };
  }

  setPaused(paused) {
    this.paused = paused;
    if (!paused) this.botError = '';
    if (paused) this.stopThinking();
    this.emit('change');
    this.maybeBot();
  }

  maybeBot() {
    const s = this.status;
    if (this.thinking || this.paused || s.result !== 'ongoing') return;
    if (this.controllerOf(s.toMove) !== 'bot') return;
    const token = this.token;
    const player = s.toMove;
    const level = this.levelOf(player);
    this.thinking = { kind: 'move', player, level, info: null, started: performance.now() };
    const delay = this.settings.mode === 'botbot' ? PACE_MS[this.settings.pace] : 120;
    setTimeout(() => {
      if (token !== this.token) return;
      this.thinking.started = performance.now();
      this.bot.think(this.game.record(), { level, seed: (this.seed + s.ply) % 2 ** 31 }, (info) => {
        if (token !== this.token || !this.thinking) return;
        this.thinking.info = info;
        this.emit('progress', { thinking: this.thinking });
      }).then((result) => {
        if (token !== this.token) return;
        this.thinking = null;
        const r = this.play(result.move, { by: 'bot' });
        if (!r.ok) this.botFailed(new Error(`it chose '${result.move}', which the game refused: ${r.error}`));
      }, (err) => {
        if (token !== this.token || err.cancelled) return;
        this.botFailed(err);
      });
    }, delay);
    this.emit('change');
  }

  // The bot could not move (its Worker failed even after restarts, or the
  // engine refused): say so and pause; "Try again", Resume, Undo or a new
  // game bring it back.
  botFailed(reason) {
    const err = typeof reason === 'string' ? new Error(reason) : reason;
    this.thinking = null;
    this.paused = true;
    this.botError = err.message;
    const after = err.fault && err.tries > 1 ? ` after ${err.tries} tries` : '';
    this.emit('notice', { kind: 'error', text: `The bot stopped${after}: ${err.message}.`,
      action: { label: 'Try again', run: () => this.retryBot() } });
    this.emit('change');
  }

  /** After a bot fault: let it try again. */
  retryBot() {
    if (this.status.result !== 'ongoing') return;
    this.setPaused(false);
  }

  /** The Level 6 move for the side to move, shown, not played. */
  async requestHint() {
    if (!this.isHumanTurn() || this.thinking) return;
    const token = this.token;
    this.thinking = { kind: 'hint', player: this.status.toMove, level: this.mod.levels, info: null, started: performance.now() };
    this.emit('change');
    try {
      const r = await this.bot.hint(this.game.record(), (info) => {
        if (token === this.token && this.thinking) { this.thinking.info = info; this.emit('progress', { thinking: this.thinking }); }
      });
      if (token !== this.token) return;
      this.thinking = null;
      this.hint = { move: r.move, ply: this.status.ply };
      this.emit('notice', { kind: 'info', text: `Hint: ${r.move}` });
    } catch (err) {
      if (token !== this.token || err.cancelled) return;
      this.thinking = null;
      this.emit('notice', { kind: 'error', text: `No hint: ${err.message}` });
    }
    this.emit('change');
  }

  /** The solver's verdict on the shown position (detour). */
  async requestVerdict() {
    if (this.thinking) return;
    const token = this.token;
    const ply = this.shownPly;
    if (this.statusAt(ply).result !== 'ongoing') {
      // A finished game has no "best play" left: the verdict is its result.
      this.verdict = { over: true, ply };
      this.emit('change');
      return;
    }
    let record = this.game.record();
    if (this.viewPly !== null) record = this.recordAt(ply);
    this.thinking = { kind: 'solve', player: this.statusAt(ply).toMove, info: null, started: performance.now() };
    this.emit('change');
    try {
      const v = await this.bot.solve(record);
      if (token !== this.token) return;
      this.verdict = { ...v, ply };
    } catch (err) {
      if (token !== this.token || err.cancelled) return;
      this.emit('notice', { kind: 'error', text: `No verdict: ${err.message}` });
    }
    this.thinking = null;
    this.emit('change');
    this.maybeBot();
  }

  /** The record of the game up to an earlier ply (for the worker). */
  recordAt(ply) {
    const g = new this.mod.Game();
    try {
      g.loadRecord(this.game.record());
      while (g.status().ply > this.basePly + ply && g.undo());
      return g.record();
    } finally { g.delete(); }
  }

  /** Stop: the bot's thought ends, the bot is paused (Resume bot or Move now go on). */
  cancelThinking() {
    const t = this.thinking;
    const wasMove = t?.kind === 'move';
    this.stopThinking();
    if (wasMove) {
      this.paused = true;
      this.stopped = { ply: this.status.ply, record: this.game.record(), move: t.info?.pv?.[0] || null };
    }
    this.emit('change');
  }

  /** Move now is offered while the bot thinks over a move, or is paused on its turn. */
  get canMoveNow() {
    if (this.thinking) return this.thinking.kind === 'move';
    return this.paused && this.viewPly === null && this.status.result === 'ongoing'
      && this.controllerOf(this.status.toMove) === 'bot';
  }

  /** Plays the bot's best move found so far (a short search when it has none yet). */
  async moveNow() {
    if (!this.canMoveNow) return;
    let move = null;
    if (this.thinking) {
      move = this.thinking.info?.pv?.[0] || null;
      this.stopThinking();
    } else if (this.stopped?.record === this.game.record()) {
      move = this.stopped.move;
    }
    if (this.settings.mode === 'bot') this.paused = false;
    this.stopped = null;
    if (!move) {
      // Nothing found yet: a few thousand positions' worth, then play it.
      const token = ++this.token;
      const player = this.status.toMove;
      this.thinking = { kind: 'move', player, level: this.levelOf(player), info: null, started: performance.now() };
      this.emit('change');
      try {
        const r = await this.bot.think(this.game.record(), { nodes: 3000, seed: this.seed % 2 ** 31 });
        if (token !== this.token) return;
        move = r.move;
      } catch (err) {
        if (token !== this.token || err.cancelled) return;
        this.botFailed(err.message);
        return;
      }
      this.thinking = null;
    }
    const r = this.play(move, { by: 'bot' });
    if (!r.ok) this.botFailed(`the bot chose '${move}', which the game refused: ${r.error}`);
  }

  dispose() {
    this.pastGame?.game.delete();
    this.pastGame = null;
    this.stopThinking();
    this.bot.cancel();
    this.game.delete();
  }
}
