// Bot subcommands: bestmove, match, tune. They read options and print; the engine decides.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iterator>

#include "../bot.h"
#include "cli.h"

namespace wallrace::cli {

namespace {

std::string pvText(const Board& b, const std::vector<Action>& pv) {
  std::string s;
  for (Action a : pv) s += (s.empty() ? "" : " ") + actionName(b, a);
  return s;
}

void printInfo(const Board& b, const SearchInfo& i) {
  std::cout << "info depth " << i.depth << " score " << i.score << " nodes " << i.nodes << " nps "
            << (long long)i.nps << " time " << i.timeMs << " pv " << pvText(b, i.pv) << "\n"
            << std::flush;
}

int cmdBestmove(const Args& a) {
  if (a.has("--multipv") || a.has("--infinite")) return bestmoveMultiPV(a);
  const Game g = loadGame(a);
  if (g.rules().name == "detour") findDetourTable(a, g.position());
  if (g.isOver()) throw Refused{"the game is over (" + g.outcome().message + ")"};
  SearchLimits l;
  l.level = int(intOption(a, "--level", 0, 1, 6));
  l.movetimeMs = int(intOption(a, "--movetime", 0, 1, 3600000));
  l.nodes = u64(intOption(a, "--nodes", 0, 1, 1000000000000LL));
  l.depth = int(intOption(a, "--depth", 0, 1, 64));
  l.seed = u64(intOption(a, "--seed", 0, 0, (1LL << 62)));
  const Board& b = g.position().board();
  const SearchResult r = think(g, l, [&](const SearchInfo& i) { printInfo(b, i); });
  printInfo(b, r.info);
  std::cout << "bestmove " << actionName(b, r.best) << "\n";
  return 0;
}

struct Tally {
  int w = 0, d = 0, l = 0;
  int n() const { return w + d + l; }
  double score() const { return n() ? (w + 0.5 * d) / n() : 0.5; }
};

std::string eloText(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", -400.0 * std::log10(1.0 / s - 1.0));
  return buf;
}

// Wilson score interval bound of a score s over n games (z standard deviations).
double wilson(double s, double n, double z, bool upper) {
  const double z2 = z * z, centre = s + z2 / (2 * n), spread = z * std::sqrt(s * (1 - s) / n + z2 / (4 * n * n));
  return (upper ? centre + spread : centre - spread) / (1 + z2 / n);
}

std::string summary(const Tally& t) {
  const double s = t.score(), n = t.n();
  char buf[200];
  if (n > 0 && (s >= 1 || s <= 0)) {
    // A clean sweep has no finite point estimate: give the one-sided 95 % bound (Wilson, z = 1.645).
    const double bound = wilson(s, n, 1.645, s <= 0);
    std::snprintf(buf, sizeof buf, "W %d D %d L %d  score %.1f%%  Elo %s %s (95%%, one-sided)", t.w, t.d, t.l, 100 * s,
                  s >= 1 ? ">" : "<", eloText(bound).c_str());
    return buf;
  }
  if (n <= 0) return "no games";
  const double var = (t.w * (1 - s) * (1 - s) + t.d * (0.5 - s) * (0.5 - s) + t.l * s * s) / n;
  const double half = 1.96 * std::sqrt(var / n);
  // Near 0 % or 100 % the normal interval leaves (0, 1): the Wilson bound takes over there.
  const double lo = s - half > 0 ? s - half : wilson(s, n, 1.96, false);
  const double hi = s + half < 1 ? s + half : wilson(s, n, 1.96, true);
  std::snprintf(buf, sizeof buf, "W %d D %d L %d  score %.1f%%  Elo %s [%s, %s] (95%%)", t.w, t.d, t.l, 100 * s,
                eloText(s).c_str(), eloText(lo).c_str(), eloText(hi).c_str());
  return buf;
}

PlayerSpec spec(const Args& a, const std::string& key) {
  if (!a.has(key)) throw Refused{key + " is required (1..6, nodes:N, depth:N, movetime:MS, racer, ab2, mcts)"};
  auto p = parsePlayerSpec(a.get(key));
  if (!p) throw Refused{key + " " + p.error()};
  return *p;
}

// One game pair per opening: each side plays it from both seats.
void playPair(const RuleSet& rules, const PlayerSpec& pa, const PlayerSpec& pb, int movetime, u64 seed, int pair,
              int gamesLeft, Tally& t, bool verbose, int& gameNo, const std::string& recordsFile = "") {
  const std::vector<Action> opening = randomOpening(rules, seed, pair);
  for (int side = 0; side < 2 && side < gamesLeft; ++side) {
    const PlayerSpec& first = side == 0 ? pa : pb;
    const PlayerSpec& second = side == 0 ? pb : pa;
    const MatchGame m = playGame(rules, opening, first, second, movetime, seed * 7919 + u64(gameNo));
    const Result aWins = side == 0 ? Result::Player1 : Result::Player2;
    const Result bWins = side == 0 ? Result::Player2 : Result::Player1;
    if (m.result == aWins) ++t.w;
    else if (m.result == bWins) ++t.l;
    else ++t.d;
    ++gameNo;
    if (!recordsFile.empty()) {
      std::ofstream out(recordsFile, std::ios::app);
      out << "[White \"" << first.name << "\"]\n[Black \"" << second.name << "\"]\n" << m.record << "\n";
    }
    if (verbose)
      std::cout << "game " << gameNo << ": " << first.name << " vs " << second.name << " " << resultToken(m.result)
                << " (" << m.reason << ", " << m.plies << " plies)  " << summary(t) << "\n"
                << std::flush;
  }
}

const RuleSet& rulesOption(const Args& a) {
  const RuleSet* r = findRuleSet(a.get("--rules", "walls"));
  if (!r) throw Refused{"--rules '" + a.get("--rules") + "': unknown rule set (known: " + ruleSetNames() + ")"};
  return *r;
}

int cmdMatch(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  if (rules.name == "detour") findDetourTable(a, Position(rules));
  const PlayerSpec pa = spec(a, "--a"), pb = spec(a, "--b");
  const int games = int(intOption(a, "--games", 2, 1, 1000000));
  const int movetime = int(intOption(a, "--movetime", 0, 1, 3600000));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  const bool verbose = !a.has("--quiet");
  Tally t;
  int gameNo = 0;
  for (int pair = 0; gameNo < games; ++pair) playPair(rules, pa, pb, movetime, seed, pair, games - gameNo, t, verbose, gameNo, a.get("--records"));
  std::cout << pa.name << " vs " << pb.name << " (" << rules.name << ", " << games << " games"
            << (movetime ? ", " + std::to_string(movetime) + " ms/move" : std::string()) << ")\n";
  std::cout << summary(t) << "\n";
  return 0;
}

// Self-play tuning of the evaluation weights: one weight at a time, a step
// up or down, kept when it scores over the threshold against the current set.
int cmdTune(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  const int iterations = int(intOption(a, "--iterations", 20, 1, 100000));
  const int games = int(intOption(a, "--games", 40, 2, 100000));
  const u64 nodes = u64(intOption(a, "--nodes", 4000, 100, 100000000));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  EvalParams cur = defaultEvalParams();
  u64 r = seed * 0x9E3779B97F4A7C15ull + 1;
  for (int it = 0; it < iterations; ++it) {
    r ^= r << 13, r ^= r >> 7, r ^= r << 17;
    const int j = it % EvalParams::kCount;
    const int step = std::max(4, std::abs(cur.at(j)) / 4);
    EvalParams cand = cur;
    cand.at(j) += (r & 1) ? step : -step;
    PlayerSpec pc, pk;
    pc.limits.nodes = pk.limits.nodes = nodes;
    pc.eval = cand;
    pk.eval = cur;
    pc.name = "candidate";
    pk.name = "current";
    Tally t;
    int gameNo = 0;
    for (int pair = 0; gameNo < games; ++pair)
      playPair(rules, pc, pk, 0, seed * 1000 + u64(it), pair, games - gameNo, t, false, gameNo);
    const bool keep = t.score() > 0.55;
    std::cout << "iteration " << it + 1 << ": " << EvalParams::names[j] << " " << cur.at(j) << " -> " << cand.at(j)
              << "  " << summary(t) << (keep ? "  kept" : "") << "\n"
              << std::flush;
    if (keep) cur = cand;
  }
  std::cout << "EvalParams{";
  for (int j = 0; j < EvalParams::kCount; ++j)
    std::cout << (j ? ", " : "") << "." << EvalParams::names[j] << " = " << cur.at(j);
  std::cout << "}\n";
  return 0;
}

const bool registered =
    (registerCommand("bestmove", cmdBestmove,
                     "bestmove --rules R [--moves \"...\"] [--position CODE] [--level N | --movetime MS | --nodes N | "
                     "--depth N] [--seed S] [--multipv N] [--infinite]"),
     registerCommand("match", cmdMatch,
                     "match --rules R --a SPEC --b SPEC --games N [--movetime MS] [--seed S] [--quiet] [--records FILE]   "
                     "(SPEC: 1..6, nodes:N, depth:N, movetime:MS, racer, ab2, mcts, mcts:N)"),
     registerCommand("tune", cmdTune, "tune --rules R [--iterations K] [--games G] [--nodes N] [--seed S]"), true);

}  // namespace

}  // namespace wallrace::cli
