// The match on the page: the games' results as the engine gave them, in
// order. Who moves first in each game, who won it, the score and the end are
// core's Match (mod.matchState); this only keeps the list and names the sides
// 'A' and 'B' for the display. A single game is a match of length 1.
export class Match {
  constructor(mod, rules, length = 1) {
    this.mod = mod;
    this.rules = rules;
    this.length = length;
    this.index = 0;      // the game being played, from 0
    this.results = [];   // 'player1' | 'player2' | 'draw' for each finished game (the current one once over)
    this.#update();
  }

  #update() {
    const s = this.mod.matchState(this.rules, this.length, this.results);
    if (!s.ok) throw new Error(s.error);
    this.state = s;
  }

  /** The side ('A' or 'B') playing as Player 1 or 2 in the current game. */
  sideOf(player) { return (this.state.firstSide[this.index] ^ (player - 1)) === 0 ? 'A' : 'B'; }

  get isMatch() { return this.length > 1; }
  get over() { return this.state.over; }
  get score() { return { A: this.state.score[0], B: this.state.score[1] }; }

  /** Notes the engine's result of the current game; true when it has just ended. */
  note(result) {
    const now = ['player1', 'player2', 'draw'].includes(result) ? result : undefined;
    const was = this.results[this.index];
    if (now === was) return false;
    this.results.length = this.index; // undone, or set again
    if (now) this.results.push(now);
    this.#update();
    return now !== undefined && was === undefined;
  }

  next() { if (!this.over && this.results[this.index] !== undefined) this.index++; }

  /** Saved as the sides' outcomes ('A' | 'B' | 'draw'), as before. */
  toJSON() {
    return { length: this.length, index: this.index,
      results: this.state.winner.map((w) => (w < 0 ? 'draw' : w === 0 ? 'A' : 'B')) };
  }

  /** A match from a save, or null when the save does not make sense. */
  static from(mod, rules, saved) {
    const { length, index, results } = saved || {};
    if (!Number.isInteger(length) || !Number.isInteger(index) || !Array.isArray(results)) return null;
    if (length < 1 || length > 10 || index < 0 || index >= length) return null;
    const kept = results.slice(0, index);
    if (kept.length !== index || !kept.every((r) => ['A', 'B', 'draw'].includes(r))) return null;
    const probe = mod.matchState(rules, length, []);
    if (!probe.ok) return null;
    // The side that won game i was Player 1 there when it moved first.
    const m = new Match(mod, rules, length);
    m.results = kept.map((r, i) => (r === 'draw' ? 'draw' : (r === 'A') === (probe.firstSide[i] === 0) ? 'player1' : 'player2'));
    m.index = index;
    m.#update();
    return m;
  }
}
