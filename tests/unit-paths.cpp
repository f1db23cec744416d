// Shortest paths (pawns ignored) and the path growth of a wall.
#include "helpers.h"

using namespace wallrace;
using namespace wallrace::test;

TEST_CASE("path lengths at the start") {
  CHECK(pathLength(Position(rules("walls")), 0) == 8);
  CHECK(pathLength(Position(rules("walls")), 1) == 8);
  CHECK(pathLength(Position(rules("detour")), 0) == 3);
}

TEST_CASE("paths ignore the pawns") {
  const Position p = setUp("walls", "e8", "e9");
  CHECK(pathLength(p, 0) == 1);
  CHECK(pathLength(p, 1) == 8);
}

TEST_CASE("a shortest path runs from the pawn to the goal rank along open edges") {
  const Position p = setUp("walls", "e1", "e9", {"d1h", "e2v"});
  const auto path = shortestPath(p, 0);
  CHECK(int(path.size()) == pathLength(p, 0) + 1);
  CHECK(path.front() == p.pawn(0));
  CHECK(p.board().rank(path.back()) == 8);
}

TEST_CASE("the detour worked example path: a1-b1-b2-b3-b4") {
  const Position p = setUp("detour", "a1", "d4", {"a1h"});
  std::vector<std::string> path;
  for (int s : shortestPath(p, 0)) path.push_back(squareName(p.board(), s));
  CHECK(path == std::vector<std::string>{"a1", "b1", "b2", "b3", "b4"});
}

TEST_CASE("path growth: the opponent's path after the wall minus before") {
  Position p(rules("dolambac"));
  CHECK(pathGrowth(p, act(p, "e8h")) == 1);   // e9 must walk around
  CHECK(pathGrowth(p, act(p, "a3h")) == 0);   // far away
  CHECK(pathGrowth(p, act(p, "e2")) == 0);    // not a wall
  const Position q = setUp("dolambac", "e1", "e5", {"d4h", "f4h"}, 0);  // wide fence below e5: d4..g4
  CHECK(pathLength(q, 1) == 6);       // around by c5
  CHECK(pathGrowth(q, act(q, "b4h")) == 1);   // now around by h5: 7
}

TEST_CASE("distance maps agree with path lengths") {
  const Position p = setUp("walls", "c3", "g7", {"c3h", "e5v", "f2h"});
  std::uint8_t d[128];
  for (int player = 0; player < 2; ++player) {
    distanceMap(p, player, d);
    CHECK(d[p.pawn(player)] == pathLength(p, player));
  }
}

TEST_CASE("a path's length with one more wall, searched on from the squares the wall cannot change, is the full search's") {
  // Random playouts on every rule set; at each position every free wall slot, legal or not (a wall that cuts a pawn
  // off answers -1 both ways), for both players.
  std::mt19937_64 rng(7);
  u128 within[256];
  int compared = 0, changed = 0;
  for (const char* name : {"walls", "dolambac", "detour"}) {
    for (int game = 0; game < 12; ++game) {
      Position p(rules(name));
      for (int ply = 0; ply < 60 && !p.isOver(); ++ply) {
        for (int player = 0; player < 2; ++player) {
          const PathInfo info = analysePaths(p, player, within);
          REQUIRE(info.length == pathLength(p, player));
          // Every square's distance to the goal, where the path map knows it.
          std::uint8_t dist[128];
          distanceMap(p, player, dist);
          for (int sq = 0; sq < 128; ++sq) {
            const int g = goalDistance(info, sq);
            if (g >= 0) CHECK(g == dist[sq]);
            else CHECK((!((p.board().squares >> sq) & 1) || dist[sq] > info.length));
          }
          for (int o = 0; o < 2; ++o)
            for (u128 c = p.freeSlots(o); c; c = clearLowest(c)) {
              const Mobility m(p, o, lowest(c));
              const int full = pathLength(m, p.pawn(player), p.board().goal[player]);
              const int fast = pathLengthWithWall(p, player, info, m, o, lowest(c));
              CHECK(fast == full);
              ++compared;
              changed += full != info.length;
            }
        }
        MoveList list;
        generateLegal(p, list);
        Undo u;
        p.make(playoutMove(p, list, rng), u);
      }
    }
  }
  CHECK(compared > 50000);
  CHECK(changed > 1000);  // walls that lengthen a path (or cut it off) were among them
}

