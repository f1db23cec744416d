#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "bot.h"
#include "helpers.h"

#include "movegen.h"
#include "notation.h"
#include "race.h"
#include "search.h"

using namespace wallrace;

namespace {
Position setUp(const char* text) { return test::setUpText(text); }
Position at(const char* t) { return setUp(t); }
}  // namespace

TEST_CASE("the shortest-path edges at the start are the pawn's own file") {
  const Position p(*findRuleSet("walls"));
  const PathInfo a = analysePaths(p, 0);
  CHECK(a.length == 8);
  const Board& b = p.board();
  u128 file = 0;
  for (int r = 0; r < 8; ++r) file |= bit(b.sq(4, r));
  CHECK(a.dag[0] == file);
  CHECK(a.dag[1] == 0);
}

TEST_CASE("every shortest path's edges are found, not only one") {
  // With e1h... the pawn on e1 has two ways round a wall.
  Position p = at("walls e1 e9 9 10 1 1 e1h");
  const PathInfo a = analysePaths(p, 0);
  CHECK(a.length == pathLength(p, 0));
  CHECK(a.dag[1] != 0);  // a sideways step lies on some shortest path
}

TEST_CASE("the narrowest cut of shortest paths: one edge on an open file; the brute-force count in play") {
  const Position start(*findRuleSet("walls"));
  CHECK(narrowestCut(start, 0) == 1);  // straight up the e-file: every step one edge
  CHECK(narrowestCut(start, 1) == 1);
  // Against a count square by square: an edge a-b lies on a shortest path at step k when
  // a is k steps from the pawn and b is length-k-1 steps from the goal.
  u64 r = 99;
  int checked = 0, wide = 0;
  for (int game = 0; game < 30; ++game) {
    Position pos(*findRuleSet("walls"));
    for (int ply = 0; ply < 50 && !pos.isOver(); ++ply) {
      const Board& b = pos.board();
      const Mobility m(pos);
      for (int pl = 0; pl < 2; ++pl) {
        const int len = pathLength(pos, pl);
        std::uint8_t toGoal[128];
        distanceMap(pos, pl, toGoal);
        int fromPawn[128];
        for (int s = 0; s < 128; ++s) fromPawn[s] = (b.squares >> s) & 1 ? pathLength(m, pos.pawn(pl), bit(s)) : -1;
        std::vector<int> perStep(size_t(len), 0);
        for (int s = 0; s < 128; ++s) {
          if (fromPawn[s] < 0) continue;  // not a square (or cut off)
          const int t[2] = {s + b.stride, s + 1};
          const bool open[2] = {bool((m.north >> s) & 1), bool((m.east >> s) & 1)};
          for (int o = 0; o < 2; ++o) {
            if (!open[o]) continue;
            // Either way along the edge.
            for (auto [x, y] : {std::pair{s, t[o]}, std::pair{t[o], s}})
              if (fromPawn[x] >= 0 && toGoal[y] != 255 && fromPawn[x] + 1 + toGoal[y] == len) ++perStep[size_t(fromPawn[x])];
          }
        }
        const int fewest = *std::min_element(perStep.begin(), perStep.end());
        CHECK(narrowestCut(pos, pl) == fewest);
        wide += fewest > 1;
        ++checked;
      }
      MoveList list;
      generateLegal(pos, list);
      r = splitmix64(r);
      Undo u;
      pos.make(list.moves[(r >> 8) % u64(list.size)], u);
    }
  }
  CHECK(checked > 1000);
  CHECK(wide > 0);
}

TEST_CASE("wall candidates touching a path are free slots") {
  const Position p(*findRuleSet("walls"));
  const PathInfo a = analysePaths(p, 1);
  u128 w[2];
  wallsTouching(p, a.dag, w);
  CHECK(popcount(w[0]) == 16);  // e-file edges, each blocked by two anchors
  CHECK(w[1] == 0);
  CHECK((w[0] & ~p.freeSlots(0)) == 0);
}

TEST_CASE("the search finds a forced arrival and scores it like a mate") {
  const Position p = at("walls e6 a5 0 0 1 20 a4h");
  SearchConfig c;
  c.maxDepth = 6;
  const SearchResult r = searchPosition(p, {}, c);
  CHECK(r.info.score > kWinBound);
}

