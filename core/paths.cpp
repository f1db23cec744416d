#include "paths.h"

#include <algorithm>

namespace wallrace {

Mobility::Mobility(const Position& pos) : stride(pos.board().stride) {
  north = pos.openNorth();
  east = pos.openEast();
  south = shl(north, stride);
  west = east << 1;
}

Mobility::Mobility(const Position& pos, int o, int slot) : stride(pos.board().stride) {
  const u128 extra = pos.board().wallEdges[o][slot];
  north = pos.openNorth() & (o == 0 ? ~extra : ~u128(0));
  east = pos.openEast() & (o == 1 ? ~extra : ~u128(0));
  south = shl(north, stride);
  west = east << 1;
}

namespace {
template <int W>
int pathLengthFixed(const Mobility& m, int from, u128 goal) {
  u128 reached = bit(from);
  for (int d = 0;; ++d) {
    if (reached & goal) return d;
    const u128 next = m.expandFixed<W>(reached);
    if (next == reached) return -1;
    reached = next;
  }
}
}  // namespace

// The search's inner loop: the strides of the 9x9 and 4x4 boards compiled in, any other at run time.
int pathLength(const Mobility& m, int from, u128 goal) {
  switch (m.stride) {
    case 10: return pathLengthFixed<10>(m, from, goal);
    case 5: return pathLengthFixed<5>(m, from, goal);
    default: return pathLengthFixed<0>(m, from, goal);
  }
}

bool hasPath(const Mobility& m, int from, u128 goal) { return pathLength(m, from, goal) >= 0; }

int distanceRings(const Mobility& m, u128 goal, u128 squares, u128 rings[128]) {
  int n = 0;
  u128 reached = goal & squares, ring = reached;
  while (ring) {
    rings[n++] = ring;
    const u128 next = m.expand(reached);
    ring = next & ~reached;
    reached = next;
  }
  return n;
}

void distanceMap(const Position& pos, int player, std::uint8_t dist[128]) {
  distanceMap(pos.board(), Mobility(pos), player, dist);
}

void distanceMap(const Board& b, const Mobility& m, int player, std::uint8_t dist[128]) {
  for (int i = 0; i < 128; ++i) dist[i] = 255;
  u128 rings[128];
  const int n = distanceRings(m, b.goal[player], b.squares, rings);
  for (int k = 0; k < n; ++k)
    for (u128 r = rings[k]; r; r = clearLowest(r)) dist[lowest(r)] = std::uint8_t(k);
}

// Writes one shortest path into out (pawn first); returns its square count (0: none).
static int walkShortestPath(const Position& pos, int player, int out[128]) {
  const Mobility m(pos);
  u128 rings[128];
  const int n = distanceRings(m, pos.board().goal[player], pos.board().squares, rings);
  int s = pos.pawn(player);
  int d = -1;
  for (int k = 0; k < n && d < 0; ++k)
    if ((rings[k] >> s) & 1) d = k;
  if (d < 0) return 0;
  int len = 0;
  out[len++] = s;
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
    out[len++] = s;
  }
  return len;
}

std::vector<int> shortestPath(const Position& pos, int player) {
  int out[128];
  return std::vector<int>(out, out + walkShortestPath(pos, player, out));
}

void shortestPathEdges(const Position& pos, int player, u128 edges[2]) {
  edges[0] = edges[1] = 0;
  int path[128];
  const int n = walkShortestPath(pos, player, path);
  for (int i = 1; i < n; ++i) {
    const int a = std::min(path[i - 1], path[i]), b = std::max(path[i - 1], path[i]);
    edges[b - a == 1 ? 1 : 0] |= bit(a);
  }
}

