#include <doctest/doctest.h>

#include "helpers.h"

#include <map>

#include "book.h"
#include "bot.h"
#include "../core/cli/harness.h"

using namespace wallrace;

namespace {

const RuleSet& rs(const char* name) { return *findRuleSet(name); }

SearchLimits limits(int level, int movetime = 0, u64 nodes = 0, int depth = 0) {
  SearchLimits l;
  l.level = level;
  l.movetimeMs = movetime;
  l.nodes = nodes;
  l.depth = depth;
  return l;
}

}  // namespace

TEST_CASE("the compiled-in books read cleanly, each names a rule set, and walls and dolambac have one") {
  for (std::string_view name : builtinBookNames()) {
    const RuleSet* r = findRuleSet(name);
    REQUIRE_MESSAGE(r, "core/book/" << name << ".txt names no rule set");
    CHECK_MESSAGE(builtinBookError(*r).empty(), builtinBookError(*r));
    CHECK_FALSE(r->hasSolver());  // detour's Level 6 is the solver
  }
  for (const char* name : {"walls", "dolambac"}) {
    INFO(std::string(name));
    REQUIRE(hasBook(rs(name)));
    CHECK(builtinBook(rs(name))->size() >= 20);
    CHECK(builtinBook(rs(name))->find(Position(rs(name))));  // the start position is in it
  }
  CHECK_FALSE(hasBook(rs("detour")));
  CHECK(builtinBook(rs("detour")) == nullptr);
}

TEST_CASE("every book position replays: each move is legal and each position stands apart") {
  for (std::string_view name : builtinBookNames()) {
    const Book* book = builtinBook(*findRuleSet(name));
    REQUIRE(book);
    std::map<u64, int> keys;
    for (const BookEntry& e : book->entries()) {
      INFO(name << " line " << e.line << ": " << positionCode(e.position));
      CHECK(keys.emplace(e.position.key(), e.line).second);
      CHECK_FALSE(e.position.isOver());
      REQUIRE_FALSE(e.moves.empty());
      for (const BookMove& m : e.moves) {
        Game g(e.position);
        CHECK_FALSE(g.refusal(m.move).has_value());
        CHECK(g.play(m.move) == std::nullopt);
        CHECK(m.weight >= 1);
      }
      // Found again from its own position code, as a game loaded from a link would be.
      auto p = parsePositionCode(positionCode(e.position));
      REQUIRE(p);
      CHECK(book->find(*p) == &e);
    }
  }
}

TEST_CASE("Level 6, no limits and full-strength budgets take the book move at the start of walls without a search") {
  const Game g(rs("walls"));
  const BookEntry* e = builtinBook(rs("walls"))->find(g.position());
  REQUIRE(e);
  const Action bookMove = Book::pick(*e, 0);
  for (const SearchLimits& l : {limits(6), limits(0), limits(0, 1000), limits(0, 0, kBookMinNodes), limits(6, kBookMinMovetimeMs),
                               limits(6, 0, kBookMinNodes), limits(0, kBookMinMovetimeMs, kBookMinNodes)}) {
    CAPTURE(l.level);
    CAPTURE(l.movetimeMs);
    CAPTURE(l.nodes);
    CHECK(usesBook(l));
    REQUIRE(bookResult(g, l));
    int calls = 0;
    const SearchResult r = think(g, l, [&](const SearchInfo& i) {
      ++calls;
      CHECK(i.nodes == 0);
    });
    CHECK(r.best == bookMove);
    CHECK(r.info.nodes == 0);
    CHECK(r.info.depth == 0);
    CHECK(r.info.book);
    CHECK(r.info.score == e->score);
    CHECK(r.info.pv == std::vector<Action>{bookMove});
    CHECK(calls == 1);  // the progress callback hears of it once
  }
}

TEST_CASE("with the book off, at a depth and at levels 1-5 the bot searches instead") {
  const Game g(rs("walls"));
  SearchLimits off = limits(0, 0, 3000);
  off.book = false;
  SearchLimits off6 = limits(6, 0, 3000);
  off6.book = false;
  // A budget shallower than the book's minimum searches too (the book's plans need depth).
  for (const SearchLimits& l : {off, off6, limits(0, 0, 0, 3), limits(6, 0, 0, 3), limits(0, 0, kBookMinNodes - 1),
                                limits(6, kBookMinMovetimeMs - 1), limits(0, 100), limits(6, 0, 3000),
                                limits(0, 1000, 3000)}) {
    CHECK_FALSE(usesBook(l));
    CHECK_FALSE(bookResult(g, l));
    const SearchResult searched = think(g, l);
    CHECK(searched.info.nodes > 0);
    CHECK_FALSE(searched.info.book);
  }
  for (int level = 1; level < kLevelCount; ++level) {
    CAPTURE(level);
    for (const SearchLimits& l : {limits(level), limits(level, 100), limits(level, 0, 2000)}) {
      CHECK_FALSE(usesBook(l));
      CHECK_FALSE(bookResult(g, l));
    }
  }
  // Levels 4 and 5 search (1-3 may drop a beginner's move, which is no search either).
  for (int level : {4, 5}) CHECK(think(g, limits(level)).info.nodes > 0);
}

