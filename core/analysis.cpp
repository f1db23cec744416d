#include "analysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bot.h"
#include "movegen.h"
#include "notation.h"
#include "race.h"
#include "solver.h"

namespace wallrace {

namespace {

// Fitted by `wallrace calibrate --rules R --games G --seed 1` (self-play at kReviewNodes,
// both sides the same search, random two-to-four-ply openings; the command prints
// the row, predicted against actual results in bins and the log-loss, and
// --data FILE keeps the positions for `--from FILE`). walls: 100 games, 4 761
// positions (seed 1); dolambac: its own 60 games, 2 975 positions (seed 2). detour's 30 games leave few unforced
// positions (the search proves most of them, and the page uses the solver there
// anyway). Refit after a change of the search or the evaluation.
const Calibration kCalibrations[] = {
    {"walls", 0.004334, -0.0490, 100, 4761, 0.4613, "nodes:20000"},
    {"dolambac", 0.005394, -0.0514, 60, 2975, 0.4448, "nodes:20000"},
    {"detour", 0.002781, 0.0325, 30, 66, 0.6460, "nodes:20000"},
};

std::string rankText(const Board& b, int player) {
  return std::to_string(player == 0 ? b.n : 1);
}

}  // namespace

const Calibration& calibrationFor(const RuleSet& rules) {
  for (const Calibration& c : kCalibrations)
    if (c.rules == rules.name) return c;
  return kCalibrations[0];
}

double logistic(const Calibration& c, int score) {
  return 1.0 / (1.0 + std::exp(-(c.scale * score + c.offset)));
}

double expectedScore(const RuleSet& rules, int score) {
  if (score > kWinBound) return 1;
  if (score < -kWinBound) return 0;
  return logistic(calibrationFor(rules), score);
}

Evaluation evaluationOf(const Position& pos, int score, bool exact) {
  Evaluation e;
  e.score = score;
  e.expected = expectedScore(pos.rules(), score);
  const bool forced = isWinScore(score);
  e.exact = exact || forced;
  if (!e.exact) return e;
  if (!forced) {
    // An exact value that is not an arrival: a draw with best play.
    e.score = 0;
    e.expected = 0.5;
    e.text = "draw with best play";
    return e;
  }
  e.plies = kWin - std::abs(score);
  e.text = arrivalText(pos, score > 0 ? pos.toMove() : pos.toMove() ^ 1, e.plies);
  return e;
}

std::string arrivalText(const Position& pos, int winner, int plies) {
  const std::string who = std::string(pos.rules().playerNames[winner]);
  if (plies <= 0) return who + " reached rank " + rankText(pos.board(), winner);
  // The winner's own moves among those plies.
  const int moves = winner == pos.toMove() ? (plies + 1) / 2 : plies / 2;
  return who + " reaches rank " + rankText(pos.board(), winner) + " in " + std::to_string(moves) +
         (moves == 1 ? " move" : " moves");
}

Evaluation flipped(const Position& pos, const Evaluation& e) {
  Evaluation f = e;
  f.score = -e.score;
  f.expected = 1 - e.expected;
  return f;
}

namespace {

// Exact values: the detour solver, or the race table with no walls left.
struct Exact {
  bool ok = false;
  int score = 0;  // side to move's view, kWin - plies style; 0 for a draw
};

int verdictScore(const Position& pos, Result r, int plies) {
  const int winner = r == Result::Player1 ? 0 : r == Result::Player2 ? 1 : -1;
  if (winner < 0) return 0;
  return winner == pos.toMove() ? kWin - plies : -(kWin - plies);
}

bool solverUsable(const Position& pos) { return pos.rules().hasSolver(); }

Exact exactValue(const Position& pos, const RaceTable* race, Action* best) {
  Exact x;
  if (pos.isOver()) {
    x.ok = true;
    const Outcome o = positionOutcome(pos);
    x.score = verdictScore(pos, o.result, 0);
    return x;
  }
  if (race) {
    const RaceVerdict v = race->verdict(pos);
    x.ok = true;
    x.score = v.winner < 0 ? 0 : v.winner == pos.toMove() ? kWin - v.plies : -(kWin - v.plies);
    if (best) *best = race->bestMove(pos);
    return x;
  }
  if (solverUsable(pos)) {
    auto v = solveDetour(pos, false);
    if (v && !v->best.empty()) {
      x.ok = true;
      x.score = verdictScore(pos, v->result, v->plies);
      if (best) *best = v->best.front();
    }
  }
  return x;
}

// The exact line from a position: optimal moves until the end (at most 24 plies).
std::vector<Action> exactLine(Position pos, const RaceTable* race, Action first) {
  std::vector<Action> line{first};
  Undo u;
  pos.make(first, u);
  while (line.size() < 24 && !pos.isOver()) {
    Action next;
    if (!exactValue(pos, race, &next).ok) break;
    line.push_back(next);
    pos.make(next, u);
  }
  return line;
}

Expected<Analysis> analyseExact(const Position& pos, const AnalysisLimits& limits, const RaceTable* race) {
  Analysis a;
  a.exact = true;
  const int want = std::clamp(limits.multiPV, 1, 5);
  Action best;
  const Exact root = exactValue(pos, race, &best);
  if (!root.ok) return Expected<Analysis>::fail("no exact value");
  if (limits.alsoScore) {
    Position next = pos;
    Undo u;
    next.make(*limits.alsoScore, u);
    const Exact x = exactValue(next, race, nullptr);
    if (!x.ok) return Expected<Analysis>::fail("no exact value");
    const int s = x.score > kWinBound ? -(x.score - 1) : x.score < -kWinBound ? -(x.score + 1) : 0;
    AnalysisLine l;
    l.move = *limits.alsoScore;
    l.eval = evaluationOf(pos, s, true);
    l.pv = exactLine(pos, race, l.move);
    a.asked = l;
  }
  if (want == 1) {
    AnalysisLine l;
    l.move = best;
    l.eval = evaluationOf(pos, root.score, true);
    l.pv = exactLine(pos, race, best);
    a.lines.push_back(l);
    a.depth = root.score ? kWin - std::abs(root.score) : 0;
    return a;
  }
  // Every legal move's exact value, ranked: fastest win, draw, slowest loss.
  MoveList list;
  generateLegal(pos, list);
  struct Scored { Action move; int score; };
  std::vector<Scored> all;
  for (Action m : list) {
    Position next = pos;
    Undo u;
    next.make(m, u);
    const Exact x = exactValue(next, race, nullptr);
    if (!x.ok) return Expected<Analysis>::fail("no exact value");
    // The child's value is the opponent's: one ply further from the root.
    const int s = x.score > kWinBound ? -(x.score - 1) : x.score < -kWinBound ? -(x.score + 1) : 0;
    all.push_back({m, s});
  }
  std::stable_sort(all.begin(), all.end(), [&](const Scored& x, const Scored& y) {
    if (x.move == best) return !(y.move == best) || false;
    if (y.move == best) return false;
    return x.score > y.score;
  });
  for (int i = 0; i < int(all.size()) && i < want; ++i) {
    AnalysisLine l;
    l.move = all[i].move;
    l.eval = evaluationOf(pos, all[i].score, true);
    l.pv = exactLine(pos, race, all[i].move);
    a.lines.push_back(l);
  }
  a.depth = root.score ? kWin - std::abs(root.score) : 0;
  return a;
}

Analysis fromInfo(const Position& pos, const SearchInfo& info) {
  Analysis a;
  a.depth = info.depth;
  a.nodes = info.nodes;
  a.timeMs = info.timeMs;
  for (const RootLine& r : info.lines) a.lines.push_back({r.move, evaluationOf(pos, r.score, false), r.pv});
  if (info.asked) a.asked = AnalysisLine{info.asked->move, evaluationOf(pos, info.asked->score, false), info.asked->pv};
  return a;
}

}  // namespace

Expected<Analysis> analysePosition(const Game& game, int index, const AnalysisLimits& limits,
                                   const std::function<void(const Analysis&)>& progress) {
  using R = Expected<Analysis>;
  if (index < 0 || index > game.length()) return R::fail("ply " + std::to_string(index) + " is not in the game");
  if (limits.multiPV < 1 || limits.multiPV > 5) return R::fail("multipv must be from 1 to 5");
  const Position& pos = game.positionAt(index);
  const Outcome o = game.outcomeAt(index);
  if (o.result != Result::Ongoing) return R::fail("the game is over (" + o.message + ")");

  // Exact values first: a race with no walls left, every detour position the solver takes.
  if (!limits.searchOnly && pos.wallsLeft(0) == 0 && pos.wallsLeft(1) == 0) {
    const RaceTable race(pos);
    auto a = analyseExact(pos, limits, &race);
    if (a) {
      if (progress) progress(*a);
      return a;
    }
  }
  if (!limits.searchOnly && solverUsable(pos)) {
    auto a = analyseExact(pos, limits, nullptr);
    if (a) {
      if (progress) progress(*a);
      return a;
    }
  }

  SearchConfig cfg;
  cfg.multiPV = limits.multiPV;
  cfg.stop = limits.stop;
  cfg.alsoScore = limits.alsoScore;
  const bool budget = limits.movetimeMs || limits.nodes || limits.depth;
  if (!budget && !limits.infinite) cfg.maxNodes = kReviewNodes;
  if (limits.nodes) cfg.maxNodes = limits.nodes;
  // A small budget needs a small table (clearing 16 MB would cost more than the search).
  if (cfg.maxNodes && cfg.maxNodes <= 200000) cfg.ttMegabytes = 4;
  if (limits.depth) cfg.maxDepth = limits.depth;
  if (limits.movetimeMs) {
    cfg.timeMs = limits.movetimeMs;
    cfg.ttMegabytes = std::clamp(limits.movetimeMs / 8, 1, cfg.ttMegabytes);
  }
  // Earlier positions with the same walls, for repetition draws.
  std::vector<u64> history;
  for (int i = index - 1; i >= 0; --i) {
    const Position& p = game.positionAt(i);
    if (p.wallsLeft(0) != pos.wallsLeft(0) || p.wallsLeft(1) != pos.wallsLeft(1)) break;
    history.push_back(p.key());
  }
  std::reverse(history.begin(), history.end());
  const SearchResult out = searchPosition(pos, history, cfg, [&](const SearchInfo& i) {
    if (progress) progress(fromInfo(pos, i));
  });
  Analysis a = fromInfo(pos, out.info);
  if (a.lines.empty()) a.lines.push_back({out.best, evaluationOf(pos, out.info.score, false), out.info.pv});
  if (limits.alsoScore && !a.asked)
    for (const AnalysisLine& l : a.lines)
      if (l.move == *limits.alsoScore) a.asked = l;
  return a;
}

// ---- classes ----

const std::array<ClassBound, kMoveClasses>& classTable() {
  static const std::array<ClassBound, kMoveClasses> t{{
      {MoveClass::Best, "best", 0.0},          // the best move itself (or no loss at all)
      {MoveClass::Excellent, "excellent", 0.02},
      {MoveClass::Good, "good", 0.05},
      {MoveClass::Inaccuracy, "inaccuracy", 0.10},
      {MoveClass::Mistake, "mistake", 0.15},
      {MoveClass::Blunder, "blunder", 2.0},
  }};
  return t;
}

std::string_view className(MoveClass c) { return classTable()[int(c)].name; }

MoveClass classFromName(std::string_view name, bool& ok) {
  for (const ClassBound& b : classTable())
    if (b.name == name) {
      ok = true;
      return b.cls;
    }
  ok = false;
  return MoveClass::Best;
}

MoveClass classifyLoss(double loss, bool playedBest) {
  if (playedBest || loss <= 0) return MoveClass::Best;
  for (int i = 1; i < kMoveClasses; ++i)
    if (loss < classTable()[i].maxLoss) return classTable()[i].cls;
  return MoveClass::Blunder;
}

MoveClass classifyExact(const Evaluation& before, const Evaluation& after) {
  auto result = [](const Evaluation& e) { return e.expected > 0.75 ? 2 : e.expected < 0.25 ? 0 : 1; };
  const int rb = result(before), ra = result(after);
  if (ra < rb) return MoveClass::Blunder;
  if (ra > rb || rb == 1) return MoveClass::Best;
  // Same result: the win as fast, the loss as slow as best play.
  const int extra = rb == 2 ? after.plies - before.plies : before.plies - after.plies;
  if (extra <= 0) return MoveClass::Best;
  return extra <= 2 ? MoveClass::Excellent : MoveClass::Good;
}

double moveAccuracy(double before, double after) {
  const double drop = std::max(0.0, 100 * (before - after));
  return std::clamp(103.1668 * std::exp(-0.04354 * drop) - 3.1669, 0.0, 100.0);
}

// ---- review ----

PlyReview reviewPly(const Game& game, int ply, const Analysis& before) {
  PlyReview r;
  r.ply = ply;
  const Position& pos = game.positionAt(ply - 1);
  const Position& next = game.positionAt(ply);
  r.mover = pos.toMove();
  r.played = game.actions()[ply - 1];
  const AnalysisLine& top = before.lines.front();
  r.best = top.move;
  r.bestLine = top.pv;
  r.before = top.eval;
  const Outcome o = game.outcomeAt(ply);
  if (o.result != Result::Ongoing) {
    // The move ended the game: exact.
    const int winner = o.result == Result::Player1 ? 0 : o.result == Result::Player2 ? 1 : -1;
    r.after = evaluationOf(pos, winner < 0 ? 0 : winner == r.mover ? kWin - 1 : -(kWin - 1), true);
  } else if (before.asked && before.asked->move == r.played) {
    r.after = before.asked->eval;
  } else {
    r.after = r.before;  // the analysis was made without the move played: only the best move can be judged
  }
  if (r.after.exact && isWinScore(r.after.score))  // told from the position the move leaves
    r.after.text = arrivalText(next, r.after.score > 0 ? r.mover : r.mover ^ 1, r.after.plies - 1);
  const bool playedBest = r.played == r.best;
  if (r.before.exact && r.after.exact) r.cls = classifyExact(r.before, r.after);
  else r.cls = classifyLoss(r.before.expected - r.after.expected, playedBest);
  r.accuracy = r.cls == MoveClass::Best ? 100 : moveAccuracy(r.before.expected, r.after.expected);
  return r;
}

std::array<PlayerSummary, 2> summarise(const std::vector<PlyReview>& plies) {
  std::array<PlayerSummary, 2> s{};
  std::array<double, 2> sum{0, 0};
  for (const PlyReview& r : plies) {
    PlayerSummary& p = s[r.mover];
    ++p.moves;
    ++p.counts[int(r.cls)];
    sum[r.mover] += r.accuracy;
  }
  for (int i = 0; i < 2; ++i) s[i].accuracy = s[i].moves ? sum[i] / s[i].moves : 100;
  return s;
}

Review reviewGame(const Game& game, const AnalysisLimits& limits,
                  const std::function<void(int, int, const PlyReview*)>& progress) {
  Review rv;
  const int n = game.length();
  for (int ply = 1; ply <= n; ++ply) {
    AnalysisLimits l = limits;
    l.multiPV = 1;
    l.infinite = false;
    l.alsoScore = game.actions()[ply - 1];
    bool added = false;
    if (game.outcomeAt(ply - 1).result == Result::Ongoing)
      if (auto a = analysePosition(game, ply - 1, l)) rv.plies.push_back(reviewPly(game, ply, *a)), added = true;
    if (progress) progress(ply, n, added ? &rv.plies.back() : nullptr);
  }
  rv.players = summarise(rv.plies);
  return rv;
}

// ---- comments in records ----

namespace {
std::string percent(double x) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.0f%%", 100 * x);
  return buf;
}
}  // namespace

