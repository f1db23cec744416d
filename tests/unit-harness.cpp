#include <doctest/doctest.h>

#include "cli/harness.h"

using namespace wallrace;

TEST_CASE("player specs name levels, budgets and reference opponents") {
  SUBCASE("a level, a node budget or a reference opponent") {
    CHECK(parsePlayerSpec("6")->limits.level == 6);
    CHECK(parsePlayerSpec("level3")->limits.level == 3);
    CHECK(parsePlayerSpec("nodes:5000")->limits.nodes == 5000);
    CHECK(parsePlayerSpec("racer")->kind == PlayerSpec::Kind::Racer);
    CHECK(parsePlayerSpec("mcts:100")->playouts == 100);
  }
  SUBCASE("an unknown level or player is refused") {
    CHECK_FALSE(parsePlayerSpec("7").ok());
    CHECK_FALSE(parsePlayerSpec("chess").ok());
  }
  SUBCASE("evaluation weights for experiments: ,e=name:value:name:value") {
    const auto e = parsePlayerSpec("6,e=wall:100:lastWalls:-20");
    REQUIRE(e.ok());
    CHECK(e->limits.level == 6);
    REQUIRE(e->eval.has_value());
    CHECK(e->eval->wall == 100);
    CHECK(e->eval->lastWalls == -20);
    CHECK(e->eval->tempo == defaultEvalParams().tempo);
  }
  SUBCASE("an unknown weight, a weight without a number or a bad level is refused") {
    CHECK_FALSE(parsePlayerSpec("6,e=nosuch:3").ok());
    CHECK_FALSE(parsePlayerSpec("6,e=wall").ok());
    CHECK_FALSE(parsePlayerSpec("6,e=wall:x").ok());
    CHECK_FALSE(parsePlayerSpec("9,e=wall:3").ok());
  }
  SUBCASE("weights and search switches together") {
    const auto el = parsePlayerSpec("5,e=tempo:40,lmr=1");
    REQUIRE(el.ok());
    CHECK(el->switches.lmr == 1);
    CHECK(el->eval->tempo == 40);
  }
  SUBCASE("search switches override the level's own; unset ones stay -1") {
    const auto sw = parsePlayerSpec("6,lmr=0,q=1,ra=3");
    REQUIRE(sw.ok());
    CHECK(sw->limits.level == 6);
    CHECK(sw->switches.lmr == 0);
    CHECK(sw->switches.quiesce == 1);
    CHECK(sw->switches.replyAllWalls == 3);
    CHECK(parsePlayerSpec("6")->switches.quiesce == -1);  // unset: the level's own
    const auto pr = parsePlayerSpec("6,rfp=3,rfpd=1,rz=2,iir=1");
    REQUIRE(pr.ok());
    CHECK(pr->switches.rfp == 3);
    CHECK(pr->switches.rfpDepth == 1);
    CHECK(pr->switches.razor == 2);
    CHECK(pr->switches.iir == 1);
    CHECK(botSearchConfig(pr->limits, defaultEvalParams(), pr->switches).razor == 2);
    const auto tt = parsePlayerSpec("6,ttb=1,hash=2");
    REQUIRE(tt.ok());
    const SearchConfig ttc = botSearchConfig(tt->limits, defaultEvalParams(), tt->switches);
    CHECK(ttc.ttBucket == 1);
    CHECK(ttc.ttMegabytes == 4);  // 2^2 megabytes
    CHECK(ttc.ttEval == 1);  // unset: SearchConfig's own
    const auto te = parsePlayerSpec("6,tte=0");
    REQUIRE(te.ok());
    CHECK(botSearchConfig(te->limits, defaultEvalParams(), te->switches).ttEval == 0);
    CHECK(botSearchConfig(parsePlayerSpec("6")->limits).ttMegabytes == 16);  // Level 6's own, hash=4
  }
  SUBCASE("a switch without a whole number in range is refused") {
    CHECK_FALSE(parsePlayerSpec("6,q=x").ok());
    CHECK_FALSE(parsePlayerSpec("6,q=12").ok());
    // A mode past the switch's last is refused with the switch named, not read as another mode.
    const auto past = parsePlayerSpec("6,lmr=5");
    REQUIRE_FALSE(past.ok());
    CHECK(past.error().find("lmr=") != std::string::npos);
    CHECK(past.error().find("0..4") != std::string::npos);
    CHECK_FALSE(parsePlayerSpec("6,tte=2").ok());
    CHECK_FALSE(parsePlayerSpec("6,tm=4").ok());
    // A switch before weights or other switches is read as before.
    CHECK(parsePlayerSpec("6,lmr=4,e=tempo:40")->switches.lmr == 4);
    CHECK(parsePlayerSpec("6,lmr=4,tte=0")->switches.lmr == 4);
    CHECK(parsePlayerSpec("6,imp=3")->switches.improving == 3);
    CHECK(botSearchConfig(parsePlayerSpec("6,imp=2")->limits, defaultEvalParams(), parsePlayerSpec("6,imp=2")->switches).improving == 2);
    CHECK_FALSE(parsePlayerSpec("6,imp=4").ok());
    CHECK(parsePlayerSpec("6,nmpd=2")->switches.nullMoveDepth == 2);
    CHECK(parsePlayerSpec("6,nmp=2,nmpd=2")->switches.nullMove == 2);  // ",nmp=" is not read inside ",nmpd="
  }
  SUBCASE("every switch of the one table is read by its tag and overrides its own setting, and no other") {
    const SearchConfig own = botSearchConfig(parsePlayerSpec("6")->limits);
    for (const SearchSwitchInfo& sw : kSearchSwitches) {
      CAPTURE(sw.tag);
      const int v = own.*sw.config == sw.setting(sw.max) ? sw.max - 1 : sw.max;  // a value other than the default
      const auto p = parsePlayerSpec("6," + std::string(sw.tag) + "=" + std::to_string(v));
      REQUIRE(p.ok());
      CHECK(p->switches.*sw.field == v);
      const SearchConfig cfg = botSearchConfig(p->limits, defaultEvalParams(), p->switches);
      CHECK(cfg.*sw.config == sw.setting(v));
      int changed = 0;  // the switch moved only its own field
      for (const SearchSwitchInfo& other : kSearchSwitches)
        changed += cfg.*other.config != own.*other.config;
      CHECK(changed == 1);
      if (sw.max < 9) CHECK_FALSE(parsePlayerSpec("6," + std::string(sw.tag) + "=" + std::to_string(sw.max + 1)).ok());
    }
  }
}

