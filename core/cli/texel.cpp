// Learning the evaluation from data: selfplay-data (positions of shallow
// fixed-node self-play games from an opening suite, each with the search's
// score and the game's result) and texel (the weights of EvalParams fitted to
// them by minimising the logistic loss, Texel's method). They read options
// and print; the engine decides.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "../bot.h"
#include "../notation.h"
#include "../paths.h"
#include "../race.h"
#include "cli.h"
#include "harness.h"

namespace wallrace::cli {

namespace {

// Self-play games from the suite: the opening, 0..--random-plies plausible
// moves (so that games from one opening differ), then Level 6 at --nodes for
// both sides. Every searched position with walls still in hand is written as
// "code score result": the search's score and the result (1, 0.5, 0), both
// from the side to move's view. With --label leaf the line is the end of the
// search's principal variation instead (the position its score is the static
// value of, before quiescence), the score and result from that position's
// side to move. Appends to --out; games over 400 plies are dropped.
int cmdSelfplayData(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  if (!a.has("--openings")) throw Refused{"--openings FILE is required (an opening suite, e.g. tests/data/openings-walls.txt)"};
  if (!a.has("--out")) throw Refused{"--out FILE is required (positions are appended to it)"};
  if (rules.hasSolver()) throw Refused{"--rules " + std::string(rules.name) + ": Level 6 is the solver there, nothing to learn"};
  const auto suite = readOpenings(a.get("--openings"), rules);
  const int games = int(intOption(a, "--games", 1000, 1, 10000000));
  const u64 nodes = u64(intOption(a, "--nodes", 2000, 100, 100000000));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  const int randomPlies = int(intOption(a, "--random-plies", 4, 0, 40));
  const std::string label = a.get("--label", "root");
  if (label != "root" && label != "leaf")
    throw Refused{"--label " + quoted(label) + ": expected root (the searched position) or leaf (the end of its principal variation)"};
  const bool leaf = label == "leaf";
  const std::string file = a.get("--out");
  std::ofstream out(file, std::ios::app);
  if (!out) throw Refused{"--out " + quoted(file, 200) + ": cannot write the file (" + std::strerror(errno) + ")"};
  long long positions = 0;
  int played = 0, dropped = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int k = 0; k < games; ++k) {
    Game g(rules);
    for (Action x : suite[size_t(k) % suite.size()]) g.play(x);
    u64 r = splitmix64(seed * 0x9E3779B97F4A7C15ull + u64(k));
    const int extra = int(r % u64(randomPlies + 1));
    for (int i = 0; i < extra && !g.isOver(); ++i) {
      r = splitmix64(r);
      const auto m = plausibleMove(g, r, 25);
      if (!m) break;
      g.play(*m);
    }
    struct Row {
      std::string code;
      int score;
      int mover;
    };
    std::vector<Row> rows;
    while (!g.isOver() && g.length() < 400) {
      const Position& pos = g.position();
      SearchLimits l;
      l.level = kLevelCount;
      l.nodes = nodes;
      l.seed = splitmix64(seed + u64(k) * 1000 + u64(g.length()));
      l.book = false;  // every position a search score
      const SearchResult res = think(g, l);
      if (!isWinScore(res.info.score) && res.info.depth > 1) {
        Position at = pos;
        int score = res.info.score;
        if (leaf)
          for (Action x : res.info.pv) {
            if (at.isOver()) break;
            Undo u;
            at.make(x, u);
            score = -score;
          }
        if (!at.isOver() && (at.wallsLeft(0) || at.wallsLeft(1))) rows.push_back({positionCode(at), score, at.toMove()});
      }
      if (g.play(res.best)) break;
    }
    const Outcome o = g.outcome();
    if (!g.isOver() || o.result == Result::Ongoing) {
      ++dropped;
      continue;
    }
    ++played;
    for (const Row& row : rows) {
      const char* res = o.result == Result::Draw ? "0.5"
                        : (o.result == Result::Player1) == (row.mover == 0) ? "1" : "0";
      out << row.code << ' ' << row.score << ' ' << res << '\n';
      ++positions;
    }
    out.flush();
    if (!out) throw Refused{"--out " + quoted(file, 200) + ": cannot write the file (" + std::strerror(errno) + ")"};
    if ((k + 1) % 100 == 0) {
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::cerr << "games " << k + 1 << ", positions " << positions << ", " << int(s) << " s\n";
    }
  }
  std::cout << "games " << played << " (dropped " << dropped << " over 400 plies), positions " << positions << " appended to "
            << file << "\n";
  return 0;
}

struct Sample {
  float f[EvalParams::kCount];
  float base;    // 100 * (oppPath - myPath)
  float search;  // the search's score
  float result;  // 1, 0.5, 0
};

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// Mean logistic loss (cross-entropy) of the targets against sigmoid(k * eval).
double lossOf(const std::vector<Sample>& data, size_t from, size_t step, const double* w, double k, double lambda,
              double* grad) {
  double total = 0;
  size_t n = 0;
  if (grad) std::fill(grad, grad + EvalParams::kCount, 0.0);
  for (size_t i = from; i < data.size(); i += step) {
    const Sample& s = data[i];
    double e = s.base;
    for (int j = 0; j < EvalParams::kCount; ++j) e += w[j] * s.f[j];
    const double p = sigmoid(k * e);
    const double y = lambda * s.result + (1 - lambda) * sigmoid(k * s.search);
    const double pc = std::clamp(p, 1e-12, 1 - 1e-12);
    total -= y * std::log(pc) + (1 - y) * std::log(1 - pc);
    if (grad)
      for (int j = 0; j < EvalParams::kCount; ++j) grad[j] += (p - y) * k * s.f[j];
    ++n;
  }
  if (grad && n)
    for (int j = 0; j < EvalParams::kCount; ++j) grad[j] /= double(n);
  return n ? total / double(n) : 0;
}

// Fits the weights to selfplay-data's positions: first the scale K of
// sigmoid(K * eval) for the current weights, then the weights named by --fit
// (Adam on the full batch, every tenth position held out to check).
int cmdTexel(const Args& a) {
  if (!a.has("--data")) throw Refused{"--data FILE is required (selfplay-data's output)"};
  const std::string file = a.get("--data");
  const int iterations = int(intOption(a, "--iterations", 3000, 1, 1000000));
  const long long limit = intOption(a, "--max-positions", 100000000, 1, 1000000000);
  double lambda = 1;
  if (a.has("--lambda")) {
    char extra = 0;
    if (std::sscanf(a.get("--lambda").c_str(), "%lf%c", &lambda, &extra) != 1 || lambda < 0 || lambda > 1)
      throw Refused{"--lambda " + quoted(a.get("--lambda")) + ": expected a number from 0 to 1 (the weight of the game result against the search score)"};
  }
  bool fit[EvalParams::kCount] = {};
  const std::string fitList = a.get("--fit", "tempo,wall,wallPath,noWalls,pathRatio,lastWalls,adjacent,wallSquare,wallGap,narrow");
  {
    std::stringstream ss(fitList);
    std::string name;
    while (std::getline(ss, name, ',')) {
      int j = 0;
      while (j < EvalParams::kCount && EvalParams::names[j] != name) ++j;
      if (j == EvalParams::kCount || name == "threat")
        throw Refused{"--fit " + quoted(name) + ": not a weight that can be fitted (tempo, wall, wallPath, noWalls, pathRatio, lastWalls, adjacent, wallSquare, wallGap, narrow)"};
      fit[j] = true;
    }
  }
  std::ifstream in(file);
  if (!in) throw Refused{"--data " + quoted(file, 200) + ": cannot read the file"};
  std::vector<Sample> data;
  std::string line;
  long long lineNo = 0, skipped = 0;
  while (std::getline(in, line) && (long long)data.size() < limit) {
    ++lineNo;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    std::string code;
    double score = 0, result = -1;
    if (!(ls >> code >> score >> result) || !(result == 0 || result == 0.5 || result == 1))
      throw Refused{"--data " + quoted(file, 200) + " line " + std::to_string(lineNo) + ": expected 'code score result'"};
    auto pos = parsePositionCode(code);
    if (!pos) throw Refused{"--data " + quoted(file, 200) + " line " + std::to_string(lineNo) + ": " + pos.error()};
    const int us = pos->toMove();
    const int my = pathLength(*pos, us), opp = pathLength(*pos, us ^ 1);
    if (my < 0 || opp < 0 || quickRace(*pos, my, opp)) {  // decided races never reach the evaluation
      ++skipped;
      continue;
    }
    Sample s;
    double f[EvalParams::kCount];
    evalFeatures(*pos, my, opp, f);
    for (int j = 0; j < EvalParams::kCount; ++j) s.f[j] = float(f[j]);
    s.base = float(100 * (opp - my));
    s.search = float(score);
    s.result = float(result);
    data.push_back(s);
  }
  if (data.size() < 100) throw Refused{"--data " + quoted(file, 200) + ": " + std::to_string(data.size()) + " positions, need at least 100"};
  const EvalParams start = defaultEvalParams();
  double w[EvalParams::kCount];
  for (int j = 0; j < EvalParams::kCount; ++j) w[j] = start.at(j);
  // K for the current weights (golden-section search on the training part).
  double lo = 1e-4, hi = 0.05;
  for (int it = 0; it < 60; ++it) {
    const double m1 = hi - (hi - lo) * 0.618, m2 = lo + (hi - lo) * 0.618;
    if (lossOf(data, 1, 1, w, m1, lambda, nullptr) < lossOf(data, 1, 1, w, m2, lambda, nullptr)) hi = m2;
    else lo = m1;
  }
  const double k = (lo + hi) / 2;
  auto trainLoss = [&](const double* ww, double* g) {
    // Training: every position but each tenth.
    double total = 0;
    size_t n = 0;
    double gsum[EvalParams::kCount] = {};
    for (size_t r = 1; r < 10; ++r) {
      double gg[EvalParams::kCount];
      const size_t cnt = (data.size() + 9 - r) / 10;
      total += lossOf(data, r, 10, ww, k, lambda, g ? gg : nullptr) * double(cnt);
      if (g)
        for (int j = 0; j < EvalParams::kCount; ++j) gsum[j] += gg[j] * double(cnt);
      n += cnt;
    }
    if (g)
      for (int j = 0; j < EvalParams::kCount; ++j) g[j] = gsum[j] / double(n);
    return total / double(n);
  };
  const double held0 = lossOf(data, 0, 10, w, k, lambda, nullptr), train0 = trainLoss(w, nullptr);
  char buf[300];
  std::snprintf(buf, sizeof buf, "positions %zu (skipped %lld decided races), lambda %.2f, K %.6f\nstart: train loss %.6f, held-out loss %.6f",
                data.size(), skipped, lambda, k, train0, held0);
  std::cout << buf << "\n";
  double m[EvalParams::kCount] = {}, v[EvalParams::kCount] = {};
  const double rate = 2.0, b1 = 0.9, b2 = 0.999;
  for (int it = 1; it <= iterations; ++it) {
    double g[EvalParams::kCount];
    const double l = trainLoss(w, g);
    const double lr = rate / std::sqrt(1.0 + it / 100.0);
    for (int j = 0; j < EvalParams::kCount; ++j) {
      if (!fit[j]) continue;
      m[j] = b1 * m[j] + (1 - b1) * g[j];
      v[j] = b2 * v[j] + (1 - b2) * g[j] * g[j];
      const double mh = m[j] / (1 - std::pow(b1, it)), vh = v[j] / (1 - std::pow(b2, it));
      w[j] -= lr * mh / (std::sqrt(vh) + 1e-12);
    }
    if (it % 500 == 0 || it == iterations) {
      std::snprintf(buf, sizeof buf, "iteration %d: train loss %.6f", it, l);
      std::cout << buf << "\n" << std::flush;
    }
  }
  EvalParams fitted = start;
  for (int j = 0; j < EvalParams::kCount; ++j)
    if (fit[j]) fitted.at(j) = int(std::lround(w[j]));
  double wr[EvalParams::kCount];
  for (int j = 0; j < EvalParams::kCount; ++j) wr[j] = fitted.at(j);
  std::snprintf(buf, sizeof buf, "end: train loss %.6f, held-out loss %.6f (rounded weights)", trainLoss(wr, nullptr),
                lossOf(data, 0, 10, wr, k, lambda, nullptr));
  std::cout << buf << "\n";
  std::string spec, init;
  for (int j = 0; j < EvalParams::kCount; ++j) {
    if (fit[j]) spec += (spec.empty() ? "" : ":") + std::string(EvalParams::names[j]) + ":" + std::to_string(fitted.at(j));
    init += (j ? ", " : "") + std::string(".") + std::string(EvalParams::names[j]) + " = " + std::to_string(fitted.at(j));
  }
  std::cout << "EvalParams{" << init << "}\nmatch player: \"6,e=" << spec << "\"\n";
  return 0;
}

const bool registered =
    (registerCommand("selfplay-data", cmdSelfplayData,
                     "selfplay-data --rules R --openings FILE --out FILE [--games N] [--nodes N] [--random-plies K] [--label root|leaf] [--seed S]"),
     registerCommand("texel", cmdTexel,
                     "texel --data FILE [--lambda L] [--iterations N] [--fit NAME,NAME...] [--max-positions N]"),
     true);

}  // namespace

}  // namespace wallrace::cli
