// Analysis: multi-PV lines, expected scores, move classes, game review and
// review comments in records.
#include <set>

#include "analysis.h"
#include "bot.h"
#include "helpers.h"
#include "solver.h"

using namespace wallrace;
using namespace wallrace::test;

namespace {

Game gameOf(const char* rulesName, const std::string& moves) {
  auto g = Game::fromMoves(Position(rules(rulesName)), moves);
  REQUIRE_MESSAGE(g.ok(), g.error());
  return *g;
}

SearchResult searchAt(const Game& g, int depth, int multiPV) {
  SearchConfig cfg;
  cfg.maxDepth = depth;
  cfg.multiPV = multiPV;
  return searchPosition(g.position(), {}, cfg);
}

// A detour position with `walls` walls placed, from random play (solved on demand in milliseconds).
Position detourWithWalls(std::mt19937_64& rng, int walls) {
  for (;;) {
    Position p(rules("detour"));
    Undo u;
    while (!p.isOver() && p.wallCount() < walls) {
      MoveList list;
      generateLegal(p, list);
      std::vector<Action> w;
      for (Action m : list)
        if (m.isWall()) w.push_back(m);
      const Action a = !w.empty() && rng() % 3 ? w[rng() % w.size()] : list.moves[rng() % list.size];
      p.make(a, u);
    }
    if (!p.isOver()) return p;
  }
}

int resultFor(const Verdict& v, int player) {
  if (v.result == Result::Draw) return 1;
  return (v.result == Result::Player1) == (player == 0) ? 2 : 0;
}

}  // namespace

TEST_CASE("multi-PV returns N distinct legal moves ordered by score, the first the single-PV best") {
  const std::vector<Game> games{gameOf("walls", ""), gameOf("walls", "e2 e8 e3 e7 e4 e6 e5h d6"),
                                gameOf("dolambac", "e2 e8 c3h e7 a2v"), gameOf("walls", "e2 e8 e3 e7 e4 e6 e5 d6h f5 f6v")};
  for (const Game& g : games) {
    INFO(positionCode(g.position()));
    MoveList legal;
    g.legal(legal);
    for (int depth : {2, 3, 4}) {
      const SearchResult single = searchAt(g, depth, 0);
      for (int n = 1; n <= 5; ++n) {
        INFO("depth " << depth << " multipv " << n);
        const SearchResult multi = searchAt(g, depth, n);
        const auto& lines = multi.info.lines;
        REQUIRE(int(lines.size()) == std::min(n, legal.size));
        CHECK(lines[0].move == single.best);
        CHECK(lines[0].score == single.info.score);
        CHECK(multi.best == single.best);
        std::set<std::uint16_t> seen;
        for (size_t k = 0; k < lines.size(); ++k) {
          CHECK(std::find(legal.moves, legal.moves + legal.size, lines[k].move) != legal.moves + legal.size);
          CHECK(seen.insert(lines[k].move.code).second);
          REQUIRE(!lines[k].pv.empty());
          CHECK(lines[k].pv[0] == lines[k].move);
          if (k > 0) CHECK(lines[k].score <= lines[k - 1].score);
        }
      }
    }
  }
}

TEST_CASE("multi-PV stops at the number of legal moves") {
  // Player 1 without walls, boxed in a corner by hand: only steps are legal.
  Position p = setUpText("walls a1 i9 0 0 1 10 a1v");
  MoveList legal;
  generateLegal(p, legal);
  SearchConfig cfg;
  cfg.maxDepth = 3;
  cfg.multiPV = 5;
  const SearchResult out = searchPosition(p, {}, cfg);
  CHECK(int(out.info.lines.size()) == std::min(5, legal.size));
}

TEST_CASE("a single legal move is still scored in analysis") {
  Position p = setUpText("walls a1 i9 3 3 1 10 a1v b1v");  // a1: only a2 (b1 walled off, a1 is the corner)
  MoveList legal;
  generateLegal(p, legal);
  int steps = 0;
  for (Action a : legal) steps += a.kind() == ActionKind::Step;
  REQUIRE(steps >= 1);
  auto a = analysePosition(Game(p), 0, AnalysisLimits{.depth = 3});
  REQUIRE(a.ok());
  CHECK(a->depth >= 1);
  CHECK(a->lines.size() == 1);
}

TEST_CASE("the move played is scored in the same search as the best move") {
  const Game g = gameOf("walls", "e2 e8 e3 e7 e4 e6");
  AnalysisLimits l;
  l.depth = 4;
  l.multiPV = 3;
  auto plain = analysePosition(g, g.length(), l);
  REQUIRE(plain.ok());
  // The third line's move, asked for with one line: the same value as in the three-line search.
  l.multiPV = 1;
  l.alsoScore = plain->lines[2].move;
  auto asked = analysePosition(g, g.length(), l);
  REQUIRE(asked.ok());
  REQUIRE(asked->asked);
  CHECK(asked->asked->move == plain->lines[2].move);
  CHECK(asked->asked->eval.score <= asked->lines[0].eval.score);
  CHECK(asked->lines[0].move == plain->lines[0].move);
}

