// The interactive board: draws the session's shown position and turns
// hovers and taps into engine questions (pawn targets, wall info) and moves.
// Shared by the page and the <wallrace-board> element.
import { BoardView } from './board.js';
import { attachInput } from './input.js';
import { playerName, refusalWords } from './text.js';
import { parseSquare } from './notation.js';

export class PlayBoard {
  /**
   * @param canvas  the board canvas
   * @param session a Session
   * @param opts    { readonly, onInfo(text, { kind, confirm }) }
   */
  constructor(canvas, session, { readonly = false, onInfo = () => {} } = {}) {
    this.session = session;
    this.readonly = readonly;
    this.onInfo = onInfo;
    this.view = new BoardView(canvas);
    this.flipped = false;
    this.showPaths = false;
    this.selected = false;
    this.hover = null;      // square name under the pointer
    this.litTargets = false;
    this.preview = null;    // { wall, legal, badge, pending }
    this.pending = null;    // touch: wall waiting for confirmation
    attachInput(canvas, () => this.view.geo(), {
      hover: (hit) => this.onHover(hit),
      tap: (hit, { touch }) => this.onTap(hit, touch),
    });
  }

  /** Lets go of the board view's observers and listeners (the element rebuilds its board on New game). */
  destroy() { this.view.destroy(); }

