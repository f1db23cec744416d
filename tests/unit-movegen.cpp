// Pawn steps, jumps, side-steps, walls, the path rule, pass, perft.
#include "helpers.h"

using namespace wallrace;
using namespace wallrace::test;

using V = std::vector<std::string>;

TEST_CASE("a pawn steps one square in four directions, never off the board") {
  CHECK(names(Position(rules("walls")), pawnTargets(Position(rules("walls")))) == V{"d1", "e2", "f1"});
  const Position corner = setUp("walls", "a1", "e9");
  CHECK(names(corner, pawnTargets(corner)) == V{"a2", "b1"});
}

TEST_CASE("a pawn never steps through a wall") {
  const Position p = setUp("walls", "e5", "a9", {"e5h", "d4v"});  // e5-e6 closed, d5-e5 closed
  CHECK(names(p, pawnTargets(p)) == V{"e4", "f5"});
}

TEST_CASE("face to face: the straight jump over the other pawn") {
  const Position p = setUp("walls", "e4", "e5");
  CHECK(names(p, pawnTargets(p)) == V{"d4", "e3", "e6", "f4"});
}

TEST_CASE("face to face: a wall behind the other pawn gives the side-steps") {
  const Position p = setUp("walls", "e4", "e5", {"e5h"});
  CHECK(names(p, pawnTargets(p)) == V{"d4", "d5", "e3", "f4", "f5"});
}

TEST_CASE("face to face at the board's edge: side-steps, never off the board") {
  const Position p = setUp("walls", "e8", "e9");
  CHECK(names(p, pawnTargets(p)) == V{"d8", "d9", "e7", "f8", "f9"});
}

TEST_CASE("side-steps stop at walls beside the other pawn") {
  const Position p = setUp("walls", "e8", "e9", {"d8v"});  // closes d9-e9 (and d8-e8)
  CHECK(names(p, pawnTargets(p)) == V{"e7", "f8", "f9"});
}

TEST_CASE("a pawn never steps onto the other pawn and never jumps through a wall") {
  const Position p = setUp("walls", "e4", "e5", {"d4h"});  // closes d4-d5 and e4-e5
  CHECK(names(p, pawnTargets(p)) == V{"d4", "e3", "f4"});
}

TEST_CASE("detour runners ignore each other: they share squares and never jump") {
  const Position p = setUp("detour", "b2", "b3");
  CHECK(names(p, pawnTargets(p)) == V{"a2", "b1", "b3", "c2"});
}

TEST_CASE("overlapping walls are refused and name the wall") {
  Position q(rules("walls"));
  Undo u;
  q.make(act(q, "e3h"), u);
  CHECK(*refusal(q, act(q, "d3h")) == "overlaps wall e3h");
  CHECK(*refusal(q, act(q, "f3h")) == "overlaps wall e3h");
  CHECK(*refusal(q, act(q, "e3h")) == "wall e3h is already there");
}

TEST_CASE("crossing walls are refused: a horizontal and a vertical wall at one centre") {
  Position q(rules("walls"));
  Undo u;
  q.make(act(q, "e3h"), u);
  CHECK(*refusal(q, act(q, "e3v")) == "crosses wall e3h");
}

TEST_CASE("walls may touch end to end and meet in a T") {
  Position q(rules("walls"));
  Undo u;
  q.make(act(q, "e3h"), u);
  CHECK(legal(q, "g3h"));  // end to end
  CHECK(legal(q, "c3h"));
  CHECK(legal(q, "e2v"));  // T: its top end meets e3h's centre from below... (e2v spans e2-e3 east edges)
  CHECK(legal(q, "e4v"));  // T from above
  CHECK(legal(q, "d3v"));  // touches e3h's west end
  CHECK(legal(q, "f3v"));  // touches e3h's east end
}

TEST_CASE("detour: a wall may not go on an already blocked edge") {
  Position q(rules("detour"));
  Undo u;
  q.make(act(q, "b2h"), u);
  CHECK(*refusal(q, act(q, "b2h")) == "wall b2h is already there");
  CHECK(legal(q, "a2h"));
  CHECK(legal(q, "b2v"));  // one-edge walls never cross
}