TEST_CASE("move classes come from one table of expected-score losses") {
  SUBCASE("the table's bounds grow from best to blunder") {
    const auto& t = classTable();
    for (int i = 1; i < kMoveClasses; ++i) CHECK(t[i].maxLoss > t[i - 1].maxLoss);
  }
  SUBCASE("a loss falls in the class whose bound it is under; the best move is best") {
    CHECK(classifyLoss(0.3, true) == MoveClass::Best);
    CHECK(classifyLoss(0.0, false) == MoveClass::Best);
    CHECK(classifyLoss(0.019, false) == MoveClass::Excellent);
    CHECK(classifyLoss(0.02, false) == MoveClass::Good);
    CHECK(classifyLoss(0.049, false) == MoveClass::Good);
    CHECK(classifyLoss(0.05, false) == MoveClass::Inaccuracy);
    CHECK(classifyLoss(0.099, false) == MoveClass::Inaccuracy);
    CHECK(classifyLoss(0.10, false) == MoveClass::Mistake);
    CHECK(classifyLoss(0.149, false) == MoveClass::Mistake);
    CHECK(classifyLoss(0.15, false) == MoveClass::Blunder);
    CHECK(classifyLoss(1.0, false) == MoveClass::Blunder);
  }
  SUBCASE("class names read back; an unknown name is refused") {
    for (int i = 0; i < kMoveClasses; ++i) {
      bool ok = false;
      CHECK(classFromName(className(MoveClass(i)), ok) == MoveClass(i));
      CHECK(ok);
    }
    bool ok = true;
    classFromName("brilliant", ok);
    CHECK_FALSE(ok);
  }
  SUBCASE("accuracy is 100 for no loss and falls with the loss") {
    CHECK(moveAccuracy(0.6, 0.6) == doctest::Approx(100).epsilon(0.001));
    CHECK(moveAccuracy(0.9, 0.1) < moveAccuracy(0.6, 0.5));
  }
}

TEST_CASE("exact classes: a lost result is a blunder, a slower win is excellent or good") {
  const Position p(rules("detour"));
  const Evaluation win5 = evaluationOf(p, kWin - 5, true), win7 = evaluationOf(p, kWin - 7, true),
                   win11 = evaluationOf(p, kWin - 11, true), draw = evaluationOf(p, 0, true),
                   loss4 = evaluationOf(p, -(kWin - 4), true), loss6 = evaluationOf(p, -(kWin - 6), true);
  CHECK(classifyExact(win5, win5) == MoveClass::Best);
  CHECK(classifyExact(win5, win7) == MoveClass::Excellent);
  CHECK(classifyExact(win5, win11) == MoveClass::Good);
  CHECK(classifyExact(win5, draw) == MoveClass::Blunder);
  CHECK(classifyExact(win5, loss4) == MoveClass::Blunder);
  CHECK(classifyExact(draw, loss4) == MoveClass::Blunder);
  CHECK(classifyExact(draw, draw) == MoveClass::Best);
  CHECK(classifyExact(loss6, loss6) == MoveClass::Best);
  CHECK(classifyExact(loss6, loss4) == MoveClass::Excellent);
  CHECK(draw.expected == 0.5);
  CHECK(win5.expected == 1.0);
  CHECK(loss4.expected == 0.0);
}

TEST_CASE("on detour the review's classes agree with the solver for every move of sample games") {
  std::mt19937_64 rng(2026);
  int checked = 0, blunders = 0, bests = 0;
  for (int game = 0; game < 6; ++game) {
    Game g(detourWithWalls(rng, 4 + game % 2));
    while (!g.isOver() && g.length() < 30) {
      MoveList list;
      g.legal(list);
      g.play(playoutMove(g.position(), list, rng));
    }
    const Review rv = reviewGame(g, AnalysisLimits{});
    REQUIRE(int(rv.plies.size()) == g.length());
    for (const PlyReview& r : rv.plies) {
      const Position& before = g.positionAt(r.ply - 1);
      INFO(positionCode(before) << " " << actionName(before.board(), r.played));
      auto v = solveDetour(before, true);
      REQUIRE(v.ok());
      const bool optimal = std::find(v->best.begin(), v->best.end(), r.played) != v->best.end();
      const Position& after = g.positionAt(r.ply);
      int resAfter;
      if (positionOutcome(after).result != Result::Ongoing) {
        const Result o = positionOutcome(after).result;
        resAfter = o == Result::Draw ? 1 : (o == Result::Player1) == (r.mover == 0) ? 2 : 0;
      } else {
        auto va = solveDetour(after, false);
        REQUIRE(va.ok());
        resAfter = resultFor(*va, r.mover);
      }
      const int resBefore = resultFor(*v, r.mover);
      CHECK(r.before.exact);
      CHECK(r.after.exact);
      CHECK(r.before.expected == resBefore * 0.5);
      CHECK(r.after.expected == resAfter * 0.5);
      CHECK((r.cls == MoveClass::Best) == optimal);
      CHECK((r.cls == MoveClass::Blunder) == (resAfter < resBefore));
      CHECK(std::find(v->best.begin(), v->best.end(), r.best) != v->best.end());
      ++checked;
      blunders += r.cls == MoveClass::Blunder;
      bests += r.cls == MoveClass::Best;
    }
  }
  MESSAGE(checked << " moves checked, " << bests << " best, " << blunders << " blunders");
  CHECK(checked > 20);
  CHECK(blunders > 0);  // random play blunders: the check above has bitten
}

