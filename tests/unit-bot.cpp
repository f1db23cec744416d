#include <doctest/doctest.h>

#include "helpers.h"

#include <functional>

#include "bot.h"
#include "movegen.h"
#include "race.h"
#include "reference.h"

using namespace wallrace;

namespace {

Position setUp(const char* text) { return test::setUpText(text); }
Game gameAt(const char* t) { return Game(setUp(t)); }

bool isLegal(const Game& g, Action a) { return !g.refusal(a).has_value(); }

// Random games, stopped part-way, as test positions.
std::vector<Game> samplePositions(const RuleSet& rules, int count, u64 seed) {
  std::vector<Game> out;
  u64 r = seed;
  for (int i = 0; i < count; ++i) {
    Game g(rules);
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    const int plies = int((r >> 33) % 40);
    for (int k = 0; k < plies && !g.isOver(); ++k) {
      MoveList list;
      g.legal(list);
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      // Mostly steps, some walls.
      int steps = 0;
      for (Action a : list) steps += a.kind() == ActionKind::Step;
      const bool wall = steps == 0 || (list.size > steps && (r >> 60) < 4);
      const int idx = wall ? steps + int((r >> 33) % u64(list.size - steps)) : int((r >> 33) % u64(steps));
      g.play(list.moves[idx]);
    }
    if (!g.isOver()) out.push_back(g);
  }
  return out;
}

// Plain minimax over pawn moves only: +k the side to move wins in k plies,
// -k it loses in k, 0 undecided within `depth`.
int bruteRace(Position& pos, int depth) {
  const int us = pos.toMove();
  if (pos.arrived(us ^ 1)) return -0x1000;  // marker: lost now
  if (depth == 0) return 0;
  const Mobility m(pos);
  u128 t = pawnTargetsFrom(pos.board(), m, pos.pawn(us), pos.pawn(us ^ 1));
  int best = -0x2000;
  Undo u;
  auto consider = [&](Action a) {
    pos.make(a, u);
    const int c = bruteRace(pos, depth - 1);
    pos.undo(a, u);
    int v;  // child value from our side
    if (c == -0x1000) v = 1;                 // we arrive now
    else if (c > 0) v = -(c + 1);            // child wins in c: we lose in c+1
    else if (c < 0) v = -c + 1;              // child loses in -c: we win in -c+1
    else v = 0;
    auto rank = [](int x) { return x > 0 ? 100000 - x : x == 0 ? 0 : -100000 - x; };
    if (best == -0x2000 || rank(v) > rank(best)) best = v;
  };
  if (!t) consider(Action::pass());
  for (; t; t = clearLowest(t)) consider(Action(ActionKind::Step, lowest(t)));
  return best;
}

}  // namespace

TEST_CASE("the bot always returns a legal move, at every level and on every rule set") {
  for (const RuleSet& rules : ruleSets()) {
    const auto games = samplePositions(rules, 12, 7 + rules.size);
    for (size_t i = 0; i < games.size(); ++i) {
      for (int level = 1; level <= 6; ++level) {
        SearchLimits l;
        l.level = level;
        l.nodes = level >= 4 ? 3000 : 0;
        l.seed = i;
        const SearchResult r = think(games[i], l);
        CAPTURE(rules.name);
        CAPTURE(level);
        CHECK(isLegal(games[i], r.best));
      }
      SearchLimits t;
      t.movetimeMs = 5;
      CHECK(isLegal(games[i], think(games[i], t).best));
    }
  }
}

TEST_CASE("the bot takes a win in one") {
  const Game g = gameAt("walls e8 a5 3 3 1 20");
  for (int level = 3; level <= 6; ++level) {
    SearchLimits l;
    l.level = level;
    l.nodes = 20000;
    const SearchResult r = think(g, l);
    CHECK(actionName(g.position().board(), r.best) == "e9");
    CHECK(r.info.score > kWinBound);
  }
  const Game d = gameAt("detour b3 a3 2 2 1 10");
  SearchLimits l;
  l.depth = 4;
  CHECK(think(d, l).best.square() == d.position().board().sq(1, 3));
}

TEST_CASE("the bot stops a loss in one when a wall can") {
  for (const char* code : {"walls a2 e2 3 3 1 20", "walls e8 a8 4 2 2 21", "dolambac h3 c2 1 5 1 30"}) {
    CAPTURE(code);
    Game g = gameAt(code);
    SearchLimits l;
    l.level = 6;
    l.nodes = 50000;
    const Action a = think(g, l).best;
    REQUIRE(isLegal(g, a));
    CHECK(a.isWall());
    g.play(a);
    const Position& p = g.position();
    CHECK((pawnTargets(p) & p.board().goal[p.toMove()]) == 0);
  }
}

