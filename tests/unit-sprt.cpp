// The match statistics: the GSPRT's log-likelihood ratio against values
// computed independently (Newton's method on the same likelihood, in Python).
#include <doctest/doctest.h>

#include "cli/sprt.h"

using namespace wallrace::cli;

TEST_CASE("the SPRT bounds for alpha = beta = 0.05 are -2.94 and 2.94") {
  const SprtBounds b = sprtBounds(0.05, 0.05);
  CHECK(b.lower == doctest::Approx(-2.944439).epsilon(1e-6));
  CHECK(b.upper == doctest::Approx(2.944439).epsilon(1e-6));
}

TEST_CASE("logistic Elo and expected score convert both ways") {
  CHECK(eloToScore(0) == doctest::Approx(0.5));
  CHECK(eloToScore(400) == doctest::Approx(10.0 / 11.0));
  CHECK(scoreToElo(eloToScore(-123.4)) == doctest::Approx(-123.4));
}

TEST_CASE("trinomial LLR matches known values") {
  CHECK(llrTrinomial(4063, 8620, 4307, 0, 3) == doctest::Approx(2.99129).epsilon(1e-4));
  CHECK(llrTrinomial(10, 20, 30, 0, 10) == doctest::Approx(0.829121).epsilon(1e-4));
  CHECK(llrTrinomial(30, 20, 10, 0, 10) == doctest::Approx(-0.897460).epsilon(1e-4));
  // Empty outcomes are regularised: five straight wins are evidence, not infinite evidence.
  CHECK(llrTrinomial(0, 0, 5, 0, 20) == doctest::Approx(0.279540).epsilon(1e-4));
}

TEST_CASE("pentanomial LLR matches known values") {
  const int a[5] = {0, 0, 2, 0, 37};
  CHECK(llrPentanomial(a, 0, 20) == doctest::Approx(2.180485).epsilon(1e-4));
  const int b[5] = {5, 20, 50, 25, 8};
  CHECK(llrPentanomial(b, 0, 10) == doctest::Approx(0.508168).epsilon(1e-4));
  const int c[5] = {100, 300, 700, 350, 120};
  CHECK(llrPentanomial(c, -5, 5) == doctest::Approx(5.304160).epsilon(1e-4));
}

TEST_CASE("no games give an LLR of zero, and mirrored results mirror the LLR") {
  const int none[5] = {0, 0, 0, 0, 0};
  CHECK(llrPentanomial(none, 0, 10) == 0);
  const int up[5] = {3, 10, 40, 20, 7}, down[5] = {7, 20, 40, 10, 3};
  CHECK(llrPentanomial(up, -5, 5) == doctest::Approx(-llrPentanomial(down, -5, 5)).epsilon(1e-6));
  CHECK(llrPentanomial(up, -5, 5) > 0);
}
