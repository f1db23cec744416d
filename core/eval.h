// Evaluation: path lengths, walls left, whose turn it is, and what the
// walls can still do. Scores are centi-steps from the side to move's view:
// 100 = one step of path length ahead.
#pragma once
#include <array>
#include <string_view>

#include "position.h"

namespace wallrace {

// The tunable weights (`wallrace tune` improves them by self-play).
struct EvalParams {
  int tempo = 50;      // the side to move is half a step ahead in a race
  int wall = 130;      // each wall left (68 before: Level 6 spent its walls too early; 130 measured best against ab2)
  int wallPath = 8;    // each wall left, per step of the opponent's path (walls matter more on long paths)
  int noWalls = 60;    // having none left while the opponent still has some
  int pathRatio = 0;   // path difference again, scaled by 16 / (sum of paths + 2): a step counts more near the end
  int lastWalls = 0;   // each wall the opponent holds once we have none left (they wall a pawn that can only run)
  int threat = 0;      // per step the opponent's best wall would add to our path now (at quiescence nodes, where the paths are known)
  int adjacent = 0;    // the pawns stand side by side: the side to move may jump first
  int wallSquare = 0;  // walls left squared (ours minus theirs): the first walls spent cost less than the last
  int wallGap = 0;     // walls left (ours minus theirs) times how far behind we are (our path minus theirs, within +-8), / 8
  int narrow = 0;      // what walls can still do: 2 / the width of the opponent's narrowest cut of shortest paths
                       // (edges between two rings of its path), ours minus theirs, for a side with walls left

  static constexpr int kCount = 11;
  // The weights by index (tuning walks over them): member pointers in the order of `names` (no pointer arithmetic).
  static constexpr std::array<int EvalParams::*, kCount> fields{
      &EvalParams::tempo,     &EvalParams::wall,      &EvalParams::wallPath, &EvalParams::noWalls,
      &EvalParams::pathRatio, &EvalParams::lastWalls, &EvalParams::threat,
      &EvalParams::adjacent,  &EvalParams::wallSquare, &EvalParams::wallGap,  &EvalParams::narrow};
  int& at(int i) { return this->*fields[i]; }
  int at(int i) const { return this->*fields[i]; }
  static constexpr std::array<std::string_view, kCount> names{"tempo", "wall", "wallPath", "noWalls", "pathRatio", "lastWalls",
                                                                   "threat", "adjacent", "wallSquare", "wallGap", "narrow"};
};

const EvalParams& defaultEvalParams();

// Static value of a position whose path lengths are known (both >= 0).
int evaluate(const Position& pos, int myPath, int oppPath, const EvalParams& p);

// The same value as a sum, for fitting the weights (`wallrace texel`):
// evaluate() is about 100 * (oppPath - myPath) + sum of at(i) * f[i]. The
// threat feature needs a search and stays 0 here.
void evalFeatures(const Position& pos, int myPath, int oppPath, double f[EvalParams::kCount]);

}  // namespace wallrace
