// Paths to the goal ranks: flood fills over 128-bit boards, pawns ignored.
#pragma once
#include <vector>

#include "position.h"

namespace wallrace {

// Open edges in each direction: bit s set when a pawn on s may step that way.
struct Mobility {
  u128 north, south, east, west;
  int stride;
  explicit Mobility(const Position& pos);
  Mobility(const Position& pos, int extraOrient, int extraSlot);  // as if one more wall stood
  u128 expand(u128 r) const { return expandBy(r, stride); }
  // The same with the stride known when compiled (W > 0): the board's shifts become constant.
  template <int W>
  u128 expandFixed(u128 r) const { return expandBy(r, W > 0 ? W : stride); }

 private:
  u128 expandBy(u128 r, int w) const {
    return r | shl(r & north, w) | shr(r & south, w) | ((r & east) << 1) | ((r & west) >> 1);
  }
};

// Length of the shortest walk from `from` to any square of `goal`, or -1.
int pathLength(const Mobility& m, int from, u128 goal);
inline int pathLength(const Position& pos, int player) {
  return pathLength(Mobility(pos), pos.pawn(player), pos.board().goal[player]);
}
bool hasPath(const Mobility& m, int from, u128 goal);

// Rings of equal distance to a goal: rings[k] holds the squares k steps away.
// Squares cut off from the goal are in no ring.
int distanceRings(const Mobility& m, u128 goal, u128 squares, u128 rings[128]);  // returns the ring count
// Distance of every square to the player's goal (255 when cut off).
void distanceMap(const Position& pos, int player, std::uint8_t dist[128]);
void distanceMap(const Board& b, const Mobility& m, int player, std::uint8_t dist[128]);  // m already built

// One shortest path of a player's pawn: the squares from the pawn to its goal rank.
std::vector<int> shortestPath(const Position& pos, int player);
// The edges one shortest path uses: [0] squares whose north edge it crosses, [1] east edges.
void shortestPathEdges(const Position& pos, int player, u128 edges[2]);

// Every shortest path of one player at once (the search and the reference bots).
struct PathInfo {
  int length = -1;
  u128 dag[2] = {0, 0};  // edges on some shortest path: [0] north edges, [1] east edges, by square
  const u128* within = nullptr;    // when asked for: within[k], the squares k steps or fewer from the pawn (k <= length),
  const u128* fromGoal = nullptr;  //   and fromGoal[k], those k steps or fewer from the goal
};
// `within`: room for 256 sets, filled with PathInfo::within and fromGoal (so that pathLengthWithWall answers sooner).
// `sameWalls`: this player's map of a position with the same walls (only pawns moved since), whose fromGoal sets are
// taken as far as they go instead of searched again.
PathInfo analysePaths(const Position& pos, int player, u128* within = nullptr, const PathInfo* sameWalls = nullptr);
// The steps from square s to the player's goal, from `info`'s fromGoal when s is within `info.length` of it, else -1.
int goalDistance(const PathInfo& info, int s);
// The player's path length once one more wall (orient, slot) stands, as pathLength(Mobility(pos, orient, slot), ...)
// answers, for `info` = analysePaths(pos, player, within) with `within`: searched only between the squares whose
// distances to the pawn and to the goal the wall cannot change (the detour).
int pathLengthWithWall(const Position& pos, int player, const PathInfo& info, const Mobility& withWall, int orient, int slot);
// The edges of every walk from the pawn to its goal at most one step longer than the shortest ([0] north, [1] east, by
// square, as PathInfo::dag), for `info` = analysePaths(pos, player, within) with `within`; info.dag without it.
void nearPathEdges(const Position& pos, const PathInfo& info, u128 edges[2]);
// The fewest shortest-path edges between two neighbouring rings of a player's
// path (1: every shortest path crosses one edge, which a wall can close); 0 when cut off.
int narrowestCut(const Position& pos, int player);

// Wall slots that block an edge in `edges` ([0] north, [1] east), among the free ones.
void wallsTouching(const Position& pos, const u128 edges[2], u128 out[2]);

}  // namespace wallrace