TEST_CASE("the path rule: a wall that seals a pawn off is refused, naming the player and rank") {
  // Ranks 8 and 9 are walled off from a to h; i8 is reached only from i7 and h8.
  const Position p = setUp("walls", "e5", "a9", {"a8h", "c8h", "e8h", "g8h", "h7h"});
  CHECK(*refusal(p, act(p, "h8v")) == "would leave Player 1 with no path to rank 9");
  CHECK(legal(p, "a7h"));
  const Position q = setUp("walls", "a5", "e5", {"a1h", "c1h", "e1h", "g1h", "h2h"}, 1);
  CHECK(*refusal(q, act(q, "h1v")) == "would leave Player 2 with no path to rank 1");
}

TEST_CASE("the detour worked example: a1h is legal at the start, then a1v is not") {
  Game g(rules("detour"));
  CHECK_FALSE(g.refusal(act(g.position(), "a1h")));
  REQUIRE_FALSE(g.play(act(g.position(), "a1h")));
  CHECK(pathLength(g.position(), 0) == 4);  // a1-b1-b2-b3-b4
  CHECK(*g.refusal(act(g.position(), "a1v")) == "would leave White with no path to rank 4");
  CHECK(g.length() == 1);
  CHECK(g.position().wallsLeft(1) == 4);
}

TEST_CASE("a refused wall uses no wall and no turn") {
  Game g(rules("detour"));
  REQUIRE_FALSE(g.play(act(g.position(), "a1h")));
  REQUIRE_FALSE(g.play(act(g.position(), "c3v")));  // black
  const Position before = g.position();
  CHECK(g.play(act(g.position(), "a1v")));
  CHECK(samePosition(before, g.position()));
  CHECK(g.length() == 2);
}

TEST_CASE("no walls left: a turn must be a move") {
  Position p = setUp("detour", "a1", "d4");
  p.setWallsLeft(0, 0);
  CHECK(*refusal(p, act(p, "b2h")) == "White has no walls left");
  MoveList list;
  generateLegal(p, list);
  CHECK(list.size == 2);
}

TEST_CASE("pass is the only action of a side with no step and no wall") {
  // A rule set where pawns block each other (no jumps, no sharing) shows it.
  static const RuleSet blocking{"blocking", 4, 1, 1, false, false, 0, 0, false, false, {"A", "B"}, {0, 3}, ""};
  Position p(blocking);
  p.setPawn(0, p.board().sq(0, 0));
  p.setPawn(1, p.board().sq(0, 1));
  p.addWall(1, p.board().sq(0, 0));  // a1v: a1-b1 closed, a1's only exit is a2 where B stands
  p.setWallsLeft(0, 0);
  MoveList list;
  generateLegal(p, list);
  REQUIRE(list.size == 1);
  CHECK(list.moves[0] == Action::pass());
  CHECK_FALSE(refusal(p, Action::pass()));
  CHECK(*refusal(Position(rules("walls")), Action::pass()) == "pass is legal only when Player 1 has no step and no wall");
}

TEST_CASE("a finished position has no actions") {
  const Position p = setUp("walls", "e9", "a9", {}, 1);
  CHECK(p.isOver());
  CHECK(countLegal(p) == 0);
  CHECK(*refusal(p, act(p, "a8")) == "the game is over");
}

TEST_CASE("perft from the 9x9 start") {
  Position p(rules("walls"));
  CHECK(perft(p, 0) == 1);
  CHECK(perft(p, 1) == 131);
  CHECK(perft(p, 2) == 16677);
  CHECK(perft(p, 3) == 2062264);
}

TEST_CASE("the cheap wall filter agrees with a full search on every slot of random positions") {
  std::mt19937_64 rng(7);
  for (const char* name : {"walls", "detour"}) {
    for (int game = 0; game < 150; ++game) {
      Game g(rules(name));
      MoveList list;
      for (g.legal(list); list.size; g.legal(list)) {
        const Position& p = g.position();
        u128 fast[2];
        legalWalls(p, fast);
        for (int o = 0; o < 2; ++o)
          for (u128 f = p.wallsLeft(p.toMove()) ? p.freeSlots(o) : 0; f; f = clearLowest(f)) {
            const int s = lowest(f);
            REQUIRE(bool((fast[o] >> s) & 1) == wallKeepsPaths(p, o, s));
          }
        // walls placed often, to reach crowded positions
        Action a = list.moves[rng() % list.size];
        if (rng() % 3 == 0) a = playoutMove(p, list, rng);
        g.play(a);
        if (g.length() > 300) break;
      }
    }
  }
}