TEST_CASE("quick race verdicts: the side to move wins ties on a shared board") {
  const Position p = at("detour a2 d3 0 0 1 10");
  const int a = pathLength(p, 0), b = pathLength(p, 1);
  auto v = quickRace(p, a, b);
  REQUIRE(v.has_value());
  CHECK(v->winner == 0);
  CHECK(v->plies == 2 * a - 1);
  const RaceTable t(p);
  CHECK(t.verdict(p).winner == v->winner);
  CHECK(t.verdict(p).plies == v->plies);
}

TEST_CASE("a race past the ply limit is a draw") {
  const Position p = at("detour a1 d4 0 0 1 78");
  const RaceTable t(p);
  CHECK(t.verdict(p).winner == -1);
}

// A search switch (field, from `off` to `on`) to `depth` in a middlegame: both trees' sizes, the second checked
// deterministic; with it on, a forced arrival is still found.
struct TreeSizes {
  u64 off, on;
};
static TreeSizes treeSizesKeepingArrival(int SearchConfig::*field, int off, int on, int depth, SearchConfig c = {}) {
  c.maxDepth = depth;
  const Position mid = at("walls e4 e6 6 7 1 14 c3h e5h d6v f4v");
  c.*field = off;
  const SearchResult before = searchPosition(mid, {}, c);
  c.*field = on;
  const SearchResult after = searchPosition(mid, {}, c);
  CHECK(after.info.depth == depth);
  CHECK(searchPosition(mid, {}, c).info.nodes == after.info.nodes);  // deterministic
  c.maxDepth = 6;
  CHECK(searchPosition(at("walls e6 a5 0 0 1 20 a4h"), {}, c).info.score > kWinBound);
  return {before.info.nodes, after.info.nodes};
}

// A pruning switch searches fewer nodes to depth 7 in that middlegame and still finds a forced arrival.
static void checkPrunesAndKeepsArrival(int SearchConfig::*field, int off, int on) {
  const TreeSizes t = treeSizesKeepingArrival(field, off, on, 7);
  CHECK(t.on < t.off);
}

TEST_CASE("logarithmic late move reductions (lmr=3) cut more of a deep tree and keep a forced arrival") {
  checkPrunesAndKeepsArrival(&SearchConfig::lmr, 2, 3);
}

TEST_CASE("late move reductions a ply less on the principal line (lmr=4) search more of a deep tree than lmr=2 and keep a forced arrival") {
  const TreeSizes t = treeSizesKeepingArrival(&SearchConfig::lmr, 2, 4, 7);
  CHECK(t.on > t.off);
  CHECK(SearchConfig{}.lmr == 2);
}

TEST_CASE("reverse futility pruning (rfp) cuts the tree near the leaves and keeps a forced arrival") {
  checkPrunesAndKeepsArrival(&SearchConfig::rfp, 0, 4);
  CHECK(SearchConfig{}.rfp == 4);  // on by default (the hint and analysis), as taken on its SPRT
  CHECK(SearchConfig{}.rfpDepth == 2);  // at depth 1-2
}

TEST_CASE("razoring (rz) cuts the tree near the leaves and keeps a forced arrival; off by default") {
  checkPrunesAndKeepsArrival(&SearchConfig::razor, 0, 2);
  CHECK(SearchConfig{}.razor == 0);
}

TEST_CASE("internal iterative reduction (iir) changes the tree deterministically and keeps a forced arrival; off by default") {
  // Not always smaller: a reduced node without a stored move can cost re-searches above it (this middlegame to depth 9:
  // 126 211 nodes without, 342 694 with).
  const TreeSizes t = treeSizesKeepingArrival(&SearchConfig::iir, 0, 1, 9);
  CHECK(t.on != t.off);
  CHECK(SearchConfig{}.iir == 0);
}

TEST_CASE("the table's bound for the static value of the prunings (tte=1) changes the tree deterministically and keeps a forced arrival; on by default") {
  const TreeSizes t = treeSizesKeepingArrival(&SearchConfig::ttEval, 0, 1, 8);
  CHECK(t.on != t.off);
  CHECK(SearchConfig{}.ttEval == 1);
}

