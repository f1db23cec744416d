// Regression cases found by the fuzz targets and the soak (tests/fuzz/).
#include "helpers.h"

using namespace wallrace;

TEST_CASE("hardening: a walls game past ply 9999 keeps a position code that reads back") {
  // Found by reading the fuzz harness's invariants: position codes read at most four digits of ply,
  // but walls has no ply limit, so a long game printed a code it could not read.
  auto p = parsePositionCode("walls_9999_2_e1_e9_10_10");
  REQUIRE(p.ok());
  Game g(*p);
  REQUIRE(g.play("e8").ok());
  const std::string code = positionCode(g.position());
  CHECK(code == "walls_10000_1_e1_e8_10_10");
  auto back = parsePositionCode(code);
  REQUIRE_MESSAGE(back.ok(), back.error());
  CHECK(back->key() == g.position().key());
  CHECK(back->ply() == 10000);
  auto rec = Game::fromRecord(g.record());
  REQUIRE_MESSAGE(rec.ok(), rec.error());
  CHECK(rec->position().ply() == 10000);
}

TEST_CASE("hardening: the ply count ends the game at its 16-bit limit instead of wrapping") {
  auto p = parsePositionCode("walls_65535_2_e1_e9_10_10");
  REQUIRE(p.ok());
  Game g(*p);
  CHECK(g.outcome().result == Result::Draw);
  CHECK(g.outcome().reason == "move limit");
  MoveList list;
  g.legal(list);
  CHECK(list.size == 0);
  auto r = g.play("e8");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().find("the game is over (draw: 65535 plies played") != std::string::npos);
  CHECK(g.position().ply() == 65535);
  auto rec = Game::fromRecord(g.record());
  REQUIRE_MESSAGE(rec.ok(), rec.error());
  CHECK(rec->outcome().reason == "move limit");
  Game one(*parsePositionCode("walls_65534_1_e1_e9_10_10"));
  REQUIRE(one.play("e2").ok());
  CHECK(one.isOver());
  CHECK(parsePositionCode("walls_65536_1_e1_e9_10_10").error().find("beyond the longest game") != std::string::npos);
  CHECK(parsePositionCode("walls_123456_1_e1_e9_10_10").error().find("not a number") != std::string::npos);
}