TEST_CASE("the calibration maps scores monotonically into 0-100 %") {
  for (const RuleSet& r : ruleSets()) {
    INFO(std::string(r.name));
    const Calibration& c = calibrationFor(r);
    CHECK(c.rules == r.name);
    CHECK(c.scale > 0);
    double prev = -1;
    for (int s = -kWin; s <= kWin; s += 7) {
      const double e = expectedScore(r, s);
      CHECK(e >= 0);
      CHECK(e <= 1);
      if (s > -2000 && s < 2000) CHECK(e > prev);
      else CHECK(e >= prev);
      prev = e;
    }
    CHECK(expectedScore(r, kWin - 3) == 1.0);
    CHECK(expectedScore(r, -(kWin - 3)) == 0.0);
    CHECK(expectedScore(r, 0) > 0.2);
    CHECK(expectedScore(r, 0) < 0.8);
  }
}

TEST_CASE("a forced arrival is told exactly, in the winner's moves") {
  // No walls left: a race solved by the table. Player 1 (to move) on e7 needs two
  // steps, Player 2 on e2 one: Player 2 arrives on its first move.
  const Game g(setUpText("walls e7 e2 0 0 1 20"));
  auto a = analysePosition(g, 0, AnalysisLimits{});
  REQUIRE(a.ok());
  CHECK(a->exact);
  CHECK(a->lines[0].eval.expected == 0.0);
  CHECK(a->lines[0].eval.text == "Player 2 reaches rank 1 in 1 move");
  const Game g2(setUpText("walls e7 e3 0 0 1 20"));
  auto b = analysePosition(g2, 0, AnalysisLimits{});
  REQUIRE(b.ok());
  CHECK(b->lines[0].eval.expected == 1.0);
  CHECK(b->lines[0].eval.text == "Player 1 reaches rank 9 in 2 moves");
  CHECK(b->lines[0].pv.size() == 3);  // e8, Player 2's step, e9
}

TEST_CASE("infinite analysis reports each completed depth until stopped") {
  const Game g = gameOf("walls", "e2 e8");
  std::atomic<bool> stop{false};
  AnalysisLimits l;
  l.infinite = true;
  l.stop = &stop;
  l.multiPV = 2;
  std::vector<int> depths;
  auto a = analysePosition(g, g.length(), l, [&](const Analysis& an) {
    depths.push_back(an.depth);
    CHECK(an.lines.size() == 2);
    if (an.depth == 4) stop = true;
  });
  REQUIRE(a.ok());
  REQUIRE(depths.size() >= 4);
  for (size_t i = 0; i < depths.size(); ++i) CHECK(depths[i] == int(i) + 1);
  CHECK(a->depth >= 4);
  CHECK(a->depth <= 5);
}

TEST_CASE("a review is written into the record as comments and read back") {
  const Game g = gameOf("walls", "e2 e8 e3 e7 e4 e6 e5h d6 e6h");
  AnalysisLimits l;
  l.depth = 3;
  int calls = 0;
  const Review rv = reviewGame(g, l, [&](int done, int total, const PlyReview* r) {
    ++calls;
    REQUIRE(r);
    CHECK(r->ply == done);
    CHECK(total == g.length());
    CHECK(done == calls);
  });
  CHECK(calls == g.length());
  REQUIRE(int(rv.plies.size()) == g.length());
  const std::string text = recordWithReview(g, rv);
  auto back = Game::fromRecord(text);
  REQUIRE_MESSAGE(back.ok(), back.error());
  CHECK(back->record() == g.record());
  const auto comments = reviewComments(text);
  REQUIRE(comments.size() == rv.plies.size());
  for (size_t i = 0; i < comments.size(); ++i) {
    CHECK(comments[i].ply == rv.plies[i].ply);
    CHECK(comments[i].cls == rv.plies[i].cls);
    CHECK(comments[i].before == doctest::Approx(rv.plies[i].before.expected).epsilon(0.01));
    if (!(rv.plies[i].played == rv.plies[i].best))
      CHECK(comments[i].best == actionName(g.start().board(), rv.plies[i].best));
  }
  const auto s = summarise(rv.plies);
  CHECK(s[0].moves + s[1].moves == g.length());
  int total = 0;
  for (int c : s[0].counts) total += c;
  CHECK(total == s[0].moves);
}
