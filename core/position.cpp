#include "position.h"

namespace wallrace {

namespace zobrist {
namespace {
struct Table {
  u64 pawn[2][128], wall[2][128], left[2][64], side;
  Table() {
    SplitMix64 rng(kGoldenGamma);  // fixed, so keys are the same on every platform
    auto next = [&rng] { return rng.next(); };
    for (auto& a : pawn) for (auto& v : a) v = next();
    for (auto& a : wall) for (auto& v : a) v = next();
    for (auto& a : left) for (auto& v : a) v = next();
    side = next();
  }
};
const Table& table() { static const Table t; return t; }
}  // namespace
u64 pawn(int player, int s) { return table().pawn[player][s]; }
u64 wall(int orient, int s) { return table().wall[orient][s]; }
u64 wallsLeft(int player, int n) { return table().left[player][n]; }
u64 side() { return table().side; }
}  // namespace zobrist

Position::Position(const RuleSet& rules) : board_(&boardFor(rules)) {
  free_[0] = board_->slotMask[0];
  free_[1] = board_->slotMask[1];
  for (int p = 0; p < 2; ++p) {
    pawn_[p] = std::uint8_t(board_->startSquare[p]);
    wallsLeft_[p] = std::uint8_t(rules.wallsEach);
    key_ ^= zobrist::pawn(p, pawn_[p]) ^ zobrist::wallsLeft(p, wallsLeft_[p]);
  }
}

void Position::placeWall(int o, int s) {
  blocked_[o] |= board_->wallEdges[o][s];
  walls_[o] |= bit(s);
  free_[0] &= ~board_->conflict[o][s][0];
  free_[1] &= ~board_->conflict[o][s][1];
  key_ ^= zobrist::wall(o, s);
}

void Position::make(Action a, Undo& u) {
  u.free[0] = free_[0];
  u.free[1] = free_[1];
  u.key = key_;
  u.pawn = pawn_[toMove_];
  const int me = toMove_;
  switch (a.kind()) {
    case ActionKind::Step:
      key_ ^= zobrist::pawn(me, pawn_[me]) ^ zobrist::pawn(me, a.square());
      pawn_[me] = std::uint8_t(a.square());
      break;
    case ActionKind::WallH:
    case ActionKind::WallV:
      placeWall(a.kind() == ActionKind::WallH ? 0 : 1, a.square());
      key_ ^= zobrist::wallsLeft(me, wallsLeft_[me]) ^ zobrist::wallsLeft(me, wallsLeft_[me] - 1);
      --wallsLeft_[me];
      break;
    case ActionKind::Pass:
      break;
  }
  toMove_ ^= 1;
  key_ ^= zobrist::side();
  ++ply_;
}

void Position::undo(Action a, const Undo& u) {
  toMove_ ^= 1;
  --ply_;
  const int me = toMove_;
  if (a.kind() == ActionKind::Step) {
    pawn_[me] = u.pawn;
  } else if (a.isWall()) {
    const int o = a.kind() == ActionKind::WallH ? 0 : 1;
    blocked_[o] &= ~board_->wallEdges[o][a.square()];
    walls_[o] &= ~bit(a.square());
    ++wallsLeft_[me];
  }
  free_[0] = u.free[0];
  free_[1] = u.free[1];
  key_ = u.key;
}

void Position::setPawn(int p, int s) {
  key_ ^= zobrist::pawn(p, pawn_[p]) ^ zobrist::pawn(p, s);
  pawn_[p] = std::uint8_t(s);
}

void Position::setWallsLeft(int p, int n) {
  key_ ^= zobrist::wallsLeft(p, wallsLeft_[p]) ^ zobrist::wallsLeft(p, n);
  wallsLeft_[p] = std::uint8_t(n);
}

void Position::setToMove(int p) {
  if (p != toMove_) key_ ^= zobrist::side();
  toMove_ = std::uint8_t(p);
}

void Position::addWall(int o, int s) { placeWall(o, s); }

}  // namespace wallrace
