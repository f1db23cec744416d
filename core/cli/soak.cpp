// Soak benchmark: `wallrace soak --games N [--seed S] [--rules R] [--max-plies P]`.
// Plays random games across the rule sets (game i uses rule set i mod 3, or
// --rules only) and checks after every ply what the engine tests check: the
// chosen action is not refused, both paths exist, wall counts add up; at the
// end of each game undo restores every position bit for bit, and the final
// position's code reads back to the same position with the same Zobrist key
// (computed from scratch there, incrementally here). Not a CI test.
#include <chrono>
#include <ctime>
#include <cstdio>
#include <iostream>
#include <random>

#include "cli.h"

namespace wallrace::cli {
namespace {

bool samePosition(const Position& a, const Position& b) {
  return &a.board() == &b.board() && a.key() == b.key() && a.ply() == b.ply() && a.toMove() == b.toMove() &&
         a.pawn(0) == b.pawn(0) && a.pawn(1) == b.pawn(1) && a.wallsLeft(0) == b.wallsLeft(0) &&
         a.wallsLeft(1) == b.wallsLeft(1) && a.blocked(0) == b.blocked(0) && a.blocked(1) == b.blocked(1) &&
         a.walls(0) == b.walls(0) && a.walls(1) == b.walls(1) && a.freeSlots(0) == b.freeSlots(0) &&
         a.freeSlots(1) == b.freeSlots(1);
}

struct Soak {
  u64 games = 0, plies = 0, finished = 0, capped = 0, failures = 0;
  u64 perRules[8] = {};
  std::vector<Position> copies;
  std::vector<std::pair<Action, Undo>> stack;
  std::vector<int> path;

  void fail(u64 game, const Position& start, const std::string& why) {
    if (++failures > 20) return;
    std::string moves;
    for (auto& [a, u] : stack) moves += (moves.empty() ? "" : " ") + actionName(start.board(), a);
    std::cerr << "FAIL game " << game << " (" << start.rules().name << "): " << why << "\n  moves: " << moves << "\n";
  }

  // One random game: half the time a step along a shortest path, else any legal action.
  void play(u64 game, const RuleSet& rules, std::mt19937_64& rng, int maxPlies) {
    Position p(rules);
    const Position start = p;
    copies.assign(1, p);
    stack.clear();
    MoveList list;
    const int total = 2 * rules.wallsEach;
    for (generateLegal(p, list); list.size && p.ply() < maxPlies; generateLegal(p, list)) {
      Action a = list.moves[rng() % list.size];
      if (rng() & 1) {
        path = shortestPath(p, p.toMove());
        if (path.size() > 1)
          for (Action m : list)
            if (m.kind() == ActionKind::Step && m.square() == path[1]) { a = m; break; }
      }
      if (auto why = refusal(p, a)) return fail(game, start, "generated action " + actionName(p.board(), a) + " refused: " + *why);
      Undo u;
      p.make(a, u);
      stack.push_back({a, u});
      copies.push_back(p);
      if (pathLength(p, 0) < 0 || pathLength(p, 1) < 0) return fail(game, start, "a pawn has no path");
      if (p.wallsLeft(0) + p.wallsLeft(1) + p.wallCount() != total) return fail(game, start, "wall counts do not add up");
      if (popcount(p.blocked(0)) + popcount(p.blocked(1)) != p.wallCount() * rules.wallLength)
        return fail(game, start, "blocked edges do not match the walls");
    }
    plies += stack.size();
    (p.isOver() ? finished : capped) += 1;
    auto code = parsePositionCode(positionCode(p));
    if (!code) return fail(game, start, "own position code refused: " + code.error());
    if (!samePosition(*code, p)) return fail(game, start, "position code reads back differently (or the key drifted)");
    while (!stack.empty()) {
      p.undo(stack.back().first, stack.back().second);
      stack.pop_back();
      copies.pop_back();
      if (!samePosition(p, copies.back())) return fail(game, start, "undo does not restore ply " + std::to_string(p.ply()));
    }
  }
};

int cmdSoak(const Args& a) {
  const u64 games = u64(intOption(a, "--games", 1000000, 1, 1ll << 40));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1ll << 62));
  const int maxPlies = int(intOption(a, "--max-plies", 1000, 1, 60000));
  std::vector<const RuleSet*> sets;
  if (a.has("--rules")) {
    const RuleSet* r = findRuleSet(a.get("--rules"));
    if (!r) throw Refused{"--rules " + quoted(a.get("--rules")) + ": unknown rule set (known: " + ruleSetNames() + ")"};
    sets.push_back(r);
  } else {
    for (const RuleSet& r : ruleSets()) sets.push_back(&r);
  }
  Soak s;
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  auto last = t0;
  for (u64 i = 0; i < games; ++i) {
    const size_t k = i % sets.size();
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + i);  // game i alone reproduces it
    s.play(i, *sets[k], rng, maxPlies);
    ++s.games;
    ++s.perRules[k];
    if ((i & 1023) == 0) {
      const auto now = std::chrono::steady_clock::now();
      if (now - last > std::chrono::seconds(10)) {
        last = now;
        std::fprintf(stderr, "soak: %llu games, %llu plies, %llu failures\n", (unsigned long long)s.games,
                     (unsigned long long)s.plies, (unsigned long long)s.failures);
      }
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
  std::string split;
  for (size_t k = 0; k < sets.size(); ++k)
    split += (k ? ", " : "") + std::string(sets[k]->name) + " " + std::to_string(s.perRules[k]);
  std::printf("games %llu (%s)\n", (unsigned long long)s.games, split.c_str());
  std::printf("plies %llu (%.1f per game); finished %llu, stopped at %d plies %llu\n", (unsigned long long)s.plies,
              double(s.plies) / double(s.games), (unsigned long long)s.finished, maxPlies, (unsigned long long)s.capped);
  std::printf("time %.1f s: %.0f games/s, %.0f plies/s\n", secs, s.games / secs, s.plies / secs);
  std::printf("cpu time %.1f s: %.0f games/s, %.0f plies/s (one thread; the wall-clock rate drops on a shared machine)\n",
              cpu, s.games / cpu, s.plies / cpu);
  std::printf("failures %llu\n", (unsigned long long)s.failures);
  return s.failures ? 1 : 0;
}

const bool registered = registerCommand("soak", cmdSoak, "soak [--games N] [--seed S] [--rules R] [--max-plies P]");

}  // namespace
}  // namespace wallrace::cli
