// Testing subcommands: match (game pairs from an opening suite, in parallel,
// with an SPRT), openings (the suite's generator) and tune. They read options
// and print; the engine decides.
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "../bot.h"
#include "harness.h"
#include "../search.h"
#include "cli.h"
#include "sprt.h"

namespace wallrace::cli {

namespace {

u64 mix64(u64 z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct Tally {
  int w = 0, d = 0, l = 0;
  int pairs[5] = {0, 0, 0, 0, 0};  // complete pairs by A's points: 0, 1/2, 1, 3/2, 2
  int n() const { return w + d + l; }
  double score() const { return n() ? (w + 0.5 * d) / n() : 0.5; }
};

std::string eloText(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", scoreToElo(s));
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

// The Elo interval from the pairs (the pentanomial variance, narrower than
// the games' when paired games are correlated).
std::string pairSummary(const Tally& t) {
  int n = 0;
  double sum = 0, sq = 0;
  for (int k = 0; k < 5; ++k) n += t.pairs[k], sum += t.pairs[k] * k * 0.25, sq += t.pairs[k] * (k * 0.25) * (k * 0.25);
  if (n < 2) return "";
  const double s = sum / n, var = sq / n - s * s, half = 1.96 * std::sqrt(var / n);
  char buf[200];
  if (s <= 0 || s >= 1 || var <= 0 || s - half <= 0 || s + half >= 1) {
    std::snprintf(buf, sizeof buf, "pairs [%d, %d, %d, %d, %d] (A scoring 0, 1/2, 1, 3/2, 2)", t.pairs[0], t.pairs[1],
                  t.pairs[2], t.pairs[3], t.pairs[4]);
  } else {
    std::snprintf(buf, sizeof buf, "pairs [%d, %d, %d, %d, %d] (A scoring 0, 1/2, 1, 3/2, 2)  Elo %s [%s, %s] (95%%, pentanomial)",
                  t.pairs[0], t.pairs[1], t.pairs[2], t.pairs[3], t.pairs[4], eloText(s).c_str(),
                  eloText(s - half).c_str(), eloText(s + half).c_str());
  }
  return buf;
}

// --sprt ELO0,ELO1, when given.
std::optional<std::pair<double, double>> sprtOption(const Args& a) {
  if (!a.has("--sprt")) return std::nullopt;
  const std::string v = a.get("--sprt");
  double e0 = 0, e1 = 0;
  char extra = 0;
  if (std::sscanf(v.c_str(), "%lf,%lf%c", &e0, &e1, &extra) != 2 || !(e0 < e1) || e0 < -1000 || e1 > 1000)
    throw Refused{"--sprt '" + v + "': expected ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,10)"};
  return std::pair<double, double>{e0, e1};
}

std::string sprtVerdict(double llr, const SprtBounds& bounds) {
  return llr >= bounds.upper ? "H1 accepted" : llr <= bounds.lower ? "H0 accepted" : "";
}

std::string sprtLine(const std::pair<double, double>& sprt, double llr, const SprtBounds& bounds, const std::string& verdict) {
  char buf[200];
  std::snprintf(buf, sizeof buf, "SPRT [%g, %g] alpha 0.05 beta 0.05 pentanomial: LLR %.2f (%.2f, %.2f) %s", sprt.first,
                sprt.second, llr, bounds.lower, bounds.upper, verdict.empty() ? "no decision" : verdict.c_str());
  return buf;
}

// A match player: a spec of this program's engine, or another wallrace
// program ("ext:PATH") asked for Level 6 by `bestmove` each move, with the
// match's budget: a build from before a change, for comparisons.
struct Player {
  PlayerSpec spec;
  std::string exe;
  std::string name;
};

Player player(const Args& a, const std::string& key) {
  if (!a.has(key)) throw Refused{key + " is required (1.." + std::to_string(kLevelCount) + ", nodes:N, depth:N, movetime:MS, racer, ab2, mcts, ext:PATH)"};
  const std::string v = a.get(key);
  Player p;
  if (v.rfind("ext:", 0) == 0) {
    p.exe = v.substr(4);
    if (p.exe.empty() || p.exe.find('\'') != std::string::npos) throw Refused{key + " '" + v + "': expected ext:PATH"};
    std::ifstream probe(p.exe, std::ios::binary);
    if (!probe) throw Refused{key + " '" + v + "': cannot read the program " + p.exe};
    p.name = v;
    return p;
  }
  auto s = parsePlayerSpec(v);
  if (!s) throw Refused{key + " " + s.error()};
  p.spec = *s;
  if (a.has("--no-book")) p.spec.limits.book = false;  // as ",book=0" after both specs
  p.name = s->name;
  return p;
}

struct Budget {
  int movetimeMs = 0;
  u64 nodes = 0;
};

// The other program's move, or pass when it gave none (a pass is refused
// while a move is possible, so it loses that game: told on stderr).
Action externalMove(const std::string& exe, const Game& g, const Budget& b, u64 seed) {
  const Board& board = g.position().board();
  std::string moves;
  for (Action x : g.actions()) {
    if (!moves.empty()) moves += ' ';
    moves += actionName(board, x);
  }
  std::string cmd = "'" + exe + "' bestmove --rules " + std::string(g.rules().name) + " --level 6 --seed " +
                    std::to_string(seed % (u64(1) << 62));
  if (b.movetimeMs) cmd += " --movetime " + std::to_string(b.movetimeMs);
  if (b.nodes) cmd += " --nodes " + std::to_string(b.nodes);
  if (!moves.empty()) cmd += " --moves '" + moves + "'";
  cmd += " 2>/dev/null";
  std::string out;
  if (FILE* f = popen(cmd.c_str(), "r")) {
    char buf[4096];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, k);
    pclose(f);
  }
  const size_t at = out.rfind("bestmove ");
  if (at != std::string::npos) {
    std::string tok = out.substr(at + 9);
    tok = tok.substr(0, tok.find_first_of(" \r\n"));
    if (auto act = parseAction(board, tok)) return *act;
  }
  std::cerr << "warning: " << exe << " gave no move at ply " << g.length() << "\n";
  return Action::pass();
}

struct GameOut : MatchGame {
  double ms[2] = {0, 0}, maxMs[2] = {0, 0};  // time used by the first and the second player
  int moves[2] = {0, 0};
  int late[2] = {0, 0};  // moves past the allowance (the time per move + 10 %)
};

// The most a move on a time per move may take (think's promise, kMoveTimeAllowance); 0 without one.
double allowanceMs(const Budget& budget) { return budget.movetimeMs * kMoveTimeAllowance; }

GameOut runGame(const RuleSet& rules, const std::vector<Action>& opening, const Player& first, const Player& second,
                const Budget& budget, u64 seed, int maxPlies = 400) {
  Game g(rules);
  for (Action a : opening) g.play(a);
  GameOut out;
  while (!g.isOver() && g.length() < maxPlies) {
    const int seat = g.position().toMove();
    const Player& p = seat == 0 ? first : second;
    const u64 s = mix64(seed + u64(g.length()));
    const auto t0 = std::chrono::steady_clock::now();
    const Action a = p.exe.empty() ? playerMove(p.spec, g, budget.movetimeMs, s, budget.nodes)
                                   : externalMove(p.exe, g, budget, s);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    out.ms[seat] += ms;
    out.maxMs[seat] = std::max(out.maxMs[seat], ms);
    ++out.moves[seat];
    if (budget.movetimeMs && ms > allowanceMs(budget)) ++out.late[seat];
    if (g.play(a)) {  // refused: the player loses
      settle(out, g, maxPlies, seat);
      return out;
    }
  }
  settle(out, g, maxPlies);
  return out;
}

// Runs job(i) for i = 0, 1, 2, ... on `threads` threads and hands each
// result to `take` in index order on the calling thread; take returns false
// to stop (jobs already running finish, their results are dropped). The
// order of the results does not depend on the number of threads.
template <class R>
void runOrdered(int threads, int count, const std::function<R(int)>& job, const std::function<bool(int, R&)>& take) {
  std::mutex m;
  std::condition_variable cv;
  std::vector<std::optional<R>> done(count);
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  auto worker = [&] {
    for (;;) {
      const int i = next++;
      if (i >= count || stop) return;
      R r = job(i);
      std::lock_guard<std::mutex> lk(m);
      done[i] = std::move(r);
      cv.notify_all();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (int i = 0; i < count; ++i) {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [&] { return done[i].has_value(); });
    R r = std::move(*done[i]);
    done[i].reset();
    lk.unlock();
    if (!take(i, r)) {
      stop = true;
      break;
    }
  }
  for (auto& t : pool) t.join();
}

int concurrencyOption(const Args& a, const RuleSet& rules) {
  int c = int(intOption(a, "--concurrency", 1, 1, 64));
  if (c > 1 && rules.hasSolver()) {
    // The solver's cache is shared by the whole program.
    std::cerr << "note: " << rules.name << " matches run one game at a time (--concurrency 1: the solver's cache is shared)\n";
    c = 1;
  }
  return c;
}

struct PairOut {
  GameOut game[2];
  int count = 0;
};

int cmdMatch(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  if (rules.hasSolver()) findDetourTable(a, Position(rules));
  const Player pa = player(a, "--a"), pb = player(a, "--b");
  const std::optional<std::pair<double, double>> sprt = sprtOption(a);
  const int games = int(intOption(a, "--games", sprt ? 20000 : 2, 1, 1000000));
  Budget budget;
  budget.movetimeMs = int(intOption(a, "--movetime", 0, 1, 3600000));
  budget.nodes = u64(intOption(a, "--nodes", 0, 1, (long long)kMaxSearchNodes));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  const int threads = concurrencyOption(a, rules);
  const bool verbose = !a.has("--quiet");
  std::vector<std::vector<Action>> suite;
  if (a.has("--openings")) suite = readOpenings(a.get("--openings"), rules);
  const std::string recordsFile = a.get("--records");
  if (!recordsFile.empty()) {  // refused before the first game, not after it
    std::ofstream probe(recordsFile, std::ios::app);
    if (!probe) throw Refused{"--records " + quoted(recordsFile, 200) + ": cannot write the file (" + std::strerror(errno) + ")"};
  }
  const SprtBounds bounds = sprtBounds(0.05, 0.05);

  Tally t;
  int gameNo = 0;
  double llr = 0;
  std::string verdict, writeError;
  double ms[2] = {0, 0}, maxMs[2] = {0, 0};  // A, B
  int moves[2] = {0, 0}, late[2] = {0, 0};
  const int pairCount = (games + 1) / 2;
  // One game pair per opening: each side plays it from both seats.
  const std::function<PairOut(int)> job = [&](int pair) {
    const std::vector<Action> opening = suite.empty() ? randomOpening(rules, seed, pair) : suite[pair % suite.size()];
    PairOut o;
    o.count = std::min(2, games - 2 * pair);
    for (int side = 0; side < o.count; ++side)
      o.game[side] = runGame(rules, opening, side == 0 ? pa : pb, side == 0 ? pb : pa, budget,
                             seed * 7919 + u64(2 * pair + side));
    return o;
  };
  const std::function<bool(int, PairOut&)> take = [&](int, PairOut& o) {
    int points = 0;  // A's half points in the pair
    for (int side = 0; side < o.count; ++side) {
      const GameOut& m = o.game[side];
      const Player& first = side == 0 ? pa : pb;
      const Player& second = side == 0 ? pb : pa;
      const Result aWins = side == 0 ? Result::Player1 : Result::Player2;
      const Result bWins = side == 0 ? Result::Player2 : Result::Player1;
      if (m.result == aWins) ++t.w, points += 2;
      else if (m.result == bWins) ++t.l;
      else ++t.d, points += 1;
      for (int seat = 0; seat < 2; ++seat) {
        const int who = (seat == 0) == (side == 0) ? 0 : 1;
        ms[who] += m.ms[seat], moves[who] += m.moves[seat], maxMs[who] = std::max(maxMs[who], m.maxMs[seat]);
        late[who] += m.late[seat];
      }
      ++gameNo;
      if (!recordsFile.empty()) {  // a record that cannot be written stops the match (exit 2), never lost quietly
        std::ofstream out(recordsFile, std::ios::app);
        out << "[White \"" << first.name << "\"]\n[Black \"" << second.name << "\"]\n" << m.record << "\n";
        out.flush();
        if (!out) {  // stops the workers; thrown once they are joined
          writeError = "--records " + quoted(recordsFile, 200) + ": cannot write game " + std::to_string(gameNo) +
                       "'s record (" + std::strerror(errno) + ")";
          return false;
        }
      }
      if (verbose)
        std::cout << "game " << gameNo << ": " << first.name << " vs " << second.name << " " << resultToken(m.result)
                  << " (" << m.reason << ", " << m.plies << " plies)  " << summary(t) << "\n";
    }
    if (o.count == 2) ++t.pairs[points];
    if (sprt) {
      llr = llrPentanomial(t.pairs, sprt->first, sprt->second);
      if (verbose && o.count == 2) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "LLR %.2f (%.2f, %.2f)", llr, bounds.lower, bounds.upper);
        std::cout << "  " << buf << "\n";
      }
      if (std::string v = sprtVerdict(llr, bounds); !v.empty()) verdict = v;  // a verdict, once reached, stands
    }
    std::cout << std::flush;
    return verdict.empty();
  };
  runOrdered<PairOut>(threads, pairCount, job, take);
  if (!writeError.empty()) throw Refused{writeError};

  std::cout << pa.name << " vs " << pb.name << " (" << rules.name << ", " << gameNo << " games"
            << (budget.movetimeMs ? ", " + std::to_string(budget.movetimeMs) + " ms/move" : std::string())
            << (budget.nodes ? ", " + std::to_string(budget.nodes) + " nodes/move" : std::string())
            << (suite.empty() ? std::string() : ", openings " + a.get("--openings")) << ")\n";
  std::cout << summary(t) << "\n";
  if (const std::string ps = pairSummary(t); !ps.empty()) std::cout << ps << "\n";
  char buf[200];
  for (int who = 0; who < 2; ++who) {
    if (!moves[who]) continue;
    std::snprintf(buf, sizeof buf, "time per move %s: %.1f ms average, %.0f ms longest over %d moves", who ? "B" : "A",
                  ms[who] / moves[who], maxMs[who], moves[who]);
    std::cout << buf;
    if (budget.movetimeMs) {
      std::snprintf(buf, sizeof buf, " (budget %d ms; %d past %.0f ms)", budget.movetimeMs, late[who], allowanceMs(budget));
      std::cout << buf;
    }
    std::cout << "\n";
  }
  if (sprt) std::cout << sprtLine(*sprt, llr, bounds, verdict) << "\n";
  return 0;
}

// Several runs of one test summed (as fishtest sums its workers' pairs): the pairs of each run as the match printed
// them, "P0,P1,P2,P3,P4" (A scoring 0, 1/2, 1, 3/2, 2), runs separated by spaces; prints the summed pairs with
// their Elo and the SPRT's log-likelihood ratio and verdict, in the match's own lines.
int cmdSprt(const Args& a) {
  const auto sprt = sprtOption(a).value_or(std::pair<double, double>{0, 10});
  if (!a.has("--pairs")) throw Refused{"--pairs is required (each run's pairs P0,P1,P2,P3,P4, runs separated by spaces)"};
  const std::string v = a.get("--pairs");
  std::istringstream in(v);
  Tally t;
  std::string run;
  int runs = 0;
  while (in >> run) {
    int p[5];
    char extra = 0;
    if (std::sscanf(run.c_str(), "%d,%d,%d,%d,%d%c", &p[0], &p[1], &p[2], &p[3], &p[4], &extra) != 5)
      throw Refused{"--pairs: run " + std::to_string(runs + 1) + " '" + run + "': expected five counts P0,P1,P2,P3,P4"};
    for (int k = 0; k < 5; ++k) {
      if (p[k] < 0 || p[k] > 10000000)
        throw Refused{"--pairs: run " + std::to_string(runs + 1) + " '" + run + "': count " + std::to_string(k + 1) +
                      " is not one of 0..10000000"};
      t.pairs[k] += p[k];  // (a pair scoring 1 is a win and a loss or two draws: the games' W-D-L is not kept)
    }
    ++runs;
  }
  if (runs == 0) throw Refused{"--pairs '" + v + "': no run given"};
  const SprtBounds bounds = sprtBounds(0.05, 0.05);
  const double llr = llrPentanomial(t.pairs, sprt.first, sprt.second);
  std::cout << runs << (runs == 1 ? " run, " : " runs, ") << 2 * (t.pairs[0] + t.pairs[1] + t.pairs[2] + t.pairs[3] + t.pairs[4])
            << " games\n";
  if (const std::string ps = pairSummary(t); !ps.empty()) std::cout << ps << "\n";
  std::cout << sprtLine(sprt, llr, bounds, sprtVerdict(llr, bounds)) << "\n";
  return 0;
}

// The opening suite: positions after 4 to 10 plies of play that looks like
// play (mostly steps along a shortest path, some walls across the
// opponent's paths), kept when a Level 6 search at --nodes scores them near
// even. One opening a line, the moves from the start.
int cmdOpenings(const Args& a) {
  const RuleSet& rules = rulesOption(a);
  const int count = int(intOption(a, "--count", 500, 1, 100000));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  const u64 nodes = u64(intOption(a, "--nodes", 20000, 100, 100000000));
  const int maxScore = int(intOption(a, "--max-score", 75, 0, 10000));
  const int threads = concurrencyOption(a, rules);
  if (rules.hasSolver()) findDetourTable(a, Position(rules));
  struct Candidate {
    std::vector<Action> moves;
    int score = 0;
    bool ok = false;
    u64 key = 0;
  };
  const std::function<Candidate(int)> job = [&](int k) {
    Candidate c;
    Game g(rules);
    u64 r = mix64(seed * 0x9E3779B97F4A7C15ull + u64(k));
    const int plies = 4 + int(r % 7);
    for (int i = 0; i < plies && !g.isOver(); ++i) {
      r = mix64(r);
      const auto m = plausibleMove(g, r, 20);
      if (!m) break;
      g.play(*m);
    }
    if (g.isOver() || g.length() < 4) return c;
    SearchLimits l;
    l.level = 6;
    l.nodes = nodes;
    l.seed = seed;
    l.book = false;  // the suite keeps positions the search scores near even
    const SearchResult res = think(g, l);
    c.score = res.info.score;
    c.ok = std::abs(c.score) <= maxScore;
    c.moves = g.actions();
    c.key = g.position().key();
    return c;
  };
  std::vector<u64> seen;
  int kept = 0, tried = 0;
  std::cout << "# wallrace opening suite: " << rules.name << ", positions after 4-10 plies scored within +-" << maxScore
            << " centi-steps by Level 6 at " << nodes << " nodes\n# made by: wallrace openings --rules " << rules.name
            << " --count " << count << " --seed " << seed << " --nodes " << nodes << " --max-score " << maxScore << "\n";
  const std::function<bool(int, Candidate&)> take = [&](int, Candidate& c) {
    ++tried;
    if (!c.ok || std::find(seen.begin(), seen.end(), c.key) != seen.end()) return true;
    seen.push_back(c.key);
    const Board& b = Position(rules).board();
    std::string line;
    for (Action x : c.moves) {
      if (!line.empty()) line += ' ';
      line += actionName(b, x);
    }
    std::cout << line << "\n" << std::flush;
    return ++kept < count;
  };
  runOrdered<Candidate>(threads, count * 50, job, take);
  std::cout << std::flush;
  std::cerr << "kept " << kept << " of " << tried << " candidates\n";
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
    Player pc, pk;
    pc.spec.limits.nodes = pk.spec.limits.nodes = nodes;
    pc.spec.eval = cand;
    pk.spec.eval = cur;
    Tally t;
    for (int g = 0; g < games; ++g) {
      const int pair = g / 2, side = g % 2;
      const u64 s = seed * 1000 + u64(it);
      const GameOut m = runGame(rules, randomOpening(rules, s, pair), side ? pk : pc, side ? pc : pk, {}, s * 7919 + u64(g));
      const Result cWins = side == 0 ? Result::Player1 : Result::Player2;
      if (m.result == cWins) ++t.w;
      else if (m.result == Result::Draw) ++t.d;
      else ++t.l;
    }
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
    (registerCommand("match", cmdMatch,
                     "match --rules R --a SPEC --b SPEC [--games N] [--movetime MS] [--nodes N] [--openings FILE] "
                     "[--concurrency N] [--sprt ELO0,ELO1] [--seed S] [--quiet] [--records FILE] [--no-book] [--table FILE | --no-table]   "
                     "(SPEC: 1.." + std::to_string(kLevelCount) + ", nodes:N, depth:N, movetime:MS, racer, ab2, mcts, mcts:N, ext:PATH)"),
     registerCommand("openings", cmdOpenings,
                     "openings --rules R [--count N] [--nodes N] [--max-score CS] [--seed S] [--concurrency N] "
                     "[--table FILE | --no-table]"),
     registerCommand("sprt", cmdSprt,
                     "sprt --pairs \"P0,P1,P2,P3,P4 ...\" [--sprt ELO0,ELO1]   (runs of one test summed: each run's pairs as "
                     "match printed them; --sprt 0,10 by default)"),
     registerCommand("tune", cmdTune, "tune --rules R [--iterations K] [--games G] [--nodes N] [--seed S]"), true);

}  // namespace

}  // namespace wallrace::cli
