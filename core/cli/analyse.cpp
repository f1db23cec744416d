// Analysis subcommands: analyse (a review of every ply as JSON lines),
// bestmove --multipv (called from bot.cpp), calibrate (the expected-score fit).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "../analysis.h"
#include "../bot.h"
#include "harness.h"
#include "cli.h"

namespace wallrace::cli {

namespace {

std::string jsonText(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

std::string movesJson(const Board& b, const std::vector<Action>& line) {
  std::string s = "[";
  for (size_t i = 0; i < line.size(); ++i) s += (i ? "," : "") + jsonText(actionName(b, line[i]));
  return s + "]";
}

std::string movesText(const Board& b, const std::vector<Action>& line) {
  std::string s;
  for (Action a : line) s += (s.empty() ? "" : " ") + actionName(b, a);
  return s;
}

std::string pct(double x) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f", 100 * x);
  return buf;
}

AnalysisLimits limitsFrom(const Args& a) {
  AnalysisLimits l;
  l.movetimeMs = int(intOption(a, "--movetime", 0, 1, 3600000));
  l.nodes = u64(intOption(a, "--nodes", 0, 1, (long long)kMaxSearchNodes));
  l.depth = int(intOption(a, "--depth", 0, 1, 64));
  l.multiPV = int(intOption(a, "--multipv", 1, 1, 5));
  return l;
}

std::string evalJson(const Evaluation& e) {
  std::string s = pct(e.expected);
  return s;
}

int cmdAnalyse(const Args& a) {
  const Game g = loadGame(a);
  if (g.rules().hasSolver()) findDetourTable(a, g.position());
  AnalysisLimits l = limitsFrom(a);
  if (g.length() == 0) throw Refused{"no moves to analyse (give --moves, --record or a --position with moves)"};
  const Board& b = g.start().board();
  // Ply by ply, each printed as soon as it is known.
  std::vector<PlyReview> plies;
  for (int i = 1; i <= g.length(); ++i) {
    if (g.outcomeAt(i - 1).result != Result::Ongoing) break;
    AnalysisLimits li = l;
    li.alsoScore = g.actions()[i - 1];
    auto an = analysePosition(g, i - 1, li);
    if (!an) throw Refused{"ply " + std::to_string(i) + ": " + an.error()};
    const PlyReview r = reviewPly(g, i, *an);
    plies.push_back(r);
    std::cout << "{\"ply\":" << r.ply << ",\"player\":" << r.mover + 1 << ",\"move\":" << jsonText(actionName(b, r.played))
              << ",\"before\":" << evalJson(r.before) << ",\"after\":" << evalJson(r.after)
              << ",\"best\":" << jsonText(actionName(b, r.best)) << ",\"line\":" << movesJson(b, r.bestLine)
              << ",\"class\":" << jsonText(std::string(className(r.cls))) << ",\"scoreBefore\":" << r.before.score
              << ",\"scoreAfter\":" << r.after.score;
    if (r.before.exact) std::cout << ",\"beforeText\":" << jsonText(r.before.text);
    if (r.after.exact) std::cout << ",\"afterText\":" << jsonText(r.after.text);
    std::cout << "}\n" << std::flush;
  }
  if (a.has("--summary")) {
    const auto s = summarise(plies);
    std::cout << "{\"summary\":[";
    for (int p = 0; p < 2; ++p) {
      std::cout << (p ? "," : "") << "{\"player\":" << p + 1 << ",\"accuracy\":" << pct(s[p].accuracy / 100)
                << ",\"moves\":" << s[p].moves;
      for (int c = 0; c < kMoveClasses; ++c) std::cout << ",\"" << className(MoveClass(c)) << "\":" << s[p].counts[c];
      std::cout << "}";
    }
    std::cout << "]}\n";
  }
  if (a.has("--annotate")) {
    Review rv;
    rv.plies = plies;
    rv.players = summarise(plies);
    std::ofstream out(a.get("--annotate"));
    if (!out) throw Refused{"--annotate '" + a.get("--annotate") + "': cannot write the file"};
    out << recordWithReview(g, rv);
  }
  return 0;
}

void printLines(const Board& b, const Analysis& an) {
  for (size_t k = 0; k < an.lines.size(); ++k) {
    const AnalysisLine& l = an.lines[k];
    std::cout << "info depth " << an.depth << " multipv " << k + 1 << " score " << l.eval.score << " expected "
              << pct(l.eval.expected) << " nodes " << an.nodes << " time " << an.timeMs << " pv "
              << movesText(b, l.pv) << "\n";
  }
  std::cout << std::flush;
}

// Reads "stop" (or the end of input) on stdin to end an infinite analysis.
void watchStdin(std::atomic<bool>& stop) {
  std::thread([&stop] {
    std::string line;
    while (std::getline(std::cin, line))
      if (line == "stop" || line == "quit") break;
    stop = true;
  }).detach();
}

int calibrateFit(const std::vector<std::pair<int, double>>& data, const RuleSet& rules, int games,
                 const std::string& budget);

int cmdCalibrate(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  std::vector<std::pair<int, double>> data;  // (search score, result) for the side to move
  int games = 0;
  std::string budget;
  if (a.has("--from")) {
    // Refit from a data file written by --data: "score result" lines, "# budget B", "# game N" after each game.
    std::ifstream in(a.get("--from"));
    if (!in) throw Refused{"--from '" + a.get("--from") + "': cannot read the file"};
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
      ++lineNo;
      if (line.empty()) continue;
      if (line[0] == '#') {
        char bud[64] = {0};
        int n = 0;
        if (std::sscanf(line.c_str(), "# budget %63s", bud) == 1) budget = bud;
        else if (std::sscanf(line.c_str(), "# game %d", &n) == 1) games = n;
        continue;
      }
      int s;
      double y;
      if (std::sscanf(line.c_str(), "%d %lf", &s, &y) != 2 || !(y == 0 || y == 0.5 || y == 1))
        throw Refused{"--from line " + std::to_string(lineNo) + " '" + line + "': expected 'score result' (result 0, 0.5 or 1)"};
      data.push_back({s, y});
    }
  } else {
    games = int(intOption(a, "--games", 40, 1, 100000));
    const u64 nodes = u64(intOption(a, "--nodes", (long long)kReviewNodes, 100, 100000000));
    const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
    const int maxPlies = int(intOption(a, "--max-plies", 300, 10, 10000));
    budget = "nodes:" + std::to_string(nodes);
    AnalysisLimits l;
    l.nodes = nodes;
    l.searchOnly = true;
    // The data file grows game by game: a run cut short still leaves what it played.
    std::ofstream dataOut;
    if (a.has("--data")) {
      dataOut.open(a.get("--data"));
      if (!dataOut) throw Refused{"--data '" + a.get("--data") + "': cannot write the file"};
      dataOut << "# budget " << budget << "\n";
    }
    for (int gi = 0; gi < games; ++gi) {
      Game g(rules);
      for (Action m : randomOpening(rules, seed, gi)) g.play(m);
      std::vector<std::pair<int, int>> seen;  // score, mover
      while (!g.isOver() && g.length() < maxPlies) {
        auto r = analysePosition(g, g.length(), l);
        if (!r) break;
        const AnalysisLine& top = r->lines.front();
        if (!isWinScore(top.eval.score)) seen.push_back({top.eval.score, g.position().toMove()});
        if (g.play(top.move)) break;
      }
      const Result res = g.outcome().result;
      for (auto [s, mover] : seen) {
        const double y = res == Result::Player1 ? (mover == 0 ? 1.0 : 0.0)
                         : res == Result::Player2 ? (mover == 1 ? 1.0 : 0.0)
                                                  : 0.5;
        data.push_back({s, y});
        if (dataOut) dataOut << s << " " << y << "\n";
      }
      if (dataOut) dataOut << "# game " << gi + 1 << "\n" << std::flush;
      std::cerr << "game " << gi + 1 << "/" << games << ": " << resultToken(res) << " after " << g.length() << " plies, "
                << data.size() << " positions\n";
    }
  }
  if (data.size() < 10) throw Refused{"too few positions to fit (" + std::to_string(data.size()) + ")"};
  return calibrateFit(data, rules, games, budget);
}

double logLossOf(const std::vector<std::pair<int, double>>& data, double A, double B) {
  double ll = 0;
  for (auto [s, y] : data) {
    const double p = std::clamp(1.0 / (1.0 + std::exp(-(A * s + B))), 1e-9, 1 - 1e-9);
    ll -= y * std::log(p) + (1 - y) * std::log(1 - p);
  }
  return ll / double(data.size());
}

int calibrateFit(const std::vector<std::pair<int, double>>& data, const RuleSet& rules, int games,
                 const std::string& budget) {
  // Logistic regression of the result on the score: Newton's method on (scale, offset).
  double A = 0.004, B = 0;
  for (int it = 0; it < 50; ++it) {
    double gA = 0, gB = 0, hAA = 0, hAB = 0, hBB = 0;
    for (auto [s, y] : data) {
      const double x = s / 100.0;  // in steps, for a well-conditioned system
      const double p = 1.0 / (1.0 + std::exp(-(A * 100 * x + B)));
      const double w = p * (1 - p);
      gA += (p - y) * x, gB += p - y;
      hAA += w * x * x, hAB += w * x, hBB += w;
    }
    hAA += 1e-9, hBB += 1e-9;
    const double det = hAA * hBB - hAB * hAB;
    if (std::abs(det) < 1e-12) break;
    const double dA = (hBB * gA - hAB * gB) / det, dB = (hAA * gB - hAB * gA) / det;
    A -= dA / 100, B -= dB;
    if (std::abs(dA) < 1e-10 && std::abs(dB) < 1e-10) break;
  }
  double mean = 0;
  for (auto [s, y] : data) mean += y;
  mean /= double(data.size());
  const double baseline = logLossOf(data, 0, std::log(std::max(1e-9, mean) / std::max(1e-9, 1 - mean)));
  const Calibration& cur = calibrationFor(rules);
  const double fitted = logLossOf(data, A, B);
  std::printf("%s: %d games, %zu positions (budget %s)\n", std::string(rules.name).c_str(), games, data.size(),
              budget.c_str());
  std::printf("fit: expected = 1 / (1 + exp(-(%.6f * score %+.4f)))  (score in centi-steps)\n", A, B);
  std::printf("log-loss: fit %.4f, constants in core %.4f, constant %.3f %.4f\n", fitted,
              logLossOf(data, cur.scale, cur.offset), mean, baseline);
  std::printf("predicted   positions  mean predicted  actual\n");
  for (int bin = 0; bin < 10; ++bin) {
    int n = 0;
    double sp = 0, sy = 0;
    for (auto [s, y] : data) {
      const double p = 1.0 / (1.0 + std::exp(-(A * s + B)));
      if (std::min(9, int(p * 10)) != bin) continue;
      ++n, sp += p, sy += y;
    }
    if (n) std::printf("%3d-%3d %%   %9d  %13.1f %%  %5.1f %%\n", bin * 10, bin * 10 + 10, n, 100 * sp / n, 100 * sy / n);
  }
  std::printf("row for core/analysis.cpp:\n    {\"%s\", %.6f, %.4f, %d, %zu, %.4f, \"%s\"},\n",
              std::string(rules.name).c_str(), A, B, games, data.size(), fitted, budget.c_str());
  return 0;
}

const bool registered =
    (registerCommand("analyse", cmdAnalyse,
                     "analyse --rules R (--moves \"...\" | --record FILE | --position CODE --moves \"...\") "
                     "[--movetime MS | --nodes N | --depth N] [--multipv N] [--summary] [--annotate FILE] [--table FILE | --no-table]"),
     registerCommand("calibrate", cmdCalibrate,
                     "calibrate --rules R [--games N] [--nodes N] [--seed S] [--max-plies P] [--data FILE] | "
                     "calibrate --rules R --from FILE"),
     true);

}  // namespace

int bestmoveMultiPV(const Args& a) {
  const Game g = loadGame(a);
  if (g.rules().hasSolver()) findDetourTable(a, g.position());
  if (g.isOver()) throw Refused{"the game is over (" + g.outcome().message + ")"};
  AnalysisLimits l = limitsFrom(a);
  const int level = int(intOption(a, "--level", 0, 1, 6));
  if (level && !l.nodes && !l.depth && !l.movetimeMs) {
    // A level's budget, without its noise: analysis looks for the truth.
    const LevelStyle& st = levelStyle(level);
    l.depth = st.depth;
    l.nodes = st.nodes;
  }
  std::atomic<bool> stop{false};
  if (a.has("--infinite")) {
    l.infinite = true;
    l.stop = &stop;
    watchStdin(stop);
  }
  const Board& b = g.position().board();
  auto r = analysePosition(g, g.length(), l, [&](const Analysis& an) { printLines(b, an); });
  if (!r) throw Refused{r.error()};
  printLines(b, *r);
  std::cout << "bestmove " << actionName(b, r->lines.front().move) << "\n";
  return 0;
}

}  // namespace wallrace::cli
