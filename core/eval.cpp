#include "eval.h"

#include <cstdlib>

namespace wallrace {

namespace {
bool pawnsAdjacent(const Position& pos) {
  const Board& b = pos.board();
  const int a = pos.pawn(0), c = pos.pawn(1);
  return std::abs(b.file(a) - b.file(c)) + std::abs(b.rank(a) - b.rank(c)) == 1;
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
}

}  // namespace wallrace
