// Match statistics: the generalised sequential probability ratio test
// (GSPRT) of fishtest and cutechess, on logistic Elo, for game results
// (trinomial: loss, draw, win) or game pairs (pentanomial: a pair scores
// 0, 1/2, 1, 3/2 or 2). Header-only, no I/O: the tests include it.
#pragma once
#include <algorithm>
#include <cmath>
#include <vector>

namespace wallrace::cli {

// Expected score of a side `elo` logistic Elo stronger.
inline double eloToScore(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }
inline double scoreToElo(double s) { return -400.0 * std::log10(1.0 / s - 1.0); }

// The maximum-likelihood distribution on the outcomes `values` (each in
// 0..1) closest to the observed frequencies `freq` whose mean is `s`:
// p_i = freq_i / (1 + x (v_i - s)), x found by bisection (the sum below
// falls as x rises).
inline std::vector<double> mleWithMean(const std::vector<double>& freq, const std::vector<double>& values, double s) {
  double lo = -1e300, hi = 1e300;
  for (double v : values) {
    const double d = v - s;
    if (d > 0) lo = std::max(lo, -1.0 / d);
    if (d < 0) hi = std::min(hi, -1.0 / d);
  }
  auto f = [&](double x) {
    double t = 0;
    for (size_t i = 0; i < values.size(); ++i) t += freq[i] * (values[i] - s) / (1 + x * (values[i] - s));
    return t;
  };
  // Inside (lo, hi) every denominator is positive.
  double a = lo + (hi - lo) * 1e-12, b = hi - (hi - lo) * 1e-12;
  for (int it = 0; it < 200; ++it) {
    const double m = 0.5 * (a + b);
    if (f(m) > 0) a = m;
    else b = m;
  }
  const double x = 0.5 * (a + b);
  std::vector<double> p(values.size());
  for (size_t i = 0; i < values.size(); ++i) p[i] = freq[i] / (1 + x * (values[i] - s));
  return p;
}

// Log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0) for the
// outcome counts `counts` on the scores `values`. Empty outcomes count as
// 0.001 (fishtest's regularisation), so a few games already give an answer.
inline double gsprtLLR(const std::vector<double>& counts, const std::vector<double>& values, double elo0, double elo1) {
  double n = 0;
  for (double c : counts) n += c;
  if (n <= 0) return 0;
  std::vector<double> reg(counts);
  double total = 0;
  for (double& c : reg) total += (c = std::max(c, 1e-3));
  std::vector<double> freq(reg.size());
  for (size_t i = 0; i < reg.size(); ++i) freq[i] = reg[i] / total;
  const std::vector<double> p0 = mleWithMean(freq, values, eloToScore(elo0));
  const std::vector<double> p1 = mleWithMean(freq, values, eloToScore(elo1));
  double llr = 0;
  for (size_t i = 0; i < freq.size(); ++i) llr += freq[i] * std::log(p1[i] / p0[i]);
  return total * llr;
}

// Trinomial: losses, draws, wins.
inline double llrTrinomial(int losses, int draws, int wins, double elo0, double elo1) {
  return gsprtLLR({double(losses), double(draws), double(wins)}, {0.0, 0.5, 1.0}, elo0, elo1);
}
// Pentanomial: pairs scoring 0, 1/2, 1, 3/2, 2 (a pair's two games, from one side's view).
inline double llrPentanomial(const int pairs[5], double elo0, double elo1) {
  return gsprtLLR({double(pairs[0]), double(pairs[1]), double(pairs[2]), double(pairs[3]), double(pairs[4])},
                  {0.0, 0.25, 0.5, 0.75, 1.0}, elo0, elo1);
}

// The stopping bounds for error rates alpha (accepting H1 when H0 holds) and beta.
struct SprtBounds {
  double lower, upper;
};
inline SprtBounds sprtBounds(double alpha, double beta) {
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

}  // namespace wallrace::cli
