#include <doctest/doctest.h>

#include <cmath>

#include "eval.h"
#include "movegen.h"
#include "paths.h"

using namespace wallrace;

// The Texel tuner fits weights to evalFeatures(); the search uses evaluate().
// They must be the same function of the weights (up to evaluate's rounding).
TEST_CASE("evalFeatures is evaluate as a sum of weight times feature") {
  u64 r = 12345;
  int positions = 0, adjacentSeen = 0, narrowSeen = 0, gapSeen = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos(*findRuleSet(game % 2 ? "dolambac" : "walls"));
    for (int ply = 0; ply < 60 && !pos.isOver(); ++ply) {
      const int us = pos.toMove();
      const int my = pathLength(pos, us), opp = pathLength(pos, us ^ 1);
      EvalParams p;
      for (int j = 0; j < EvalParams::kCount; ++j) {
        r = splitmix64(r);
        p.at(j) = EvalParams::names[j] == "threat" ? 0 : int(r % 401) - 200;
      }
      double f[EvalParams::kCount];
      evalFeatures(pos, my, opp, f);
      double sum = 100.0 * (opp - my);
      for (int j = 0; j < EvalParams::kCount; ++j) sum += p.at(j) * f[j];
      CHECK(std::abs(evaluate(pos, my, opp, p) - sum) <= 3.0);  // three roundings
      adjacentSeen += f[7] != 0;
      narrowSeen += f[10] != 0;
      gapSeen += f[9] != 0;
      ++positions;
      MoveList list;
      generateLegal(pos, list);
      r = splitmix64(r);
      // Mostly steps (so the pawns meet), sometimes a wall.
      int steps = 0;
      for (Action a : list) steps += a.kind() == ActionKind::Step;
      const Action a = (r % 5 == 0 || steps == 0) ? list.moves[(r >> 8) % u64(list.size)] : list.moves[(r >> 8) % u64(steps)];
      Undo u;
      pos.make(a, u);
    }
  }
  CHECK(positions > 1000);
  CHECK(adjacentSeen > 0);
  CHECK(narrowSeen > 0);
  CHECK(gapSeen > 0);
  // The names ",e=" and `texel --fit` use.
  CHECK(EvalParams::names[7] == "adjacent");
  CHECK(EvalParams::names[8] == "wallSquare");
  CHECK(EvalParams::names[9] == "wallGap");
  CHECK(EvalParams::names[10] == "narrow");
}
