// The board on a canvas: draws what it is given, batched with
// requestAnimationFrame, crisp at any devicePixelRatio. No game logic here:
// targets, previews and paths come from the engine through the caller.
// destroy() lets go of what it watches (its ResizeObserver, the colour scheme
// and resolution queries, a pending frame): a caller that rebuilds the board
// (the element on New game) calls it on the old one.
import { makeGeometry } from './geometry.js';
import { parseSquare, parseWall } from './notation.js';
import { readPalette } from './theme.js';

export class BoardView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.state = { size: 9, wallLength: 2, flipped: false, pawns: [], walls: [], targets: [],
      showTargets: false, selected: false, toMove: 1, preview: null, lastMove: null,
      paths: null, hint: null, hover: null, dim: false, goals: [], arrows: [] };
    this.anim = null;          // { kind: 'pawn', index, from, to } | { kind: 'wall', wall }, with start and ms
    this.animationsStarted = 0; // for tests: moves seen as motion (none under reduced motion)
    this.reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
    this.cssPx = 0;
    this.frame = 0;
    this.palette = readPalette(canvas);
    this.geometry = null;
    this.destroyed = false;
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(canvas);
    this.watchScheme = matchMedia('(prefers-color-scheme: dark)');
    this.onScheme = () => { this.palette = readPalette(canvas); this.requestDraw(); };
    this.watchScheme.addEventListener('change', this.onScheme);
    this.dprQuery = null;
    this.onDpr = () => { this.resize(); this.watchDpr(); };
    this.watchDpr();
    this.resize();
  }

  /** The resolution now, watched for a change (a move to another screen, a zoom). */
  watchDpr() {
    this.dprQuery?.removeEventListener('change', this.onDpr);
    this.dprQuery = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    this.dprQuery.addEventListener('change', this.onDpr, { once: true });
  }

  /** Stops watching and drawing: the observer, the queries' listeners and a pending frame go. Idempotent. */
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.resizeObserver.disconnect();
    this.watchScheme.removeEventListener('change', this.onScheme);
    this.dprQuery?.removeEventListener('change', this.onDpr);
    this.dprQuery = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.anim = null;
  }

  resize() {
    const px = Math.floor(this.canvas.getBoundingClientRect().width);
    if (!px) return;
    const dpr = window.devicePixelRatio || 1;
    this.cssPx = px;
    this.canvas.width = Math.round(px * dpr);
    this.canvas.height = Math.round(px * dpr);
    this.geometry = null;
    this.requestDraw();
  }

  update(partial) {
    const layoutChanged = ['size', 'wallLength', 'flipped'].some((k) => k in partial && partial[k] !== this.state[k]);
    Object.assign(this.state, partial);
    if (layoutChanged) this.geometry = null;
    this.requestDraw();
  }

  /** A pawn slide or a wall drop, short; skipped when the player asks for reduced motion. */
  animate(anim) {
    if (this.reducedMotion.matches || !anim) { this.anim = null; return false; }
    this.anim = { ...anim, start: performance.now(), ms: anim.kind === 'pawn' ? 170 : 200 };
    this.animationsStarted++;
    this.requestDraw();
    return true;
  }

  /** 0..1 progress of the running animation (eased), or null. */
  animProgress() {
    if (!this.anim) return null;
    const t = (performance.now() - this.anim.start) / this.anim.ms;
    if (t >= 1) { this.anim = null; return null; }
    return 1 - (1 - t) ** 3;
  }

  refreshPalette() { this.palette = readPalette(this.canvas); this.requestDraw(); }

  geo() {
    if (!this.geometry && this.cssPx) {
      const { size, wallLength, flipped } = this.state;
      this.geometry = makeGeometry({ size, wallLength, flipped, px: this.cssPx });
    }
    return this.geometry;
  }

  requestDraw() {
    if (!this.frame && !this.destroyed) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /**
   * Draws now what requestDraw would draw at the next frame: for callers that
   * already batch their own updates in an animation frame, so a change is on
   * screen in that frame rather than the one after.
   */
  flush() {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw();
  }

  draw() {
    const g = this.geo();
    if (!g) return;
    const { ctx, palette: c, state: s } = this;
    const t = this.animProgress();
    if (t !== null) this.requestDraw();
    const dpr = this.canvas.width / this.cssPx;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, g.px, g.px);
    roundRect(ctx, 0, 0, g.px, g.px, g.margin * 0.6);
    ctx.fillStyle = c.frame;
    ctx.fill();
    this.drawSquares(g, c, s);
    this.drawCoordinates(g, c, s);
    this.drawGoals(g, c, s);
    if (s.paths) this.drawPaths(g, c, s);
    for (const w of s.walls) {
      const last = s.lastMove?.wall === w.wall;
      const dropping = t !== null && this.anim?.kind === 'wall' && this.anim.wall === w.wall ? t : null;
      this.drawWall(g, w.wall, c[`wall${w.owner}`] || c.wall0, {
        ring: last && dropping === null ? c.last : null, edge: c[`wall${w.owner}-edge`] || null, drop: dropping,
      });
    }
    if (s.showTargets) this.drawTargets(g, c, s);
    this.drawPawns(g, c, s);
    if (s.arrows?.length) this.drawArrows(g, c, s.arrows);
    if (s.hint) this.drawHint(g, c, s.hint);
    if (s.preview) this.drawPreview(g, c, s.preview);
    if (s.cursor) this.drawCursor(g, c, s.cursor);
    if (s.dim) { ctx.fillStyle = 'rgba(127,127,127,0.12)'; ctx.fillRect(0, 0, g.px, g.px); }
  }

  drawSquares(g, c, s) {
    const { ctx } = this;
    const last = s.lastMove && !s.lastMove.wall ? [s.lastMove.from, s.lastMove.to] : [];
    for (let file = 0; file < s.size; file++) {
      for (let rank = 0; rank < s.size; rank++) {
        const r = g.squareRect(file, rank);
        let fill = c.square;
        if (rank === s.size - 1) fill = c.goal1;
        if (rank === 0) fill = c.goal2;
        ctx.fillStyle = fill;
        roundRect(ctx, r.x, r.y, r.w, r.h, g.pitch * 0.06);
        ctx.fill();
        const name = String.fromCharCode(97 + file) + (rank + 1);
        if (last.includes(name)) {
          // The last move: a ring in a colour of at least 3:1 against every square (dashed where it came from).
          const lw = Math.max(2, g.pitch * 0.07);
          roundRect(ctx, r.x + lw / 2, r.y + lw / 2, r.w - lw, r.h - lw, g.pitch * 0.05);
          ctx.strokeStyle = c.last;
          ctx.lineWidth = lw;
          if (name === s.lastMove.from) ctx.setLineDash([lw * 1.6, lw * 1.1]);
          ctx.stroke();
          ctx.setLineDash([]);
        }
      }
    }
  }

  drawCoordinates(g, c, s) {
    const { ctx } = this;
    ctx.fillStyle = c.coord;
    ctx.font = `600 ${Math.max(9, Math.round(g.margin * 0.58))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < s.size; i++) {
      const [fx] = g.toPx(i + 0.5, 0);
      ctx.fillText(String.fromCharCode(97 + i), fx, g.px - g.margin / 2);
      const [, ry] = g.toPx(0, i + 0.5);
      ctx.fillText(String(i + 1), g.margin / 2, ry);
    }
  }

  /** A bar in the frame beside each goal row, in the colour of the pawn racing to it. */
  drawGoals(g, c, s) {
    const { ctx } = this;
    for (const { rank, player } of s.goals || []) {
      const [, y0] = g.toPx(0, rank);
      const [, y1] = g.toPx(0, rank + 1);
      const w = Math.max(4, g.margin * 0.3);
      const x = g.px - g.margin / 2 - w / 2;
      const top = Math.min(y0, y1) + g.groove;
      roundRect(ctx, x, top, w, g.pitch - 2 * g.groove, w / 2);
      ctx.fillStyle = player === 1 ? c.p1 : c.p2;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = player === 1 ? c['p1-edge'] : c['p2-edge'];
      ctx.stroke();
    }
  }

  drawPaths(g, c, s) {
    const { ctx } = this;
    s.paths.forEach((path, i) => {
      if (!path || path.length < 1) return;
      const shift = (i === 0 ? -1 : 1) * g.pitch * 0.08;
      const from = [s.pawns[i], ...path.filter((sq, k) => !(k === 0 && sq === s.pawns[i]))];
      ctx.beginPath();
      from.forEach((sq, k) => {
        const [x, y] = g.squareCenter(sq);
        if (k === 0) ctx.moveTo(x + shift, y + shift); else ctx.lineTo(x + shift, y + shift);
      });
      ctx.strokeStyle = i === 0 ? c.path1 : c.path2;
      ctx.lineWidth = Math.max(2, g.pitch * 0.07);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.setLineDash([g.pitch * 0.16, g.pitch * 0.12]);
      ctx.globalAlpha = 0.8;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    });
  }

  drawWall(g, wall, color, { alpha = 1, dashed = false, ring = null, edge = null, drop = null } = {}) {
    let r = g.wallRect(wall);
    if (!r) return;
    const { ctx } = this;
    if (drop !== null) { // falling into its groove: from a little larger and transparent
      const k = 1 + 0.35 * (1 - drop);
      r = { x: r.x + r.w / 2 - (r.w * k) / 2, y: r.y + r.h / 2 - (r.h * k) / 2, w: r.w * k, h: r.h * k };
      alpha *= 0.25 + 0.75 * drop;
    }
    if (ring) { // the last move: a halo around the wall
      const pad = g.groove * 0.3;
      roundRect(ctx, r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, Math.min(r.w, r.h) / 2 + pad);
      ctx.fillStyle = ring;
      ctx.fill();
    }
    roundRect(ctx, r.x, r.y, r.w, r.h, Math.min(r.w, r.h) / 2);
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    ctx.fill();
    if (edge) {
      ctx.lineWidth = Math.max(1, g.groove * 0.12);
      ctx.strokeStyle = edge;
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    if (dashed) {
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = color;
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }

  drawTargets(g, c, s) {
    const { ctx } = this;
    for (const sq of s.targets) {
      const [x, y] = g.squareCenter(sq);
      ctx.beginPath();
      const hovered = s.hover === sq;
      ctx.arc(x, y, g.pitch * (hovered ? 0.2 : 0.13), 0, Math.PI * 2);
      ctx.fillStyle = c.target;
      ctx.globalAlpha = hovered ? 0.9 : 0.7;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }

  drawPawns(g, c, s) {
    const { ctx } = this;
    const shared = s.pawns[0] && s.pawns[0] === s.pawns[1];
    const t = this.animProgress();
    s.pawns.forEach((sq, i) => {
      if (!parseSquare(sq)) return;
      let [x, y] = g.squareCenter(sq);
      const a = this.anim;
      if (t !== null && a.kind === 'pawn' && a.index === i && parseSquare(a.from)) { // sliding from its old square
        const [fx, fy] = g.squareCenter(a.from);
        x = fx + (x - fx) * t;
        y = fy + (y - fy) * t;
      }
      let radius = g.pitch * 0.31;
      if (shared) { x += (i === 0 ? -1 : 1) * g.pitch * 0.17; radius = g.pitch * 0.22; }
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      ctx.fillStyle = i === 0 ? c.p1 : c.p2;
      ctx.fill();
      ctx.lineWidth = Math.max(1.5, g.pitch * 0.045);
      ctx.strokeStyle = i === 0 ? c['p1-edge'] : c['p2-edge'];
      ctx.stroke();
      if (s.selected && s.toMove === i + 1) {
        ctx.beginPath();
        ctx.arc(x, y, radius + g.pitch * 0.07, 0, Math.PI * 2);
        ctx.lineWidth = Math.max(2, g.pitch * 0.05);
        ctx.strokeStyle = c.select;
        ctx.stroke();
      }
    });
  }

  /** The keyboard cursor: a dashed frame around its square or wall slot. */
  drawCursor(g, c, hit) {
    const { ctx } = this;
    let r;
    if (hit.kind === 'wall') {
      r = g.wallRect(hit.wall);
      if (!r) return;
      const pad = g.groove * 0.5;
      r = { x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad };
    } else {
      const sq = parseSquare(hit.square);
      r = g.squareRect(sq.file, sq.rank);
    }
    roundRect(ctx, r.x - 2, r.y - 2, r.w + 4, r.h + 4, g.pitch * 0.08);
    ctx.setLineDash([5, 3]);
    ctx.lineWidth = 3;
    ctx.strokeStyle = c.select;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  drawHint(g, c, move) {
    const { ctx } = this;
    if (parseWall(move)) { this.drawWall(g, move, c.hint, { alpha: 0.45, dashed: true }); return; }
    if (!parseSquare(move)) return;
    const [x, y] = g.squareCenter(move);
    ctx.beginPath();
    ctx.arc(x, y, g.pitch * 0.36, 0, Math.PI * 2);
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = Math.max(2, g.pitch * 0.05);
    ctx.strokeStyle = c.hint;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  // The analysis's best moves: arrows for steps, ghost walls for walls, the best one strongest.
  drawArrows(g, c, arrows) {
    const { ctx } = this;
    for (const a of [...arrows].reverse()) {
      const alpha = [0.8, 0.5, 0.32][a.rank] ?? 0.25;
      if (a.wall) { this.drawWall(g, a.wall, c.hint, { alpha, dashed: a.rank > 0 }); continue; }
      if (!parseSquare(a.from) || !parseSquare(a.to)) continue;
      const [x0, y0] = g.squareCenter(a.from);
      const [x1, y1] = g.squareCenter(a.to);
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
      const head = g.pitch * 0.32, width = Math.max(3, g.pitch * (a.rank === 0 ? 0.14 : 0.1));
      const sx = x0 + ux * g.pitch * 0.25, sy = y0 + uy * g.pitch * 0.25;
      const ex = x1 - ux * head * 0.6, ey = y1 - uy * head * 0.6;
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.strokeStyle = c.hint;
      ctx.fillStyle = c.hint;
      ctx.lineWidth = width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(sx, sy);
      ctx.lineTo(ex, ey);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x1 - ux * head - uy * head * 0.6, y1 - uy * head + ux * head * 0.6);
      ctx.lineTo(x1 - ux * head + uy * head * 0.6, y1 - uy * head - ux * head * 0.6);
      ctx.closePath();
      ctx.fill();
      ctx.restore();
    }
  }

  drawPreview(g, c, p) {
    const color = p.legal ? c.legal : c.illegal;
    this.drawWall(g, p.wall, color, { alpha: 0.85, dashed: !p.legal || p.pending });
    if (p.badge) {
      // A pill on the wall's centre: it shows the growth without hiding a pawn.
      const [x, y] = g.wallCenter(p.wall);
      const { ctx } = this;
      const fs = Math.max(11, Math.round(g.pitch * 0.3));
      ctx.font = `700 ${fs}px system-ui, sans-serif`;
      const w = ctx.measureText(p.badge).width + fs * 0.8;
      const h = fs * 1.35;
      roundRect(ctx, x - w / 2, y - h / 2, w, h, h / 2);
      ctx.fillStyle = c.badge;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = c['badge-text'];
      ctx.stroke();
      ctx.fillStyle = c['badge-text'];
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(p.badge, x, y + 1);
    }
  }
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  if (ctx.roundRect) { ctx.roundRect(x, y, w, h, r); return; }
  ctx.rect(x, y, w, h);
}
