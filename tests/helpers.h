// Small helpers shared by the unit tests.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "game.h"

namespace wallrace::test {

inline const RuleSet& rules(const char* name) { return *findRuleSet(name); }

inline Action act(const Position& p, const std::string& text) {
  auto a = parseAction(p.board(), text);
  REQUIRE_MESSAGE(a.ok(), text);
  return *a;
}

// A position built by hand: pawns, walls (counted against nobody), side to move.
inline Position setUp(const char* rulesName, const std::string& p1, const std::string& p2,
                      const std::vector<std::string>& walls = {}, int toMove = 0) {
  Position p(rules(rulesName));
  p.setPawn(0, *parseSquare(p.board(), p1));
  p.setPawn(1, *parseSquare(p.board(), p2));
  for (const auto& w : walls) {
    const Action a = act(p, w);
    p.addWall(a.kind() == ActionKind::WallH ? 0 : 1, a.square());
  }
  p.setToMove(toMove);
  p.setPly(toMove);
  return p;
}

// A position from one line: "rules p1 p2 wallsLeft1 wallsLeft2 toMove(1|2) ply [walls...]".
inline Position setUpText(const char* text) {
  std::vector<std::string> f = splitMoves(text);
  REQUIRE(f.size() >= 7);
  Position p(*findRuleSet(f[0]));
  const Board& b = p.board();
  p.setPawn(0, *parseSquare(b, f[1]));
  p.setPawn(1, *parseSquare(b, f[2]));
  p.setWallsLeft(0, std::stoi(f[3]));
  p.setWallsLeft(1, std::stoi(f[4]));
  p.setToMove(std::stoi(f[5]) - 1);
  p.setPly(std::stoi(f[6]));
  for (size_t i = 7; i < f.size(); ++i) {
    const Action a = act(p, f[i]);
    p.addWall(a.kind() == ActionKind::WallH ? 0 : 1, a.square());
  }
  return p;
}

inline std::vector<std::string> names(const Position& p, u128 squares) {
  std::vector<std::string> out;
  for (; squares; squares = clearLowest(squares)) out.push_back(squareName(p.board(), lowest(squares)));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

inline bool legal(const Position& p, const std::string& text) { return !refusal(p, act(p, text)); }

// Every field of a position, for bit-for-bit comparisons.
inline bool samePosition(const Position& a, const Position& b) {
  return a.key() == b.key() && a.ply() == b.ply() && a.toMove() == b.toMove() && a.pawn(0) == b.pawn(0) &&
         a.pawn(1) == b.pawn(1) && a.wallsLeft(0) == b.wallsLeft(0) && a.wallsLeft(1) == b.wallsLeft(1) &&
         a.blocked(0) == b.blocked(0) && a.blocked(1) == b.blocked(1) && a.walls(0) == b.walls(0) &&
         a.walls(1) == b.walls(1) && a.freeSlots(0) == b.freeSlots(0) && a.freeSlots(1) == b.freeSlots(1);
}

// A playout move: often a step along a shortest path, else any legal action.
inline Action playoutMove(const Position& p, const MoveList& list, std::mt19937_64& rng) {
  if (rng() % 2 == 0) {
    const auto path = shortestPath(p, p.toMove());
    if (path.size() > 1)
      for (Action a : list)
        if (a.kind() == ActionKind::Step && a.square() == path[1]) return a;
  }
  return list.moves[rng() % list.size];
}

}  // namespace wallrace::test
