// Reading square and wall names for drawing only: the engine decides what is
// legal; this only turns "e3" / "e3h" into board coordinates and back.
// Files are letters from `a`, ranks numbers from 1 (the notation README.md describes).

export function squareName(file, rank) {
  return String.fromCharCode(97 + file) + (rank + 1);
}

/** "e3" -> { file: 4, rank: 2 } (0-based), or null. */
export function parseSquare(text) {
  const m = /^([a-z])(\d{1,2})$/.exec(String(text).toLowerCase());
  return m ? { file: m[1].charCodeAt(0) - 97, rank: Number(m[2]) - 1 } : null;
}

/** "e3h" -> { file: 4, rank: 2, dir: 'h' } (anchor square, 0-based), or null. */
export function parseWall(text) {
  const m = /^([a-z])(\d{1,2})([hv])$/.exec(String(text).toLowerCase());
  return m ? { file: m[1].charCodeAt(0) - 97, rank: Number(m[2]) - 1, dir: m[3] } : null;
}

export function isWallMove(move) {
  return parseWall(move) !== null;
}
