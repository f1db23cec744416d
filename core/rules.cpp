#include "rules.h"

#include <cctype>
#include <map>
#include <memory>
#include <mutex>

namespace wallrace {

const std::vector<RuleSet>& ruleSets() {
  static const std::vector<RuleSet> sets = {
      {"walls", 9, 2, 10, true, false, 0, 0, false, false, {"Player 1", "Player 2"}, {4, 4}, "", "Walls", 1},
      {"dolambac", 9, 2, 10, true, false, 3, 200, true, true, {"Player 1", "Player 2"}, {4, 4}, "ply 200", "Dolambaç", 2},
      {"detour", 4, 1, 4, false, true, 0, 80, false, false, {"White", "Black"}, {0, 3}, "forty turns each",
       "Wall-detour race", 2, "detour.table", true},
#ifdef WALLRACE_TEST_RULES
      {"test5", 5, 3, 2, true, false, 0, 0, false, false, {"A", "B"}, {2, 2}, "", "Test 5×5", 2},
#endif
  };
  return sets;
}

static bool sameName(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != b[i]) return false;
  return true;
}

const RuleSet* findRuleSet(std::string_view name) {
  for (const auto& r : ruleSets())
    if (sameName(name, r.name)) return &r;
  return nullptr;
}

std::string ruleSetNames() {
  std::string s;
  for (const auto& r : ruleSets()) s += (s.empty() ? "" : ", ") + std::string(r.name);
  return s;
}

// Lattice point k steps along a wall from its first point.
static int wallPoint(int orient, int slot, int k, int stride) {
  return orient == 0 ? slot + stride + k : slot + 1 + k * stride;
}

static Board makeBoard(const RuleSet& r) {
  Board b;
  b.rules = &r;
  b.n = r.size;
  b.stride = r.size + 1;
  const int n = b.n, L = r.wallLength;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const int s = b.sq(x, y);
      b.squares |= bit(s);
      if (y == n - 1) b.goal[0] |= bit(s);
      if (y == 0) b.goal[1] |= bit(s);
      if (y < n - 1) b.notTop |= bit(s);
      if (x < n - 1) b.notRight |= bit(s);
      // Horizontal slot: north edges of x..x+L-1 on rank y. Vertical: east edges of x on ranks y..y+L-1.
      if (y < n - 1 && x + L <= n) {
        b.slotMask[0] |= bit(s);
        for (int k = 0; k < L; ++k) b.wallEdges[0][s] |= bit(s + k);
      }
      if (x < n - 1 && y + L <= n) {
        b.slotMask[1] |= bit(s);
        for (int k = 0; k < L; ++k) b.wallEdges[1][s] |= bit(s + k * b.stride);
      }
    }
  for (int j = 0; j <= n; ++j)
    for (int i = 0; i <= n; ++i)
      if (i == 0 || j == 0 || i == n || j == n) b.latticeBorder |= bit(j * b.stride + i);
  // Conflicts: same orientation sharing an edge, or perpendicular walls sharing an interior point.
  for (int o = 0; o < 2; ++o)
    for (int s = 0; s < 128; ++s) {
      if (!((b.slotMask[o] >> s) & 1)) continue;
      for (int o2 = 0; o2 < 2; ++o2)
        for (int t = 0; t < 128; ++t) {
          if (!((b.slotMask[o2] >> t) & 1)) continue;
          bool clash = false;
          if (o == o2) {
            clash = (b.wallEdges[o][s] & b.wallEdges[o2][t]) != 0;
          } else {
            for (int k = 1; k < L && !clash; ++k)
              for (int k2 = 1; k2 < L; ++k2)
                if (wallPoint(o, s, k, b.stride) == wallPoint(o2, t, k2, b.stride)) clash = true;
          }
          if (clash) b.conflict[o][s][o2] |= bit(t);
        }
    }
  for (int o = 0; o < 2; ++o)
    for (u128 t = b.slotMask[o]; t; t = clearLowest(t)) {
      const int s = lowest(t);
      int onEdge = 0;
      for (int k = 0; k <= L; ++k) onEdge += int((b.latticeBorder >> wallPoint(o, s, k, b.stride)) & 1);
      if (onEdge >= 2) b.borderClosing[o] |= bit(s);
    }
  b.startSquare[0] = b.sq(r.startFile[0], 0);
  b.startSquare[1] = b.sq(r.startFile[1], n - 1);
  return b;
}

const Board& boardFor(const RuleSet& rules) {
  thread_local const RuleSet* lastRules = nullptr;
  thread_local const Board* lastBoard = nullptr;
  if (lastRules == &rules) return *lastBoard;
  static std::mutex m;
  static std::map<const RuleSet*, std::unique_ptr<Board>> boards;
  std::lock_guard<std::mutex> lock(m);
  auto& p = boards[&rules];
  if (!p) p = std::make_unique<Board>(makeBoard(rules));
  lastRules = &rules;
  lastBoard = p.get();
  return *p;
}

}  // namespace wallrace
