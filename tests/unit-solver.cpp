// The detour solver against plain brute force, against its own children, and
// its optimal moves. The full solve of the start takes about a minute, so the
// cases here use positions with several walls placed (solved on demand in
// milliseconds); with a table (the ctest solver-table), the loaded table is
// also checked against on-demand solving.
#include <cstdlib>
#include <fstream>
#include <iterator>

#include "helpers.h"
#include "solver.h"

using namespace wallrace;
using namespace wallrace::test;

namespace {

// A score from the side to move: 1000 - d for a win in d, -1000 + d for a loss in d, 0 for a draw.
int score(const Verdict& v, int me) {
  if (v.result == Result::Draw) return 0;
  const bool mine = (v.result == Result::Player1) == (me == 0);
  return mine ? 1000 - v.plies : -1000 + v.plies;
}
int flip(int childScore) { return childScore > 0 ? 1 - childScore : childScore < 0 ? -1 - childScore : 0; }

// Plain minimax over the engine's own rules: no tables, no cache, ply cap included.
int brute(Position& pos, std::vector<Action>* best = nullptr) {
  const Outcome o = positionOutcome(pos);
  if (o.result == Result::Draw) return 0;
  if (o.result != Result::Ongoing) return -1000;  // the side to move has lost
  MoveList list;
  generateLegal(pos, list);
  int bestScore = -100000;
  Undo u;
  for (Action a : list) {
    pos.make(a, u);
    const int s = flip(brute(pos));
    pos.undo(a, u);
    if (s > bestScore) {
      bestScore = s;
      if (best) best->clear();
    }
    if (best && s == bestScore) best->push_back(a);
  }
  return bestScore;
}

// A random detour position with at least `minWalls` walls placed, still ongoing.
Position randomPosition(std::mt19937_64& rng, int minWalls, int maxPly = 70) {
  for (;;) {
    Position p(rules("detour"));
    const int stopPly = int(rng() % std::uint64_t(maxPly + 1));
    Undo u;
    while (!p.isOver() && (p.ply() < stopPly || p.wallCount() < minWalls)) {
      MoveList list;
      generateLegal(p, list);
      Action a = list.moves[rng() % list.size];
      if (p.wallCount() < minWalls && rng() % 3 != 0) {  // favour walls until enough stand
        std::vector<Action> walls;
        for (Action m : list)
          if (m.isWall()) walls.push_back(m);
        if (!walls.empty()) a = walls[rng() % walls.size()];
      }
      p.make(a, u);
    }
    if (!p.isOver() && p.wallCount() >= minWalls) return p;
  }
}

std::string code(const Position& p) { return positionCode(p); }

}  // namespace

TEST_CASE("solver: only detour positions") {
  CHECK_FALSE(solveDetour(Position(rules("walls"))).ok());
  CHECK_FALSE(solveDetour(Position(rules("dolambac"))).ok());
  CHECK_FALSE(detourUncapped(Position(rules("walls"))).ok());
}

TEST_CASE("solver: a finished game is decided in 0 plies") {
  auto won = Game::fromMoves(Position(rules("detour")), "a2 d3 a3 d2 a4");
  REQUIRE(won.ok());
  auto v = solveDetour(won->position());
  REQUIRE(v.ok());
  CHECK(v->result == Result::Player1);
  CHECK(v->plies == 0);
  CHECK(v->reason == "arrival");
  CHECK(v->best.empty());
  auto lost = Game::fromMoves(Position(rules("detour")), "a2 d3 b2 d2 a2 d1");
  REQUIRE(lost.ok());
  v = solveDetour(lost->position());
  REQUIRE(v.ok());
  CHECK(v->result == Result::Player2);
  CHECK(v->plies == 0);
  std::mt19937_64 rng(1);
  Position capped = randomPosition(rng, 4);
  capped.setPly(80);
  v = solveDetour(capped);
  REQUIRE(v.ok());
  CHECK(v->result == Result::Draw);
  CHECK(v->plies == 0);
  CHECK(v->reason == "forty turns each");
}

TEST_CASE("solver: a race with no walls left is won by the shorter path, the mover first on a tie") {
  // White on b3 (1 step), Black on c2 (1 step), no walls: White to move wins at once.
  Position p = setUp("detour", "b3", "c2");
  p.setWallsLeft(0, 0);
  p.setWallsLeft(1, 0);
  auto v = solveDetour(p);
  REQUIRE(v.ok());
  CHECK(v->result == Result::Player1);
  CHECK(v->plies == 1);
  CHECK(v->best.size() == 1);
  CHECK(actionName(p.board(), v->best[0]) == "b4");
  // Black to move from d4 (3 steps) against White on a3 (1 step): White wins on its first step, ply 2.
  p = setUp("detour", "a3", "d4", {}, 1);
  p.setWallsLeft(0, 0);
  p.setWallsLeft(1, 0);
  v = solveDetour(p);
  REQUIRE(v.ok());
  CHECK(v->result == Result::Player1);
  CHECK(v->plies == 2);
  CHECK(v->best.size() == 2);  // Black loses whatever it does: both steps hold out equally long
}