TEST_CASE("a book position that has stood before in the game is left to the search") {
  Game g(rs("walls"));
  REQUIRE(bookResult(g, limits(6)));
  for (const char* m : {"e2", "e8", "e1", "e9"}) REQUIRE(g.play(std::string_view(m)));
  CHECK(g.position().key() == Position(rs("walls")).key());
  CHECK_FALSE(bookResult(g, limits(6)));
  CHECK_FALSE(bookResult(g, limits(0, 0, kBookMinNodes)));  // nor a deep budget
}

TEST_CASE("a book text: weighted moves are picked by the seed in proportion, the same seed the same move") {
  const auto b = parseBook("# a comment\n\nwalls_0_1_e1_e9_10_10 +12 e2=1 d1=3\r\n", rs("walls"), "test");
  REQUIRE_MESSAGE(b, b.error());
  REQUIRE(b->size() == 1);
  const BookEntry& e = b->entries().front();
  CHECK(e.score == 12);
  CHECK(e.line == 3);
  REQUIRE(e.moves.size() == 2);
  const Position start(rs("walls"));
  int d1 = 0;
  for (u64 seed = 0; seed < 4000; ++seed) {
    const Action a = Book::pick(e, seed);
    CHECK(a == Book::pick(e, seed));
    d1 += a == test::act(start, "d1");
  }
  CHECK(d1 > 2700);
  CHECK(d1 < 3300);
}

TEST_CASE("a bad book line is refused, naming the book, the line and what is wrong") {
  const std::string start = "walls_0_1_e1_e9_10_10";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"# c\n" + start + " 0", "b line 2: expected 'CODE SCORE MOVE[=WEIGHT] ...'"},
      {"walls_0_1_e1_zz_10_10 0 e2", "b line 1: position 'walls_0_1_e1_zz_10_10': "},
      {"dolambac_0_1_e1_e9_10_10 0 e2", "b line 1: position 'dolambac_0_1_e1_e9_10_10' is a dolambac position, not walls"},
      {start + " 0 e2\n\n" + start + " 5 e2", "b line 3: position '" + start + "': already given on line 1"},
      {start + " x1 e2", "b line 1: score 'x1': expected a whole number"},
      {start + " 40000 e2", "b line 1: score '40000'"},
      {start + " 0 e3", "b line 1: move 'e3': "},
      {start + " 0 zz", "b line 1: move 'zz': "},
      {start + " 0 e2 e2", "b line 1: move 'e2': given twice"},
      {start + " 0 e2=0", "b line 1: move 'e2=0': the weight must be a whole number from 1 to 1000000"},
      {"walls_13_2_e9_e5_10_10 0 e4", "b line 1: position 'walls_13_2_e9_e5_10_10': the game is over there"},
  };
  for (const auto& [text, message] : cases) {
    CAPTURE(text);
    const auto b = parseBook(text, rs("walls"), "b");
    REQUIRE_FALSE(b);
    CHECK_MESSAGE(b.error().rfind(message, 0) == 0, b.error());
  }
}

TEST_CASE("match players take ,book=0 to search where the book would answer") {
  for (const char* spec : {"6,book=0", "6,hist=1,book=0", "6,book=0,hist=1", "movetime:100,book=0"}) {
    CAPTURE(spec);
    auto p = parsePlayerSpec(spec);
    REQUIRE_MESSAGE(p, p.error());
    CHECK_FALSE(p->limits.book);
    CHECK(p->name == spec);
  }
  CHECK(parsePlayerSpec("6")->limits.book);
  CHECK(parsePlayerSpec("6,book=1")->limits.book);
  CHECK(parsePlayerSpec("6,book=0,hist=1")->switches.history == 1);
  CHECK_FALSE(parsePlayerSpec("6,book=2"));
  // The player's move: the book's at the start unless turned off.
  const Game g(rs("walls"));
  const Action bookMove = bookResult(g, limits(6))->best;
  CHECK(playerMove(*parsePlayerSpec("6"), g, 0, 1, 3000) == bookMove);
}