std::string reviewComment(const Board& b, const PlyReview& r) {
  std::string s = "{" + std::string(className(r.cls)) + ", " + percent(r.before.expected) + " to " +
                  percent(r.after.expected);
  if (!(r.played == r.best)) {
    s += ", best " + actionName(b, r.best) + " (";
    for (size_t i = 0; i < r.bestLine.size(); ++i) s += (i ? " " : "") + actionName(b, r.bestLine[i]);
    s += ")";
  }
  return s + "}";
}

std::string recordWithReview(const Game& game, const Review& review) {
  const std::string plain = game.record();
  const size_t body = plain.find("\n\n");
  std::string out = plain.substr(0, body == std::string::npos ? 0 : body + 2);
  const Position& s = game.start();
  const Board& b = s.board();
  std::vector<const PlyReview*> byPly(game.length() + 1, nullptr);
  for (const PlyReview& r : review.plies)
    if (r.ply >= 1 && r.ply <= game.length()) byPly[r.ply] = &r;
  std::string text;
  bool needNumber = true;
  for (int i = 0; i < game.length(); ++i) {
    const int ply = s.ply() + i;
    if (ply % 2 == 0) text += std::to_string(ply / 2 + 1) + ". ";
    else if (needNumber) text += std::to_string(ply / 2 + 1) + "... ";
    text += actionName(b, game.actions()[i]) + " ";
    needNumber = false;
    if (const PlyReview* r = byPly[i + 1]) {
      text += reviewComment(b, *r) + " ";
      needNumber = true;  // after a comment, Player 2's move takes its number again (PGN)
    }
  }
  return out + text + resultToken(game.outcome().result) + "\n";
}

