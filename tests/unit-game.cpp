// Games: undo and redo, results and their reasons, matches, records, random games.
#include "helpers.h"

using namespace wallrace;
using namespace wallrace::test;

static Game played(const char* rulesName, const std::string& moves) {
  auto g = Game::fromMoves(Position(rules(rulesName)), moves);
  REQUIRE_MESSAGE(g.ok(), g.error());
  return *g;
}

TEST_CASE("undo and redo walk the history; a new move clears the redo") {
  Game g = played("walls", "e2 e8 e3h");
  CHECK(g.undo());
  CHECK(g.position().wallsLeft(0) == 10);
  CHECK(g.canRedo());
  CHECK(g.redo());
  CHECK(g.position().wallsLeft(0) == 9);
  CHECK(g.undo());
  CHECK_FALSE(g.play(act(g.position(), "e3")));
  CHECK_FALSE(g.canRedo());
  while (g.undo()) {}
  CHECK(samePosition(g.position(), Position(rules("walls"))));
  CHECK_FALSE(g.undo());
}

TEST_CASE("the first pawn on its goal rank wins at once") {
  Game g(Position(setUp("detour", "a3", "d2")));
  CHECK_FALSE(g.play(act(g.position(), "a4")));
  const Outcome o = g.outcome();
  CHECK(o.result == Result::Player1);
  CHECK(o.reason == "arrival");
  CHECK(o.message == "White reached rank 4");
  MoveList list;
  g.legal(list);
  CHECK(list.size == 0);
  CHECK(g.refusal(act(g.position(), "d1"))->find("the game is over") == 0);
}

TEST_CASE("walls has no draw rule: repetition goes on") {
  Game g = played("walls", "d1 d9 e1 e9 d1 d9 e1 e9 d1 d9");
  CHECK(g.outcome().result == Result::Ongoing);
}

TEST_CASE("dolambac: the third time a position stands is a draw") {
  Game g = played("dolambac", "d1 d9 e1 e9 d1 d9 e1");
  CHECK(g.outcome().result == Result::Ongoing);
  CHECK_FALSE(g.play(act(g.position(), "e9")));  // the start stands for the third time
  CHECK(g.repetitions() == 3);
  CHECK(g.outcome().result == Result::Draw);
  CHECK(g.outcome().reason == "repetition");
  CHECK(g.outcomeAt(g.length() - 1).result == Result::Ongoing);  // review: one ply earlier it went on
  CHECK(g.repetitionsAt(4) == 2);
}

TEST_CASE("dolambac: walls left are part of the repeated position") {
  Game g = played("dolambac", "d1 d9 e1 e9 a3h d9 d1 e9 e1 d9 d1 e9");
  CHECK(g.outcome().result == Result::Ongoing);  // start stood twice, then walls changed
}

TEST_CASE("dolambac: a position code restarts the repetition count") {
  Game g(*parsePositionCode("dolambac_4_1_e1_e9_10_10"));
  for (const char* m : {"d1", "d9", "e1", "e9", "d1", "d9", "e1"}) REQUIRE_FALSE(g.play(act(g.position(), m)));
  CHECK(g.outcome().result == Result::Ongoing);
  REQUIRE_FALSE(g.play(act(g.position(), "e9")));
  CHECK(g.outcome().reason == "repetition");
}

TEST_CASE("dolambac: ply 200 with nobody home is a draw; a winning step on ply 200 still wins") {
  Position p = setUp("dolambac", "a5", "i5");
  p.setPly(199);
  p.setToMove(1);
  Game g(p);
  REQUIRE_FALSE(g.play(act(g.position(), "i4")));
  CHECK(g.outcome().result == Result::Draw);
  CHECK(g.outcome().reason == "ply 200");
  Position q = setUp("dolambac", "a5", "i2");
  q.setPly(199);
  q.setToMove(1);
  Game h(q);
  REQUIRE_FALSE(h.play(act(h.position(), "i1")));
  CHECK(h.outcome().result == Result::Player2);
}

TEST_CASE("detour: after forty turns each without arrival, a draw") {
  Position p = setUp("detour", "a2", "d3");
  p.setPly(78);
  Game g(p);
  REQUIRE_FALSE(g.play(act(g.position(), "a1")));
  CHECK(g.outcome().result == Result::Ongoing);
  REQUIRE_FALSE(g.play(act(g.position(), "d4")));
  CHECK(g.outcome().result == Result::Draw);
  CHECK(g.outcome().reason == "forty turns each");
}

