// dolambac's draws in the bot: a losing side takes a third repetition, a
// winning side steps around one. The positions come from a game in which
// both sides shuffled; a search without the game's history plays otherwise.
#include <doctest/doctest.h>

#include "bot.h"
#include "notation.h"

using namespace wallrace;

namespace {
Game dolambac(const char* moves) {
  auto g = Game::fromMoves(Position(*findRuleSet("dolambac")), moves);
  REQUIRE(g);
  return *g;
}
// Level 6's search at 30 000 nodes without singular extensions and without cc=3 (with more nodes, or with either, the
// blind search too comes to e9 in the first position, for its own reasons: the control below needs a search where it
// does not).
SearchResult searchFor(const Game& g, int repetition) {
  SearchLimits l;
  l.level = 6;
  l.nodes = 30000;
  SearchSwitches w;
  w.repetition = repetition;
  w.singular = 0;
  w.cutoffs = 0;
  return thinkWith(g, l, defaultEvalParams(), {}, w);
}
std::string nameOf(const Game& g, const SearchResult& r) { return actionName(g.position().board(), r.best); }
std::string bestFor(const Game& g, int repetition) { return nameOf(g, searchFor(g, repetition)); }
}  // namespace

TEST_CASE("a losing side in dolambac steps back into a third repetition") {
  // Player 2 spent four walls for nothing; Player 1 and Player 2 shuffled, and e9 repeats the
  // position after h6h a third time.
  const Game g = dolambac("d1 a4h e1 h4h d1 a6h e1 h6h d1 f9 e1 e9 d1 f9 e1");
  Game after = g;
  REQUIRE(after.play("e9").ok());
  CHECK(after.outcome().reason == "repetition");
  const SearchResult seeing = searchFor(g, 1), blind = searchFor(g, 0);
  CHECK(nameOf(g, seeing) == "e9");
  CHECK(seeing.info.score == 0);  // it sees the draw
  CHECK(nameOf(g, blind) != "e9");  // blind to repetitions, it plays on
  CHECK(blind.info.score < -500);
}

TEST_CASE("a winning side in dolambac avoids the step that repeats a position a third time") {
  // Player 1 spent four walls for nothing; e7, the natural step, would repeat a third time.
  const Game g = dolambac("a4h e8 h4h f8 a6h f7 h6h e7 d1 e8 e1 e7 d1 e8 e1");
  Game after = g;
  REQUIRE(after.play("e7").ok());
  CHECK(after.outcome().reason == "repetition");
  CHECK(bestFor(g, 0) == "e7");
  CHECK(bestFor(g, 1) != "e7");
}