TEST_CASE("a match game is played to its end from the opening, and its record says what happened") {
  const PlayerSpec a = *parsePlayerSpec("2"), b = *parsePlayerSpec("racer");
  const RuleSet& rules = *findRuleSet("dolambac");
  const std::vector<Action> opening = randomOpening(rules, 1, 0);
  REQUIRE(opening.size() >= 2);
  const MatchGame m = playGame(rules, opening, a, b, 0, 1);
  // The record replays to the same game: the opening first, then legal moves to the end.
  const auto g = Game::fromRecord(m.record);
  REQUIRE_MESSAGE(g.ok(), g.error());
  CHECK(g->length() == m.plies);
  for (size_t i = 0; i < opening.size(); ++i) CHECK(g->actions()[i] == opening[i]);
  const Outcome o = g->outcome();
  CHECK(o.result == m.result);
  CHECK(o.reason == m.reason);
  // The racer never walls; level 2 against it in dolambac ends by a rule, not by adjudication.
  CHECK((m.reason == "arrival" || m.reason == "repetition" || m.reason == "ply 200"));
  // Same seed, same game.
  CHECK(playGame(rules, opening, a, b, 0, 1).record == m.record);
}

TEST_CASE("a game that runs past the ply cap is adjudicated a draw") {
  const PlayerSpec r = *parsePlayerSpec("racer");
  const RuleSet& rules = *findRuleSet("walls");
  const MatchGame m = playGame(rules, {}, r, r, 0, 1, 4);
  CHECK(m.result == Result::Draw);
  CHECK(m.reason == "adjudicated at ply 4");
  CHECK(m.plies == 4);
}
