#include "paths.h"

namespace wallrace {

Mobility::Mobility(const Position& pos) : stride(pos.board().stride) {
  north = pos.openNorth();
  east = pos.openEast();
  south = north << stride;
  west = east << 1;
}

Mobility::Mobility(const Position& pos, int o, int slot) : stride(pos.board().stride) {
  const u128 extra = pos.board().wallEdges[o][slot];
  north = pos.openNorth() & (o == 0 ? ~extra : ~u128(0));
  east = pos.openEast() & (o == 1 ? ~extra : ~u128(0));
  south = north << stride;
  west = east << 1;
}

int pathLength(const Mobility& m, int from, u128 goal) {
  u128 reached = bit(from);
  for (int d = 0;; ++d) {
    if (reached & goal) return d;
    const u128 next = m.expand(reached);
    if (next == reached) return -1;
    reached = next;
  }
}

bool hasPath(const Mobility& m, int from, u128 goal) { return pathLength(m, from, goal) >= 0; }

void distanceRings(const Mobility& m, u128 goal, u128 squares, std::vector<u128>& rings) {
  rings.clear();
  u128 reached = goal & squares, ring = reached;
  while (ring) {
    rings.push_back(ring);
    const u128 next = m.expand(reached);
    ring = next & ~reached;
    reached = next;
  }
}

void distanceMap(const Position& pos, int player, std::uint8_t dist[128]) {
  for (int i = 0; i < 128; ++i) dist[i] = 255;
  std::vector<u128> rings;
  distanceRings(Mobility(pos), pos.board().goal[player], pos.board().squares, rings);
  for (size_t k = 0; k < rings.size(); ++k)
    for (u128 r = rings[k]; r; r = clearLowest(r)) dist[lowest(r)] = std::uint8_t(k);
}

std::vector<int> shortestPath(const Position& pos, int player) {
  const Mobility m(pos);
  std::vector<u128> rings;
  distanceRings(m, pos.board().goal[player], pos.board().squares, rings);
  int s = pos.pawn(player);
  int d = -1;
  for (size_t k = 0; k < rings.size(); ++k)
    if ((rings[k] >> s) & 1) d = int(k);
  std::vector<int> path;
  if (d < 0) return path;
  path.push_back(s);
  // Of the equally short ways, prefer the straight run toward the goal, then keeping direction.
  const int forward = player == 0 ? m.stride : -m.stride;
  int heading = forward;
  for (; d > 0; --d) {
    const u128 next = m.expand(bit(s)) & rings[d - 1];
    int t = lowest(next);
    for (int want : {forward, heading})
      if (s + want >= 0 && s + want < 128 && ((next >> (s + want)) & 1)) { t = s + want; break; }
    heading = t - s;
    s = t;
    path.push_back(s);
  }
  return path;
}

void shortestPathEdges(const Position& pos, int player, u128 edges[2]) {
  edges[0] = edges[1] = 0;
  const std::vector<int> path = shortestPath(pos, player);
  for (size_t i = 1; i < path.size(); ++i) {
    const int a = std::min(path[i - 1], path[i]), b = std::max(path[i - 1], path[i]);
    edges[b - a == 1 ? 1 : 0] |= bit(a);
  }
}

}  // namespace wallrace