  /**
   * Keyboard play: arrow keys move a cursor over squares and grooves (as the
   * board is seen, turned or not), Enter or Space acts as a click there, Esc
   * lets go. onCursor(text) says where the cursor is.
   */
  enableKeyboard(onCursor = () => {}) {
    const canvas = this.view.canvas;
    this.onCursor = onCursor;
    canvas.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const dir = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
      if (dir) { e.preventDefault(); this.moveCursor(...dir); return; }
      if ((e.key === 'Enter' || e.key === ' ') && this.cursor) {
        e.preventDefault();
        const hit = this.cursorHit();
        if (hit) this.onTap(hit, false);
        this.sayCursor();
        return;
      }
      if (e.key === 'Escape') { this.cursor = null; this.cancelPending(); this.onHover(null); }
    });
    canvas.addEventListener('blur', () => { if (this.cursor) { this.cursor = null; this.render(); } });
  }

  /** Moves the keyboard cursor one step on screen: squares at even, grooves at odd grid places. */
  moveCursor(right, up) {
    const n = this.session.info.size;
    const last = 2 * n - 2;
    if (!this.cursor) {
      const sq = parseSquare(this.ownPawn || 'a1') || { file: 0, rank: 0 };
      this.cursor = { gx: 2 * sq.file, gy: 2 * sq.rank };
    } else {
      const sx = this.flipped ? -right : right;
      const sy = this.flipped ? -up : up;
      let { gx, gy } = this.cursor;
      gx += sx; gy += sy;
      if (gx % 2 && gy % 2) { gx += sx; gy += sy; } // a crossing of grooves holds no wall: on to the next square
      if (gx < 0 || gy < 0 || gx > last || gy > last) return this.sayCursor();
      this.cursor = { gx, gy };
    }
    this.onHover(this.cursorHit());
    this.sayCursor();
    return null;
  }

  /** What the cursor points at, in the pointer's terms (the geometry names the wall). */
  cursorHit() {
    const g = this.view.geo();
    if (!g || !this.cursor) return null;
    const { gx, gy } = this.cursor;
    const bx = gx % 2 ? (gx + 1) / 2 : gx / 2 + 0.5;
    const by = gy % 2 ? (gy + 1) / 2 : gy / 2 + 0.5;
    const [x, y] = g.toPx(bx, by);
    return g.hitTest(x, y);
  }

  sayCursor() {
    const hit = this.cursorHit();
    if (!hit || !this.onCursor) return;
    const s = this.session;
    const st = s.viewStatus();
    if (hit.kind === 'wall') {
      const wi = s.wallInfo(hit.wall);
      this.onCursor(wi ? this.wallText(wi) : `Groove ${hit.wall}`);
      return;
    }
    const who = [1, 2].filter((p) => st.pawns[p - 1] === hit.square).map((p) => `${playerName(s.info, p)}'s pawn`);
    const reach = this.interactive && s.targets.includes(hit.square) ? 'your pawn can move here' : '';
    this.onCursor([hit.square, ...who, reach].filter(Boolean).join(', '));
  }

  get interactive() { return !this.readonly && this.session.isHumanTurn(); }
  get ownPawn() { return this.session.status.pawns[this.session.status.toMove - 1]; }

  reset() {
    this.selected = false;
    this.preview = null;
    this.pending = null;
    this.litTargets = false;
  }

  render() {
    const s = this.session;
    const st = s.viewStatus();
    const ply = s.shownPly;
    const live = s.viewPly === null;
    const active = this.interactive;
    // A read-only board still explains: its hover preview stays (it never plays).
    if (!active) { this.selected = false; this.pending = null; if (!this.readonly) this.preview = null; }
    const showTargets = active && (this.selected || this.litTargets);
    // One ply further than last drawn, in the same game, is seen as motion; so is
    // the newest move when the live game grew by more than one between two frames
    // (a bot that answered at once, a slow frame): the last move slides or drops.
    const seen = { ply, game: s.gameNumber || 0, live };
    const prev = this.lastSeen;
    this.lastSeen = seen;
    const forward = prev && prev.game === seen.game && (ply === prev.ply + 1 || (live && prev.live && ply > prev.ply));
    if (forward) {
      const last = s.lastMoveAt(ply);
      const h = s.history[ply - 1];
      if (last?.wall) this.view.animate({ kind: 'wall', wall: last.wall });
      else if (last && h) this.view.animate({ kind: 'pawn', index: h.player - 1, from: last.from, to: last.to });
    } else if (prev && (prev.ply !== ply || prev.game !== seen.game)) {
      this.view.animate(null);
    }
    // Each goal row, from the engine's paths: a path ends on its pawn's goal rank.
    const goals = [0, 1].map((i) => ({ rank: parseSquare(st.paths?.[i]?.at(-1) ?? '')?.rank, player: i + 1 }))
      .filter((x) => Number.isInteger(x.rank));
    this.view.update({
      size: s.info.size, wallLength: s.info.wallLength, flipped: this.flipped,
      pawns: st.pawns, toMove: st.toMove,
      walls: st.walls.map((wall) => ({ wall, owner: s.wallOwner(wall, ply) })),
      targets: active ? s.targets : [], showTargets, selected: active && this.selected,
      hover: this.hover, preview: active || this.readonly ? this.preview : null, lastMove: s.lastMoveAt(ply),
      paths: this.showPaths && !s.info.showPathGrowth ? st.paths : null,
      hint: live && s.hint ? s.hint.move : null, dim: !live, goals, cursor: this.cursor ? this.cursorHit() : null,
    });
  }

  onHover(hit) {
    const s = this.session;
    this.hover = hit?.square || null;
    const actionable = this.interactive && hit && (hit.kind === 'wall'
      ? !!s.wallInfo(hit.wall) : hit.square === this.ownPawn || s.targets.includes(hit.square));
    this.view.canvas.style.cursor = actionable ? 'pointer' : 'default';
    if (!this.interactive) {
      if (this.readonly) this.explain(hit);
      this.render();
      return;
    }
    if (hit?.kind === 'square') {
      if (hit.square === this.ownPawn) this.litTargets = true;
      else if (!s.targets.includes(hit.square)) this.litTargets = false;
    } else {
      this.litTargets = false;
    }
    if (!this.pending) {
      this.preview = null;
      if (hit?.kind === 'wall') this.previewWall(hit.wall, false);
      else this.onInfo('', { kind: 'hover' });
    }
    this.render();
  }

  /** Read-only: what a wall here would do in the shown position, and why not. */
  explain(hit) {
    this.preview = null;
    if (hit?.kind !== 'wall') { this.onInfo('', { kind: 'hover' }); return; }
    const wi = this.session.wallInfoAt(hit.wall);
    if (!wi) { this.onInfo('', { kind: 'hover' }); return; }
    this.preview = { wall: hit.wall, legal: wi.legal, badge: '', pending: false };
    this.onInfo(this.wallText(wi), { kind: wi.legal ? 'legal' : 'illegal' });
  }

  previewWall(wall, pending) {
    const wi = this.session.wallInfo(wall);
    if (!wi) { this.preview = null; return null; }
    const badge = this.session.info.showPathGrowth && wi.legal && wi.growth > 0 ? `+${wi.growth}` : '';
    this.preview = { wall, legal: wi.legal, badge, pending };
    this.onInfo(this.wallText(wi), { kind: wi.legal ? 'legal' : 'illegal', confirm: pending && wi.legal ? wall : null });
    return wi;
  }

  wallText(wi) {
    const s = this.session;
    if (!wi.legal) return refusalWords(wi.wall, wi.reason);
    if (s.info.showPathGrowth) return wi.growth > 0 ? `Wall ${wi.wall}: +${wi.growth}` : `Wall ${wi.wall}`;
    const st = s.viewStatus();
    const opp = 3 - st.toMove;
    const before = st.pathLength[opp - 1];
    const after = wi.pathAfter[opp - 1];  // the engine's path length with the wall standing
    const grows = after > before ? `${before} → ${after}` : `stays ${before}`;
    return `Wall ${wi.wall}: legal · ${playerName(s.info, opp)} path ${grows}`;
  }

  onTap(hit, touch) {
    if (!this.interactive) {
      if (this.readonly) { this.explain(hit); this.render(); }
      return;
    }
    const s = this.session;
    if (hit.kind === 'wall') {
      this.selected = false;
      if (touch && this.pending !== hit.wall) {
        this.pending = hit.wall;
        const wi = this.previewWall(hit.wall, true);
        if (wi && !wi.legal) this.pending = null;
        this.render();
        return;
      }
      this.playWall(hit.wall);
      return;
    }
    this.cancelPending();
    const sq = hit.square;
    if (s.targets.includes(sq) && (this.selected || this.litTargets || sq !== this.ownPawn)) {
      this.play(sq);
    } else if (sq === this.ownPawn) {
      this.selected = !this.selected;
      this.litTargets = this.selected;
    } else {
      if (this.selected) this.onInfo(`${sq} is not a square your pawn can reach`, { kind: 'illegal' });
      this.selected = false;
    }
    this.render();
  }

  playWall(wall) {
    const r = this.play(wall);
    if (!r.ok) {
      // A refused wall uses no wall and no turn: show why and keep the preview.
      this.previewWall(wall, false);
      this.onInfo(refusalWords(wall, r.error), { kind: 'illegal' });
      this.render();
    }
    return r;
  }

  confirmPending() {
    const wall = this.pending;
    this.pending = null;
    if (wall) this.playWall(wall);
  }

  cancelPending() {
    if (!this.pending) return;
    this.pending = null;
    this.preview = null;
    this.onInfo('', { kind: 'hover' });
  }

  play(move) {
    const r = this.session.play(move);
    if (r.ok) { this.reset(); this.onInfo('', { kind: 'hover' }); }
    return r;
  }
}
