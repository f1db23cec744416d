// Rule sets as data and the board geometry derived from them.
#include "helpers.h"

using namespace wallrace;
using namespace wallrace::test;

TEST_CASE("the three presets hold the numbers of the rules pages (web/rules.html)") {
  SUBCASE("walls: 9x9, ten two-square walls each, jumps, no draw rule") {
    const RuleSet& w = rules("walls");
    CHECK(w.size == 9);
    CHECK(w.wallLength == 2);
    CHECK(w.wallsEach == 10);
    CHECK(w.jumps);
    CHECK_FALSE(w.pawnsShare);
    CHECK(w.repetitionDraw == 0);
    CHECK(w.plyLimit == 0);
  }
  SUBCASE("dolambac: draws at the third repetition and ply 200, alternation, path growth shown") {
    const RuleSet& d = rules("dolambac");
    CHECK(d.repetitionDraw == 3);
    CHECK(d.plyLimit == 200);
    CHECK(d.alternateFirst);
    CHECK(d.showPathGrowth);
  }
  SUBCASE("detour: 4x4, four one-edge walls each, no jumps, shared squares, 80 plies, White and Black") {
    const RuleSet& t = rules("detour");
    CHECK(t.size == 4);
    CHECK(t.wallLength == 1);
    CHECK(t.wallsEach == 4);
    CHECK_FALSE(t.jumps);
    CHECK(t.pawnsShare);
    CHECK(t.plyLimit == 80);
    CHECK(t.playerNames[0] == "White");
  }
}

TEST_CASE("rule set names are read case-insensitively and unknown ones are refused") {
  CHECK(findRuleSet("DolamBac") == &rules("dolambac"));
  CHECK(findRuleSet("chess") == nullptr);
  CHECK(ruleSetNames() == "walls, dolambac, detour");
}

TEST_CASE("two-square walls have 128 slots on 9x9 and one-edge walls 24 on 4x4") {
  CHECK(popcount(boardFor(rules("walls")).slotMask[0]) == 64);
  CHECK(popcount(boardFor(rules("walls")).slotMask[1]) == 64);
  CHECK(popcount(boardFor(rules("detour")).slotMask[0]) == 12);
  CHECK(popcount(boardFor(rules("detour")).slotMask[1]) == 12);
}

TEST_CASE("start squares and goal ranks") {
  Position w(rules("walls")), d(rules("detour"));
  CHECK(squareName(w.board(), w.pawn(0)) == "e1");
  CHECK(squareName(w.board(), w.pawn(1)) == "e9");
  CHECK(squareName(d.board(), d.pawn(0)) == "a1");
  CHECK(squareName(d.board(), d.pawn(1)) == "d4");
  CHECK(popcount(w.board().goal[0]) == 9);
  CHECK(((w.board().goal[0] >> w.board().sq(0, 8)) & 1) == 1);
  CHECK(((d.board().goal[1] >> d.board().sq(3, 0)) & 1) == 1);
}

TEST_CASE("a fourth rule set is a table entry: 5x5, three-square walls") {
  static const RuleSet big{"test5", 5, 3, 2, true, false, 0, 0, false, false, {"A", "B"}, {2, 2}, ""};
  Position p(big);
  CHECK(popcount(p.board().slotMask[0]) == 3 * 4);
  CHECK(pathLength(p, 0) == 4);
  MoveList list;
  generateLegal(p, list);
  CHECK(list.size == 3 + 24);
  // a three-square wall a1h blocks a1-a2, b1-b2 and c1-c2
  Undo u;
  p.make(act(p, "a1h"), u);
  CHECK(popcount(p.blocked(0)) == 3);
  CHECK(((p.freeSlots(0) >> p.board().sq(2, 0)) & 1) == 0);  // c1h would overlap c1-c2
  CHECK(((p.freeSlots(0) >> p.board().sq(3, 0)) & 1) == 0);   // d1h is off the 5x5 board for length 3
}
