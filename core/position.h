// The position: pawns, walls (as blocked edges and as slots), walls left,
// side to move and ply. Small and copyable; make and undo in place.
#pragma once
#include <vector>

#include "rules.h"
#include "types.h"

namespace wallrace {

struct Undo {
  u128 free[2];
  u64 key;
  std::uint8_t pawn;
};

// The ply count is 16 bits: a game (walls has no draw rule) ends there as a
// draw (Game::outcome, reason "move limit"), and position codes read plies up to it.
constexpr int kMaxGamePly = 65535;

class Position {
 public:
  explicit Position(const RuleSet& rules);  // the start position
  Position() : Position(*findRuleSet("walls")) {}

  const Board& board() const { return *board_; }
  const RuleSet& rules() const { return *board_->rules; }

  int pawn(int player) const { return pawn_[player]; }       // player 0 = Player 1
  int wallsLeft(int player) const { return wallsLeft_[player]; }
  int toMove() const { return toMove_; }                     // 0 or 1
  int ply() const { return ply_; }
  u64 key() const { return key_; }                           // Zobrist: pawns, walls, walls left, side to move
  u128 blocked(int orient) const { return blocked_[orient]; } // 0: north edges, 1: east edges
  u128 walls(int orient) const { return walls_[orient]; }    // anchors of placed walls
  u128 freeSlots(int orient) const { return free_[orient]; } // slots not overlapping or crossing a wall
  int wallCount() const { return popcount(walls_[0]) + popcount(walls_[1]); }

  // Arrival or the ply limit; repetition is the game's business.
  bool arrived(int player) const { return (board_->goal[player] >> pawn_[player]) & 1; }
  bool plyLimitReached() const { return rules().plyLimit && ply_ >= rules().plyLimit; }
  bool isOver() const { return arrived(0) || arrived(1) || plyLimitReached(); }

  void make(Action a, Undo& u);
  void undo(Action a, const Undo& u);

  // Open-edge masks: bit s is set when a pawn on s may cross that edge.
  u128 openNorth() const { return board_->notTop & ~blocked_[0]; }
  u128 openEast() const { return board_->notRight & ~blocked_[1]; }

  // Setting up a position (position codes, tests). Walls are checked by the caller.
  void setPawn(int player, int s);
  void setWallsLeft(int player, int n);
  void setToMove(int player);
  void setPly(int ply) { ply_ = ply; }
  void addWall(int orient, int slot);  // no wall count change

 private:
  void placeWall(int orient, int slot);
  const Board* board_;
  u128 blocked_[2] = {0, 0};
  u128 walls_[2] = {0, 0};
  u128 free_[2] = {0, 0};
  u64 key_ = 0;
  std::uint16_t ply_ = 0;
  std::uint8_t pawn_[2] = {0, 0};
  std::uint8_t wallsLeft_[2] = {0, 0};
  std::uint8_t toMove_ = 0;
};

namespace zobrist {
u64 pawn(int player, int s);
u64 wall(int orient, int s);
u64 wallsLeft(int player, int n);
u64 side();
}  // namespace zobrist

}  // namespace wallrace
