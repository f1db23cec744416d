// The search: iterative-deepening principal-variation alpha-beta with a
// Zobrist transposition table, ordered moves and wall candidates cut down
// to those that can matter (the root searches every legal wall).
#pragma once
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "eval.h"
#include "position.h"

namespace wallrace {

// Scores are centi-steps from the side to move's view (100 = one step of
// path length ahead). Arrival in N plies from the searched position scores
// kWin - N (a win) or -(kWin - N) (a loss); |score| > kWinBound means a
// forced arrival was found. Exact race endings score the same way.
constexpr int kWin = 30000;
constexpr int kWinBound = kWin - 1000;
inline bool isWinScore(int s) { return s > kWinBound || s < -kWinBound; }

// One root move of a multi-PV search: its exact score at the depth and its line.
struct RootLine {
  Action move;
  int score = 0;
  std::vector<Action> pv;
};

struct SearchInfo {
  int depth = 0;
  int score = 0;
  u64 nodes = 0;
  double nps = 0;
  int timeMs = 0;
  std::vector<Action> pv;
  std::vector<RootLine> lines;  // multiPV >= 1: the best root moves, best first (lines[0] is best/score/pv)
  std::optional<RootLine> asked;  // SearchConfig::alsoScore's line at the same depth (when not among lines)
  bool book = false;              // the move came from the opening book (book.h): no search ran
};

struct SearchConfig {
  int maxDepth = 64;
  u64 maxNodes = 0;             // 0: no node limit
  int timeMs = 0;               // 0: no time limit
  int noise = 0;                // +- centi-steps of seeded noise on every leaf (weaker levels)
  u64 seed = 0;
  bool allRootWalls = true;     // the safety net: the root tries every legal wall
  int ttMegabytes = 16;
  int defensive = 3;            // below the root, from this depth on, also walls that pre-empt the opponent's walls on our path (0: never)
  int defensiveGain = 0;        // > 0: the defensive walls guard only against the opponent's walls that gain it this many steps or more
  int quiesceGain = 2;          // the least gain (steps, ours minus theirs) of a wall tried in quiescence
  int quiesce = 2;              // plies of wall quiescence at the leaves: the side to move may drop a wall that gains 2+ steps
                                //   (its best quiescePicks), then the reply; 2 measured best against ab2
  int quiescePicks = 4;         // how many walls a quiescence node tries at most (the largest gains first; 1 at least;
                                //   2 and 1 not better on SPRTs at 100 ms, stop 43)
  int replyAllWalls = 0;        // at ply 1, from this depth on, the reply tries every legal wall too (0: never;
                                //   2 scored 49.6 % against 0 over 127 games at 100 ms: no gain for its cost)
  int aspiration = 0;           // 1: from depth 4 each iteration starts with a window around the last score
  int history = 0;              // 1: history and counter-move bonuses in move ordering below the root
  int wallExtension = 0;        // 1: a wall that gains two steps or more against the opponent is searched a ply deeper
  int repetition = 1;           // 1: a position that stood before in the game or the line scores as a draw (0: an experiment)
  int timeUse = 3;              // 3: no soft limit (the search runs to the hard limit; taken on an SPRT at 100 ms, stop 26);
                                //   1: the soft limit follows the best move's stability (55 % of the budget times it), 2: the
                                //   same from 75 %; 0: no iteration starts past half the budget (before stop 26)
  int lmp = 0;                  // late move pruning: at non-PV nodes of depth <= lmp, moves that neither shorten our path nor
                                //   lengthen the opponent's are skipped after the first 2 + 2 * depth (0: never)
  int nullMove = 2;             // null-move pruning: at non-PV nodes of depth >= nullMoveDepth whose static value is at least
                                //   beta, give the opponent two moves in a row, searched to depth - 1 - nullMove (one ply less
                                //   again from depth 6); if we still hold beta, the node fails high (0: never; 2 taken on an
                                //   SPRT, stop 21)
  int nullMoveDepth = 3;        // the shallowest node the null move is tried at (below 3, its reply is quiescence; an experiment)
  int keepTable = 0;            // N (1-9): the table keeps the entries of the last search with the same N in this thread
                                //   (same size), as engines keep it between moves; a search then depends on the ones
                                //   before it (0: empty for each search). Two players in a match: two Ns.
  int rfp = 4;                  // reverse futility pruning: at non-PV nodes of depth 1-2 whose static value beats beta by
                                //   50 * rfp centi-steps a ply of depth, the node fails high unsearched (0: never; 4 taken
                                //   on an SPRT at 100 ms, stop 25; Levels 1-5 keep 0, kFullStrengthOnly)
  int rfpDepth = 2;             // the deepest node reverse futility pruning cuts (an experiment beyond 2)
  int razor = 0;                // razoring: at non-PV nodes of depth <= razor whose static value is 150 + 150 * depth
                                //   centi-steps below alpha, the node is quiescence's verdict when that stays below alpha
                                //   (0: never)
  int iir = 0;                  // internal iterative reduction: a node of depth >= iir + 3 with no move in the table is
                                //   searched a ply shallower (0: never)
  int ttBucket = 0;             // the table: 0 one slot a position, always replaced; 1 buckets of four entries (a cache
                                //   line), a new entry replacing one of another search, else the shallowest (an experiment)
  int ttEval = 1;               // 1: at a non-PV node the table's score, when its bound lies beyond the static value on the
                                //   side it bounds, stands for the static value in the prunings (as Stockfish refines its eval;
                                //   taken on an SPRT at 100 ms, stop 31); 0: the static value alone
  int lmr = 2;                  // late move reductions: 0 none, 1 mild (quiet moves only), 2 wide (measured best),
                                //   3 logarithmic in depth and move number, 4 as 2 but a ply less on the principal line
                                //   (experiments)
  int improving = 0;            // the static value beats the side to move's two plies up: 1 reverse futility's margin half a
                                //   ply less there, 2 late move reductions a ply more where it does not (non-PV), 3 both
                                //   (0: neither; experiments)
  int futility = 0;             // futility pruning: at non-PV nodes of depth <= futility whose static value is 200 centi-steps a
                                //   ply of depth below alpha, a move that gains nothing (a step that does not shorten our path,
                                //   a wall that does not lengthen the opponent's; neither the table's move nor a killer) is not
                                //   tried once a move has been (0: never; an experiment)
  int nullMoveEval = 0;         // 1: the null move's reduction a ply more for each 200 centi-steps its static value beats beta
                                //   by, at most two (as Stockfish's); 0: by depth alone (an experiment)
  int singular = 1;             // singular extensions: at a node of depth >= singularDepth whose table entry (a lower bound
                                //   of depth >= depth - 3) names a move, the others are searched at half the depth against
                                //   the table's score less 10 * singular * depth centi-steps; when none reaches it, the table's
                                //   move is searched a ply deeper, and when even without it the node holds beta, the node
                                //   fails high (0: never; 1 taken on SPRTs at 100 ms, stop 45; Levels 1-5 keep 0,
                                //   kFullStrengthOnly)
  int singularDepth = 6;        // the shallowest node a singular search is tried at
  int singularDouble = 2;       // N: at a non-PV node, a singular move whose rivals stay 25 * N centi-steps below the
                                //   singular search's bound is searched two plies deeper, not one (as Stockfish's double
                                //   extension; 0: never; 2 taken with tw=2 and cc=3 on an SPRT at 100 ms, stop 51; only
                                //   where singular extensions are on, so not at Levels 1-5)
  int singularNegative = 0;     // N: where the singular search finds another move near the table's score yet short of beta,
                                //   and the table's score holds beta, the table's move is searched N plies shallower (as
                                //   Stockfish's negative extension; 0: never, an experiment)
  int probCut = 3;              // ProbCut: at a non-PV node of depth >= probCutDepth, the (at most three) walls that gain two
                                //   steps net or more are searched probCutReduction plies shallower against beta + 50 *
                                //   probCut centi-steps; one that holds it there fails the node high (0: never; 3 taken on
                                //   an SPRT at 100 ms, stop 40; Levels 1-5 keep 0, kFullStrengthOnly)
  int probCutDepth = 5;         // the shallowest node ProbCut is tried at (with probCutReduction 4, its searches at depth 4
                                //   and below are quiescence's)
  int probCutReduction = 4;     // how many plies shallower ProbCut's searches are than the node (1 at least: the
                                //   switch refuses 0)
  int probCutPicks = 3;         // how many walls ProbCut searches at most (the largest gains first; 1 at least)
  int probCutGain = 2;          // the least net gain, in steps, of a wall ProbCut searches (1 at least)
  int probCutEval = 0;          // 1: ProbCut searches a wall only when the static value plus 100 centi-steps a step of its
                                //   gain reaches beta + its margin (as Stockfish asks a capture's exchange value to); 0: any
  int probCutStore = 0;         // 1: ProbCut's cut is stored in the table as a lower bound of depth - probCutReduction + 1
                                //   (a ply deeper than its search; as Stockfish's); 0: nothing stored (an experiment)
  int nearWalls = 0;            // below the root, from this depth on, also the walls across the opponent's walks one step
                                //   longer than its shortest (a wall that gains nothing now but starts a detour; 0: never)
  int staged = 1;               // 1: below the root the table's move and the killers are tried before the list is generated,
                                //   in the order the list would give them: the same tree, fewer path searches (0: the list
                                //   first, as before stop 36; kept so that a test holds the two trees equal)
  int correction = 0;           // correction history: what searches found against the static value, learnt by the pawns' squares
                                //   and the side to move (2: and the walls in hand), corrects the static value the prunings
                                //   ask (as Stockfish's; 0: never, an experiment)
  int cutNode = 0;              // late move reductions at an expected cut node (a reduced move's reply, every other ply
                                //   below it): 1 a ply more for a reduced move, 2 a ply for the moves after the first that
                                //   lmr leaves whole (from depth 3; not the table's move or a killer), 3 both (as
                                //   Stockfish's cutNode; 0: neither, an experiment)
  int rootReduce = 0;           // N: from depth 6, a root move that gains nothing (list score below 0: a wall that lengthens
                                //   neither path, a step that does not shorten ours), which late move reductions reduce,
                                //   is reduced N plies more (never to below depth 1); the root's every-wall safety net
                                //   costs less (0: never, an experiment)
  int ttWall = 2;               // 1: at a non-PV node whose table move is a wall, a late move that late move reductions
                                //   reduce is reduced a ply more (never to below depth 1), as Stockfish reduces more where the
                                //   table's move is a capture (0: never; 1 taken on SPRTs at 100 ms, stop 49; 2, the same at
                                //   PV nodes too, taken with sdx=2 and cc=3 on an SPRT at 100 ms, stop 51; Levels 1-5 keep
                                //   0, kFullStrengthOnly)
  int ttPv = 0;                 // 1: the table marks a position searched as a PV node, and a non-PV node so marked has its
                                //   late moves reduced a ply less, as Stockfish's ttPv (0: no mark, an experiment)
  int cutoffs = 3;              // N: a late move that late move reductions reduce is reduced a ply more where the replies to
                                //   this node's moves (and its siblings') failed high more than N times, as Stockfish's
                                //   cutoffCnt (0: never; 3 taken with tw=2 and sdx=2 on an SPRT at 100 ms, stop 51; Levels
                                //   1-5 keep 0, kFullStrengthOnly)
  int deeperShallower = 0;      // 1: a reduced move that fails high is searched again a ply deeper where it beat the best by
                                //   40 + 10 r centi-steps or more, a ply shallower where it beat it by less than its depth,
                                //   as Stockfish's doDeeperSearch (0: at its depth, an experiment)
  EvalParams eval = defaultEvalParams();
  // Analysis: 0 plays (a single legal move is returned unsearched); N >= 1 scores the best N root
  // moves (capped by the legal ones) with exact scores in one search. Lines 2..N search with their own
  // table and killers, so line 1 is what a single-PV search at the same depth finds.
  int multiPV = 0;
  const std::atomic<bool>* stop = nullptr;  // infinite analysis: set from elsewhere to end the search
  // Analysis: also score this root move at every depth, in the same tree (a review's move played).
  std::optional<Action> alsoScore;
};

// What a search (and the bot, bot.h) answers: the move and how it was found.
struct SearchResult {
  Action best;
  SearchInfo info;
};

// Searches `root`. `history` holds the keys of the positions of the game
// before the root (for repetition draws). Needs a position that is not over.
SearchResult searchPosition(const Position& root, const std::vector<u64>& history, const SearchConfig& cfg,
                            const std::function<void(const SearchInfo&)>& progress = {});

}  // namespace wallrace
