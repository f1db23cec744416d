// The tournament harness of `wallrace match` and `wallrace tune`: players
// (levels, budgets, reference opponents), openings and one game between two
// players. Not part of the engine: the front ends never play matches.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../bot.h"

namespace wallrace {

// A player in a match: a level, a budget or a reference opponent.
struct PlayerSpec {
  enum class Kind { Search, Racer, AlphaBeta2, Mcts } kind = Kind::Search;
  SearchLimits limits;       // for Kind::Search
  int playouts = 60000;      // for Kind::Mcts
  std::optional<EvalParams> eval;
  SearchSwitches switches;   // ",lmr=N", ",q=N", ... after a spec (kSearchSwitches in bot.h)
  std::string name;
};
// "1".."6" (kLevelCount), "level6", "nodes:N", "depth:N", "movetime:MS", "racer", "ab2", "mcts", "mcts:N";
// search experiments append ",lmr=N", ",q=N", ",ra=N" and ",e=name:value:..."; ",book=0" turns the
// opening book off (SearchLimits::book).
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
// Fills in how a game that stopped ended: an illegal move by seat `illegalBy`
// (0 or 1) loses; otherwise the game's outcome, a game still going after
// maxPlies adjudicated a draw.
void settle(MatchGame& out, const Game& g, int maxPlies, int illegalBy = -1);
// A few random legal plies (mostly steps) for game pair `pair`.
std::vector<Action> randomOpening(const RuleSet& rules, u64 seed, int pair);

// A move that looks like play, for opening suites and self-play data: mostly a
// step along a shortest path, wallPercent % of the time a wall across the
// opponent's shortest paths (r is a random draw); none when there is neither.
std::optional<Action> plausibleMove(const Game& g, u64 r, int wallPercent);
// Plays first (Player 1) against second from the opening. Games that run
// past maxPlies (walls has no draw rule) are scored as draws.
MatchGame playGame(const RuleSet& rules, const std::vector<Action>& opening, const PlayerSpec& first,
                   const PlayerSpec& second, int movetimeMs, u64 seed, int maxPlies = 400);

}  // namespace wallrace