namespace {
// The open edges between two sets of squares, either way across ([0] north, [1] east, by square, as PathInfo::dag).
inline void edgesBetween(const Mobility& m, int stride, u128 a, u128 b, u128& north, u128& east) {
  north = (a & m.north & (b >> stride)) | (b & m.north & (a >> stride));
  east = (a & m.east & (b >> 1)) | (b & m.east & (a >> 1));
}

// The rings of every shortest path of a player's pawn: calls cut(north, east)
// for each step k -> k+1 of the path with the edges some shortest path takes
// there (by square, as in PathInfo::dag). Returns the length, or -1 when cut off.
template <int W, class Cut>
int shortestPathCutsFixed(const Position& pos, const Mobility& m, int player, Cut&& cut, u128* within, u128* fromGoal,
                          const PathInfo* sameWalls) {
  const Board& b = pos.board();
  const u128 goal = b.goal[player];
  // Rings from the pawn until the goal rank is reached (and, when asked, the squares within each).
  u128 fwd[128];
  u128 reached = bit(pos.pawn(player));
  fwd[0] = reached;
  if (within) within[0] = reached;
  int d = 0;
  while (!(fwd[d] & goal)) {
    const u128 next = m.expandFixed<W>(reached);
    if (next == reached || d >= 126) return -1;
    fwd[++d] = next & ~reached;
    reached = next;
    if (within) within[d] = reached;
  }
  // Rings from the goal rank, as far as d: squares on a shortest path lie in fwd[k] and back[d-k]. A map of the same
  // walls (`sameWalls`) already holds them as far as its own length.
  const int known = sameWalls && sameWalls->fromGoal ? sameWalls->length : 0;
  u128 back[128];
  reached = goal & b.squares;
  back[0] = reached;
  if (fromGoal) fromGoal[0] = reached;
  for (int k = 1; k <= d; ++k) {
    const u128 next = k <= known ? sameWalls->fromGoal[k] : m.expandFixed<W>(reached);
    back[k] = next & ~reached;
    reached = next;
    if (fromGoal) fromGoal[k] = reached;
  }
  const int S = W > 0 ? W : b.stride;
  u128 prev = fwd[0] & back[d];
  for (int k = 0; k < d; ++k) {
    const u128 cur = fwd[k + 1] & back[d - k - 1];
    u128 north, east;
    edgesBetween(m, S, prev, cur, north, east);
    cut(north, east);
    prev = cur;
  }
  return d;
}

template <class Cut>
int shortestPathCuts(const Position& pos, int player, Cut&& cut, u128* within = nullptr, u128* fromGoal = nullptr,
                     const PathInfo* sameWalls = nullptr) {
  const Mobility m(pos);
  switch (m.stride) {
    case 10: return shortestPathCutsFixed<10>(pos, m, player, cut, within, fromGoal, sameWalls);
    case 5: return shortestPathCutsFixed<5>(pos, m, player, cut, within, fromGoal, sameWalls);
    default: return shortestPathCutsFixed<0>(pos, m, player, cut, within, fromGoal, sameWalls);
  }
}

// The fewest steps k <= length with within[k] holding a square of `squares` (within[] only grows), else length.
int nearest(const u128* within, int length, u128 squares) {
  int lo = 0, hi = length;
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (within[mid] & squares) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// The search from `reached`, d steps from the pawn, until it meets `goal`: d + the steps it took, or -1.
template <int W>
int pathLengthFrom(const Mobility& m, u128 reached, int d, u128 goal) {
  for (;; ++d) {
    if (reached & goal) return d;
    const u128 next = m.expandFixed<W>(reached);
    if (next == reached) return -1;
    reached = next;
  }
}
}  // namespace

PathInfo analysePaths(const Position& pos, int player, u128* within, const PathInfo* sameWalls) {
  PathInfo info;
  info.length = shortestPathCuts(
      pos, player,
      [&](u128 north, u128 east) {
        info.dag[0] |= north;
        info.dag[1] |= east;
      },
      within, within ? within + 128 : nullptr, sameWalls);
  if (info.length < 0) {
    info.dag[0] = info.dag[1] = 0;
  } else if (within) {
    info.within = within;
    info.fromGoal = within + 128;
  }
  return info;
}

int goalDistance(const PathInfo& info, int s) {
  if (!info.fromGoal || !((info.fromGoal[info.length] >> s) & 1)) return -1;
  return nearest(info.fromGoal, info.length, bit(s));
}

int pathLengthWithWall(const Position& pos, int player, const PathInfo& info, const Mobility& withWall, int orient, int slot) {
  const Board& b = pos.board();
  if (!info.within) return pathLength(withWall, pos.pawn(player), b.goal[player]);
  const u128 edges = b.wallEdges[orient][slot];
  if (!(edges & info.dag[orient])) return info.length;  // every shortest path is left
  // The squares at the ends of the wall's edges: k steps from the pawn at the fewest, j from the goal. Squares fewer
  // than k steps from the pawn keep their distance to it, and those fewer than j steps from the goal theirs to it
  // (no step between two of them crosses the wall). So the new path is the search from within[k], k steps out, until
  // it meets fromGoal[j], plus j: only the detour is searched.
  const u128 ends = orient == 0 ? edges | shl(edges, b.stride) : edges | (edges << 1);
  const int k = nearest(info.within, info.length, ends), j = nearest(info.fromGoal, info.length, ends);
  int d;
  switch (b.stride) {
    case 10: d = pathLengthFrom<10>(withWall, info.within[k], k, info.fromGoal[j]); break;
    case 5: d = pathLengthFrom<5>(withWall, info.within[k], k, info.fromGoal[j]); break;
    default: d = pathLengthFrom<0>(withWall, info.within[k], k, info.fromGoal[j]); break;
  }
  return d < 0 ? -1 : d + j;
}

void nearPathEdges(const Position& pos, const PathInfo& info, u128 edges[2]) {
  edges[0] = info.dag[0];
  edges[1] = info.dag[1];
  if (!info.within || info.length <= 0) return;
  // A step from u, a steps from the pawn, to v, b steps from the goal, lies on such a walk when a + 1 + b <= length + 1;
  // within[] and fromGoal[] hold the squares that many steps or fewer away, so a runs over 0..length with b = length - a.
  const Mobility m(pos);
  for (int a = 0, L = info.length; a <= L; ++a) {
    u128 north, east;
    edgesBetween(m, m.stride, info.within[a], info.fromGoal[L - a], north, east);
    edges[0] |= north;
    edges[1] |= east;
  }
}

int narrowestCut(const Position& pos, int player) {
  int fewest = 1 << 20;
  const int d = shortestPathCuts(pos, player, [&](u128 north, u128 east) { fewest = std::min(fewest, popcount(north) + popcount(east)); });
  return d < 0 ? 0 : d == 0 ? 1 << 20 : fewest;
}

void wallsTouching(const Position& pos, const u128 edges[2], u128 out[2]) {
  const Board& b = pos.board();
  out[0] = out[1] = 0;
  for (int k = 0; k < b.rules->wallLength; ++k) {
    out[0] |= edges[0] >> k;
    out[1] |= edges[1] >> (k * b.stride);
  }
  out[0] &= pos.freeSlots(0);
  out[1] &= pos.freeSlots(1);
}

}  // namespace wallrace