TEST_CASE("solver: agrees with plain brute force close to the ply cap, cap draws included") {
  std::mt19937_64 rng(20261129);
  int draws = 0, capDraws = 0, decided = 0;
  for (int i = 0; i < 60; ++i) {
    Position p = randomPosition(rng, 3 + int(rng() % 4));
    const int left = 1 + int(rng() % 3);  // 1..3 plies to the cap
    p.setPly(80 - left);
    auto v = solveDetour(p);
    REQUIRE(v.ok());
    std::vector<Action> best;
    Position q = p;
    const int b = brute(q, &best);
    INFO(code(p));
    CHECK(score(*v, p.toMove()) == b);
    CHECK(v->best == best);
    CHECK(v->reason == (b == 0 ? "forty turns each" : "arrival"));  // with best play: how the game ends
    auto unc = detourUncapped(p);
    REQUIRE(unc.ok());
    if (b == 0) {
      ++draws;
      if (unc->sign != 0) ++capDraws;  // decided without the cap, a draw with it
    } else {
      ++decided;
    }
  }
  MESSAGE("near-cap samples: " << decided << " decided, " << draws << " drawn, of which " << capDraws
                               << " only by the cap");
  CHECK(capDraws > 0);
  CHECK(decided > 0);
}

TEST_CASE("solver: the distance to the result is exact (brute force at the solver's horizon and one short)") {
  // Positions with at most one wall left in the game: brute force to depth d
  // must find the result, and to depth d - 1 must not.
  std::mt19937_64 rng(7);
  int checked = 0;
  for (int i = 0; i < 400 && checked < 40; ++i) {
    Position p = randomPosition(rng, 7, 60);
    if (p.wallsLeft(0) + p.wallsLeft(1) > 1) continue;
    auto unc = detourUncapped(p);
    REQUIRE(unc.ok());
    if (unc->sign == 0 || unc->plies > 7) continue;
    INFO(code(p));
    const int d = unc->plies;
    Position q = p;
    q.setPly(80 - d);
    const int atD = brute(q);
    CHECK(atD == (unc->sign > 0 ? 1000 - d : -1000 + d));
    if (d > 0) {
      q.setPly(80 - (d - 1));
      CHECK(brute(q) == 0);
    }
    ++checked;
  }
  CHECK(checked >= 20);
}

TEST_CASE("solver: every value is consistent with the children's values; optimal moves keep it") {
  std::mt19937_64 rng(42);
  int capDraws = 0;
  for (int i = 0; i < 150; ++i) {
    Position p = randomPosition(rng, 4 + int(rng() % 3), 78);
    if (i % 3 == 0) p.setPly(std::max(p.ply(), 60 + int(rng() % 19)));  // many near the cap
    auto v = solveDetour(p);
    REQUIRE(v.ok());
    INFO(code(p));
    const int me = p.toMove();
    const int s = score(*v, me);
    MoveList list;
    generateLegal(p, list);
    int bestChild = -100000;
    std::vector<Action> best;
    Undo u;
    for (Action a : list) {
      p.make(a, u);
      auto cv = solveDetour(p);
      REQUIRE(cv.ok());
      const int cs = flip(score(*cv, p.toMove()));
      p.undo(a, u);
      if (cs > bestChild) {
        bestChild = cs;
        best.clear();
      }
      if (cs == bestChild) best.push_back(a);
    }
    CHECK(s == bestChild);
    CHECK(v->best == best);
    CHECK_FALSE(v->best.empty());
    auto quick = solveDetour(p, false);  // one optimal move
    REQUIRE(quick.ok());
    CHECK(quick->result == v->result);
    CHECK(quick->plies == v->plies);
    REQUIRE(quick->best.size() == 1);
    CHECK(std::find(best.begin(), best.end(), quick->best[0]) != best.end());
    auto unc = detourUncapped(p);
    if (s == 0 && unc->sign != 0) ++capDraws;
  }
  CHECK(capDraws > 0);
}

