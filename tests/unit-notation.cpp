// Move notation, position codes: round trips and errors that name what was wrong.
#include "helpers.h"

using namespace wallrace;
using namespace wallrace::test;

TEST_CASE("moves print in canonical lowercase and read case-insensitively") {
  const Board& b = boardFor(rules("walls"));
  CHECK(actionName(b, *parseAction(b, "E2")) == "e2");
  CHECK(actionName(b, *parseAction(b, "E3H")) == "e3h");
  CHECK(actionName(b, *parseAction(b, "a1v")) == "a1v");
  CHECK(actionName(b, *parseAction(b, "PASS")) == "pass");
  CHECK(actionName(b, *parseAction(b, "h8h")) == "h8h");
}

TEST_CASE("every action of the start round-trips through its notation") {
  for (const auto& r : ruleSets()) {
    Position p(r);
    MoveList list;
    generateLegal(p, list);
    for (Action a : list) CHECK(*parseAction(p.board(), actionName(p.board(), a)) == a);
  }
}

TEST_CASE("detour reads the seed's edge form in either order, with hyphen or en dash") {
  const Board& b = boardFor(rules("detour"));
  CHECK(actionName(b, *parseAction(b, "A1-A2")) == "a1h");
  CHECK(actionName(b, *parseAction(b, "A2\xE2\x80\x93" "A1")) == "a1h");
  CHECK(actionName(b, *parseAction(b, "b1-a1")) == "a1v");
  CHECK(parseAction(b, "a1-b2").error() == "the two squares are not neighbours");
  CHECK_FALSE(parseAction(boardFor(rules("walls")), "a1-a2").ok());
}

TEST_CASE("bad move text is refused with the reason") {
  const Board& b = boardFor(rules("walls"));
  CHECK(parseAction(b, "j5").error() == "off the board");
  CHECK(parseAction(b, "e10").error() == "off the board");
  CHECK(parseAction(b, "i3h").error() == "off the board (a horizontal wall cannot start at i3)");
  CHECK(parseAction(b, "e9v").error() == "off the board (a vertical wall cannot start at e9)");
  CHECK(parseAction(b, "zz").error().find("not a move") == 0);
  CHECK(parseAction(b, "").error().find("not a move") == 0);
  CHECK(parseAction(b, "e3x").error().find("not a move") == 0);
  CHECK(parseAction(boardFor(rules("detour")), "d1v").error().find("off the board") == 0);
}

TEST_CASE("the start's position codes") {
  CHECK(positionCode(Position(rules("walls"))) == "walls_0_1_e1_e9_10_10");
  CHECK(positionCode(Position(rules("dolambac"))) == "dolambac_0_1_e1_e9_10_10");
  CHECK(positionCode(Position(rules("detour"))) == "detour_0_1_a1_d4_4_4");
}

TEST_CASE("position codes round-trip exactly along random games") {
  std::mt19937_64 rng(11);
  for (const auto& r : ruleSets())
    for (int game = 0; game < 100; ++game) {
      Game g(r);
      MoveList list;
      for (g.legal(list); list.size && g.length() < 150; g.legal(list)) {
        g.play(playoutMove(g.position(), list, rng));
        const std::string code = positionCode(g.position());
        auto back = parsePositionCode(code);
        REQUIRE_MESSAGE(back.ok(), code << ": " << back.error());
        CHECK(samePosition(*back, g.position()));
        CHECK(positionCode(*back) == code);
      }
    }
}

TEST_CASE("bad position codes are refused, naming the field") {
  auto err = [](const char* code) { return parsePositionCode(code).error(); };
  SUBCASE("an empty code, or one with too few fields") {
    CHECK(err("") == "position code is empty");
    CHECK(err("walls_0_1_e1_e9_10").find("6 fields") != std::string::npos);
  }
  SUBCASE("a field that cannot be read is named with its number and value") {
    CHECK(err("chess_0_1_e1_e9_10_10").find("field 1 (rule set) 'chess': unknown rule set") != std::string::npos);
    CHECK(err("walls_x_1_e1_e9_10_10").find("field 2 (ply) 'x'") != std::string::npos);
    CHECK(err("walls_0_3_e1_e9_10_10").find("field 3 (side to move) '3'") != std::string::npos);
    CHECK(err("walls_0_1_z1_e9_10_10").find("field 4 (Player 1's pawn) 'z1'") != std::string::npos);
    CHECK(err("walls_0_1_e1_e9_11_10").find("field 6") != std::string::npos);
    CHECK(err("walls_2_1_e1_e9_10_9_e3q").find("field 8 (walls)") != std::string::npos);
  }
  SUBCASE("fields that disagree with each other or with the rules") {
    CHECK(err("walls_0_1_e1_e1_10_10") == "position code field 5 (Player 2's pawn) 'e1': both pawns on one square");
    CHECK(err("walls_1_1_e1_e9_10_10").find("side to move does not match ply 1") != std::string::npos);
    CHECK(err("walls_2_1_e1_e9_10_9_e3he3v").find("'e3v' overlaps or crosses") != std::string::npos);
    CHECK(err("walls_2_1_e1_e9_10_10_e3h").find("1 walls on the board but walls left say 0") != std::string::npos);
    CHECK(err("walls_2_1_e1_e9_8_10_e3hc3h").find("more walls placed than turns") != std::string::npos);
    CHECK(err("detour_8_1_a1_d4_2_4_a1ha1v").find("White has no path") != std::string::npos);
    CHECK(err("detour_81_2_a1_d4_4_4").find("beyond the ply limit 80") != std::string::npos);
  }
  SUBCASE("runners may share a square in detour") {
    CHECK(parsePositionCode("detour_2_1_b2_b2_4_4").ok());
  }
}