namespace {
// The game tree's leaves counted through Game itself (play, isOver): the oracle for perft(const Game&).
u64 leavesByGame(Game& g, int depth) {
  if (depth == 0) return 1;
  MoveList list;
  g.legal(list);
  u64 n = 0;
  for (Action m : list) {
    if (g.play(m)) FAIL("a listed move was refused");
    n += leavesByGame(g, depth - 1);
    g.undo();
  }
  return n;
}
}  // namespace

TEST_CASE("perft of a game ends a line at a third repetition, counting the game's earlier positions") {
  // e9 would make the position after h6h stand a third time (d1/e1 shuffles, f9/e9 replies).
  Game g = played("dolambac", "d1 a4h e1 h4h d1 a6h e1 h6h d1 f9 e1 e9 d1 f9 e1");
  Game repeated = g;
  REQUIRE_FALSE(repeated.play(act(g.position(), "e9")));
  REQUIRE(repeated.outcome().reason == "repetition");
  Position alone = g.position();
  for (int depth = 1; depth <= 3; ++depth) {
    INFO("depth " << depth);
    CHECK(perft(g, depth) == leavesByGame(g, depth));
  }
  // Depth 2: the repetition leaves e9's replies out; the position alone does not know it.
  CHECK(perft(g, 2) < perft(alone, 2));
  CHECK(perft(repeated, 0) == 1);
  CHECK(perft(repeated, 1) == 0);
}

TEST_CASE("perft of a game: walls counts positions alone, and the move limit ends every line") {
  const Game walls(Position(rules("walls")));
  Position start(rules("walls"));
  CHECK(perft(walls, 3) == perft(start, 3));
  auto late = parsePositionCode("walls_65533_2_e1_e9_10_10");  // two plies short of kMaxGamePly
  REQUIRE(late.ok());
  Game g(*late);
  CHECK(perft(g, 2) == 16677);  // the leaves at ply 65535 count
  CHECK(perft(g, 3) == 0);      // nothing is played after it
  CHECK(perft(g, 3) == leavesByGame(g, 3));
}

TEST_CASE("a match alternates the first player in dolambac and a draw scores nothing") {
  Match m(rules("dolambac"));
  CHECK(m.firstSide(0) == 0);
  CHECK(m.firstSide(1) == 1);
  CHECK(m.firstSide(2) == 0);
  m.add(Result::Player1);  // game 1: A moved first and won
  m.add(Result::Player1);  // game 2: B moved first and won
  m.add(Result::Draw);
  m.add(Result::Player2);  // game 4: B first, so A (second) won
  CHECK(m.score() == std::array<int, 2>{2, 1});
  Match w(rules("walls"));
  CHECK(w.firstSide(1) == 0);
}

TEST_CASE("a match of a given length: sides, winners and its end") {
  Match m(rules("dolambac"), 2);
  CHECK(m.sideOf(0, 0) == 0);  // game 1: Player 1 is side A
  CHECK(m.sideOf(1, 0) == 1);  // game 2: Player 1 is side B
  CHECK_FALSE(m.over());
  m.add(Result::Player2);
  CHECK(m.winnerSide(0) == 1);
  CHECK_FALSE(m.over());
  m.add(Result::Draw);
  CHECK(m.winnerSide(1) == -1);
  CHECK(m.winnerSide(5) == -1);
  CHECK(m.over());
  CHECK(m.score() == std::array<int, 2>{0, 1});
  Match open(rules("walls"));
  open.add(Result::Player1);
  CHECK_FALSE(open.over());
  CHECK(open.winnerSide(0) == 0);
}

TEST_CASE("moves are refused with their index, token and reason") {
  CHECK(Game::fromMoves(Position(rules("walls")), "e2 e8 e3 zz9").error() ==
        "move 4 'zz9': not a move (expected a square a1-i9, a wall like e3h, or pass)");
  CHECK(Game::fromMoves(Position(rules("walls")), "e2 e8 e4").error().find("move 3 'e4': not a reachable square") == 0);
  CHECK(Game::fromMoves(Position(rules("detour")), "a1h d3h a1v").error() ==
        "move 3 'a1v': would leave White with no path to rank 4");
}

TEST_CASE("game records round-trip, from the start and from a position") {
  Game g = played("dolambac", "e2 e8 e3h e7 d2v");
  const std::string rec = g.record();
  CHECK(rec.find("[Rules \"dolambac\"]") == 0);
  CHECK(rec.find("1. e2 e8 2. e3h e7 3. d2v *") != std::string::npos);
  auto back = Game::fromRecord(rec);
  REQUIRE(back.ok());
  CHECK(back->record() == rec);
  CHECK(samePosition(back->position(), g.position()));

  Game h(*parsePositionCode("walls_3_2_e2_e9_9_10_e3h"));
  REQUIRE_FALSE(h.play(act(h.position(), "e8")));
  REQUIRE_FALSE(h.play(act(h.position(), "d2")));
  const std::string r2 = h.record();
  CHECK(r2.find("[Position \"walls_3_2_e2_e9_9_10_e3h\"]") != std::string::npos);
  CHECK(r2.find("2... e8 3. d2 *") != std::string::npos);
  CHECK(Game::fromRecord(r2)->record() == r2);
}

