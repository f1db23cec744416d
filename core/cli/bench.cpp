// Benchmarks: `wallrace bench` (the search's signature) and `wallrace bench-walls`.
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>

#include "../bot.h"
#include "cli.h"

namespace wallrace::cli {
namespace {

// Time to list the legal walls of crowded mid-game positions: random games
// with many walls placed, stopped while walls are still left on both sides.
int cmdBenchWalls(const Args& a) {
  const RuleSet* rules = &rulesOption(a);
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

// The positions `wallrace bench` searches, as moves from each rule set's start
// (lines of the bot's self-play at level 4), and the depth each is searched to.
// Changing this list changes the signature (tests/bench.signature).
struct BenchPosition {
  const char* rules;
  int depth;
  const char* moves;
};
constexpr BenchPosition kBenchPositions[] = {
    {"walls", 7, ""},
    {"walls", 7, "e2 e8 e3 e7"},
    {"walls", 8, "e2 e8 e3 e7 e4 e6 e5 e4 e6 e3 e7 e2 e1h d2 c1h e8h"},
    {"walls", 7, "e2 e8 e3 e7 e4 e6 d2h f6 e5 f5 e6 f4 e7 e7h f3h d6v f7 f6v"},
    {"walls", 7, "e2 e8 e3 e7 e4 e6 e5 e4 e6 e3 e7 e2 e1h d2 c1h e8h a1h e2 e2v e3 d3h"},
    {"dolambac", 7, ""},
    {"dolambac", 8, "e2 e8 e3 e7 e4 e6 d2h f6 e5 f5 e6 f4"},
    {"dolambac", 7, "e2 e8 e3 e7 e4 e6 d2h f6 e5 f5 e6 f4 e7 e7h f3h d6v f7 f6v f6 e4 f5 e3"},
    {"detour", 12, ""},
    {"detour", 14, "a2 b3h a3 a3h b3 b3v"},
    {"detour", 14, "a2 a2h b2 d3 b3 b3h c3 c3h c1h c3"},
};

// A fixed search of fixed positions (as Stockfish's bench): the total node
// count is the search's signature. A change that should not alter what the
// search does keeps it; one that does updates tests/bench.signature.
// Fixed depths, not node budgets (a node budget would stop every search at
// the same count); no time limit, so the count is the same on every machine.
int cmdBench(const Args& a) {
  const int depthOverride = int(intOption(a, "--depth", 0, 1, 64));
  u64 total = 0;
  int index = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (const BenchPosition& bp : kBenchPositions) {
    ++index;
    const RuleSet* rules = findRuleSet(bp.rules);
    if (!rules) throw Refused{std::string("bench position ") + std::to_string(index) + ": no rule set " + bp.rules};
    auto g = Game::fromMoves(Position(*rules), bp.moves);
    if (!g) throw Refused{"bench position " + std::to_string(index) + ": " + g.error()};
    SearchLimits l;
    l.depth = depthOverride ? depthOverride : bp.depth;
    const auto t = std::chrono::steady_clock::now();
    const SearchResult r = think(*g, l);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
    total += r.info.nodes;
    std::printf("position %2d/%zu %-8s ply %2d depth %2d: bestmove %-4s score %6d nodes %8llu (%.0f ms)\n", index,
                std::size(kBenchPositions), bp.rules, g->length(), r.info.depth,
                actionName(g->position().board(), r.best).c_str(), r.info.score, (unsigned long long)r.info.nodes, ms);
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("===========================\n");
  std::printf("Total time (ms) : %.0f\n", s * 1000);
  std::printf("Nodes/second    : %.0f\n", s > 0 ? double(total) / s : 0.0);
  std::printf("Nodes searched  : %llu\n", (unsigned long long)total);
  return 0;
}

const bool registeredBench = registerCommand("bench", cmdBench, "bench [--depth D]  (the search's signature: Nodes searched)");

const bool registered = registerCommand("bench-walls", cmdBenchWalls,
                                        "bench-walls [--rules R] [--positions N] [--reps N] [--seed S]");

}  // namespace
}  // namespace wallrace::cli