TEST_CASE("improving-line margins (imp=1) and reductions (imp=2) change the tree deterministically and keep a forced arrival; off by default") {
  // Not always smaller: with stop 51's defaults (tw=2, cc=3, sdx=2) this middlegame to depth 8 costs 18 780 nodes
  // without, 20 365 with imp=1 and 19 924 with imp=2 (a pruned or reduced line can cost re-searches above it).
  const TreeSizes rfp = treeSizesKeepingArrival(&SearchConfig::improving, 0, 1, 8);
  CHECK(rfp.on != rfp.off);  // reverse futility prunes more where the line improves
  const TreeSizes lmr = treeSizesKeepingArrival(&SearchConfig::improving, 0, 2, 8);
  CHECK(lmr.on != lmr.off);  // a ply more reduced where it does not
  const TreeSizes both = treeSizesKeepingArrival(&SearchConfig::improving, 0, 3, 8);
  CHECK(both.on != rfp.on);
  CHECK(both.on != lmr.on);
  CHECK(SearchConfig{}.improving == 0);
}

TEST_CASE("the null move from depth 2 (nmpd=2) changes a deep tree deterministically and keeps a forced arrival; from depth 3 by default") {
  // Not always smaller: with stop 51's defaults this middlegame to depth 7 costs 11 278 nodes from depth 3, 13 530
  // from depth 2 (a null move whose reply is quiescence fails high less reliably, and its misses are searched again).
  const TreeSizes t = treeSizesKeepingArrival(&SearchConfig::nullMoveDepth, 3, 2, 7);
  CHECK(t.on != t.off);
  CHECK(SearchConfig{}.nullMoveDepth == 3);
}

TEST_CASE("futility pruning (fut=2) cuts a deep tree and keeps a forced arrival; off by default") {
  checkPrunesAndKeepsArrival(&SearchConfig::futility, 0, 2);
  CHECK(SearchConfig{}.futility == 0);
}

TEST_CASE("the null move reduced by its static margin (nmpe=1) cuts a deep tree and keeps a forced arrival; off by default") {
  checkPrunesAndKeepsArrival(&SearchConfig::nullMoveEval, 0, 1);
  CHECK(SearchConfig{}.nullMoveEval == 0);
}

// The search's line from a position: it starts with the best move and every move in it is legal where it stands.
static void checkLegalLine(const SearchConfig& c, const char* text) {
  Position p = at(text);
  const SearchResult r = searchPosition(p, {}, c);
  REQUIRE(!r.info.pv.empty());
  CHECK(r.info.pv[0] == r.best);
  for (const Action a : r.info.pv) {
    if (p.isOver()) break;
    CHECK_MESSAGE(!refusal(p, a).has_value(), "an illegal move in the line");
    Undo u;
    p.make(a, u);
  }
}

// A switch for deep nodes: set to `on` (from `off`), it changes a depth-9 tree, the same on every run, keeps a forced
// arrival and leaves a line of legal moves (its searches run at or below the node; the line is still the node's own).
static TreeSizes checkDeepSwitch(int SearchConfig::*field, int on, int off = 0) {
  const TreeSizes t = treeSizesKeepingArrival(field, off, on, 9);
  CHECK(t.on != t.off);
  SearchConfig c;
  c.maxDepth = 9;
  c.*field = on;
  checkLegalLine(c, "walls e4 e6 6 7 1 14 c3h e5h d6v f4v");
  return t;
}

TEST_CASE("singular extensions (se=1) change a deep tree deterministically, keep a forced arrival and a legal line; on at full strength") {
  checkDeepSwitch(&SearchConfig::singular, 1);
  checkDeepSwitch(&SearchConfig::singular, 2);
  CHECK(SearchConfig{}.singular == 1);
  CHECK(botSearchConfig(SearchLimits{.level = 6}).singular == 1);
  CHECK(botSearchConfig(SearchLimits{.level = 5}).singular == 0);
}

TEST_CASE("the table's move searched a ply shallower where it is not singular but holds beta (sen=1) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::singularNegative, 1);  // with singular extensions on, as by default
  CHECK(SearchConfig{}.singularNegative == 0);
}

TEST_CASE("correction history of the static value (corr=1, 2) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::correction, 1);
  checkDeepSwitch(&SearchConfig::correction, 2);
  CHECK(SearchConfig{}.correction == 0);
}