TEST_CASE("a finished game's record carries its result and reason") {
  Game g(Position(setUp("detour", "a3", "d2")));
  REQUIRE_FALSE(g.play(act(g.position(), "a4")));
  const std::string rec = g.record();
  CHECK(rec.find("[Result \"1-0\"]") != std::string::npos);
  CHECK(rec.find("[Termination \"arrival\"]") != std::string::npos);
  CHECK(Game::fromRecord(rec)->outcome().result == Result::Player1);
}

TEST_CASE("records are read with comments, other tags and case-insensitive moves") {
  auto g = Game::fromRecord("[Event \"club\"]\n[Rules \"detour\"]\n\n1. A1-A2 {the worked example} d3 2. b1 *\n");
  REQUIRE_MESSAGE(g.ok(), g.error());
  CHECK(g->length() == 3);
}

TEST_CASE("a record may be one line: tags then moves") {
  auto g = Game::fromRecord("[Rules \"detour\"] [Result \"*\"] 1. a1h d3 *");
  REQUIRE_MESSAGE(g.ok(), g.error());
  CHECK(g->length() == 2);
}

TEST_CASE("bad records are reported, naming the token and its place") {
  auto err = [](const std::string& text) { return Game::fromRecord(text).error(); };
  CHECK(err("1. e2 e8") == "record has no [Rules \"...\"] tag");
  CHECK(err("[Rules \"go\"]\n") .find("unknown rule set") != std::string::npos);
  CHECK(err("[Rules \"walls\"\n").find("record line 1") == 0);
  CHECK(err("[Rules walls]\n").find("record line 1 '[Rules walls]': a tag must look like") == 0);
  CHECK(err("[Rules \"walls\"]\n1. e2 e8 2. e3 zz *").find("record token 6 (move 4) 'zz': not a move") == 0);
  CHECK(err("[Rules \"walls\"]\n1. e2 e8 3. e3").find("record token 4 '3.': move number does not match (expected 2.)") == 0);
  CHECK(err("[Rules \"walls\"]\n1. e2 e8 1-0").find("claims the result 1-0 but the moves give *") != std::string::npos);
  CHECK(err("[Rules \"walls\"]\n[Result \"2-0\"]\n").find("Result '2-0'") != std::string::npos);
  CHECK(err("[Rules \"walls\"]\n1. e2 * e8").find("moves after the result") != std::string::npos);
  CHECK(err("[Rules \"walls\"]\n[Position \"detour_0_1_a1_d4_4_4\"]\n").find("is not a walls position") != std::string::npos);
  CHECK(err("[Rules \"detour\"]\n1. a1h d3h 2. a1v").find("would leave White with no path to rank 4") != std::string::npos);
}

TEST_CASE("random games keep every invariant after every ply, thousands per rule set") {
  std::mt19937_64 rng(2026);
  for (const auto& r : ruleSets()) {
    int finished = 0;
    for (int game = 0; game < 2000; ++game) {
      Position p(r);
      std::vector<std::pair<Action, Undo>> stack;
      std::vector<Position> copies{p};
      MoveList list;
      for (generateLegal(p, list); list.size && p.ply() < 400; generateLegal(p, list)) {
        const Action a = playoutMove(p, list, rng);
        REQUIRE_FALSE(refusal(p, a));
        Undo u;
        p.make(a, u);
        stack.push_back({a, u});
        copies.push_back(p);
        // both paths exist, wall counts add up
        REQUIRE(pathLength(p, 0) >= 0);
        REQUIRE(pathLength(p, 1) >= 0);
        REQUIRE(p.wallsLeft(0) + p.wallsLeft(1) + p.wallCount() == 2 * r.wallsEach);
        REQUIRE(popcount(p.blocked(0)) + popcount(p.blocked(1)) == p.wallCount() * r.wallLength);
      }
      finished += p.isOver();
      // undo restores every position bit for bit
      while (!stack.empty()) {
        p.undo(stack.back().first, stack.back().second);
        stack.pop_back();
        copies.pop_back();
        REQUIRE(samePosition(p, copies.back()));
      }
    }
    CHECK(finished > 1900);
  }
}
