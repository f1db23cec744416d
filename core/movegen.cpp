#include "movegen.h"

#include "notation.h"

namespace wallrace {

u128 pawnTargetsFrom(const Board& b, const Mobility& m, int from, int other) {
  const int W = b.stride;
  const u128 open[4] = {m.north, m.south, m.east, m.west};
  const int delta[4] = {W, -W, 1, -1};
  u128 targets = 0;
  for (int d = 0; d < 4; ++d) {
    if (!((open[d] >> from) & 1)) continue;
    const int t = from + delta[d];
    if (t != other || b.rules->pawnsShare) {
      targets |= bit(t);
      continue;
    }
    if (!b.rules->jumps) continue;  // blocked by the other pawn
    if ((open[d] >> t) & 1) {
      targets |= bit(t + delta[d]);  // straight jump
      continue;
    }
    for (int side = 0; side < 4; ++side)  // side-steps beside the other pawn
      if ((side >> 1) != (d >> 1) && ((open[side] >> t) & 1)) targets |= bit(t + delta[side]);
  }
  return targets;
}

u128 pawnTargets(const Position& pos) {
  const int me = pos.toMove();
  return pawnTargetsFrom(pos.board(), Mobility(pos), pos.pawn(me), pos.pawn(me ^ 1));
}

namespace {

// Lattice flood: grows a set of lattice points along blocked edges.
struct WallGraph {
  u128 h, v;  // bit p: the segment p -> p+1 (h) or p -> p+stride (v) is a wall
  int stride;
  u128 flood(u128 r) const {
    for (;;) {
      const u128 next = r | ((r & h) << 1) | ((r >> 1) & h) | shl(r & v, stride) | (shr(r, stride) & v);
      if (next == r) return r;
      r = next;
    }
  }
};

// Slots of orientation o with at least two of their lattice points in `comp`.
u128 closingSlots(const Board& b, int o, u128 comp) {
  u128 once = 0, twice = 0;
  for (int k = 0; k <= b.rules->wallLength; ++k) {
    const int shift = o == 0 ? b.stride + k : 1 + k * b.stride;
    const u128 x = shr(comp, shift);
    twice |= once & x;
    once |= x;
  }
  return twice & b.slotMask[o];
}

}  // namespace

bool wallKeepsPaths(const Position& pos, int o, int slot) {
  const Mobility m(pos, o, slot);
  const Board& b = pos.board();
  return hasPath(m, pos.pawn(0), b.goal[0]) && hasPath(m, pos.pawn(1), b.goal[1]);
}

void legalWalls(const Position& pos, u128 out[2]) {
  out[0] = out[1] = 0;
  if (pos.wallsLeft(pos.toMove()) == 0) return;
  const Board& b = pos.board();
  out[0] = pos.freeSlots(0);
  out[1] = pos.freeSlots(1);
  // Components of the wall graph (board edge included). A new wall can only
  // enclose a region if it joins two points of one component (Euler: no new face otherwise).
  const WallGraph g{shl(pos.blocked(0), b.stride), pos.blocked(1) << 1, b.stride};
  u128 risky[2] = {b.borderClosing[0], b.borderClosing[1]};
  u128 rest = g.h | (g.h << 1) | g.v | shl(g.v, b.stride);
  if (rest & b.latticeBorder) {  // walls hang on the board's edge: follow them
    const u128 comp = g.flood(b.latticeBorder);
    risky[0] = closingSlots(b, 0, comp);
    risky[1] = closingSlots(b, 1, comp);
    rest &= ~comp;
  }
  const int lonePoints = b.rules->wallLength + 1;
  while (rest) {
    const u128 comp = g.flood(bit(lowest(rest)));
    rest &= ~comp;
    if (popcount(comp) == lonePoints) continue;  // a lone wall closes nothing but itself
    risky[0] |= closingSlots(b, 0, comp);
    risky[1] |= closingSlots(b, 1, comp);
  }
  risky[0] &= out[0];
  risky[1] &= out[1];
  if (!(risky[0] | risky[1])) return;
  // Few candidates: search each. Many: a wall that blocks no edge of the
  // current shortest paths leaves them open, so only those are searched.
  if (popcount(risky[0]) + popcount(risky[1]) <= 4) {
    for (int o = 0; o < 2; ++o)
      for (u128 r = risky[o]; r; r = clearLowest(r))
        if (!wallKeepsPaths(pos, o, lowest(r))) out[o] &= ~bit(lowest(r));
    return;
  }
  u128 e0[2], e1[2];
  shortestPathEdges(pos, 0, e0);
  shortestPathEdges(pos, 1, e1);
  const u128 onPath[2] = {e0[0] | e1[0], e0[1] | e1[1]};
  for (int o = 0; o < 2; ++o)
    for (u128 r = risky[o]; r; r = clearLowest(r)) {
      const int s = lowest(r);
      if ((b.wallEdges[o][s] & onPath[o]) && !wallKeepsPaths(pos, o, s)) out[o] &= ~bit(s);
    }
}

void generateLegal(const Position& pos, MoveList& list) {
  list.size = 0;
  if (pos.isOver()) return;
  for (u128 t = pawnTargets(pos); t; t = clearLowest(t)) list.push(Action(ActionKind::Step, lowest(t)));
  u128 w[2];
  legalWalls(pos, w);
  for (u128 t = w[0]; t; t = clearLowest(t)) list.push(Action(ActionKind::WallH, lowest(t)));
  for (u128 t = w[1]; t; t = clearLowest(t)) list.push(Action(ActionKind::WallV, lowest(t)));
  if (list.size == 0) list.push(Action::pass());
}

int countLegal(const Position& pos) {
  if (pos.isOver()) return 0;
  u128 w[2];
  legalWalls(pos, w);
  const int n = popcount(pawnTargets(pos)) + popcount(w[0]) + popcount(w[1]);
  return n ? n : 1;
}

static std::string goalText(const Position& pos, int player) {
  return std::string(pos.rules().playerNames[player]) + " with no path to rank " +
         std::to_string(player == 0 ? pos.board().n : 1);
}

std::optional<std::string> refusal(const Position& pos, Action a) {
  const Board& b = pos.board();
  const int me = pos.toMove();
  const std::string who(pos.rules().playerNames[me]);
  if (pos.isOver()) return std::string("the game is over");
  switch (a.kind()) {
    case ActionKind::Step: {
      if (!b.onBoard(a.square())) return std::string("off the board");
      const u128 t = pawnTargets(pos);
      if ((t >> a.square()) & 1) return std::nullopt;
      std::string list;
      for (u128 r = t; r; r = clearLowest(r)) list += (list.empty() ? "" : ", ") + squareName(b, lowest(r));
      return "not a reachable square for " + who + " (from " + squareName(b, pos.pawn(me)) + ": " +
             (list.empty() ? "none" : list) + ")";
    }
    case ActionKind::WallH:
    case ActionKind::WallV: {
      const int o = a.kind() == ActionKind::WallH ? 0 : 1, s = a.square();
      if (s >= 128 || !((b.slotMask[o] >> s) & 1)) return std::string("off the board");
      if (pos.wallsLeft(me) == 0) return who + " has no walls left";
      if (!((pos.freeSlots(o) >> s) & 1)) {
        for (int o2 = 0; o2 < 2; ++o2)
          for (u128 w = pos.walls(o2); w; w = clearLowest(w)) {
            const int t = lowest(w);
            if ((b.conflict[o2][t][o] >> s) & 1) {
              const std::string name = actionName(b, Action(o2 == 0 ? ActionKind::WallH : ActionKind::WallV, t));
              if (o == o2 && t == s) return "wall " + name + " is already there";
              return (o == o2 ? "overlaps wall " : "crosses wall ") + name;
            }
          }
        return std::string("overlaps a wall");
      }
      const Mobility m(pos, o, s);
      for (int p = 0; p < 2; ++p)
        if (!hasPath(m, pos.pawn(p), b.goal[p])) return "would leave " + goalText(pos, p);
      return std::nullopt;
    }
    case ActionKind::Pass: {
      u128 w[2];
      legalWalls(pos, w);
      if (pawnTargets(pos) || w[0] || w[1]) return "pass is legal only when " + who + " has no step and no wall";
      return std::nullopt;
    }
  }
  return std::string("unknown action");
}

int pathGrowth(const Position& pos, Action a) {
  if (!a.isWall()) return 0;
  const int opp = pos.toMove() ^ 1;
  const int o = a.kind() == ActionKind::WallH ? 0 : 1;
  const Board& b = pos.board();
  const int before = pathLength(Mobility(pos), pos.pawn(opp), b.goal[opp]);
  const int after = pathLength(Mobility(pos, o, a.square()), pos.pawn(opp), b.goal[opp]);
  return after < 0 || before < 0 ? 0 : after - before;
}

u64 perft(Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return u64(countLegal(pos));
  MoveList list;
  generateLegal(pos, list);
  u64 n = 0;
  Undo u;
  for (Action a : list) {
    pos.make(a, u);
    n += perft(pos, depth - 1);
    pos.undo(a, u);
  }
  return n;
}

}  // namespace wallrace