TEST_CASE("after a step, a map built on the last map of the same walls is the map built afresh") {
  // analysePaths(..., sameWalls) takes the distances to the goal from the earlier map as far as it reaches (a step
  // back from the goal needs one ring more than it holds); the rest must be exactly what a fresh search finds.
  std::mt19937_64 rng(11);
  u128 before[2][256], reused[256], fresh[256];
  int compared = 0, longer = 0;
  for (const char* name : {"walls", "dolambac", "detour"}) {
    for (int game = 0; game < 12; ++game) {
      Position p(rules(name));
      for (int ply = 0; ply < 60 && !p.isOver(); ++ply) {
        PathInfo last[2];
        for (int player = 0; player < 2; ++player) last[player] = analysePaths(p, player, before[player]);
        MoveList list;
        generateLegal(p, list);
        Undo u;
        const Action mv = playoutMove(p, list, rng);
        const int mover = p.toMove();
        p.make(mv, u);
        if (mv.kind() != ActionKind::Step) continue;
        const PathInfo a = analysePaths(p, mover, reused, &last[mover]), b = analysePaths(p, mover, fresh);
        REQUIRE(a.length == b.length);
        CHECK(a.dag[0] == b.dag[0]);
        CHECK(a.dag[1] == b.dag[1]);
        for (int k = 0; k <= a.length; ++k) {
          CHECK(a.within[k] == b.within[k]);
          CHECK(a.fromGoal[k] == b.fromGoal[k]);
        }
        ++compared;
        longer += a.length > last[mover].length;
      }
    }
  }
  CHECK(compared > 500);
  CHECK(longer > 10);  // steps away from the goal, where the earlier map falls one ring short, were among them
}

TEST_CASE("the edges of the walks one step longer than the shortest are those a distance count finds") {
  // An open edge u-v lies on such a walk when the pawn's distance to u, one step and v's distance to the goal come to
  // the shortest length + 1 or fewer (either way across it).
  std::mt19937_64 rng(13);
  u128 within[256];
  int compared = 0, wider = 0;
  for (const char* name : {"walls", "dolambac", "detour"}) {
    for (int game = 0; game < 8; ++game) {
      Position p(rules(name));
      for (int ply = 0; ply < 50 && !p.isOver(); ++ply) {
        const Board& b = p.board();
        const Mobility m(p);
        for (int player = 0; player < 2; ++player) {
          const PathInfo info = analysePaths(p, player, within);
          u128 near[2];
          nearPathEdges(p, info, near);
          std::uint8_t toGoal[128], fromPawn[128];
          distanceMap(p, player, toGoal);
          for (int i = 0; i < 128; ++i) fromPawn[i] = 255;
          u128 rings[128];
          const int n = distanceRings(m, bit(p.pawn(player)), b.squares, rings);
          for (int k = 0; k < n; ++k)
            for (u128 r = rings[k]; r; r = clearLowest(r)) fromPawn[lowest(r)] = std::uint8_t(k);
          auto onWalk = [&](int u, int v) { return fromPawn[u] + 1 + toGoal[v] <= info.length + 1; };
          u128 expect[2] = {0, 0};
          for (int s = 0; s < 128; ++s) {
            if (!((b.squares >> s) & 1)) continue;
            const int up = s + b.stride, right = s + 1;
            if ((m.north >> s) & 1 && (onWalk(s, up) || onWalk(up, s))) expect[0] |= bit(s);
            if ((m.east >> s) & 1 && (onWalk(s, right) || onWalk(right, s))) expect[1] |= bit(s);
          }
          CHECK(near[0] == expect[0]);
          CHECK(near[1] == expect[1]);
          CHECK((info.dag[0] & ~near[0]) == 0);  // the shortest paths' edges among them
          CHECK((info.dag[1] & ~near[1]) == 0);
          ++compared;
          wider += near[0] != info.dag[0] || near[1] != info.dag[1];
        }
        MoveList list;
        generateLegal(p, list);
        Undo u;
        p.make(playoutMove(p, list, rng), u);
      }
    }
  }
  CHECK(compared > 500);
  CHECK(wider > 100);
}