TEST_CASE("solver: perfect play from a sample position follows the verdict to the end") {
  std::mt19937_64 rng(3);
  for (int i = 0; i < 20; ++i) {
    Position p = randomPosition(rng, 4, 60);
    auto v0 = solveDetour(p);
    REQUIRE(v0.ok());
    INFO(code(p));
    int plies = 0;
    Undo u;
    while (!p.isOver()) {
      auto v = solveDetour(p);
      REQUIRE(v.ok());
      REQUIRE_FALSE(v->best.empty());
      p.make(v->best[rng() % v->best.size()], u);
      ++plies;
    }
    const Result r = positionOutcome(p).result;
    CHECK(r == v0->result);
    if (r != Result::Draw) CHECK(plies == v0->plies);
  }
}

TEST_CASE("solver: a work limit refuses positions too far from the end, and only those") {
  setDetourSolveLimit(40000);
  // Set up by hand: a wall on the board and still four left each (codes refuse this).
  const Position far = setUp("detour", "a1", "d4", {"a1h"});
  auto v = solveDetour(far);
  CHECK_FALSE(v.ok());
  CHECK_FALSE(detourUncapped(far).ok());
  CHECK_FALSE(solveDetour(Position(rules("detour"))).ok());  // the start, without the table
  auto near = parsePositionCode("detour_8_1_b1_d3_3_1_a2hb3hc3vc4v");
  REQUIRE(near.ok());
  v = solveDetour(*near);
  CHECK(v.ok());
  setDetourSolveLimit(0);
}

TEST_CASE("solver: a malformed table is refused") {
  const std::uint8_t junk[] = {'W', 'R', 'D', 'T', 1, 3, 0, 0};
  CHECK_FALSE(loadDetourTable(junk, sizeof junk));
  CHECK_FALSE(loadDetourTable(nullptr, 0));
}

// Needs the table (about 30 s of CPU to build), so it is skipped in a plain
// run and discovered by no ctest of its own: the ctest `solver-table`
// (tests/solver-table.sh) runs it with --no-skip when a table is there
// (WALLRACE_DETOUR_TABLE, else build/detour-table.bin) and reports it as
// skipped, with the reason, when none is.
TEST_CASE("solver: a loaded table agrees with on-demand solving" * doctest::skip()) {
  const char* file = std::getenv("WALLRACE_DETOUR_TABLE");
  REQUIRE_MESSAGE((file && *file), "set WALLRACE_DETOUR_TABLE to the table's file");
  std::ifstream in(file, std::ios::binary);
  REQUIRE_MESSAGE(in, "cannot read WALLRACE_DETOUR_TABLE " << file);
  std::vector<std::uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::mt19937_64 rng(11);
  std::vector<Position> sample;
  for (int i = 0; i < 16; ++i) sample.push_back(randomPosition(rng, 2 + i % 2, 20 + i));
  std::vector<Verdict> onDemand;
  for (const Position& p : sample) onDemand.push_back(*solveDetour(p));
  REQUIRE(loadDetourTable(data.data(), data.size()));
  CHECK(detourTableLayers() >= 3);
  for (size_t i = 0; i < sample.size(); ++i) {
    INFO(code(sample[i]));
    auto v = solveDetour(sample[i]);
    CHECK(v->result == onDemand[i].result);
    CHECK(v->plies == onDemand[i].plies);
    CHECK(v->best == onDemand[i].best);
    auto quick = solveDetour(sample[i], false);  // from the table's hints at its top layer
    REQUIRE(quick->best.size() == 1);
    CHECK(std::find(v->best.begin(), v->best.end(), quick->best[0]) != v->best.end());
  }
  auto start = solveDetour(Position(rules("detour")));
  MESSAGE("start: " << std::string(resultName(start->result)) << " in " << start->plies);
  // Bellman consistency on the table's own layers, the start included.
  std::vector<Position> early{Position(rules("detour"))};
  for (int i = 0; i < 20; ++i) early.push_back(randomPosition(rng, i % 3, 6));
  for (Position p : early) {
    INFO(code(p));
    auto pv = solveDetour(p);
    REQUIRE(pv.ok());
    MoveList list;
    generateLegal(p, list);
    int bestChild = -100000;
    Undo u;
    for (Action a : list) {
      p.make(a, u);
      bestChild = std::max(bestChild, flip(score(*solveDetour(p, false), p.toMove())));
      p.undo(a, u);
    }
    CHECK(score(*pv, p.toMove()) == bestChild);
  }
  // Perfect play from the start, every optimal move tried in turn at the first ply.
  for (Action first : start->best) {
    Position p(rules("detour"));
    Undo u;
    p.make(first, u);
    int plies = 1;
    while (!p.isOver()) {
      auto v = solveDetour(p, false);
      REQUIRE(v.ok());
      p.make(v->best[0], u);
      ++plies;
    }
    CHECK(positionOutcome(p).result == start->result);
    CHECK(plies == start->plies);
  }
}
