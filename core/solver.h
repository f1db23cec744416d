// The detour solver: perfect play on the 4x4 board, the forty-turns-each
// draw included.
//
// Method. Walls only ever increase, so positions fall into "configurations"
// (the set of walls on the board plus the walls left of each side); a
// configuration holds 16 x 16 pawn pairs x 2 sides = 512 positions, linked by
// pawn steps (which may cycle) and leading by wall placements into
// configurations with one more wall. Each configuration is solved by
// retrograde analysis (a bucket queue by distance) once its successor
// configurations are known, for the game WITHOUT the ply cap: win or loss in
// d plies, or a draw by endless play. The cap is applied afterwards: with R
// plies left, a position worth "win (or loss) in d" is worth exactly that when
// d <= R and a draw otherwise (the capped game tree up to R plies is the
// uncapped one, and the cap only ever turns results into draws).
//
// Configurations with few walls placed have huge subtrees; their tables can
// be precomputed once (buildDetourTable) and loaded (loadDetourTable). All
// others are solved on demand and kept in a bounded cache.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "game.h"

namespace wallrace {

struct Verdict {
  Result result = Result::Ongoing;  // Player1, Player2 or Draw with best play
  int plies = 0;                    // plies to the win with best play (0 for a draw)
  std::vector<Action> best;         // every optimal action, in generateLegal order
  // How the game ends with best play, as Outcome::reason codes: "arrival" for a
  // win, the rule set's plyLimitReason for a draw (detour's "forty turns each");
  // a finished position's own reason.
  std::string reason;
};

// The verdict of a detour position under its rules (rules.cpp's table, in words
// on web/rules.html#detour; the ply-80 draw included).
// The winner wins in the fewest plies, the loser holds out longest, a side
// that cannot win takes a draw. Error if the position is not a detour one.
// allBest = false returns ONE optimal move in `best` (what a player or the bot
// needs): with the table loaded that costs at most a few thousand
// configurations, while the full set of a position with exactly as many
// walls placed as the table's top layer needs every successor solved (~17 000
// configurations, about 0.3 s natively).
Expected<Verdict> solveDetour(const Position& pos, bool allBest = true);

// The value WITHOUT the ply cap, from the side to move: +1 win, -1 loss, 0 draw
// (endless play), and the plies to the result (0 for a draw).
struct DetourValue {
  int sign = 0;
  int plies = 0;
};
Expected<DetourValue> detourUncapped(const Position& pos);

// Precomputed tables of the configurations with at most `layers` walls placed
// (walls left consistent with the walls on the board). Building them solves
// the whole game. `progress` (optional) is called after each layer with the
// layer number, configurations done so far and seconds spent.
struct DetourBuildStats {
  double seconds = 0;
  std::size_t configurations = 0;  // configurations solved (pure races excluded)
  std::size_t positions = 0;       // configurations x 512
  std::size_t peakBytes = 0;       // tables held at once
  int startSign = 0, startPlies = 0;
};
std::vector<std::uint8_t> buildDetourTable(int layers, DetourBuildStats* stats = nullptr,
                                           const std::function<void(int, std::size_t, double)>& progress = {});
// Loads the output of buildDetourTable (copied); false if it is not one, is
// from another format version, has the wrong size or is damaged (its header
// holds a checksum of every other byte, written by buildDetourTable), with
// the reason in *why. A table refused leaves the one loaded before (if any).
bool loadDetourTable(const std::uint8_t* data, std::size_t size, std::string* why = nullptr);
// The checksum a table's header holds (bytes 8..15): of its bytes 0..7 and 16.. .
std::uint64_t detourTableChecksum(const std::uint8_t* data, std::size_t size);
int detourTableLayers();  // -1 when no table is loaded
void unloadDetourTable();  // back to solving everything on demand

// A bound on the work of one call (0, the default: none). Positions whose
// on-demand solving is estimated above `configurations` (each ~20-60 us and
// 576 bytes) are refused with an error instead: near the start without the
// table, or from position codes with more walls left than a game allows.
// With the table loaded, every position reachable in play with one optimal
// move asked for needs under 6 000; kInteractiveSolveLimit is the bound for a page.
void setDetourSolveLimit(std::size_t configurations);
constexpr std::size_t kInteractiveSolveLimit = 40000;  // the module sets it: a verdict never hangs a page

// The on-demand cache: its size, and emptying it.
std::size_t detourCacheBytes();
void clearDetourCache();

}  // namespace wallrace
