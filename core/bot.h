// The bot: levels 1 to 6, budgets, and the one call the front ends use.
//
// Scores (SearchInfo::score) are centi-steps from the side to move's view:
// +100 means one step of path length ahead, counting walls left and the
// move. A forced arrival is reported like a mate: kWin - N (30000 - N) is a
// win in N plies from the position searched, -(kWin - N) a loss in N plies;
// any |score| > kWinBound (29000) is such a forced result. Exact race
// endings (no walls left on either side) are reported the same way.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eval.h"
#include "game.h"
#include "search.h"

namespace wallrace {

// A level (1..6) or a budget: movetimeMs, nodes, depth. With a level, a
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
};

struct SearchResult {
  Action best;
  SearchInfo info;
};

// Never fails on a game that is not over: always returns a legal move,
// within the time limit (+10 %) when one is set. On a finished game it
// returns pass. Level 6 is the hint.
SearchResult think(const Game& game, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& progress = {});

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
};

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
  int quiesce;         // plies of wall quiescence at the leaves (SearchConfig::quiesce)
};
const LevelStyle& levelStyle(int level);  // 1..6

// A player in a match: a level, a budget or a reference opponent.
struct PlayerSpec {
  enum class Kind { Search, Racer, AlphaBeta2, Mcts } kind = Kind::Search;
  SearchLimits limits;       // for Kind::Search
  int playouts = 60000;      // for Kind::Mcts
  std::optional<EvalParams> eval;
  SearchSwitches switches;   // ",lmr=N", ",q=N", ",ra=N", ",tm=N", ",asp=N", ",hist=N", ",wx=N", ",rep=N" after a spec
  std::string name;
};
// "1".."6", "level6", "nodes:N", "depth:N", "movetime:MS", "racer", "ab2", "mcts", "mcts:N";
// search experiments append ",lmr=N", ",q=N", ",ra=N" and ",e=name:value:...".
Expected<PlayerSpec> parsePlayerSpec(std::string_view text);
// The player's move; movetimeMs and nodes (0: none) cap the search of levels and budgets.
Action playerMove(const PlayerSpec& p, const Game& game, int movetimeMs, u64 seed, u64 nodes = 0);

// One game of a match: the opening's random plies, then the two players.
struct MatchGame {
  Result result = Result::Ongoing;
  std::string reason;
  int plies = 0;
  std::string record;
};
// A few random legal plies (mostly steps) for game pair `pair`.
std::vector<Action> randomOpening(const RuleSet& rules, u64 seed, int pair);
// Plays first (Player 1) against second from the opening. Games that run
// past maxPlies (walls has no draw rule) are scored as draws.
MatchGame playGame(const RuleSet& rules, const std::vector<Action>& opening, const PlayerSpec& first,
                   const PlayerSpec& second, int movetimeMs, u64 seed, int maxPlies = 400);

}  // namespace wallrace