TEST_CASE("races are played exactly: the race table agrees with plain minimax") {
  for (const RuleSet& rules : ruleSets()) {
    const auto games = samplePositions(rules, 40, 99 + rules.size);
    int compared = 0;
    for (const Game& g : games) {
      Position pos = g.position();
      pos.setWallsLeft(0, 0);
      pos.setWallsLeft(1, 0);
      pos.setPly(0);
      const RaceTable table(pos);
      const RaceVerdict v = table.verdict(pos);
      if (v.winner < 0 || v.plies > 7) continue;
      const int b = bruteRace(pos, 8);
      CAPTURE(positionCode(pos));
      CHECK(b == (v.winner == pos.toMove() ? v.plies : -v.plies));
      // The move the bot plays keeps the win (or loses slowest).
      Game rg(pos);
      SearchLimits l;
      l.level = 6;
      const SearchResult r = think(rg, l);
      Position next = pos;
      Undo u;
      next.make(r.best, u);
      const RaceVerdict after = table.verdict(next);
      CHECK(after.winner == v.winner);
      CHECK(after.plies == v.plies - 1);
      ++compared;
    }
    CHECK(compared > 0);
  }
}

TEST_CASE("the same seed gives the same move") {
  const auto games = samplePositions(*findRuleSet("dolambac"), 6, 3);
  for (const Game& g : games)
    for (int level = 1; level <= 6; ++level) {
      SearchLimits l;
      l.level = level;
      l.nodes = level >= 4 ? 8000 : 0;
      l.seed = 42;
      const SearchResult a = think(g, l), b = think(g, l);
      CHECK(a.best == b.best);
      CHECK(a.info.nodes == b.info.nodes);
    }
}

TEST_CASE("a finished game gets pass and no search") {
  Game g = gameAt("walls e9 a5 3 3 2 20");
  REQUIRE(g.isOver());
  CHECK(think(g, SearchLimits{}).best == Action::pass());
}

TEST_CASE("the reference opponents play legal moves") {
  for (const RuleSet& rules : ruleSets()) {
    const auto games = samplePositions(rules, 6, 11 + rules.size);
    for (size_t i = 0; i < games.size(); ++i) {
      const Position& p = games[i].position();
      CHECK(isLegal(games[i], racerMove(p, i)));
      CHECK(isLegal(games[i], alphaBeta2Move(p, i)));
      CHECK(isLegal(games[i], mctsMove(p, 300, i)));
    }
  }
}

TEST_CASE("a level's settings: its style, capped by a budget given with it; Level 6 on a clock uses the time") {
  SearchLimits six;
  six.level = kLevelCount;
  const SearchConfig plain = botSearchConfig(six);
  CHECK(plain.maxNodes == levelStyle(kLevelCount).nodes);  // the page: a node budget, deterministic per seed
  CHECK(plain.timeMs == 0);
  for (int SearchConfig::*field : kFullStrengthOnly) {
    CHECK(plain.*field == SearchConfig{}.*field);  // Level 6 searches as full strength does
    CHECK(plain.*field > 0);
    CHECK(botSearchConfig(SearchLimits{.level = 5}).*field == 0);  // the ladder's levels without
  }

  SearchLimits clock = six;
  clock.movetimeMs = 1000;
  const SearchConfig timed = botSearchConfig(clock);
  CHECK(timed.timeMs == 1000);
  CHECK(timed.maxNodes == 0);  // the time is the budget, not a million nodes

  clock.nodes = 5000;  // a node budget given with the level still caps it
  CHECK(botSearchConfig(clock).maxNodes == 5000);

  SearchLimits five;  // weaker levels keep their node budget on a clock (the ladder)
  five.level = 5;
  five.movetimeMs = 1000;
  CHECK(botSearchConfig(five).maxNodes == levelStyle(5).nodes);
  CHECK(botSearchConfig(five).noise == levelStyle(5).noise);
  CHECK(botSearchConfig(five).rfp == 0);  // the ladder's levels search as before

  SearchLimits budget;  // a budget without a level: full strength, no node cap, no noise
  budget.movetimeMs = 40;
  const SearchConfig b = botSearchConfig(budget);
  CHECK(b.maxNodes == 0);
  CHECK(b.noise == 0);
  CHECK(b.ttMegabytes == 40 / 8);  // a short budget fills no large table

  SearchSwitches sw;
  sw.nullMove = 0;
  CHECK(botSearchConfig(six, defaultEvalParams(), sw).nullMove == 0);  // a switch overrides the level
}
