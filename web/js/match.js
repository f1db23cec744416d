// A match of several games (dolambac): side A moves first in game 1, then
// the side that did not move first last game moves first. A win scores 1,
// a draw nothing. A single game is a match of length 1.
export class Match {
  constructor(length = 1, alternate = false) {
    this.length = length;
    this.alternate = alternate;
    this.index = 0;      // the game being played, from 0
    this.results = [];   // 'A' | 'B' | 'draw' for each finished game
  }

  /** The side ('A' or 'B') playing as Player 1 or 2 in the current game. */
  sideOf(player) {
    const swap = this.alternate && this.index % 2 === 1;
    return (player === 1) !== swap ? 'A' : 'B';
  }

  get isMatch() { return this.length > 1; }
  get over() { return this.results.length >= this.length && this.results[this.length - 1] !== undefined; }
  get score() {
    const s = { A: 0, B: 0 };
    for (const r of this.results) if (r === 'A' || r === 'B') s[r]++;
    return s;
  }

  /** Notes the engine's result of the current game; true when it has just ended. */
  note(result) {
    const outcome = result === 'player1' ? this.sideOf(1) : result === 'player2' ? this.sideOf(2) : result === 'draw' ? 'draw' : undefined;
    const was = this.results[this.index];
    this.results[this.index] = outcome;
    if (outcome === undefined) this.results.length = this.index; // undone
    return outcome !== undefined && was === undefined;
  }

  next() { if (!this.over && this.results[this.index] !== undefined) this.index++; }

  toJSON() { return { length: this.length, index: this.index, results: this.results }; }

  /** A match from a save, or null when the save does not make sense. */
  static from(saved, alternate) {
    const { length, index, results } = saved || {};
    if (!Number.isInteger(length) || !Number.isInteger(index) || !Array.isArray(results)) return null;
    if (length < 1 || length > 10 || index < 0 || index >= length) return null;
    const kept = results.slice(0, index);
    if (kept.length !== index || !kept.every((r) => ['A', 'B', 'draw'].includes(r))) return null;
    const m = new Match(length, alternate && length > 1);
    m.index = index;
    m.results = kept;
    return m;
  }
}