std::vector<ReviewComment> reviewComments(std::string_view record) {
  std::vector<ReviewComment> out;
  int ply = 0;
  size_t i = 0;
  auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ','; };
  while (i < record.size()) {
    const char c = record[i];
    if (c == '[' && (i == 0 || record[i - 1] == '\n')) {  // a tag line
      const size_t e = record.find('\n', i);
      i = e == std::string_view::npos ? record.size() : e + 1;
      continue;
    }
    if (isSpace(c)) {
      ++i;
      continue;
    }
    if (c == '{') {
      const size_t e = record.find('}', i);
      const std::string body(record.substr(i + 1, (e == std::string_view::npos ? record.size() : e) - i - 1));
      i = e == std::string_view::npos ? record.size() : e + 1;
      // "class, 61% to 48%[, best MOVE (LINE)]"
      char name[24] = {0};
      double b = 0, a = 0;
      int used = 0;
      if (ply > 0 && std::sscanf(body.c_str(), "%23[a-z], %lf%% to %lf%%%n", name, &b, &a, &used) == 3) {
        bool ok = false;
        ReviewComment rc;
        rc.cls = classFromName(name, ok);
        if (!ok) continue;
        rc.ply = ply;
        rc.before = b / 100;
        rc.after = a / 100;
        const std::string rest = body.substr(size_t(used));
        const size_t k = rest.find(", best ");
        if (k != std::string::npos) {
          const size_t open = rest.find(" (", k + 7), close = rest.rfind(')');
          rc.best = rest.substr(k + 7, (open == std::string::npos ? rest.size() : open) - k - 7);
          if (open != std::string::npos && close != std::string::npos && close > open)
            rc.line = rest.substr(open + 2, close - open - 2);
        }
        out.push_back(rc);
      }
      continue;
    }
    size_t e = i;
    while (e < record.size() && !isSpace(record[e]) && record[e] != '{') ++e;
    std::string tok(record.substr(i, e - i));
    i = e;
    if (tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*") continue;
    size_t d = 0;
    while (d < tok.size() && tok[d] >= '0' && tok[d] <= '9') ++d;
    if (d > 0 && d < tok.size() && tok[d] == '.') {
      while (d < tok.size() && tok[d] == '.') ++d;
      if (d == tok.size()) continue;  // a move number alone
    }
    ++ply;
  }
  return out;
}

}  // namespace wallrace
