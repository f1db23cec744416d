#include "eval.h"

namespace wallrace {

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
  return s;
}

}  // namespace wallrace
