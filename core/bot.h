// The bot: levels 1 to kLevelCount (6), budgets, and the one call the front ends use.
//
// Scores (SearchInfo::score) are centi-steps from the side to move's view:
// +100 means one step of path length ahead, counting walls left and the
// move. A forced arrival is reported like a mate: kWin - N (30000 - N) is a
// win in N plies from the position searched, -(kWin - N) a loss in N plies;
// any |score| > kWinBound (29000) is such a forced result. Exact race
// endings (no walls left on either side) are reported the same way.
#pragma once
#include <functional>
#include <string_view>
#include <vector>

#include "eval.h"
#include "game.h"
#include "search.h"

namespace wallrace {

// The bot's levels are 1..kLevelCount; the highest is full strength and the hint.
// The front ends take the count from here (the module exports it as `levels`).
constexpr int kLevelCount = 6;

// A level (1..kLevelCount) or a budget: movetimeMs, nodes, depth. With a level, a
// budget given too caps it (a level at 100 ms per move). Deterministic for
// a seed when no time limit is set.
// The largest node budget a front end accepts (the CLI's --nodes, the
// module's { nodes }): about ten minutes of search natively, not days.
inline constexpr u64 kMaxSearchNodes = 1'000'000'000;

struct SearchLimits {
  int level = 0;
  int movetimeMs = 0;
  u64 nodes = 0;
  int depth = 0;
  u64 seed = 0;
  bool book = true;  // the opening book (book.h) for Level 6 and full-strength budgets; false: always search
};

// Never fails on a game that is not over: always returns a legal move,
// within the time limit (+10 %) when one is set. On a finished game it
// returns pass. Level 6 is the hint.
SearchResult think(const Game& game, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& progress = {});
// The time promise above: a move on a time limit takes at most movetimeMs times this.
inline constexpr double kMoveTimeAllowance = 1.1;

// Search switches for experiments; each one >= 0 overrides the level's or
// SearchConfig's own value.
struct SearchSwitches {
  int lmr = -1;            // ",lmr=N": late-move-reduction mode
  int quiesce = -1;        // ",q=N": plies of wall quiescence at the leaves
  int replyAllWalls = -1;  // ",ra=N": the reply to the root tries every wall from depth N (0: never)
  int timeUse = -1;        // ",tm=N": time use (SearchConfig::timeUse)
  int aspiration = -1;     // ",asp=N": aspiration windows (SearchConfig::aspiration)
  int history = -1;        // ",hist=N": history and counter-move ordering (SearchConfig::history)
  int wallExtension = -1;  // ",wx=N": wall-threat extensions (SearchConfig::wallExtension)
  int repetition = -1;     // ",rep=N": repetitions seen (SearchConfig::repetition)
  int lmp = -1;            // ",lmp=N": late move pruning (SearchConfig::lmp)
  int nullMove = -1;       // ",nmp=N": null-move pruning (SearchConfig::nullMove)
  int defensive = -1;      // ",def=N": defensive walls from depth N (SearchConfig::defensive; 0 never)
  int defensiveGain = -1;  // ",dg=N": only against threats gaining N+ steps (SearchConfig::defensiveGain)
  int quiesceGain = -1;    // ",qg=N": the least gain of a quiescence wall (SearchConfig::quiesceGain)
  int keepTable = -1;      // ",keep=N": the table kept from the last search (SearchConfig::keepTable)
  int rfp = -1;            // ",rfp=N": reverse futility pruning, margin 50 * N a ply (SearchConfig::rfp)
  int rfpDepth = -1;       // ",rfpd=N": the deepest node it cuts (SearchConfig::rfpDepth)
  int razor = -1;          // ",rz=N": razoring to depth N (SearchConfig::razor)
  int iir = -1;            // ",iir=N": internal iterative reduction from depth N + 3 (SearchConfig::iir)
  int ttBucket = -1;       // ",ttb=N": the table's replacement (SearchConfig::ttBucket)
  int ttEval = -1;         // ",tte=N": the table's bound refines the static value of the prunings (SearchConfig::ttEval)
  int improving = -1;      // ",imp=N": improving-line margins and reductions (SearchConfig::improving)
  int nullMoveDepth = -1;  // ",nmpd=N": the null move from depth N (SearchConfig::nullMoveDepth)
  int hash = -1;           // ",hash=N": a table of 2^N megabytes (SearchConfig::ttMegabytes; Level 6 16, N = 4)
  int futility = -1;       // ",fut=N": futility pruning to depth N (SearchConfig::futility)
  int nullMoveEval = -1;   // ",nmpe=N": the null move's reduction grows with its static margin (SearchConfig::nullMoveEval)
  int staged = -1;         // ",stage=N": the table's move and the killers before the list (SearchConfig::staged)
  int singular = -1;       // ",se=N": singular extensions, margin 10 * N a ply of depth (SearchConfig::singular)
  int singularDepth = -1;  // ",sed=N": from depth N (SearchConfig::singularDepth)
  int singularDouble = -1;  // ",sdx=N": a singular move two plies deeper where its rivals stay 25 N below (non-PV)
  int singularNegative = -1;  // ",sen=N": the table's move N plies shallower where it is not singular but holds beta
  int probCut = -1;        // ",pc=N": ProbCut, margin 50 * N (SearchConfig::probCut)
  int probCutDepth = -1;   // ",pcd=N": ProbCut from depth N (SearchConfig::probCutDepth)
  int probCutReduction = -1;  // ",pcr=N": ProbCut's searches N plies shallower (SearchConfig::probCutReduction)
  int probCutStore = -1;   // ",pcs=N": ProbCut's cut stored in the table (SearchConfig::probCutStore)
  int probCutPicks = -1;   // ",pcn=N": ProbCut searches N walls at most (SearchConfig::probCutPicks)
  int probCutGain = -1;    // ",pcg=N": ProbCut's walls gain N steps or more (SearchConfig::probCutGain)
  int probCutEval = -1;    // ",pce=N": ProbCut's walls reach its beta with the static value (SearchConfig::probCutEval)
  int quiescePicks = -1;   // ",qn=N": a quiescence node tries N walls at most (SearchConfig::quiescePicks)
  int nearWalls = -1;      // ",nw=N": from depth N, walls across the opponent's walks a step longer too (SearchConfig::nearWalls)
  int correction = -1;     // ",corr=N": correction history of the static value (SearchConfig::correction)
  int cutNode = -1;        // ",cut=N": more late move reduction at expected cut nodes (SearchConfig::cutNode)
  int rootReduce = -1;     // ",rr=N": root moves that gain nothing reduced N plies more (SearchConfig::rootReduce)
  int deeperShallower = -1;  // ",dds=N": SearchConfig::deeperShallower
  int cutoffs = -1;        // ",cc=N": SearchConfig::cutoffs
  int ttPv = -1;           // ",ttpv=N": SearchConfig::ttPv
  int ttWall = -1;         // ",tw=N": late moves reduced more where the table's move is a wall (SearchConfig::ttWall)
};

// The one table of the switches: how a player spec writes each (",tag=N" after it, N a digit up to max;
// a mode past the last, or below the least, is refused), its field, and the SearchConfig field it overrides with setting(N)
// (N itself, or 2^N for a size such as the table's megabytes). A new switch is a field above and a row here.
struct SearchSwitchInfo {
  std::string_view tag;  // "lmr" for ",lmr=N"
  int SearchSwitches::*field;
  int SearchConfig::*config;
  int max;
  bool powerOfTwo = false;  // the setting is 2^N, not N
  int min = 0;              // the least N taken
  constexpr int setting(int n) const { return powerOfTwo ? 1 << n : n; }
};
inline constexpr SearchSwitchInfo kSearchSwitches[] = {
    {"lmr", &SearchSwitches::lmr, &SearchConfig::lmr, 4},
    {"q", &SearchSwitches::quiesce, &SearchConfig::quiesce, 9},
    {"ra", &SearchSwitches::replyAllWalls, &SearchConfig::replyAllWalls, 9},
    {"tm", &SearchSwitches::timeUse, &SearchConfig::timeUse, 3},
    {"asp", &SearchSwitches::aspiration, &SearchConfig::aspiration, 1},
    {"hist", &SearchSwitches::history, &SearchConfig::history, 1},
    {"wx", &SearchSwitches::wallExtension, &SearchConfig::wallExtension, 1},
    {"rep", &SearchSwitches::repetition, &SearchConfig::repetition, 1},
    {"lmp", &SearchSwitches::lmp, &SearchConfig::lmp, 9},
    {"nmp", &SearchSwitches::nullMove, &SearchConfig::nullMove, 9},
    {"def", &SearchSwitches::defensive, &SearchConfig::defensive, 9},
    {"dg", &SearchSwitches::defensiveGain, &SearchConfig::defensiveGain, 9},
    {"qg", &SearchSwitches::quiesceGain, &SearchConfig::quiesceGain, 9},
    {"rfp", &SearchSwitches::rfp, &SearchConfig::rfp, 9},
    {"keep", &SearchSwitches::keepTable, &SearchConfig::keepTable, 9},
    {"rfpd", &SearchSwitches::rfpDepth, &SearchConfig::rfpDepth, 9},
    {"rz", &SearchSwitches::razor, &SearchConfig::razor, 9},
    {"iir", &SearchSwitches::iir, &SearchConfig::iir, 9},
    {"ttb", &SearchSwitches::ttBucket, &SearchConfig::ttBucket, 1},
    {"tte", &SearchSwitches::ttEval, &SearchConfig::ttEval, 1},
    {"imp", &SearchSwitches::improving, &SearchConfig::improving, 3},
    {"nmpd", &SearchSwitches::nullMoveDepth, &SearchConfig::nullMoveDepth, 9},
    {"hash", &SearchSwitches::hash, &SearchConfig::ttMegabytes, 9, true},
    {"fut", &SearchSwitches::futility, &SearchConfig::futility, 9},
    {"nmpe", &SearchSwitches::nullMoveEval, &SearchConfig::nullMoveEval, 1},
    {"stage", &SearchSwitches::staged, &SearchConfig::staged, 1},
    {"se", &SearchSwitches::singular, &SearchConfig::singular, 9},
    {"sed", &SearchSwitches::singularDepth, &SearchConfig::singularDepth, 9},
    {"sdx", &SearchSwitches::singularDouble, &SearchConfig::singularDouble, 9},
    {"sen", &SearchSwitches::singularNegative, &SearchConfig::singularNegative, 2},
    {"pc", &SearchSwitches::probCut, &SearchConfig::probCut, 9},
    {"pcd", &SearchSwitches::probCutDepth, &SearchConfig::probCutDepth, 9},
    {"pcr", &SearchSwitches::probCutReduction, &SearchConfig::probCutReduction, 9, false, 1},
    {"pcs", &SearchSwitches::probCutStore, &SearchConfig::probCutStore, 1},
    {"pcn", &SearchSwitches::probCutPicks, &SearchConfig::probCutPicks, 9, false, 1},
    {"pcg", &SearchSwitches::probCutGain, &SearchConfig::probCutGain, 9, false, 1},
    {"pce", &SearchSwitches::probCutEval, &SearchConfig::probCutEval, 1},
    {"qn", &SearchSwitches::quiescePicks, &SearchConfig::quiescePicks, 9, false, 1},
    {"nw", &SearchSwitches::nearWalls, &SearchConfig::nearWalls, 9},
    {"corr", &SearchSwitches::correction, &SearchConfig::correction, 2},
    {"cut", &SearchSwitches::cutNode, &SearchConfig::cutNode, 3},
    {"rr", &SearchSwitches::rootReduce, &SearchConfig::rootReduce, 9},
    {"tw", &SearchSwitches::ttWall, &SearchConfig::ttWall, 3},
    {"ttpv", &SearchSwitches::ttPv, &SearchConfig::ttPv, 1},
    {"cc", &SearchSwitches::cutoffs, &SearchConfig::cutoffs, 9},
    {"dds", &SearchSwitches::deeperShallower, &SearchConfig::deeperShallower, 1},
};

// The search's settings for a level or budget (what thinkWith searches with when it
// searches): the level's style, capped by a budget given with it, then the switches.
SearchConfig botSearchConfig(const SearchLimits& limits, const EvalParams& eval = defaultEvalParams(),
                             const SearchSwitches& switches = {});

// As think, with other evaluation weights (the tuning tool) and switches.
SearchResult thinkWith(const Game& game, const SearchLimits& limits, const EvalParams& eval,
                       const std::function<void(const SearchInfo&)>& progress = {},
                       const SearchSwitches& switches = {});

// What each level is: a fixed budget and a style.
struct LevelStyle {
  int depth;          // deepest iteration
  u64 nodes;          // node budget (0: none)
  int noise;          // +- centi-steps of seeded noise on leaf values
  int blunderPercent; // chance of a beginner's move: a wasted wall or a wandering step
  int ttMegabytes;
  bool fullStrength = false;  // searches with kFullStrengthOnly as SearchConfig has them (false: each 0, as Levels 1-5's
                              //   ladder was measured)
  bool nodesOnClock = true;  // the node budget holds under a movetime too (false: on a clock the time is the budget)
};

// What only full strength (Level 6, the hint, analysis, a budget without a level) searches with: wall quiescence and the
// prunings and extensions taken on SPRTs for it. A level without fullStrength has each at 0. A setting taken for Level 6
// that the ladder should not get is one row here.
inline constexpr int SearchConfig::*kFullStrengthOnly[] = {
    &SearchConfig::quiesce, &SearchConfig::nullMove, &SearchConfig::rfp, &SearchConfig::probCut, &SearchConfig::singular,
    &SearchConfig::ttWall, &SearchConfig::cutoffs,
};
const LevelStyle& levelStyle(int level);  // 1..kLevelCount

}  // namespace wallrace
