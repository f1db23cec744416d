#include "reference.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "movegen.h"
#include "race.h"
#include "search.h"

namespace wallrace {

namespace {

struct Rng : SplitMix64 {
  explicit Rng(u64 seed) : SplitMix64(seed * kGoldenGamma + 0x632BE59BD9B4E019ull) {}
};

}  // namespace

Action racerMove(const Position& pos, u64 seed) {
  const Board& b = pos.board();
  const Mobility m(pos);
  const int us = pos.toMove();
  std::uint8_t dist[128];
  distanceMap(b, m, us, dist);
  Rng rng(seed);
  Action best;
  int bestDist = 1 << 20, ties = 0;
  for (u128 t = pawnTargetsFrom(b, m, pos.pawn(us), pos.pawn(us ^ 1)); t; t = clearLowest(t)) {
    const int to = lowest(t);
    const int d = dist[to];
    if (d < bestDist) bestDist = d, best = Action(ActionKind::Step, to), ties = 1;
    else if (d == bestDist && rng.below(++ties) == 0) best = Action(ActionKind::Step, to);
  }
  if (bestDist < (1 << 20)) return best;
  MoveList list;  // boxed in by the other pawn: whatever is legal
  generateLegal(pos, list);
  return list.size ? list.moves[0] : Action::pass();
}

namespace {

int ab2(Position& pos, int depth, int alpha, int beta) {
  const int us = pos.toMove(), them = us ^ 1;
  if (pos.arrived(them)) return -1000 - depth;
  if (pos.plyLimitReached()) return 0;
  if (depth == 0) {
    const Mobility m(pos);
    return pathLength(m, pos.pawn(them), pos.board().goal[them]) - pathLength(m, pos.pawn(us), pos.board().goal[us]);
  }
  MoveList list;
  generateLegal(pos, list);
  int best = -100000;
  Undo u;
  for (Action a : list) {
    pos.make(a, u);
    const int s = -ab2(pos, depth - 1, -beta, -alpha);
    pos.undo(a, u);
    if (s > best) best = s;
    if (s > alpha) alpha = s;
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace

Action alphaBeta2Move(const Position& root, u64 seed) {
  Position pos = root;
  MoveList list;
  generateLegal(pos, list);
  Rng rng(seed);
  for (int i = list.size - 1; i > 0; --i) std::swap(list.moves[i], list.moves[rng.below(i + 1)]);
  // Steps first so that ties go to running rather than to walls.
  std::stable_partition(list.moves, list.moves + list.size, [](Action a) { return a.kind() == ActionKind::Step; });
  int alpha = -100000;
  Action best = list.size ? list.moves[0] : Action::pass();
  Undo u;
  for (Action a : list) {
    pos.make(a, u);
    const int s = -ab2(pos, 1, -100000, -alpha);
    pos.undo(a, u);
    if (s > alpha) alpha = s, best = a;
  }
  return best;
}

namespace {

struct Node {
  Action move;
  int firstChild = -1;
  int childCount = 0;
  std::uint32_t visits = 0;
  float wins = 0;  // for the player who made `move`
};

class Mcts {
 public:
  Mcts(const Position& root, u64 seed) : root_(root), rng_(seed) { nodes_.reserve(1 << 16); nodes_.push_back(Node{}); }

  Action run(int playouts) {
    for (int i = 0; i < playouts; ++i) iterate();
    const Node& r = nodes_[0];
    int best = -1;
    for (int c = r.firstChild; c < r.firstChild + r.childCount; ++c)
      if (best < 0 || nodes_[c].visits > nodes_[best].visits) best = c;
    return best < 0 ? Action::pass() : nodes_[best].move;
  }

 private:
  // Children: every pawn step, and the walls that touch a shortest path of either pawn.
  void expand(int idx, const Position& pos) {
    MoveList list;
    const Board& b = pos.board();
    const int us = pos.toMove();
    const Mobility m(pos);
    for (u128 t = pawnTargetsFrom(b, m, pos.pawn(us), pos.pawn(us ^ 1)); t; t = clearLowest(t))
      list.push(Action(ActionKind::Step, lowest(t)));
    if (pos.wallsLeft(us)) {
      const PathInfo a = analysePaths(pos, 0), c = analysePaths(pos, 1);
      const u128 edges[2] = {a.dag[0] | c.dag[0], a.dag[1] | c.dag[1]};
      u128 w[2];
      wallsTouching(pos, edges, w);
      for (int o = 0; o < 2; ++o)
        for (u128 r = w[o]; r; r = clearLowest(r))
          if (wallKeepsPaths(pos, o, lowest(r))) list.push(Action(o == 0 ? ActionKind::WallH : ActionKind::WallV, lowest(r)));
    }
    if (!list.size) {
      generateLegal(pos, list);
    }
    nodes_[idx].firstChild = int(nodes_.size());
    nodes_[idx].childCount = list.size;
    for (Action a : list) {
      Node n;
      n.move = a;
      nodes_.push_back(n);
    }
  }

  void iterate() {
    Position pos = root_;
    int path[512];
    int len = 0;
    int idx = 0;
    path[len++] = 0;
    Undo u;
    while (!pos.isOver() && len < 500) {
      Node& n = nodes_[idx];
      if (n.firstChild < 0) {
        if (n.visits == 0 && idx != 0) break;
        expand(idx, pos);
      }
      const Node& p = nodes_[idx];
      const double logN = std::log(double(p.visits) + 1);
      int best = -1;
      double bestU = -1;
      for (int c = p.firstChild; c < p.firstChild + p.childCount; ++c) {
        const Node& ch = nodes_[c];
        const double uct = ch.visits == 0 ? 1e9 - (c - p.firstChild)
                                          : ch.wins / ch.visits + 0.9 * std::sqrt(logN / ch.visits);
        if (uct > bestU) bestU = uct, best = c;
      }
      if (best < 0) break;
      idx = best;
      pos.make(nodes_[idx].move, u);
      path[len++] = idx;
    }
    const double p0 = playout(pos);  // chance Player 1 wins
    // Node at depth k was reached by the move of the player to move at depth k-1.
    int mover = root_.toMove();
    nodes_[0].visits++;
    for (int k = 1; k < len; ++k) {
      Node& n = nodes_[path[k]];
      n.visits++;
      n.wins += float(mover == 0 ? p0 : 1 - p0);
      mover ^= 1;
    }
  }

  // A playout: mostly steps along a shortest path, sometimes a wall near
  // the opponent; once walls are gone the race decides.
  double playout(Position pos) {
    const Board& b = pos.board();
    std::uint8_t dist[2][128];
    bool fresh = false;
    Undo u;
    for (int ply = 0; ply < 300; ++ply) {
      if (pos.arrived(0)) return 1;
      if (pos.arrived(1)) return 0;
      if (pos.plyLimitReached()) return 0.5;
      const int us = pos.toMove(), them = us ^ 1;
      if (!fresh) {
        const Mobility m(pos);
        distanceMap(b, m, 0, dist[0]);
        distanceMap(b, m, 1, dist[1]);
        fresh = true;
      }
      if (pos.wallsLeft(0) == 0 && pos.wallsLeft(1) == 0) {
        const int dMe = dist[us][pos.pawn(us)], dOpp = dist[them][pos.pawn(them)];
        const int winner = dMe <= dOpp ? us : them;
        return winner == 0 ? 1 : 0;
      }
      if (pos.wallsLeft(us) && rng_.below(100) < 20) {
        // A wall across the opponent's next step along its shortest path.
        const Mobility m(pos);
        const int from = pos.pawn(them), W = b.stride;
        const u128 open[4] = {m.north, m.south, m.east, m.west};
        const int delta[4] = {W, -W, 1, -1};
        int dir = -1;
        for (int d = 0; d < 4 && dir < 0; ++d)
          if (((open[d] >> from) & 1) && dist[them][from + delta[d]] < dist[them][from]) dir = d;
        if (dir >= 0) {
          const int o = dir < 2 ? 0 : 1;
          const int edgeSq = dir == 0 ? from : dir == 1 ? from - W : dir == 2 ? from : from - 1;
          const int shift = rng_.below(b.rules->wallLength) * (o == 0 ? 1 : W);
          const int s = edgeSq - shift;
          if (s >= 0 && ((pos.freeSlots(o) >> s) & 1) && wallKeepsPaths(pos, o, s)) {
            pos.make(Action(o == 0 ? ActionKind::WallH : ActionKind::WallV, s), u);
            fresh = false;
            continue;
          }
        }
      }
      const Mobility m(pos);
      u128 t = pawnTargetsFrom(b, m, pos.pawn(us), pos.pawn(them));
      if (!t) {
        pos.make(Action::pass(), u);
        continue;
      }
      int to = -1;
      if (rng_.below(100) < 85) {
        int bd = 1 << 20;
        for (u128 r = t; r; r = clearLowest(r))
          if (dist[us][lowest(r)] < bd) bd = dist[us][lowest(r)], to = lowest(r);
      } else {
        int k = rng_.below(popcount(t));
        for (u128 r = t; r; r = clearLowest(r))
          if (k-- == 0) to = lowest(r);
      }
      pos.make(Action(ActionKind::Step, to), u);
    }
    return 0.5;
  }

  Position root_;
  Rng rng_;
  std::vector<Node> nodes_;
};

}  // namespace

Action mctsMove(const Position& pos, int playouts, u64 seed) {
  MoveList list;
  generateLegal(pos, list);
  if (list.size <= 1) return list.size ? list.moves[0] : Action::pass();
  Mcts m(pos, seed);
  return m.run(std::max(1, playouts));
}

}  // namespace wallrace
