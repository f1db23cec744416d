#include "eval.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "paths.h"

namespace wallrace {

namespace {
bool pawnsAdjacent(const Position& pos) {
  const Board& b = pos.board();
  const int a = pos.pawn(0), c = pos.pawn(1);
  return std::abs(b.file(a) - b.file(c)) + std::abs(b.rank(a) - b.rank(c)) == 1;
}

// Walls left (ours minus theirs) times how far behind the side to move is, within +-8.
int wallGapTerm(int wMe, int wOpp, int myPath, int oppPath) { return (wMe - wOpp) * std::clamp(myPath - oppPath, -8, 8); }

// What walls can still do: 2 / the opponent's narrowest cut for a side with walls, ours minus theirs
// (no path walk for a side without walls).
double narrowTerm(const Position& pos, int wMe, int wOpp) {
  const int us = pos.toMove();
  double f = 0;
  if (wMe > 0) f += 2.0 / std::max(1, narrowestCut(pos, us ^ 1));
  if (wOpp > 0) f -= 2.0 / std::max(1, narrowestCut(pos, us));
  return f;
}
}  // namespace

const EvalParams& defaultEvalParams() {
  static const EvalParams p{};
  return p;
}

int evaluate(const Position& pos, int myPath, int oppPath, const EvalParams& p) {
  const int us = pos.toMove(), them = us ^ 1;
  const int wMe = pos.wallsLeft(us), wOpp = pos.wallsLeft(them);
  int s = 100 * (oppPath - myPath) + p.tempo;
  s += p.wall * (wMe - wOpp);
  s += p.wallPath * (wMe * oppPath - wOpp * myPath);
  if (wMe == 0 && wOpp > 0) s -= p.noWalls + p.lastWalls * wOpp;
  if (wOpp == 0 && wMe > 0) s += p.noWalls + p.lastWalls * wMe;
  s += p.pathRatio * (oppPath - myPath) * 16 / (oppPath + myPath + 2);
  if (p.adjacent && pawnsAdjacent(pos)) s += p.adjacent;
  s += p.wallSquare * (wMe * wMe - wOpp * wOpp) / 10;
  if (p.wallGap) s += p.wallGap * wallGapTerm(wMe, wOpp, myPath, oppPath) / 8;
  if (p.narrow) s += int(std::lround(p.narrow * narrowTerm(pos, wMe, wOpp)));
  return s;
}

void evalFeatures(const Position& pos, int myPath, int oppPath, double f[EvalParams::kCount]) {
  const int us = pos.toMove(), them = us ^ 1;
  const int wMe = pos.wallsLeft(us), wOpp = pos.wallsLeft(them);
  for (int i = 0; i < EvalParams::kCount; ++i) f[i] = 0;
  f[0] = 1;                                       // tempo
  f[1] = wMe - wOpp;                              // wall
  f[2] = wMe * oppPath - wOpp * myPath;           // wallPath
  f[3] = (wMe == 0 && wOpp > 0 ? -1 : 0) + (wOpp == 0 && wMe > 0 ? 1 : 0);  // noWalls
  f[4] = (oppPath - myPath) * 16.0 / (oppPath + myPath + 2);                // pathRatio
  f[5] = (wMe == 0 && wOpp > 0 ? -wOpp : 0) + (wOpp == 0 && wMe > 0 ? wMe : 0);  // lastWalls
  f[7] = pawnsAdjacent(pos) ? 1 : 0;              // adjacent
  f[8] = (wMe * wMe - wOpp * wOpp) / 10.0;        // wallSquare
  f[9] = wallGapTerm(wMe, wOpp, myPath, oppPath) / 8.0;  // wallGap
  f[10] = narrowTerm(pos, wMe, wOpp);             // narrow
}

}  // namespace wallrace
