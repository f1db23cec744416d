// Which way up a board is drawn, from the rule data: one rule for the page and
// the element. Against the bot (or a friend by link) your own pawn starts at the
// bottom; otherwise the board is drawn as the rules' diagrams draw it, with
// info.diagramTop on the top row. `side` (the element's orientation attribute)
// names the player at the bottom. true: Player 2 at the bottom (Player 1 on top).
export function usualFlipped(info, { mine = [], side = 0 } = {}) {
  const bottom = side || (mine.length === 1 ? mine[0] : 3 - info.diagramTop);
  return bottom === 2;
}