TEST_CASE("more late move reduction at expected cut nodes (cut=1, 2, 3) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::cutNode, 1);
  checkDeepSwitch(&SearchConfig::cutNode, 2);
  checkDeepSwitch(&SearchConfig::cutNode, 3);
  CHECK(SearchConfig{}.cutNode == 0);
}

TEST_CASE("late moves reduced a ply more where the table's move is a wall (tw=1, tw=2 at PV nodes too) changes a deep tree deterministically, keeps a forced arrival and a legal line; on at full strength") {
  checkDeepSwitch(&SearchConfig::ttWall, 1);
  checkDeepSwitch(&SearchConfig::ttWall, 2, 1);  // at PV nodes too (the default since stop 51)
  checkDeepSwitch(&SearchConfig::ttWall, 3, 1);  // also the late moves lmr leaves whole (an experiment)
  CHECK(SearchConfig{}.ttWall == 2);
  CHECK(botSearchConfig(SearchLimits{.level = 6}).ttWall == 2);
  CHECK(botSearchConfig(SearchLimits{.level = 5}).ttWall == 0);
}

TEST_CASE("root moves that gain nothing reduced more (rr=1, 2) change a deep tree deterministically, keep a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::rootReduce, 1);
  checkDeepSwitch(&SearchConfig::rootReduce, 2);
  CHECK(SearchConfig{}.rootReduce == 0);
}

TEST_CASE("a singular move searched two plies deeper where its rivals stay well below (sdx=2) changes a deep tree deterministically, keeps a forced arrival and a legal line; on at full strength (Level 6) since stop 51") {
  checkDeepSwitch(&SearchConfig::singularDouble, 2);
  CHECK(SearchConfig{}.singularDouble == 2);
  CHECK(botSearchConfig(SearchLimits{.level = 6}).singularDouble == 2);
}

TEST_CASE("ProbCut (pc=3) changes a deep tree deterministically, keeps a forced arrival and a legal line; on at full strength") {
  checkDeepSwitch(&SearchConfig::probCut, 3);
  CHECK(SearchConfig{}.probCut == 3);
  CHECK(botSearchConfig(SearchLimits{.level = 6}).probCut == 3);
  CHECK(botSearchConfig(SearchLimits{.level = 5}).probCut == 0);
}

TEST_CASE("ProbCut's cut stored in the table (pcs=1) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::probCutStore, 1);  // with ProbCut on, as by default
  CHECK(SearchConfig{}.probCutStore == 0);
}

TEST_CASE("ProbCut from depth 4 (pcd=4) searches another deep tree deterministically and keeps a forced arrival; 5 by default") {
  checkDeepSwitch(&SearchConfig::probCutDepth, 4, 5);
  CHECK(SearchConfig{}.probCutDepth == 5);
}

TEST_CASE("ProbCut's searches three plies shallower (pcr=3) search another deep tree deterministically and keep a forced arrival; 4 by default") {
  const TreeSizes t = checkDeepSwitch(&SearchConfig::probCutReduction, 3, 4);
  CHECK(t.on > t.off);  // its searches a ply deeper: a larger tree
  CHECK(SearchConfig{}.probCutReduction == 4);
}

TEST_CASE("ProbCut searching two walls at most (pcn=2) searches another deep tree deterministically and keeps a forced arrival; 3 by default") {
  checkDeepSwitch(&SearchConfig::probCutPicks, 2, 3);
  CHECK(SearchConfig{}.probCutPicks == 3);
}

TEST_CASE("ProbCut's walls gaining three steps or more (pcg=3) search another deep tree deterministically and keep a forced arrival; 2 by default") {
  checkDeepSwitch(&SearchConfig::probCutGain, 3, 2);
  CHECK(SearchConfig{}.probCutGain == 2);
}

TEST_CASE("ProbCut asking the static value to reach its beta with a wall's gain (pce=1) searches another deep tree deterministically and keeps a forced arrival; off by default") {
  checkDeepSwitch(&SearchConfig::probCutEval, 1);
  CHECK(SearchConfig{}.probCutEval == 0);
  // Without the other prunings that ask the static value (reverse futility, the null move) it still changes the tree:
  // the search computes that value for ProbCut alone.
  SearchConfig c;
  c.maxDepth = 9;
  c.rfp = c.nullMove = 0;
  c.probCutEval = 1;
  const Position mid = at("walls e4 e6 6 7 1 14 c3h e5h d6v f4v");
  const u64 on = searchPosition(mid, {}, c).info.nodes;
  c.probCutEval = 0;
  CHECK(searchPosition(mid, {}, c).info.nodes != on);
}

