// Races: endings where walls no longer decide. With no walls left on either
// side only the pawns move, and the game is solved exactly by retrograde
// analysis over the two pawn squares (a few thousand states).
#pragma once
#include <optional>
#include <vector>

#include "movegen.h"
#include "paths.h"
#include "position.h"

namespace wallrace {

struct RaceVerdict {
  int winner = -1;  // 0 = Player 1, 1 = Player 2, -1 = draw (nobody can force arrival, or the ply limit comes first)
  int plies = 0;    // plies to the arrival with best play (winner fastest, loser slowest)
};

// Exact values of every pawn placement for the walls of one position, both sides without walls.
class RaceTable {
 public:
  explicit RaceTable(const Position& pos);
  // The value of a position with these walls (walls left ignored: treated as none).
  RaceVerdict verdict(const Position& pos) const;
  // An optimal pawn move (or pass): the fastest win, else a draw, else the slowest loss.
  Action bestMove(const Position& pos) const;

 private:
  int index(int p0, int p1, int stm) const { return (p0 * 128 + p1) * 2 + stm; }
  const Board* board_;
  Mobility mob_;
  std::vector<std::int16_t> value_;  // 0 unknown, +k: side to move wins in k plies, -k-1: loses in k plies
};

// A fast race verdict for the search, or nothing when walls or pawn contact can still matter.
// Exact when pawns share squares (detour) or cannot meet; used only as a cut-off.
std::optional<RaceVerdict> quickRace(const Position& pos, int myPath, int oppPath);

}  // namespace wallrace
