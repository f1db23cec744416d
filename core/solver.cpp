// The detour solver (see solver.h for the method).
//
// Own geometry, independent of the engine's bitboards (which the tests check
// it against): squares 0..15 = rank * 4 + file; wall slots 0..11 are the
// horizontal ones (slot = square whose north edge it blocks), 12..23 the
// vertical ones (12 + rank * 3 + file, blocking the east edge of that square).
//
// A table holds 512 bytes per configuration, index side * 256 + p1 * 16 + p2,
// each a value from the side to move: 255 - d = win in d plies (d >= 1),
// 128 = draw (endless play), d = loss in d plies (d <= 127). Larger is better
// for the side to move.
#include "solver.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <unordered_map>

namespace wallrace {

namespace {

constexpr std::uint16_t kTop = 0xF000, kBottom = 0x000F;
constexpr int kSlots = 24;
constexpr std::uint8_t kDraw = 128, kNone = 255;
constexpr int kMaxDepth = 126;

inline int ctz(std::uint32_t v) { return __builtin_ctz(v); }
inline int pop(std::uint32_t v) {  // no popcnt instruction is assumed (portable builds, wasm)
  v = v - ((v >> 1) & 0x55555555u);
  v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
  return int((((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

struct Geo {
  std::uint16_t openN, openE;
};

Geo geo(std::uint32_t W) {
  Geo g{std::uint16_t(0x0FFF & ~(W & 0xFFF)), 0x7777};
  for (std::uint32_t v = W >> 12; v; v &= v - 1) {
    const int j = ctz(v);
    g.openE &= std::uint16_t(~(1u << ((j / 3) * 4 + j % 3)));
  }
  return g;
}

inline std::uint16_t expand(std::uint16_t r, Geo g) {
  return std::uint16_t(r | ((r & g.openN) << 4) | ((r >> 4) & g.openN) | ((r & g.openE) << 1) | ((r >> 1) & g.openE));
}

std::uint16_t reach(Geo g, std::uint16_t goal) {
  std::uint16_t r = goal;
  for (;;) {
    const std::uint16_t n = expand(r, g);
    if (n == r) return r;
    r = n;
  }
}

void distances(Geo g, std::uint16_t goal, std::uint8_t d[16]) {
  std::memset(d, 255, 16);
  std::uint16_t seen = goal, ring = goal;
  for (int k = 0; ring; ++k) {
    for (std::uint16_t v = ring; v; v &= v - 1) d[ctz(v)] = std::uint8_t(k);
    const std::uint16_t n = expand(seen, g);
    ring = n & ~seen;
    seen = n;
  }
}

inline std::uint8_t winIn(int d) { return std::uint8_t(255 - d); }
inline std::uint8_t lossIn(int d) { return std::uint8_t(d); }

// Both sides without walls: a race. The mover wins iff its path is not
// longer. raceValue[a][b]: mover a steps from its goal, the other b (16: cut off).
struct RaceValues {
  std::uint8_t v[17][17];
  RaceValues() {
    for (int a = 0; a <= 16; ++a)
      for (int b = 0; b <= 16; ++b) {
        std::uint8_t x;
        if (b == 0) x = lossIn(0);
        else if (a == 0) x = winIn(1);  // cannot occur in play
        else if (a != 16 && a <= b) x = winIn(2 * a - 1);
        else if (b != 16) x = lossIn(2 * b);
        else x = kDraw;
        v[a][b] = x;
      }
  }
};
const RaceValues kRace;

// The half of a race table with side t to move (256 entries, index p1 * 16 + p2).
void raceHalf(std::uint32_t W, int t, std::uint8_t* out) {
  const Geo g = geo(W);
  std::uint8_t d[2][16];
  distances(g, kTop, d[0]);
  distances(g, kBottom, d[1]);
  for (int q = 0; q < 16; ++q) {
    d[0][q] = std::min<std::uint8_t>(d[0][q], 16);
    d[1][q] = std::min<std::uint8_t>(d[1][q], 16);
  }
  for (int p0 = 0; p0 < 16; ++p0)
    for (int p1 = 0; p1 < 16; ++p1)
      out[p0 * 16 + p1] = t == 0 ? kRace.v[d[0][p0]][d[1][p1]] : kRace.v[d[1][p1]][d[0][p0]];
}

void raceTable(std::uint32_t W, std::uint8_t* out) {
  raceHalf(W, 0, out);
  raceHalf(W, 1, out + 256);
}

// Our value of a move into a child worth `v` to the child's side to move.
inline std::uint8_t flip(std::uint8_t v) {
  if (v == kNone) return kNone;
  if (v > kDraw) return std::uint8_t(256 - v);  // child wins in d -> we lose in d + 1
  if (v == kDraw) return kDraw;
  return std::uint8_t(254 - v);                  // child loses in d -> we win in d + 1
}

// Solves one configuration given the tables of its wall children:
// childBy[s][e] is the table after side s places wall e (null: not available).
// With `hint`, also records per position the first wall (slot, in canonical
// order) whose move keeps the value without the cap, or 255.
void solveConfig(std::uint32_t W, const std::uint8_t* const childBy[2][kSlots], std::uint8_t* out,
                 std::uint8_t* hint = nullptr) {
  const Geo g = geo(W);
  std::uint16_t nb[16];
  for (int q = 0; q < 16; ++q) nb[q] = std::uint16_t(expand(std::uint16_t(1u << q), g) & ~(1u << q));

  // Best wall move of each position, as the child's value (min is best for us).
  std::uint8_t exitMin[512];
  std::memset(exitMin, kNone, sizeof exitMin);
  for (int e = 0; e < kSlots; ++e) {
    if (((W >> e) & 1) || (!childBy[0][e] && !childBy[1][e])) continue;
    const Geo g2 = geo(W | (1u << e));
    const std::uint16_t r0 = reach(g2, kTop), r1 = reach(g2, kBottom);
    std::uint8_t off[16];  // 255 where Player 2's pawn would be cut off: the wall is illegal there
    for (int j = 0; j < 16; ++j) off[j] = ((r1 >> j) & 1) ? 0 : 255;
    for (int s = 0; s < 2; ++s) {
      const std::uint8_t* c = childBy[s][e];
      if (!c) continue;
      c += (1 - s) * 256;
      std::uint8_t* m = exitMin + s * 256;
      for (std::uint16_t a = r0; a; a &= a - 1) {
        const int base = ctz(a) * 16;
        for (int j = 0; j < 16; ++j) m[base + j] = std::min(m[base + j], std::uint8_t(c[base + j] | off[j]));
      }
    }
  }

  // Retrograde analysis over pawn steps, by increasing distance.
  std::uint8_t exitG[512], cnt[512], tentWin[512], lossDepth[512], fin[512];
  static thread_local std::vector<std::uint16_t> bucket[kMaxDepth + 2];
  for (auto& b : bucket) b.clear();
  for (int x = 0; x < 512; ++x) {
    const int s = x >> 8, p0 = (x >> 4) & 15, p1 = x & 15;
    exitG[x] = flip(exitMin[x]);
    tentWin[x] = kNone;
    lossDepth[x] = kNone;
    fin[x] = 0;
    const bool terminal = s == 0 ? ((kBottom >> p1) & 1) : ((kTop >> p0) & 1);
    if (terminal) {
      lossDepth[x] = 0;
      bucket[0].push_back(std::uint16_t(x));
      cnt[x] = 0;
      continue;
    }
    cnt[x] = std::uint8_t(pop(nb[s ? p1 : p0]));
    const std::uint8_t e = exitG[x];
    if (e != kNone && e > kDraw) {
      tentWin[x] = std::uint8_t(255 - e);
      bucket[255 - e].push_back(std::uint16_t(x));
    } else if (cnt[x] == 0 && e != kNone && e < kDraw) {
      lossDepth[x] = e;
      bucket[e].push_back(std::uint16_t(x));
    }
  }
  for (int d = 0; d <= kMaxDepth; ++d) {
    auto& bk = bucket[d];
    for (size_t i = 0; i < bk.size(); ++i) {
      const int x = bk[i];
      if (fin[x]) continue;
      bool win;
      if (tentWin[x] == d) win = true;
      else if (lossDepth[x] == d) win = false;
      else continue;
      fin[x] = 1;
      out[x] = win ? winIn(d) : lossIn(d);
      if (d + 1 > kMaxDepth) continue;  // nothing deeper is counted
      const int s = x >> 8, t = 1 - s, p0 = (x >> 4) & 15, p1 = x & 15;
      for (std::uint16_t q = nb[t ? p1 : p0]; q; q &= q - 1) {
        const int y = t * 256 + (t ? p0 * 16 + ctz(q) : ctz(q) * 16 + p1);
        if (fin[y]) continue;
        if (!win) {
          if (tentWin[y] > d + 1) {
            tentWin[y] = std::uint8_t(d + 1);
            bucket[d + 1].push_back(std::uint16_t(y));
          }
        } else if (--cnt[y] == 0 && tentWin[y] == kNone) {
          const std::uint8_t e = exitG[y];
          if (e == kDraw) continue;  // a wall holds the draw
          const int L = std::max(d + 1, e == kNone ? 0 : int(e));
          lossDepth[y] = std::uint8_t(L);
          bucket[L].push_back(std::uint16_t(y));
        }
      }
    }
  }
  for (int x = 0; x < 512; ++x)
    if (!fin[x]) out[x] = kDraw;
  if (!hint) return;
  std::memset(hint, 255, 512);
  for (int e = 0; e < kSlots; ++e) {
    if (((W >> e) & 1) || (!childBy[0][e] && !childBy[1][e])) continue;
    const Geo g2 = geo(W | (1u << e));
    const std::uint16_t r0 = reach(g2, kTop), r1 = reach(g2, kBottom);
    for (int x = 0; x < 512; ++x) {
      const int s = x >> 8, p0 = (x >> 4) & 15, p1 = x & 15;
      if (hint[x] != 255 || !childBy[s][e] || !((r0 >> p0) & 1) || !((r1 >> p1) & 1)) continue;
      const bool terminal = s == 0 ? ((kBottom >> p1) & 1) : ((kTop >> p0) & 1);
      if (!terminal && flip(childBy[s][e][(x ^ 256)]) == out[x]) hint[x] = std::uint8_t(e);
    }
  }
}

// ---- configurations, layers and ranks ----

struct Binom {
  std::uint32_t c[25][10] = {};
  Binom() {
    for (int n = 0; n <= 24; ++n) {
      c[n][0] = 1;
      for (int k = 1; k < 10; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
    }
  }
};
const Binom& binom() {
  static const Binom b;
  return b;
}

// Rank of a wall set among the sets of its size, in increasing numeric order.
std::uint32_t rankOf(std::uint32_t W) {
  std::uint32_t r = 0;
  int j = 1;
  for (; W; W &= W - 1, ++j) r += binom().c[ctz(W)][j];
  return r;
}

// Splits of k placed walls: Player 1 placed a in [aMin(k), aMax(k)].
inline int aMin(int k) { return std::max(0, k - 4); }
inline int nSplits(int k) { return std::min(4, k) - aMin(k) + 1; }
inline std::size_t layerConfigs(int k) { return std::size_t(binom().c[24][k]) * nSplits(k); }

inline std::uint32_t key(std::uint32_t W, int w0, int w1) { return W | std::uint32_t(w0) << 24 | std::uint32_t(w1) << 28; }

// ---- the loaded table and the on-demand cache ----

// The file: "WRDT", format version, top layer, two zero bytes, the checksum
// (8 bytes, little-endian), then the layers' tables and the top layer's hints.
constexpr char kMagic[4] = {'W', 'R', 'D', 'T'};
constexpr int kVersion = 3;
constexpr std::size_t kHeader = 16;

struct State {
  std::vector<std::uint8_t> table;  // loaded data (header stripped)
  int layers = -1;
  std::size_t layerOffset[10] = {};
  std::size_t hintOffset = 0;  // hints for the top layer follow the tables
  std::unordered_map<std::uint32_t, std::unique_ptr<std::uint8_t[]>> cache;
  std::size_t cacheBytes = 0;
};
State& state() {
  static State s;
  return s;
}

constexpr std::size_t kCacheBudget = std::size_t(96) << 20;

const std::uint8_t* fromLoaded(std::uint32_t W, int w0, int w1) {
  const State& st = state();
  const int k = pop(W);
  if (k > st.layers || w0 + w1 + k != 8 || w0 > 4 || w1 > 4) return nullptr;
  const std::size_t i = std::size_t(rankOf(W)) * nSplits(k) + (4 - w0 - aMin(k));
  return st.table.data() + st.layerOffset[k] + i * 512;
}

// One optimal wall per position of a top-layer configuration (255: none), or null.
const std::uint8_t* hintsFromLoaded(std::uint32_t W, int w0, int w1) {
  const State& st = state();
  const int k = pop(W);
  if (k != st.layers || w0 + w1 + k != 8 || w0 > 4 || w1 > 4) return nullptr;
  const std::size_t i = std::size_t(rankOf(W)) * nSplits(k) + (4 - w0 - aMin(k));
  return st.table.data() + st.hintOffset + i * 512;
}

// The table of a configuration that is not a pure race, solving on demand.
const std::uint8_t* configTable(std::uint32_t W, int w0, int w1) {
  if (const std::uint8_t* t = fromLoaded(W, w0, w1)) return t;
  State& st = state();
  const std::uint32_t k = key(W, w0, w1);
  if (auto it = st.cache.find(k); it != st.cache.end()) return it->second.get();
  const std::uint8_t* child[2][kSlots] = {};
  std::unique_ptr<std::uint8_t[]> race;
  int nRace = 0;
  const int left[2] = {w0, w1};
  for (int e = 0; e < kSlots; ++e) {
    if ((W >> e) & 1) continue;
    const std::uint32_t W2 = W | (1u << e);
    const Geo g2 = geo(W2);
    if (!reach(g2, kTop) || !reach(g2, kBottom)) continue;  // illegal for every pawn pair
    for (int s = 0; s < 2; ++s) {
      if (!left[s]) continue;
      const int a = w0 - (s == 0), b = w1 - (s == 1);
      if (a == 0 && b == 0) {
        if (!race) race.reset(new std::uint8_t[kSlots * 512]);
        std::uint8_t* buf = race.get() + nRace++ * 512;
        raceHalf(W2, 1 - s, buf + (1 - s) * 256);  // only the half the exit reads
        child[s][e] = buf;
      } else {
        child[s][e] = configTable(W2, a, b);
      }
    }
  }
  std::unique_ptr<std::uint8_t[]> t(new std::uint8_t[512]);
  solveConfig(W, child, t.get());
  const std::uint8_t* p = t.get();
  st.cache.emplace(k, std::move(t));
  st.cacheBytes += 512 + 64;
  return p;
}

// Position -> configuration and index.
struct Coords {
  std::uint32_t W = 0;
  int w0 = 0, w1 = 0, idx = 0;
};
Coords coords(const Position& pos) {
  const Board& b = pos.board();
  Coords c;
  for (u128 v = pos.walls(0); v; v = clearLowest(v)) {
    const int s = lowest(v);
    c.W |= 1u << (b.rank(s) * 4 + b.file(s));
  }
  for (u128 v = pos.walls(1); v; v = clearLowest(v)) {
    const int s = lowest(v);
    c.W |= 1u << (12 + b.rank(s) * 3 + b.file(s));
  }
  c.w0 = pos.wallsLeft(0);
  c.w1 = pos.wallsLeft(1);
  auto sq = [&](int s) { return b.rank(s) * 4 + b.file(s); };
  c.idx = pos.toMove() * 256 + sq(pos.pawn(0)) * 16 + sq(pos.pawn(1));
  return c;
}

// The table of any configuration; `buf` holds it when it is a race.
const std::uint8_t* anyTable(std::uint32_t W, int w0, int w1, std::uint8_t* buf) {
  if (w0 == 0 && w1 == 0) {
    raceTable(W, buf);
    return buf;
  }
  return configTable(W, w0, w1);
}

bool isDetour(const Position& pos) { return pos.rules().hasSolver(); }

std::size_t gLimit = 0;  // 0: no limit

// An upper estimate of the configurations solved on demand below (W, w0, w1).
std::size_t onDemandEstimate(std::uint32_t W, int w0, int w1, bool useTable = true) {
  if (useTable && fromLoaded(W, w0, w1)) return 0;
  const int free = kSlots - pop(W), left = w0 + w1;
  std::size_t n = 0;
  for (int j = 0; j < left && j <= free && j < 10; ++j) n += std::size_t(binom().c[free][j]) * std::size_t(j + 1);
  return n;
}

template <class T>
Expected<T> tooBig(std::size_t n) {
  return Expected<T>::fail("this position needs about " + std::to_string(n) +
                           " wall configurations solved on demand, over the limit of " + std::to_string(gLimit) +
                           " (load the detour table first)");
}

// Capped value (R plies left) as a score from the side to move: higher is better.
int cappedScore(std::uint8_t v, int R) {
  if (v > kDraw) {
    const int d = 255 - v;
    return d <= R ? 1000 - d : 0;
  }
  if (v == kDraw) return 0;
  return v <= R ? -1000 + v : 0;
}

}  // namespace

Expected<DetourValue> detourUncapped(const Position& pos) {
  if (!isDetour(pos)) return Expected<DetourValue>::fail("the solver plays detour only, not " + std::string(pos.rules().name));
  if (state().cacheBytes > kCacheBudget) clearDetourCache();
  const Coords c = coords(pos);
  if (const std::size_t n = onDemandEstimate(c.W, c.w0, c.w1); gLimit && n > gLimit) return tooBig<DetourValue>(n);
  std::uint8_t buf[512];
  const std::uint8_t v = anyTable(c.W, c.w0, c.w1, buf)[c.idx];
  if (v > kDraw) return DetourValue{1, 255 - v};
  if (v == kDraw) return DetourValue{0, 0};
  return DetourValue{-1, v};
}

Expected<Verdict> solveDetour(const Position& pos, bool allBest) {
  if (!isDetour(pos)) return Expected<Verdict>::fail("the solver plays detour only, not " + std::string(pos.rules().name));
  Verdict out;
  const Outcome o = positionOutcome(pos);
  if (o.result != Result::Ongoing) {
    out.result = o.result;
    out.reason = o.reason;
    return out;
  }
  if (state().cacheBytes > kCacheBudget) clearDetourCache();
  const Coords c = coords(pos);
  if (gLimit) {
    // The value needs this configuration; the moves need the successors too,
    // unless the table's hints give one.
    std::size_t n = onDemandEstimate(c.W, c.w0, c.w1);
    const int me = pos.toMove();
    if ((allBest || !hintsFromLoaded(c.W, c.w0, c.w1)) && (me == 0 ? c.w0 : c.w1) > 0 && pop(c.W) < kSlots) {
      const int e = ctz(~c.W);  // the successors are all loaded or all not
      if (!fromLoaded(c.W | (1u << e), c.w0 - (me == 0), c.w1 - (me == 1)))
        n = std::max(n, onDemandEstimate(c.W, c.w0, c.w1, false));  // their union: this subtree
    }
    if (n > gLimit) return tooBig<Verdict>(n);
  }
  const int me = pos.toMove();
  const int R = pos.rules().plyLimit ? pos.rules().plyLimit - pos.ply() : 1 << 20;
  std::uint8_t buf[512], buf2[512];
  const std::uint8_t* T = anyTable(c.W, c.w0, c.w1, buf);
  const int score = cappedScore(T[c.idx], R);
  if (score > 0) {
    out.result = me == 0 ? Result::Player1 : Result::Player2;
    out.plies = 1000 - score;
  } else if (score < 0) {
    out.result = me == 0 ? Result::Player2 : Result::Player1;
    out.plies = 1000 + score;
  } else {
    out.result = Result::Draw;
  }
  // A capped draw is the ply limit reached; without a limit no draw is capped (endless play).
  out.reason = out.result != Result::Draw ? std::string("arrival") : std::string(pos.rules().plyLimitReason);
  MoveList list;
  generateLegal(pos, list);
  const int childIdx = (c.idx ^ 256);
  // One move only: steps come first in canonical order; then a move without
  // the cap's help keeps the capped value too, so a table's hint will do.
  const std::uint8_t* hints = allBest ? nullptr : hintsFromLoaded(c.W, c.w0, c.w1);
  bool stepsDone = false;
  for (Action a : list) {
    if (!allBest && !out.best.empty()) break;
    if (hints && !stepsDone && a.kind() != ActionKind::Step) {
      stepsDone = true;
      if (const int e = hints[c.idx]; e != 255) {
        const Board& b = pos.board();
        out.best.push_back(e < 12 ? Action(ActionKind::WallH, b.sq(e % 4, e / 4))
                                  : Action(ActionKind::WallV, b.sq((e - 12) % 3, (e - 12) / 3)));
        break;
      }
    }
    std::uint8_t v;
    if (a.kind() == ActionKind::Step) {
      const Board& b = pos.board();
      const int q = b.rank(a.square()) * 4 + b.file(a.square());
      const int i = me == 0 ? (childIdx & 0x10F) | q << 4 : (childIdx & 0x1F0) | q;
      v = T[i];
    } else if (a.isWall()) {
      const Board& b = pos.board();
      const int s = a.square();
      const int e = a.kind() == ActionKind::WallH ? b.rank(s) * 4 + b.file(s) : 12 + b.rank(s) * 3 + b.file(s);
      v = anyTable(c.W | (1u << e), c.w0 - (me == 0), c.w1 - (me == 1), buf2)[childIdx];
    } else {
      v = T[childIdx];  // pass: cannot occur in detour
    }
    const int cs = cappedScore(v, R - 1);  // the child's, from its side to move
    if ((cs > 0 ? 1 - cs : cs < 0 ? -1 - cs : 0) == score) out.best.push_back(a);
  }
  return out;
}

std::vector<std::uint8_t> buildDetourTable(int layers, DetourBuildStats* stats,
                                           const std::function<void(int, std::size_t, double)>& progress) {
  layers = std::clamp(layers, 0, 7);
  const auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  std::vector<std::uint8_t> tab[9];
  std::size_t done = 0, held = 0, peak = 0;
  std::vector<std::uint8_t> race(2 * kSlots * 512), hints;
  for (int k = 7; k >= 0; --k) {
    tab[k].assign(layerConfigs(k) * 512, 0);
    if (k == layers) hints.assign(layerConfigs(k) * 512, 255);
    held += tab[k].size();
    peak = std::max(peak, held);
    const int ns = nSplits(k), ns1 = k < 8 ? nSplits(k + 1) : 0;
    // Wall sets of size k in increasing numeric order: their ranks 0, 1, 2, ...
    std::uint32_t W = (1u << k) - 1, r = 0;
    const std::uint32_t end = 1u << kSlots;
    for (; W < end; ++r) {
      for (int si = 0; si < ns; ++si) {
        const int a = aMin(k) + si, w0 = 4 - a, w1 = 4 - (k - a);
        const std::uint8_t* child[2][kSlots] = {};
        int nRace = 0;
        for (int e = 0; e < kSlots; ++e) {
          if ((W >> e) & 1) continue;
          const std::uint32_t W2 = W | (1u << e);
          const Geo g2 = geo(W2);
          if (!reach(g2, kTop) || !reach(g2, kBottom)) continue;
          const std::size_t r2 = rankOf(W2);
          for (int s = 0; s < 2; ++s) {
            if (!(s == 0 ? w0 : w1)) continue;
            if (k + 1 == 8) {
              std::uint8_t* buf = race.data() + nRace++ * 512;
              raceHalf(W2, 1 - s, buf + (1 - s) * 256);  // only the half the exit reads
              child[s][e] = buf;
            } else {
              const int a2 = a + (s == 0);
              child[s][e] = tab[k + 1].data() + (r2 * ns1 + (a2 - aMin(k + 1))) * 512;
            }
          }
        }
        const std::size_t at = (std::size_t(r) * ns + si) * 512;
        solveConfig(W, child, tab[k].data() + at, k == layers ? hints.data() + at : nullptr);
        ++done;
      }
      if (k == 0) break;
      const std::uint32_t t = W | (W - 1);  // next set of the same size (Gosper)
      W = (t + 1) | (((~t & -~t) - 1) >> (ctz(W) + 1));
    }
    if (k + 2 <= 7 && k + 2 > layers) {
      held -= tab[k + 2].size();
      std::vector<std::uint8_t>().swap(tab[k + 2]);
    }
    if (progress) progress(k, done, seconds());
  }
  std::vector<std::uint8_t> out(kMagic, kMagic + 4);
  out.push_back(std::uint8_t(kVersion));
  out.push_back(std::uint8_t(layers));
  out.resize(kHeader, 0);
  for (int k = 0; k <= layers; ++k) out.insert(out.end(), tab[k].begin(), tab[k].end());
  out.insert(out.end(), hints.begin(), hints.end());
  const std::uint64_t sum = detourTableChecksum(out.data(), out.size());
  for (int i = 0; i < 8; ++i) out[8 + i] = std::uint8_t(sum >> (8 * i));
  if (stats) {
    stats->seconds = seconds();
    stats->configurations = done;
    stats->positions = done * 512;
    stats->peakBytes = peak;
    const std::uint8_t v = tab[0][0 * 256 + 0 * 16 + 15];
    stats->startSign = v > kDraw ? 1 : v == kDraw ? 0 : -1;
    stats->startPlies = v > kDraw ? 255 - v : v == kDraw ? 0 : v;
  }
  return out;
}

std::uint64_t detourTableChecksum(const std::uint8_t* data, std::size_t size) {
  // Word by word: each step is a bijection of the running value for a given
  // word and of the word for a given value, so any one changed word (byte)
  // always changes the result; about 1 ns a word.
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ size;
  auto mix = [&](std::uint64_t w) {
    h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
    h = (h << 31 | h >> 33) + 0x94D049BB133111EBull;
  };
  auto word = [&](std::size_t i, std::size_t n) {
    std::uint64_t w = 0;
    for (std::size_t k = 0; k < n; ++k) w |= std::uint64_t(data[i + k]) << (8 * k);
    return w;
  };
  if (size >= 8) mix(word(0, 8));
  std::size_t i = kHeader;
  for (; i + 8 <= size; i += 8) mix(word(i, 8));
  if (i < size) mix(word(i, size - i) ^ (std::uint64_t(size - i) << 56));
  return h ^ (h >> 29);
}

bool loadDetourTable(const std::uint8_t* data, std::size_t size, std::string* why) {
  auto refuse = [&](const std::string& reason) {
    if (why) *why = reason;
    return false;
  };
  if (!data || size < 6 || std::memcmp(data, kMagic, 4) != 0) return refuse("not a detour table (no WRDT header)");
  if (data[4] != kVersion)
    return refuse("from another version (format " + std::to_string(data[4]) + ", this engine reads format " +
                  std::to_string(kVersion) + ")");
  if (size < kHeader || data[5] > 7) return refuse("damaged (its header is cut or wrong)");
  const int layers = data[5];
  std::size_t need = 0, off[10] = {};
  for (int k = 0; k <= layers; ++k) {
    off[k] = need;
    need += layerConfigs(k) * 512;
  }
  const std::size_t hintOffset = need;
  need += layerConfigs(layers) * 512;
  if (size != kHeader + need)
    return refuse("damaged (" + std::to_string(size) + " bytes where layers 0.." + std::to_string(layers) + " take " +
                  std::to_string(kHeader + need) + ")");
  std::uint64_t stored = 0;
  for (int i = 0; i < 8; ++i) stored |= std::uint64_t(data[8 + i]) << (8 * i);
  if (stored != detourTableChecksum(data, size)) return refuse("damaged (its checksum does not match its content)");
  State& st = state();
  st.table.assign(data + kHeader, data + size);
  st.layers = layers;
  std::copy(off, off + 10, st.layerOffset);
  st.hintOffset = hintOffset;
  clearDetourCache();
  return true;
}

int detourTableLayers() { return state().layers; }

void unloadDetourTable() {
  State& st = state();
  std::vector<std::uint8_t>().swap(st.table);
  st.layers = -1;
  clearDetourCache();
}

void setDetourSolveLimit(std::size_t configurations) { gLimit = configurations; }

std::size_t detourCacheBytes() { return state().cacheBytes; }

void clearDetourCache() {
  state().cache.clear();
  state().cacheBytes = 0;
}

}  // namespace wallrace
