// Legal actions: pawn steps, jumps and side-steps, walls, pass.
#pragma once
#include <optional>
#include <string>

#include "paths.h"
#include "position.h"

namespace wallrace {

struct MoveList {
  Action moves[320];
  int size = 0;
  void push(Action a) { moves[size++] = a; }
  const Action* begin() const { return moves; }
  const Action* end() const { return moves + size; }
};

// Squares the side to move may step, jump or side-step to.
u128 pawnTargets(const Position& pos);
// The same for a pawn on `from` with the other pawn on `other`, given the open edges.
u128 pawnTargetsFrom(const Board& b, const Mobility& m, int from, int other);

// Legal wall anchors of the side to move: out[0] horizontal, out[1] vertical.
// Cheapest test first: a wall that closes no cycle of walls and board edge
// cannot cut a region off; of the rest, one that touches neither current
// shortest path cannot either; only what is left is searched.
void legalWalls(const Position& pos, u128 out[2]);

// Whether a wall slot that is free (no overlap, no crossing) keeps both paths.
bool wallKeepsPaths(const Position& pos, int orient, int slot);

// Every legal action (pass when nothing else is); none when the position is over.
void generateLegal(const Position& pos, MoveList& list);
int countLegal(const Position& pos);

// Why an action is refused in this position, in words; nothing when legal.
std::optional<std::string> refusal(const Position& pos, Action a);

// The opponent's shortest path after a wall minus before it (0 for other actions).
int pathGrowth(const Position& pos, Action wall);

// Leaf count of the legal-action tree (positions only: no repetition).
u64 perft(Position& pos, int depth);

}  // namespace wallrace
