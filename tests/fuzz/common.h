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
