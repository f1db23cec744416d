// Regression cases found by the fuzz targets and the soak (tests/fuzz/).
#include "helpers.h"
#include "solver.h"

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

TEST_CASE("hardening: a damaged detour table is refused with the reason; the one loaded before stays") {
  // A well-formed layer-0 table (content made up, checksum right): header, 2 x 512 bytes.
  std::vector<std::uint8_t> t = {'W', 'R', 'D', 'T', 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 1024; ++i) t.push_back(std::uint8_t(i * 7));
  const auto seal = [](std::vector<std::uint8_t>& d) {
    const std::uint64_t sum = detourTableChecksum(d.data(), d.size());
    for (int i = 0; i < 8; ++i) d[8 + i] = std::uint8_t(sum >> (8 * i));
  };
  seal(t);
  std::string why;
  REQUIRE_MESSAGE(loadDetourTable(t.data(), t.size(), &why), why);
  CHECK(detourTableLayers() == 0);
  // Every single byte changed (the header's included) is caught.
  for (size_t at = 0; at < t.size(); ++at) {
    auto bad = t;
    bad[at] ^= 0x10;
    CHECK_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  }
  auto bad = t;
  bad[21] = std::uint8_t(bad[21] + 1);  // the byte the issue changed
  REQUIRE_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  CHECK(why == "damaged (its checksum does not match its content)");
  bad = t;
  bad[7] = 1;
  CHECK_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  bad = t;
  bad.pop_back();
  CHECK_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  CHECK(why.find("damaged (1039 bytes where layers 0..0 take 1040)") == 0);
  bad = t;
  bad[4] = 2;
  CHECK_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  CHECK(why == "from another version (format 2, this engine reads format 3)");
  CHECK_FALSE(loadDetourTable(bad.data(), 3, &why));
  CHECK(why == "not a detour table (no WRDT header)");
  CHECK(detourTableLayers() == 0);  // still the good one
  // A swap of two words is a change too.
  bad = t;
  std::swap_ranges(bad.begin() + 16, bad.begin() + 24, bad.begin() + 24);
  CHECK_FALSE(loadDetourTable(bad.data(), bad.size(), &why));
  unloadDetourTable();
  CHECK(detourTableLayers() == -1);
}