TEST_CASE("quiescence trying two walls at most (qn=2) searches another deep tree deterministically and keeps a forced arrival; 4 by default") {
  const TreeSizes t = checkDeepSwitch(&SearchConfig::quiescePicks, 2, 4);
  CHECK(t.on < t.off);  // fewer walls at the leaves: a smaller tree
  CHECK(SearchConfig{}.quiescePicks == 4);
}

TEST_CASE("walls across the opponent's walks a step longer (nw=4) search another deep tree deterministically and keep a forced arrival; off by default") {
  const TreeSizes t = checkDeepSwitch(&SearchConfig::nearWalls, 4);
  CHECK(t.on > t.off);  // more walls at the deeper nodes: a larger tree
  CHECK(SearchConfig{}.nearWalls == 0);
}

TEST_CASE("a table of buckets (ttb=1) searches deterministically and keeps a forced arrival; off by default") {
  // A table far larger than the tree: no position loses its entry either way, the same tree. Without singular
  // extensions: their searches store more entries, and with them one table here loses an entry the other keeps
  // (35 730 nodes against 35 729).
  SearchConfig noSingular;
  noSingular.singular = 0;
  const TreeSizes t = treeSizesKeepingArrival(&SearchConfig::ttBucket, 0, 1, 8, noSingular);
  CHECK(t.on == t.off);
  CHECK(SearchConfig{}.ttBucket == 0);
  // A full table (the smallest, 1 MB: 32 768 entries, fewer than this search stores): another tree, deterministic.
  SearchConfig c;
  c.ttMegabytes = 1;
  c.maxDepth = 10;
  const Position mid = at("walls e4 e6 6 7 1 14 c3h e5h d6v f4v");
  const u64 direct = searchPosition(mid, {}, c).info.nodes;
  c.ttBucket = 1;
  const SearchResult small = searchPosition(mid, {}, c);
  CHECK(small.info.depth == 10);
  CHECK(small.info.nodes != direct);
  CHECK(searchPosition(mid, {}, c).info.nodes == small.info.nodes);
}

TEST_CASE("the table's move and the killers tried before the list is generated (stage=1) search the very tree of the list first") {
  // The same moves in the same order, so the same nodes, scores and lines; only fewer path searches (bench, callgrind).
  // Also with history ordering, and with ProbCut (whose list, once generated, the node's move loop takes whole) with
  // and without singular extensions (whose search at the node asks for the list again).
  struct Variant {
    int history, probCut, singular;
  };
  for (const char* text : {"walls e1 e9 10 10 1 0", "walls e4 e6 6 7 1 14 c3h e5h d6v f4v", "walls e4 e6 10 10 1 6",
                           "walls e7 a9 0 1 1 20 d5v d7v e5v e7v", "dolambac e4 e6 6 7 1 14 c3h e5h d6v f4v",
                           "detour a2 d3 0 0 1 10"}) {
    CAPTURE(text);
    for (const Variant v : {Variant{0, 0, 0}, Variant{1, 0, 0}, Variant{0, 2, 0}, Variant{0, 2, 2}}) {
      CAPTURE(v.history);
      CAPTURE(v.probCut);
      CAPTURE(v.singular);
      SearchConfig c;
      c.maxDepth = 8;
      c.history = v.history;
      c.probCut = v.probCut;
      c.singular = v.singular;
      c.staged = 0;
      const SearchResult whole = searchPosition(at(text), {}, c);
      c.staged = 1;
      const SearchResult staged = searchPosition(at(text), {}, c);
      CHECK(staged.info.depth == whole.info.depth);
      CHECK(staged.info.nodes == whole.info.nodes);
      CHECK(staged.info.score == whole.info.score);
      CHECK(staged.info.pv == whole.info.pv);
    }
  }
  CHECK(SearchConfig{}.staged == 1);
}

TEST_CASE("a search with a node budget is deterministic") {
  const Position p = at("walls e4 e6 10 10 1 6");
  SearchConfig c;
  c.maxNodes = 20000;
  const SearchResult a = searchPosition(p, {}, c), b = searchPosition(p, {}, c);
  CHECK(a.best == b.best);
  CHECK(a.info.nodes == b.info.nodes);
  CHECK(a.info.score == b.info.score);
}

