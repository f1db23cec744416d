// Shared by the fuzz targets: checks that abort with a message, and the
// position invariants of the engine tests (paths exist, wall counts add up).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "game.h"

namespace wallrace::fuzz {

[[noreturn]] inline void fail(const char* file, int line, const char* what, const std::string& detail) {
  std::fprintf(stderr, "%s:%d: check failed: %s\n  %s\n", file, line, what, detail.c_str());
  std::abort();
}
#define FUZZ_CHECK(cond, detail) \
  do {                           \
    if (!(cond)) ::wallrace::fuzz::fail(__FILE__, __LINE__, #cond, (detail)); \
  } while (0)

// An error message a terminal or a page may show as it is: one line, no
// control byte (tokens in it are quoted, escaped and cut), a bounded length.
inline void checkErrorText(const std::string& e, const std::string& input) {
  FUZZ_CHECK(!e.empty(), input);
  FUZZ_CHECK(e.size() <= 400, "error too long (" + std::to_string(e.size()) + " bytes): " + e.substr(0, 400));
  for (unsigned char c : e) FUZZ_CHECK(c >= 0x20 && c != 0x7f, "control byte in the error: " + e);
}

// Every field of a position, bit for bit.
inline bool samePosition(const Position& a, const Position& b) {
  return &a.board() == &b.board() && a.key() == b.key() && a.ply() == b.ply() && a.toMove() == b.toMove() &&
         a.pawn(0) == b.pawn(0) && a.pawn(1) == b.pawn(1) && a.wallsLeft(0) == b.wallsLeft(0) &&
         a.wallsLeft(1) == b.wallsLeft(1) && a.blocked(0) == b.blocked(0) && a.blocked(1) == b.blocked(1) &&
         a.walls(0) == b.walls(0) && a.walls(1) == b.walls(1) && a.freeSlots(0) == b.freeSlots(0) &&
         a.freeSlots(1) == b.freeSlots(1);
}

// What every position a game can reach must satisfy.
inline void checkPosition(const Position& p, const std::string& context) {
  const Board& b = p.board();
  const RuleSet& r = p.rules();
  auto at = [&] { return context + " at " + positionCode(p); };
  FUZZ_CHECK(b.onBoard(p.pawn(0)) && b.onBoard(p.pawn(1)), at());
  FUZZ_CHECK(r.pawnsShare || p.pawn(0) != p.pawn(1), at());
  FUZZ_CHECK(pathLength(p, 0) >= 0 && pathLength(p, 1) >= 0, "a pawn has no path: " + at());
  FUZZ_CHECK(p.wallsLeft(0) >= 0 && p.wallsLeft(0) <= r.wallsEach && p.wallsLeft(1) >= 0 &&
                 p.wallsLeft(1) <= r.wallsEach, at());
  FUZZ_CHECK(p.wallsLeft(0) + p.wallsLeft(1) + p.wallCount() == 2 * r.wallsEach, "wall counts: " + at());
  FUZZ_CHECK(popcount(p.blocked(0)) + popcount(p.blocked(1)) == p.wallCount() * r.wallLength, "blocked edges: " + at());
  FUZZ_CHECK((p.walls(0) & ~b.slotMask[0]) == 0 && (p.walls(1) & ~b.slotMask[1]) == 0, at());
  FUZZ_CHECK((p.freeSlots(0) & p.walls(0)) == 0 && (p.freeSlots(1) & p.walls(1)) == 0, "free slot holds a wall: " + at());
  FUZZ_CHECK(p.toMove() == p.ply() % 2, "side to move and ply disagree: " + at());
  FUZZ_CHECK(!(p.arrived(0) && p.arrived(1)), at());
}

// Independent oracles: plain geometry and breadth-first search over the
// walls placed, written from the rules as web/rules.html states them, without
// the engine's bitboard tricks.
// The oracles are left out of the coverage instrumentation: they only check.
// (The ctest replay of the corpora builds them with GCC too, which has no such attribute.)
#if defined(__clang__)
#define FUZZ_ORACLE __attribute__((no_sanitize("coverage")))
#else
#define FUZZ_ORACLE
#endif

struct Geometry {
  int n, L;
  bool h[10][10] = {}, v[10][10] = {};  // wall anchors [file][rank]
  bool north[10][10] = {}, east[10][10] = {};  // blocked edges [file][rank]
  FUZZ_ORACLE explicit Geometry(const Position& p) : n(p.board().n), L(p.rules().wallLength) {
    const Board& b = p.board();
    for (int o = 0; o < 2; ++o)
      for (u128 w = p.walls(o); w; w = clearLowest(w)) add(o, b.file(lowest(w)), b.rank(lowest(w)));
  }
  FUZZ_ORACLE void add(int o, int x, int y) {
    (o == 0 ? h : v)[x][y] = true;
    for (int k = 0; k < L; ++k) (o == 0 ? north[x + k][y] : east[x][y + k]) = true;
  }
  bool on(int x, int y) const { return x >= 0 && y >= 0 && x < n && y < n; }
  bool northBlocked(int x, int y) const { return north[x][y]; }
  bool eastBlocked(int x, int y) const { return east[x][y]; }
  // Whether a step from (x,y) by (dx,dy) stays on the board through an open edge.
  FUZZ_ORACLE bool open(int x, int y, int dx, int dy) const {
    if (!on(x + dx, y + dy)) return false;
    if (dy == 1) return !north[x][y];
    if (dy == -1) return !north[x][y - 1];
    if (dx == 1) return !east[x][y];
    return !east[x - 1][y];
  }
  FUZZ_ORACLE bool freeSlot(int o, int x, int y) const {
    if (o == 0 ? !(y < n - 1 && x + L <= n) : !(x < n - 1 && y + L <= n)) return false;
    for (int k = -(L - 1); k <= L - 1; ++k) {
      if (o == 0 && on(x + k, y) && h[x + k][y]) return false;
      if (o == 1 && on(x, y + k) && v[x][y + k]) return false;
    }
    if (L == 2 && (h[x][y] || v[x][y])) return false;  // the same centre
    return true;
  }
  FUZZ_ORACLE int distance(int x0, int y0, int goalRank) const {
    int d[10][10];
    for (auto& r : d) for (int& c : r) c = -1;
    int qx[100], qy[100], head = 0, tail = 0;
    d[x0][y0] = 0, qx[tail] = x0, qy[tail++] = y0;
    static const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    while (head < tail) {
      const int x = qx[head], y = qy[head++];
      if (y == goalRank) return d[x][y];
      for (auto& dd : dirs)
        if (open(x, y, dd[0], dd[1]) && d[x + dd[0]][y + dd[1]] < 0)
          d[x + dd[0]][y + dd[1]] = d[x][y] + 1, qx[tail] = x + dd[0], qy[tail++] = y + dd[1];
    }
    return -1;
  }
};

// The squares the side to move may go to, straight from the rules (steps, jumps, side-steps, shared squares).
FUZZ_ORACLE inline u128 referenceTargets(const Position& p, const Geometry& g) {
  const Board& b = p.board();
  const RuleSet& r = p.rules();
  const int me = p.toMove();
  const int x = b.file(p.pawn(me)), y = b.rank(p.pawn(me));
  const int ox = b.file(p.pawn(me ^ 1)), oy = b.rank(p.pawn(me ^ 1));
  static const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  u128 t = 0;
  for (auto& d : dirs) {
    if (!g.open(x, y, d[0], d[1])) continue;
    const int tx = x + d[0], ty = y + d[1];
    if (r.pawnsShare || tx != ox || ty != oy) { t |= bit(b.sq(tx, ty)); continue; }
    if (!r.jumps) continue;
    if (g.open(tx, ty, d[0], d[1])) { t |= bit(b.sq(tx + d[0], ty + d[1])); continue; }
    for (auto& e : dirs)
      if (e[0] * d[0] + e[1] * d[1] == 0 && g.open(tx, ty, e[0], e[1])) t |= bit(b.sq(tx + e[0], ty + e[1]));
  }
  return t;
}

// The engine against the oracles: blocked edges, free slots, path lengths,
// pawn targets, and every legal wall (a free slot after which both pawns
// still reach their goal ranks).
FUZZ_ORACLE inline void checkAgainstOracles(const Position& p) {
  const Board& b = p.board();
  const Geometry g(p);
  auto at = [&] { return positionCode(p); };
  for (int y = 0; y < g.n; ++y)
    for (int x = 0; x < g.n; ++x) {
      const int s = b.sq(x, y);
      FUZZ_CHECK(bool((p.blocked(0) >> s) & 1) == (y < g.n - 1 && g.northBlocked(x, y)), "north edge of " + squareName(b, s) + " at " + at());
      FUZZ_CHECK(bool((p.blocked(1) >> s) & 1) == (x < g.n - 1 && g.eastBlocked(x, y)), "east edge of " + squareName(b, s) + " at " + at());
      for (int o = 0; o < 2; ++o)
        FUZZ_CHECK(bool((p.freeSlots(o) >> s) & 1) == g.freeSlot(o, x, y), "free slot " + squareName(b, s) + (o ? "v" : "h") + " at " + at());
    }
  for (int pl = 0; pl < 2; ++pl)
    FUZZ_CHECK(pathLength(p, pl) == g.distance(b.file(p.pawn(pl)), b.rank(p.pawn(pl)), pl == 0 ? g.n - 1 : 0),
               "path length of player " + std::to_string(pl + 1) + " at " + at());
  if (p.isOver()) return;
  FUZZ_CHECK(pawnTargets(p) == referenceTargets(p, g), "pawn targets at " + at());
  u128 legal[2];
  legalWalls(p, legal);
  for (int o = 0; o < 2; ++o)
    for (int y = 0; y < g.n; ++y)
      for (int x = 0; x < g.n; ++x) {
        bool ok = p.wallsLeft(p.toMove()) > 0 && g.freeSlot(o, x, y);
        if (ok) {
          Geometry after = g;
          after.add(o, x, y);
          for (int pl = 0; pl < 2 && ok; ++pl)
            ok = after.distance(b.file(p.pawn(pl)), b.rank(p.pawn(pl)), pl == 0 ? g.n - 1 : 0) >= 0;
        }
        FUZZ_CHECK(bool((legal[o] >> b.sq(x, y)) & 1) == ok,
                   "legal wall " + squareName(b, b.sq(x, y)) + (o ? "v" : "h") + " at " + at());
      }
}

// Legal actions against refusal() over every action of the board, and make
// then undo of each legal action restoring the position bit for bit.
inline void checkLegal(const Position& pos, bool everyAction) {
  Position p = pos;
  MoveList list;
  generateLegal(p, list);
  auto at = [&] { return positionCode(p); };
  FUZZ_CHECK(countLegal(p) == list.size, at());
  FUZZ_CHECK(p.isOver() == (list.size == 0), at());
  const Board& b = p.board();
  u128 inList[4] = {0, 0, 0, 0};
  for (Action a : list) {
    const int k = int(a.kind());
    FUZZ_CHECK(!(inList[k] >> a.square() & 1), "duplicate " + actionName(b, a) + " at " + at());
    inList[k] |= bit(a.square());
    auto why = refusal(p, a);
    FUZZ_CHECK(!why, "generated " + actionName(b, a) + " is refused (" + why.value_or("") + ") at " + at());
    if (a.isWall()) FUZZ_CHECK(pathGrowth(p, a) >= 0, "a wall shortens a path: " + actionName(b, a) + " at " + at());
    const Position before = p;
    Undo u;
    p.make(a, u);
    checkPosition(p, "after a legal action");
    p.undo(a, u);
    FUZZ_CHECK(samePosition(p, before), "undo of " + actionName(b, a) + " at " + at());
  }
  if (!everyAction) return;
  for (int k = 0; k < 4; ++k)
    for (int s = 0; s < (k == 3 ? 1 : 128); ++s) {
      const Action a(ActionKind(k), s);
      const bool listed = (inList[k] >> s) & 1;
      auto why = refusal(p, a);
      FUZZ_CHECK(listed == !why, "refusal() and generateLegal() disagree on " + std::to_string(a.code) + " at " + at());
      if (why) FUZZ_CHECK(!why->empty(), at());
    }
}

}  // namespace wallrace::fuzz
