#include <doctest/doctest.h>
#include "game.h"
using namespace wallrace;
TEST_CASE("the walls start has 131 actions") { CHECK(countLegal(Position(*findRuleSet("walls"))) == 131); }
