// Benchmarks of the rules engine: `wallrace bench-walls`.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>

#include "cli.h"

namespace wallrace::cli {
namespace {

// Time to list the legal walls of crowded mid-game positions: random games
// with many walls placed, stopped while walls are still left on both sides.
int cmdBenchWalls(const Args& a) {
  const RuleSet* rules = findRuleSet(a.get("--rules", "walls"));
  if (!rules) throw Refused{"--rules " + quoted(a.get("--rules")) + ": unknown rule set (known: " + ruleSetNames() + ")"};
  const int count = int(intOption(a, "--positions", 2000, 1, 1000000));
  const int reps = int(intOption(a, "--reps", 200, 1, 100000));
  std::mt19937_64 rng(intOption(a, "--seed", 1, 0, 1ll << 62));
  std::vector<Position> positions;
  int walls = 0;
  while (int(positions.size()) < count) {
    Position p(*rules);
    MoveList list;
    Undo u;
    const int target = rules->wallsEach * 2 * 3 / 4;  // three quarters of all walls down
    while (!p.isOver() && p.wallCount() < target) {
      generateLegal(p, list);
      int walls = 0;
      for (Action m : list) walls += m.isWall();
      Action m = list.moves[rng() % list.size];
      if (walls && rng() % 4) while (!m.isWall()) m = list.moves[rng() % list.size];
      p.make(m, u);
    }
    if (p.isOver() || p.wallsLeft(p.toMove()) == 0) continue;
    walls += p.wallCount();
    positions.push_back(p);
  }
  u64 sink = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r)
    for (const Position& p : positions) {
      u128 w[2];
      legalWalls(p, w);
      sink += popcount(w[0]) + popcount(w[1]);
    }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double calls = double(reps) * positions.size();
  std::printf("positions %zu, walls on board %.1f on average, legal walls %.1f on average\n", positions.size(),
              double(walls) / positions.size(), double(sink) / calls);
  std::printf("legal walls: %.3f us per call (%.0f calls/s)\n", s / calls * 1e6, calls / s);
  return 0;
}

const bool registered = registerCommand("bench-walls", cmdBenchWalls,
                                        "bench-walls [--rules R] [--positions N] [--reps N] [--seed S]");

}  // namespace
}  // namespace wallrace::cli
