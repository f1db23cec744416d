// Board geometry: where squares, grooves and walls are on the canvas, for a
// given board size, wall length, pixel size and orientation. Pure functions.
// Board coordinates: x = file (0 at the a-file's left edge), y = rank
// (0 at rank 1's bottom edge). 'flipped' turns the board half a turn.
import { squareName, parseSquare, parseWall } from './notation.js';

export function makeGeometry({ size, wallLength, px, flipped }) {
  const margin = Math.round(px * (size <= 5 ? 0.075 : 0.055));
  const pitch = (px - 2 * margin) / size;
  const groove = pitch * (size <= 5 ? 0.12 : 0.18);

  // board coordinates -> canvas pixels (CSS px)
  const toPx = (bx, by) => {
    const u = flipped ? size - bx : bx;
    const v = flipped ? by : size - by;
    return [margin + u * pitch, margin + v * pitch];
  };
  // canvas pixels -> board coordinates
  const toBoard = (x, y) => {
    const u = (x - margin) / pitch;
    const v = (y - margin) / pitch;
    return [flipped ? size - u : u, flipped ? v : size - v];
  };

  const squareCenter = (sq) => {
    const s = typeof sq === 'string' ? parseSquare(sq) : sq;
    return toPx(s.file + 0.5, s.rank + 0.5);
  };

  /** Rectangle {x, y, w, h} of a square's face (inside the grooves). */
  const squareRect = (file, rank) => {
    const [x0, y0] = toPx(file, rank);
    const [x1, y1] = toPx(file + 1, rank + 1);
    return {
      x: Math.min(x0, x1) + groove / 2, y: Math.min(y0, y1) + groove / 2,
      w: pitch - groove, h: pitch - groove,
    };
  };

  /** The segment a wall lies on, in board coordinates. */
  const wallSegment = (wall) => {
    const w = typeof wall === 'string' ? parseWall(wall) : wall;
    if (!w) return null;
    return w.dir === 'h'
      ? { x0: w.file, y0: w.rank + 1, x1: w.file + wallLength, y1: w.rank + 1 }
      : { x0: w.file + 1, y0: w.rank, x1: w.file + 1, y1: w.rank + wallLength };
  };

  /** Rectangle of a wall drawn in its groove (CSS px). */
  const wallRect = (wall) => {
    const s = wallSegment(wall);
    if (!s) return null;
    const [ax, ay] = toPx(s.x0, s.y0);
    const [bx, by] = toPx(s.x1, s.y1);
    const inset = groove * 0.35;
    const thick = groove * 0.92;
    if (ay === by) {
      return { x: Math.min(ax, bx) + inset, y: ay - thick / 2, w: Math.abs(bx - ax) - 2 * inset, h: thick };
    }
    return { x: ax - thick / 2, y: Math.min(ay, by) + inset, w: thick, h: Math.abs(by - ay) - 2 * inset };
  };

  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

  /**
   * What a pointer at (x, y) CSS px points at: a groove (wall slot name), a
   * square, or nothing. `reach` is how far from a groove line still counts,
   * in squares (larger for touch).
   */
  const hitTest = (x, y, reach = 0.2) => {
    const [bx, by] = toBoard(x, y);
    if (bx < -0.15 || by < -0.15 || bx > size + 0.15 || by > size + 0.15) return null;
    const lx = Math.round(bx), ly = Math.round(by);
    const dx = Math.abs(bx - lx), dy = Math.abs(by - ly);
    const nearV = lx > 0 && lx < size && dx < reach && by > 0 && by < size;
    const nearH = ly > 0 && ly < size && dy < reach && bx > 0 && bx < size;
    if (nearH && (!nearV || dy <= dx)) {
      const file = clamp(Math.round(bx - wallLength / 2), 0, size - wallLength);
      return { kind: 'wall', wall: `${squareName(file, ly - 1)}h` };
    }
    if (nearV) {
      const rank = clamp(Math.round(by - wallLength / 2), 0, size - wallLength);
      return { kind: 'wall', wall: `${squareName(lx - 1, rank)}v` };
    }
    if (bx < 0 || by < 0 || bx >= size || by >= size) return null;
    return { kind: 'square', square: squareName(Math.floor(bx), Math.floor(by)) };
  };

  /** Centre of a wall slot in CSS px (for tests and hint arrows). */
  const wallCenter = (wall) => {
    const s = wallSegment(wall);
    return s ? toPx((s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2) : null;
  };

  /** A point that hitTest maps back to this wall (off any crossing). */
  const wallPoint = (wall) => {
    const s = wallSegment(wall);
    if (!s) return null;
    const along = wallLength / 2 - (wallLength > 1 ? 0.3 : 0);
    return s.y0 === s.y1 ? toPx(s.x0 + along, s.y0) : toPx(s.x0, s.y0 + along);
  };

  return { size, wallLength, px, flipped, margin, pitch, groove, toPx, toBoard,
    squareCenter, squareRect, wallSegment, wallRect, wallCenter, wallPoint, hitTest };
}