TEST_CASE("a kept table: the next search starts from the last one's tree; without it every search starts empty") {
  const Position p = at("walls e4 e6 10 10 1 6");
  SearchConfig c;
  c.maxDepth = 6;
  const SearchResult fresh = searchPosition(p, {}, c);
  CHECK(searchPosition(p, {}, c).info.nodes == fresh.info.nodes);  // no carry-over by default
  c.keepTable = 3;
  const SearchResult first = searchPosition(p, {}, c);
  CHECK(first.info.nodes == fresh.info.nodes);  // a kept table of a fresh slot starts empty too
  const SearchResult second = searchPosition(p, {}, c);
  CHECK(second.info.depth == 6);
  CHECK(second.info.nodes < first.info.nodes * 2 / 3);  // the same position again: its tree is in the table (1 505 of 2 574)
  c.keepTable = 4;  // another slot (another player in a match) does not see slot 3's entries
  CHECK(searchPosition(p, {}, c).info.nodes == fresh.info.nodes);
  c.keepTable = 0;
  CHECK(searchPosition(p, {}, c).info.nodes == fresh.info.nodes);
}

TEST_CASE("wall quiescence: a leaf sees the wall the side to move can drop") {
  // White on e7 runs up a walled tube (files d|e and e|f closed from rank 5 to 8)
  // with no walls left; Black's one wall e8h closes the tube's mouth: +9 steps.
  const Position p = at("walls e7 a9 0 1 1 20 d5v d7v e5v e7v");
  REQUIRE(pathLength(p, 0) == 2);
  SearchConfig c;
  c.maxDepth = 1;
  c.quiesce = 0;
  const SearchResult blind = searchPosition(p, {}, c);
  c.quiesce = 1;
  const SearchResult seen = searchPosition(p, {}, c);
  // A one-ply search alone counts White four steps ahead; the quiescence sees
  // the walls coming and keeps White out of the tube's mouth.
  CHECK(blind.info.score > 400);
  CHECK(seen.info.score < blind.info.score - 200);
  // And agrees with a two-ply search in sign and to within a step.
  c.quiesce = 0;
  c.maxDepth = 2;
  const SearchResult deeper = searchPosition(p, {}, c);
  CHECK(std::abs(seen.info.score - deeper.info.score) <= 100);
}

TEST_CASE("wall quiescence does not change a forced arrival or determinism") {
  const Position p = at("walls e6 a5 0 0 1 20 a4h");
  SearchConfig c;
  c.maxDepth = 6;
  for (int q = 0; q <= 2; ++q) {
    c.quiesce = q;
    CHECK(searchPosition(p, {}, c).info.score > kWinBound);
  }
  const Position q = at("walls e4 e6 6 7 1 14 c3h e5h d6v f4v");
  c.maxDepth = 64;
  c.maxNodes = 30000;
  c.quiesce = 2;
  const SearchResult a = searchPosition(q, {}, c), b = searchPosition(q, {}, c);
  CHECK(a.best == b.best);
  CHECK(a.info.nodes == b.info.nodes);
}

TEST_CASE("late moves reduced a ply less at a node the table marks as once a PV node (ttpv=1) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::ttPv, 1);
  CHECK(SearchConfig{}.ttPv == 0);
}

TEST_CASE("late moves reduced a ply more where the replies failed high often (cc=N) change a deep tree deterministically, keep a forced arrival and a legal line; on at full strength since stop 51") {
  checkDeepSwitch(&SearchConfig::cutoffs, 1);
  checkDeepSwitch(&SearchConfig::cutoffs, 3);
  CHECK(SearchConfig{}.cutoffs == 3);
  CHECK(botSearchConfig(SearchLimits{.level = 6}).cutoffs == 3);
  CHECK(botSearchConfig(SearchLimits{.level = 5}).cutoffs == 0);
}

TEST_CASE("a reduced move that fails high searched again deeper or shallower by its margin (dds=1) changes a deep tree deterministically, keeps a forced arrival and a legal line; off by default") {
  checkDeepSwitch(&SearchConfig::deeperShallower, 1);
  CHECK(SearchConfig{}.deeperShallower == 0);
}
