#include "search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>  // madvise: the table on large pages
#endif

#include "movegen.h"
#include "race.h"

namespace wallrace {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxSearchPly = 128;  // the deepest line a search follows (not the game's kMaxGamePly)
constexpr int kInf = 32000;

// Moves a learnt value (history, correction history) toward `bonus`'s sign with "gravity", as Stockfish's: the nearer
// |v| is to `limit`, the less a bonus of its own sign adds, so |v| stays below `limit`.
void addWithGravity(int& v, int bonus, int limit) { v += bonus - v * std::abs(bonus) / limit; }

struct TTEntry {
  u64 key;
  std::uint16_t move;
  std::int16_t score;
  std::int8_t depth;
  std::uint8_t flag;  // what the score is (Bound): an upper bound, a lower bound, or both (exact); and kPvMark (ttpv=1)
  std::uint16_t stamp;  // the search that wrote it: an entry of an earlier search is empty
};
static_assert(sizeof(TTEntry) == 16);

// The kinds of a table score, as bits: exact is both bounds.
enum Bound : std::uint8_t { kUpperBound = 1, kLowerBound = 2, kExact = kUpperBound | kLowerBound };
// A further bit of TTEntry::flag (ttpv=1): the position was searched as a PV node.
inline constexpr std::uint8_t kPvMark = 4;

// Whether the entry's score s settles a window [alpha, beta]: exact, or a bound beyond it on the side it bounds.
inline bool boundHolds(const TTEntry& e, int s, int alpha, int beta) {
  return (e.flag & kExact) == kExact || ((e.flag & kLowerBound) && s >= beta) || ((e.flag & kUpperBound) && s <= alpha);
}

// The table's memory, zeroed. On Linux it is aligned to 2 MB and asked for on transparent
// huge pages (madvise, as Stockfish does): a probe lands anywhere in 8 MB, and with 4 KB pages
// most probes also missed the TLB (the probe was 60 % of the search function's own time).
#if defined(__linux__) && defined(MADV_HUGEPAGE)
constexpr bool kHugePages = true;
#else
constexpr bool kHugePages = false;
#endif
class TTBuffer {
 public:
  void assign(size_t count) {
    constexpr size_t kHugePage = size_t(2) << 20, kCacheLine = 64;
    const size_t bytes = count * sizeof(TTEntry);
    const bool huge = kHugePages && bytes >= kHugePage;  // elsewhere (e.g. WebAssembly) a cache line, no memory wasted
    const size_t align = huge ? kHugePage : kCacheLine;
    // aligned_alloc wants a multiple of the alignment (a table is a power of two of 16 bytes).
    const size_t rounded = (bytes + align - 1) / align * align;
    void* p = std::aligned_alloc(align, rounded);
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge) madvise(p, rounded, MADV_HUGEPAGE);  // a hint: without huge pages the table works the same
#endif
    std::memset(p, 0, rounded);
    data_.reset(static_cast<TTEntry*>(p));
    size_ = count;
  }
  TTEntry* data() const { return data_.get(); }
  size_t size() const { return size_; }

 private:
  struct Free {
    void operator()(TTEntry* p) const { std::free(p); }
  };
  std::unique_ptr<TTEntry, Free> data_;
  size_t size_ = 0;
};

// One table a thread (matches play games in parallel), empty for every search
// so that a search depends only on its position, history and configuration:
// each search has its own stamp, and an entry with another stamp counts as empty
// (clearing 16 MB for every move cost more than a small search).
struct TTStorage {
  TTBuffer entries;
  std::uint16_t stamp = 0;
  size_t used = 0;  // the entries the last search used (its index mask + 1)
};
// [0]: a search's table; [1]: the lines after the first of a multi-PV search; [1 + N]: the
// table kept between the searches of SearchConfig::keepTable = N (one a player in a match).
constexpr int kKeptTables = 9;
TTStorage& ttStorage(int which = 0) {
  static thread_local TTStorage t[2 + kKeptTables];
  return t[which];
}

// A table of `entries` for a new search, and its stamp (never 0: a zeroed entry is empty).
// In a kept slot (which >= 2) the last search's entries stay valid when it used a table of the
// same size (SearchConfig::keepTable: the previous move's tree, as engines keep it between moves).
TTEntry* emptyTable(int which, size_t entries, std::uint16_t& stamp) {
  TTStorage& t = ttStorage(which);
  if (t.entries.size() < entries) {
    t.entries.assign(entries);
    t.stamp = 0;
  } else if (t.stamp == 0xffff) {  // the stamps wrapped: clear once in 65 535 searches
    std::memset(static_cast<void*>(t.entries.data()), 0, t.entries.size() * sizeof(TTEntry));
    t.stamp = 0;
  }
  const bool same = which >= 2 && t.stamp != 0 && t.used == entries;
  t.used = entries;
  stamp = same ? t.stamp : ++t.stamp;
  return t.entries.data();
}

// No default member initializers: a node's list of 320 is left uninitialized (filling it
// was a tenth of a node's cost); every entry is written whole.
struct ScoredMove {
  Action move;
  int score;
  int gain;              // a wall's steps against the opponent's path minus against our own
  std::int16_t len[2];   // both players' path lengths after the move (by player; -1 unknown), known from its scoring
};

int toTT(int s, int ply) { return s > kWinBound ? s + ply : s < -kWinBound ? s - ply : s; }
int fromTT(int s, int ply) { return s > kWinBound ? s - ply : s < -kWinBound ? s + ply : s; }

class Searcher {
 public:
  Searcher(const Position& root, const std::vector<u64>& history, const SearchConfig& cfg)
      : pos_(root), cfg_(cfg), start_(Clock::now()) {
    // Only positions with the same walls can repeat.
    for (size_t i = 0; i < history.size(); ++i) stack_.push_back(history[i]);
    stack_.push_back(root.key());
    floor_ = 0;
    size_t entries = 1;
    while (entries * 2 * sizeof(TTEntry) <= size_t(std::max(1, cfg.ttMegabytes)) << 20) entries *= 2;
    // The storage grows to the largest table asked for and is reused; only the part in use is cleared.
    const int kept = std::clamp(cfg.keepTable, 0, kKeptTables);
    tt_ = mainTT_ = emptyTable(kept ? 1 + kept : 0, entries, mainStamp_);
    stamp_ = mainStamp_;
    if (cfg.multiPV > 1 || cfg.alsoScore) altTT_ = emptyTable(1, entries, altStamp_);
    ttMask_ = entries - 1;
    // No move yet: a pass, which no list holds beside another move (Action() is a step to square 0, a real move).
    std::fill_n(&killers_[0][0], kMaxSearchPly * 2, Action::pass());
    std::fill_n(&altKillers_[0][0], kMaxSearchPly * 2, Action::pass());
    std::fill_n(excluded_, kMaxSearchPly, Action::pass());
    std::memset(history_, 0, sizeof(history_));
    std::fill_n(&counter_[0][0], 2 * 1024, Action::pass());
  }

  SearchResult run(const std::function<void(const SearchInfo&)>& progress) {
    SearchResult out;
    out.best = fallbackMove();
    MoveList legal;
    generateLegal(pos_, legal);
    if (legal.size == 1 && cfg_.multiPV == 0) {
      out.best = legal.moves[0];
      out.info.pv = {out.best};
      return out;
    }
    const int lines = std::clamp(cfg_.multiPV, 1, std::max(1, legal.size));
    const bool ask = cfg_.multiPV >= 1 && cfg_.alsoScore &&
                     std::find(legal.moves, legal.moves + legal.size, *cfg_.alsoScore) != legal.moves + legal.size;
    const int maxDepth = std::min(cfg_.maxDepth, kMaxSearchPly - 8);
    // Time: no new iteration after a soft limit that grows while the best
    // move changes or the score drops and shrinks while it stays put; the
    // hard limit (outOfBudget) cuts an iteration short, and its best move
    // counts once the first root move has been searched fully. timeUse 3 has
    // no soft limit: a time per move has no bank to save for, so only the hard
    // limit, a single legal move or a proven arrival ends the search.
    double instability = 0;
    int stableIterations = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
      iterBest_ = Action();
      iterHasBest_ = false;
      rootDepth_ = depth;
      int score;
      if (cfg_.aspiration && depth >= 4 && !isWinScore(out.info.score)) {
        // A window around the last score; widened on the side that failed until the score fits.
        int delta = 40, lo = out.info.score - delta, hi = out.info.score + delta;
        for (;;) {
          score = search(depth, lo, hi, 0, true);
          if (stop_) break;
          if (score <= lo) lo = std::max(-kInf, lo - (delta *= 3));
          else if (score >= hi) hi = std::min(kInf, hi + (delta *= 3));
          else break;
          if (delta > 1500) lo = -kInf, hi = kInf;
        }
      } else {
        score = search(depth, -kInf, kInf, 0, true);
      }
      if (stop_) {
        if (iterHasBest_) {
          out.best = iterBest_;
          out.info.score = iterScore_;
          if (!out.info.lines.empty() && out.info.lines[0].move == iterBest_) out.info.lines[0].score = iterScore_;
        }
        break;
      }
      std::vector<RootLine> found{{pv_[0][0], score, std::vector<Action>(pv_[0], pv_[0] + pvLen_[0])}};
      std::optional<RootLine> asked;
      if (lines > 1 || ask) {
        // Lines 2..N: the root without the moves found so far, full window, in their own
        // table and with their own killers so that line 1 stays the single-PV search's.
        Action savedKillers[kMaxSearchPly][2];
        std::memcpy(savedKillers, killers_, sizeof(killers_));
        std::memcpy(killers_, altKillers_, sizeof(killers_));
        // The history tables too: lines 2..N learn from line 1, line 1 never from them.
        auto savedHistory = std::make_unique<int[]>(2 * 1024);
        auto savedCounter = std::make_unique<Action[]>(2 * 1024);
        std::memcpy(savedHistory.get(), history_, sizeof(history_));
        std::memcpy(static_cast<void*>(savedCounter.get()), counter_, sizeof(counter_));
        tt_ = altTT_;
        stamp_ = altStamp_;
        for (int k = 1; k < lines && !stop_; ++k) {
          exclude_.clear();
          for (const RootLine& l : found) exclude_.push_back(l.move);
          const int s = search(depth, -kInf, kInf, 0, true);
          if (stop_ || pvLen_[0] == 0) break;
          found.push_back({pv_[0][0], std::min(s, score), std::vector<Action>(pv_[0], pv_[0] + pvLen_[0])});
        }
        const bool listed = ask && std::any_of(found.begin(), found.end(), [&](const RootLine& l) { return l.move == *cfg_.alsoScore; });
        if (ask && !listed && !stop_) {
          // The asked move alone at the root.
          exclude_.clear();
          for (int i = 0; i < legal.size; ++i)
            if (!(legal.moves[i] == *cfg_.alsoScore)) exclude_.push_back(legal.moves[i]);
          const int s = search(depth, -kInf, kInf, 0, true);
          if (!stop_ && pvLen_[0] > 0)
            asked = RootLine{pv_[0][0], std::min(s, score), std::vector<Action>(pv_[0], pv_[0] + pvLen_[0])};
        }
        exclude_.clear();
        tt_ = mainTT_;
        stamp_ = mainStamp_;
        std::memcpy(history_, savedHistory.get(), sizeof(history_));
        std::memcpy(static_cast<void*>(counter_), savedCounter.get(), sizeof(counter_));
        std::memcpy(altKillers_, killers_, sizeof(killers_));
        std::memcpy(killers_, savedKillers, sizeof(killers_));
        if (stop_) break;  // this depth is incomplete: the last complete one stands
        std::stable_sort(found.begin() + 1, found.end(), [](const RootLine& x, const RootLine& y) { return x.score > y.score; });
      }
      const bool changed = depth > 1 && !(found[0].move == out.best);
      const bool dropped = depth > 1 && score < out.info.score - 30;
      out.best = found[0].move;
      out.info.depth = depth;
      out.info.score = score;
      out.info.pv = found[0].pv;
      out.info.lines = std::move(found);
      out.info.asked = std::move(asked);
      fillInfo(out.info);
      if (progress) progress(out.info);
      if (isWinScore(score) && kWin - std::abs(score) < depth) break;  // forced arrival found and proven
      if (cfg_.timeMs && cfg_.timeUse == 0 && elapsedMs() * 2 > cfg_.timeMs) break;  // the old rule: half the budget
      if (cfg_.timeMs && (cfg_.timeUse == 1 || cfg_.timeUse == 2)) {
        instability = instability * 0.5 + (changed ? 1.0 : 0.0);
        stableIterations = changed ? 0 : stableIterations + 1;
        double factor = 1.0 + 0.6 * instability + (dropped ? 0.4 : 0.0);
        if (stableIterations >= 4 && depth >= 6) factor *= 0.6;  // the same move for a while: probably forced
        // 1: the soft limit is 55 % of the budget times the factor; 2: 75 % (a time per move has no
        // bank to save for, and the next iteration's best counts once its first move is searched).
        const double base = cfg_.timeUse == 2 ? 0.75 : 0.55;
        if (elapsedMs() > cfg_.timeMs * std::min(cfg_.timeUse == 2 ? 0.95 : 0.9, base * factor)) break;
      }
    }
    if (out.info.pv.empty() || !(out.info.pv[0] == out.best)) out.info.pv = {out.best};
    if (cfg_.multiPV >= 1 && out.info.lines.empty()) out.info.lines = {{out.best, out.info.score, out.info.pv}};
    fillInfo(out.info);
    return out;
  }

 private:
  double elapsedMs() const { return std::chrono::duration<double, std::milli>(Clock::now() - start_).count(); }

  void fillInfo(SearchInfo& info) const {
    info.nodes = nodes_;
    const double ms = elapsedMs();
    info.timeMs = int(ms);
    info.nps = ms > 0 ? double(nodes_) * 1000.0 / ms : 0;
  }

  Action fallbackMove() const {
    // A step along a shortest path: legal and never a blunder of its own.
    const int us = pos_.toMove();
    const Mobility m(pos_);
    u128 t = pawnTargets(pos_);
    Action best = Action::pass();
    int bestLen = 1 << 20;
    for (; t; t = clearLowest(t)) {
      const int to = lowest(t);
      const int len = pathLength(m, to, pos_.board().goal[us]);
      if (len >= 0 && len < bestLen) bestLen = len, best = Action(ActionKind::Step, to);
    }
    if (best == Action::pass()) {
      MoveList list;
      generateLegal(pos_, list);
      if (list.size) best = list.moves[0];
    }
    return best;
  }

  bool outOfBudget() {
    if (cfg_.maxNodes && nodes_ >= cfg_.maxNodes) return true;
    if (cfg_.stop && (++stopTick_ & 255) == 0 && cfg_.stop->load(std::memory_order_relaxed)) return true;
    // The clock is read every 256 calls (quiescence counts nodes too, so not by nodes_).
    if (cfg_.timeMs && (++clockTick_ & 255) == 0 && elapsedMs() >= cfg_.timeMs * (cfg_.timeUse ? 0.98 : 0.96) - 1) return true;
    return false;
  }

  bool isRepetition() const {
    const u64 k = pos_.key();
    const int top = int(stack_.size()) - 1;
    for (int i = top - 2; i >= floor_; i -= 2)
      if (stack_[i] == k) return true;
    return false;
  }

  // Both players' path lengths here (side to move's first): from the move that led here when it knew them.
  void pathLengths(const std::int16_t* len, int& dMe, int& dOpp) const {
    const int us = pos_.toMove(), them = us ^ 1;
    if (len && len[0] >= 0 && len[1] >= 0) {
      dMe = len[us];
      dOpp = len[them];
      return;
    }
    const Board& b = pos_.board();
    const Mobility m(pos_);
    dMe = pathLength(m, pos_.pawn(us), b.goal[us]);
    dOpp = pathLength(m, pos_.pawn(them), b.goal[them]);
  }

  int leafNoise() const {
    if (!cfg_.noise) return 0;
    const u64 h = mix64(pos_.key() ^ mix64(cfg_.seed + 0x51ED));
    return int(h % u64(2 * cfg_.noise + 1)) - cfg_.noise;
  }

  // What late move reductions know of a node, the same for each of its moves.
  struct ReductionNode {
    int depth;
    bool pvNode, improving, cutNode;
    bool root;        // the node is the root (rr=N)
    bool tableWall;   // its table move is a wall (tw=N)
    bool ttPv;        // it is, or the table says it was, a PV node (ttpv=1)
  };

  // Late move reduction: how many plies less the i-th move (list score ms) of node n is first searched, its full depth
  // being d1; the first moves are searched in full. `tableMove`: this move is the node's table move; `replyCutoffs`: how
  // often the replies to the node's moves (and its siblings') have failed high so far.
  int lateMoveReduction(const ReductionNode& n, int i, int ms, int d1, bool tableMove, int replyCutoffs) const {
    const int depth = n.depth;
    const bool pvNode = n.pvNode, afterTableWall = n.tableWall && !tableMove;
    int r = 0;
    if (cfg_.lmr >= 2 && depth >= 3 && i >= 3 && ms < 150) r = (depth >= 5 && i >= 10) || ms < 0 ? 2 : 1;
    if (cfg_.lmr == 3 && r > 0) r = std::max(r, logReduction(depth, i, pvNode, ms < 0));
    if (cfg_.lmr == 4 && pvNode && r > 0) --r;  // the principal line reduced a ply less (as Stockfish does)
    if (cfg_.lmr == 1 && depth >= 3 && i >= 4 && ms < 0) r = 1;
    // A ply more off a line that does not improve (imp=2 and 3), never to below depth 1.
    if ((cfg_.improving & 2) && r > 0 && !n.improving && !pvNode && d1 - r > 1) ++r;
    // At an expected cut node, a ply more for a reduced move (cut=1 and 3); cut=2 and 3 also reduce the moves after the
    // first there that lmr leaves whole (from depth 3, not the table's move or a killer), a ply.
    if ((cfg_.cutNode & 2) && n.cutNode && r == 0 && depth >= 3 && i >= 1 && ms < 150) r = 1;
    if ((cfg_.cutNode & 1) && n.cutNode && r > 0 && d1 - r > 1) ++r;
    // The root's moves that gain nothing (rr=N, an experiment), and, where the table's move is a wall (a tactic found
    // before: tw=1), the reduced late moves after it, are reduced more; never to below depth 1.
    if (cfg_.rootReduce && n.root && r > 0 && ms < 0 && depth >= 6) r = std::min(r + cfg_.rootReduce, d1 - 1);
    // tw=2 also at PV nodes; tw=3 also the fourth move on that lmr leaves whole (experiments).
    if (cfg_.ttWall == 3 && !pvNode && r == 0 && afterTableWall && depth >= 3 && i >= 3 && d1 > 1) r = 1;
    else if (cfg_.ttWall && (!pvNode || cfg_.ttWall == 2) && r > 0 && afterTableWall && d1 - r > 1) ++r;
    // A non-PV node that was once searched as a PV node (ttpv=1, Stockfish's ttPv) is reduced a ply less.
    if (n.ttPv && !pvNode && r > 0) --r;
    // Where the replies to this node's moves failed high more than cc=N times, a ply more (Stockfish's cutoffCnt).
    if (cfg_.cutoffs && replyCutoffs > cfg_.cutoffs && r > 0 && d1 - r > 1) ++r;
    return r;
  }

  // Late move reductions that grow with the logarithms of the depth and of the move's place in the list
  // (as the strong chess engines reduce), one ply less at PV nodes and for a move that gains something,
  // and this part never into quiescence; lmr=3 takes the larger of it and lmr=2's reduction.
  static int logReduction(int depth, int i, bool pvNode, bool losesGround) {
    static const auto table = [] {
      std::array<std::array<std::int8_t, 64>, 64> t{};
      for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m) t[d][m] = std::int8_t(0.5 + std::log(double(d)) * std::log(double(m)) / 2.0);
      return t;
    }();
    int r = table[std::min(depth, 63)][std::min(i, 63)];
    if (pvNode) --r;
    if (!losesGround) --r;
    return std::clamp(r, 0, depth - 2);
  }

  int raceScore(const RaceVerdict& v, int ply) const {
    if (v.winner < 0) return 0;
    const int s = kWin - (ply + v.plies);
    return v.winner == pos_.toMove() ? s : -s;
  }

  // Free slots that would overlap or cross one of `walls`: placing one of them
  // takes those walls away from the opponent.
  void conflicting(const u128 walls[2], u128 out[2]) const {
    const Board& b = pos_.board();
    const int L = b.rules->wallLength, W = b.stride;
    out[0] = out[1] = 0;
    for (int k = 1; k < L; ++k) {
      out[0] |= (walls[0] << k) | (walls[0] >> k);
      out[1] |= (walls[1] << (k * W)) | (walls[1] >> (k * W));
    }
    if (L == 2) {
      out[0] |= walls[1];
      out[1] |= walls[0];
    }
    out[0] &= pos_.freeSlots(0) & ~walls[0];
    out[1] &= pos_.freeSlots(1) & ~walls[1];
  }

  // How many steps wall (orient, slot) adds to the side to move's path (gMe)
  // and to the opponent's (gOpp); false when it would cut a pawn off. Only a
  // wall across some shortest path can lengthen it, so others cost no search.
  // With minOpp: also false, and gMe not searched, when the wall gains the opponent's path fewer steps
  // (its net gain can only be smaller: a wall never shortens a path).
  bool wallGains(int orient, int slot, const PathInfo& me, const PathInfo& op, int& gMe, int& gOpp,
                 int minOpp = std::numeric_limits<int>::min()) const {
    const Board& b = pos_.board();
    const int us = pos_.toMove(), them = us ^ 1;
    const u128 edges = b.wallEdges[orient][slot];
    const bool hitsMe = edges & me.dag[orient], hitsOpp = edges & op.dag[orient];
    gMe = gOpp = 0;
    if (!hitsMe && !hitsOpp) return true;
    if (!hitsOpp && minOpp > 0) return false;
    const Mobility mw(pos_, orient, slot);
    const int newOpp = hitsOpp ? pathLengthWithWall(pos_, them, op, mw, orient, slot) : op.length;
    if (newOpp < 0 || newOpp - op.length < minOpp) return false;
    const int newMe = hitsMe ? pathLengthWithWall(pos_, us, me, mw, orient, slot) : me.length;
    if (newMe < 0) return false;
    gMe = newMe - me.length;
    gOpp = newOpp - op.length;
    return true;
  }

  // A step's entry in the move list: by how much it shortens the path.
  ScoredMove stepEntry(const Mobility& m, int to, const PathInfo& me, const PathInfo& op) const {
    const int us = pos_.toMove();
    int len = goalDistance(me, to);  // known for a square within our path's length of the goal
    if (len < 0) len = pathLength(m, to, pos_.board().goal[us]);
    const int gain = me.length - len;
    const int score = gain >= 1 ? 150 + 100 * (gain - 1) : gain == 0 ? -60 : -200;
    ScoredMove e{Action(ActionKind::Step, to), score, 0, {-1, -1}};
    e.len[us] = std::int16_t(len);  // a step leaves the walls, so the opponent's path, as they were
    e.len[us ^ 1] = std::int16_t(op.length);
    return e;
  }

  // The wall slots tried here ([0] horizontal, [1] vertical); true when they are every legal wall.
  bool wallCandidates(int ply, int depth, const PathInfo& me, const PathInfo& op, u128 cand[2]) {
    const bool all = (ply == 0 && cfg_.allRootWalls) || (ply == 1 && cfg_.replyAllWalls && depth >= cfg_.replyAllWalls);
    if (all) {
      legalWalls(pos_, cand);
    } else if (cfg_.nearWalls && depth >= cfg_.nearWalls) {
      // Walls across the opponent's walks a step longer than its shortest too: they start a detour (an experiment).
      u128 near[2];
      nearPathEdges(pos_, op, near);
      wallsTouching(pos_, near, cand);
    } else {
      wallsTouching(pos_, op.dag, cand);
    }
    if (!all && cfg_.defensive && depth >= cfg_.defensive) {
      // Defence: the walls the opponent could drop on our path, taken away in advance.
      u128 threats[2], guard[2];
      wallsTouching(pos_, me.dag, threats);
      if (cfg_.defensiveGain > 0) {
        // Only the threats that gain the opponent enough: its walls as it would weigh them.
        for (int o = 0; o < 2; ++o)
          for (u128 c = threats[o]; c; c = clearLowest(c)) {
            int gMe, gOpp;
            if (!wallGains(o, lowest(c), me, op, gMe, gOpp) || gMe - gOpp < cfg_.defensiveGain) threats[o] &= ~(u128(1) << lowest(c));
          }
      }
      conflicting(threats, guard);
      cand[0] |= guard[0];
      cand[1] |= guard[1];
    }
    return all;
  }

  // A wall's entry in the move list; false when it is not tried (it would cut a pawn off, or,
  // below a full width, it only hurts its owner).
  bool wallEntry(int o, int s, bool all, const PathInfo& me, const PathInfo& op, ScoredMove& out) const {
    int gMe, gOpp;
    if (!wallGains(o, s, me, op, gMe, gOpp)) return false;  // would cut a path: illegal
    if (!all && gOpp == 0 && gMe > 0) return false;
    out = wallMove(o, s, 100 * (gOpp - gMe) + (gOpp ? 20 : -30), me, op, gMe, gOpp);
    return true;
  }

  // A wall's list entry with its score, its net gain and the path lengths after it.
  ScoredMove wallMove(int o, int s, int score, const PathInfo& me, const PathInfo& op, int gMe, int gOpp) const {
    ScoredMove e{Action(o == 0 ? ActionKind::WallH : ActionKind::WallV, s), score, gOpp - gMe, {-1, -1}};
    const int us = pos_.toMove();
    e.len[us] = std::int16_t(me.length + gMe);
    e.len[us ^ 1] = std::int16_t(op.length + gOpp);
    return e;
  }

  // A remembered move (the table's, a killer) as genMoves would list it, when genMoves would list it (it may come
  // from another depth's candidates, or from a position with the same key). `cand` and `all`: the node's wall
  // candidates, as wallCandidates gives them (asked only for a wall).
  bool listedEntry(Action mv, const u128 cand[2], bool all, const PathInfo& me, const PathInfo& op, ScoredMove& out) const {
    const Board& b = pos_.board();
    const int us = pos_.toMove();
    if (mv.kind() == ActionKind::Step) {
      const Mobility m(pos_);
      const u128 t = pawnTargetsFrom(b, m, pos_.pawn(us), pos_.pawn(us ^ 1));
      if (mv.square() >= 128 || !((t >> mv.square()) & 1)) return false;
      out = stepEntry(m, mv.square(), me, op);
      return true;
    }
    if (!mv.isWall() || pos_.wallsLeft(us) == 0) return false;
    const int o = mv.kind() == ActionKind::WallH ? 0 : 1;
    if (mv.square() >= 128 || !((cand[o] >> mv.square()) & 1)) return false;
    return wallEntry(o, mv.square(), all, me, op, out);
  }

  // ProbCut's searches (search, above): the node's score when one of its probCutPicks moves that gain the most, a wall
  // that gains probCutGain steps or more, holds pcBeta probCutReduction plies shallower. `list`: the node's moves (genMoves),
  // left as they stand for its move loop; they are taken by a selection sort of indices (the largest gain first, as a
  // selection sort of the list would take them). Out of line, so that the recursion's frames do not all keep the index array.
  // With probCutEval, a wall is searched only when the static value `stand` and its gain (100 a step) reach pcBeta.
  [[gnu::noinline]] std::optional<int> probCut(int depth, int beta, int pcBeta, int stand, int ply, const ScoredMove* list, int n,
                                                  bool cutNode) {
    std::uint16_t at[320 + 3];
    for (int j = 0; j < n; ++j) at[j] = std::uint16_t(j);
    for (int i = 0; i < n && i < cfg_.probCutPicks; ++i) {
      int k = i;
      for (int j = i + 1; j < n; ++j)
        if (list[at[j]].gain > list[at[k]].gain) k = j;
      std::swap(at[i], at[k]);
      const ScoredMove& m = list[at[i]];
      if (m.gain < cfg_.probCutGain || !m.move.isWall()) break;
      if (cfg_.probCutEval && stand + 100 * m.gain < pcBeta) break;  // the rest gain no more
      const int s = played(m.move, ply, true, [&] { return -search(depth - cfg_.probCutReduction, -pcBeta, -pcBeta + 1, ply + 1, false, m.len, !cutNode); });
      if (stop_) return 0;
      if (s >= pcBeta) {
        if (cfg_.probCutStore) store(pos_.key(), m.move, s, depth - cfg_.probCutReduction + 1, kLowerBound, ply);
        return s >= kWinBound ? beta : s;
      }
    }
    return std::nullopt;
  }

  // Plays mv at ply, runs `child` (the child's searches, which return its score for us) and takes mv back. moves_[ply]
  // is what the child asks (mapPaths), the stack what it asks for repetitions. `fresh`: nothing before mv repeats in
  // its line (a wall; the null move's pass).
  template <class Child> int played(Action mv, int ply, bool fresh, Child&& child) {
    Undo u;
    moves_[ply] = mv;
    pos_.make(mv, u);
    stack_.push_back(pos_.key());
    const int savedFloor = floor_;
    if (fresh) floor_ = int(stack_.size()) - 1;
    const int s = child();
    floor_ = savedFloor;
    stack_.pop_back();
    pos_.undo(mv, u);
    return s;
  }

  int genMoves(ScoredMove* list, int ply, int depth, const PathInfo& me, const PathInfo& op, Action ttMove) {
    const Board& b = pos_.board();
    const int us = pos_.toMove(), them = us ^ 1;
    const Mobility m(pos_);
    int n = 0;
    // Steps, by how much they shorten the path.
    for (u128 t = pawnTargetsFrom(b, m, pos_.pawn(us), pos_.pawn(them)); t; t = clearLowest(t)) list[n++] = stepEntry(m, lowest(t), me, op);
    if (pos_.wallsLeft(us) > 0) {
      u128 cand[2];
      const bool all = wallCandidates(ply, depth, me, op, cand);
      for (int o = 0; o < 2; ++o)
        for (u128 c = cand[o]; c; c = clearLowest(c))
          if (wallEntry(o, lowest(c), all, me, op, list[n])) ++n;
    }
    if (n == 0) list[n++] = {Action::pass(), 0, 0, {-1, -1}};
    for (int i = 0; i < n; ++i) list[i].score += orderBonus(list[i].move, ply, ttMove);
    return n;
  }

  // What move ordering adds to a move's own score: the table's move first, then the killers, then (history=1) the
  // counter-move and the move's history.
  int orderBonus(Action mv, int ply, Action ttMove) const {
    const int us = pos_.toMove();
    const bool hist = cfg_.history && ply > 0;
    int b = 0;
    if (mv == ttMove) b = 1000000;
    else if (mv == killers_[ply][0]) b = 5000;
    else if (mv == killers_[ply][1]) b = 4000;
    else if (hist && mv == counter_[us][moves_[ply - 1].code & 1023]) b = 3000;
    if (hist) b += history_[us][mv.code & 1023] / 64;
    return b;
  }

  // Below the root, the moves tried before the list is generated (its path searches are the cost of a node: when
  // one of these cuts, they never are): the table's move and the killers, as genMoves would list and score them,
  // in the order the selection sort would take them from its list (no other move outscores a killer's 4 000 bonus
  // unless a wall gains some 40 steps net). Returns their count (at most 3). With history ordering (an experiment)
  // nothing goes first: the staged moves' subtrees would change the history the list is scored by afterwards, so
  // the list would not be the one genMoves gives first (a counter-move may also outscore a killer).
  // "No move yet" is a pass, which listedEntry never lists; the two killers differ unless both are that.
  int stagedMoves(ScoredMove* list, int ply, int depth, Action ttMove, const PathInfo& me, const PathInfo& op) {
    if (cfg_.history) return 0;
    const Action* killers = killers_[ply];
    u128 cand[2] = {0, 0};
    bool all = false;
    if (pos_.wallsLeft(pos_.toMove()) > 0 && (ttMove.isWall() || (killers && (killers[0].isWall() || killers[1].isWall()))))
      all = wallCandidates(ply, depth, me, op, cand);  // once for the three
    int n = 0;
    if (listedEntry(ttMove, cand, all, me, op, list[n])) list[n++].score += orderBonus(ttMove, ply, ttMove);
    for (int j = 0; killers && j < 2; ++j)
      if (!(killers[j] == ttMove) && listedEntry(killers[j], cand, all, me, op, list[n]))
        list[n++].score += orderBonus(killers[j], ply, ttMove);
    // Equal scores go as they stand in genMoves's list, which is by code (steps, then walls by orientation and slot).
    std::sort(list, list + n, [](const ScoredMove& x, const ScoredMove& y) {
      return x.score > y.score || (x.score == y.score && x.move.code < y.move.code);
    });
    return n;
  }

  // The leaves: the static value, or, when the side to move holds a wall
  // that lengthens the opponent's path by two steps or more, the better of
  // standing pat and dropping it (then the same for the reply, qd plies deep).
  // `len`: both path lengths (by player) when the move that led here knew them, else null.
  int quiesce(int alpha, int beta, int ply, int qd, const std::int16_t* len = nullptr) {
    pvLen_[ply] = 0;
    if (pos_.plyLimitReached()) return 0;  // a quiescence wall can play the last ply (dolambac, detour)
    const int us = pos_.toMove(), them = us ^ 1;
    // The static value on the path lengths alone: the shortest-path maps below are the cost
    // of this node, and a leaf or a stand-pat cut needs none of them.
    int dMe, dOpp;
    pathLengths(len, dMe, dOpp);
    if (auto r = quickRace(pos_, dMe, dOpp)) return raceScore(*r, ply);
    int stand = evaluate(pos_, dMe, dOpp, cfg_.eval) + leafNoise();
    if (qd <= 0 || pos_.wallsLeft(us) == 0 || ply >= kMaxSearchPly - 2) return stand;
    if (!cfg_.eval.threat && stand >= beta) return stand;
    mapPaths(ply);
    const PathInfo &me = paths_[ply][us], &op = paths_[ply][them];
    if (cfg_.eval.threat && pos_.wallsLeft(them) > 0) {
      // Standing pat gives the opponent the move: its walls in hand are worth what the best
      // of them would now add to our path (net of what it adds to its own).
      u128 threats[2];
      wallsTouching(pos_, me.dag, threats);
      int worst = 0;
      for (int o = 0; o < 2; ++o)
        for (u128 c = threats[o]; c; c = clearLowest(c)) {
          int gMe, gOpp;
          if (wallGains(o, lowest(c), me, op, gMe, gOpp)) worst = std::max(worst, gMe - gOpp);
        }
      stand -= cfg_.eval.threat * worst;
    }
    if (stand >= beta) return stand;
    int best = stand;
    alpha = std::max(alpha, stand);
    u128 cand[2];
    wallsTouching(pos_, op.dag, cand);
    ScoredMove list[64];
    int n = 0;
    for (int o = 0; o < 2; ++o)
      for (u128 c = cand[o]; c; c = clearLowest(c)) {
        const int s = lowest(c);
        int gMe, gOpp;
        if (!wallGains(o, s, me, op, gMe, gOpp, cfg_.quiesceGain)) continue;
        const int gain = gOpp - gMe;
        if (gain >= cfg_.quiesceGain && n < 64) list[n++] = wallMove(o, s, gain, me, op, gMe, gOpp);
      }
    std::sort(list, list + n, [](const ScoredMove& x, const ScoredMove& y) { return x.score > y.score; });
    Undo u;
    for (int i = 0; i < n && i < cfg_.quiescePicks; ++i) {
      ++nodes_;
      moves_[ply] = list[i].move;  // what its child asks (mapPaths)
      pos_.make(list[i].move, u);
      const int score = -quiesce(-beta, -alpha, ply + 1, qd - 1, list[i].len);
      pos_.undo(list[i].move, u);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  // `len`: as for quiesce (used at the leaves). `cutNode`: a non-PV node expected to fail high (as Stockfish names
  // them: a reduced late move's reply, and every other ply below it), which cut=N reduces more (lateMoveReduction).
  int search(int depth, int alpha, int beta, int ply, bool pvNode, const std::int16_t* len = nullptr, bool cutNode = false) {
    pvLen_[ply] = 0;
    if (stop_) return 0;
    ++nodes_;
    cutoffs_[ply + 2] = 0;  // the fail highs of this node's grandchildren (cc=N), counted afresh
    if (outOfBudget()) {
      stop_ = true;
      return 0;
    }
    const int us = pos_.toMove(), them = us ^ 1;
    if (pos_.arrived(them)) return -(kWin - ply);
    if (pos_.plyLimitReached()) return 0;
    if (ply > 0 && cfg_.repetition && isRepetition()) return 0;
    if (depth <= 0 || ply >= kMaxSearchPly - 2) return quiesce(alpha, beta, ply, cfg_.quiesce, len);

    // The table before the shortest-path maps (the cost of a node): a stored position is one
    // whose race was not already decided (below), or the root, which repeats only as a repetition.
    const u64 key = pos_.key();
    const TTEntry e = *ttSlot(key);  // a copy: the searches below may overwrite its slot
    Action ttMove = Action::pass();  // none
    // A singular search (below) asks this node again without one move: it neither takes nor gives the table's word.
    const Action excluded = excluded_[ply];
    const bool singularSearch = !(excluded == Action::pass());
    const bool hit = !singularSearch && e.key == key && e.stamp == stamp_;
    // Once a PV node (ttpv=1): this node is one, or the table says it was.
    const bool ttPv = cfg_.ttPv && (pvNode || (hit && (e.flag & kPvMark)));
    if (hit) {
      ttMove.code = e.move;
      if (!pvNode && e.depth >= depth) {
        const int s = fromTT(e.score, ply);
        if (boundHolds(e, s, alpha, beta)) return s;
      }
    }

    // Internal iterative reduction: no stored move to try first, so this node's order is a guess; a ply less
    // costs little and the next iteration finds it in the table.
    if (cfg_.iir && ply > 0 && depth >= cfg_.iir + 3 && !hit) --depth;

    mapPaths(ply);
    const PathInfo &me = paths_[ply][us], &op = paths_[ply][them];
    if (ply > 0)
      if (auto r = quickRace(pos_, me.length, op.length)) return raceScore(*r, ply);

    // The static value, once, for the prunings of a non-PV node below (reverse futility, razoring, null move, futility,
    // ProbCut's gate `pce`), and at every node when `improving` compares it two plies up; not asked when none of them is on (Levels 1-5).
    // The prunings below are for a non-PV node below the root, and never in a singular search (it asks exactly).
    const bool prunable = !pvNode && !singularSearch && ply > 0;
    const bool asksStatic = cfg_.rfp || cfg_.razor || cfg_.nullMove || cfg_.futility || cfg_.probCutEval;  // who asks it
    int stand = 0;
    int corrected = 0;  // the static value with its correction (corr=N), what the node's result corrects after
    int* corrEntry = nullptr;  // its entry (corr=N), looked up once
    if (cfg_.improving || (asksStatic && prunable)) {
      stand = evaluate(pos_, me.length, op.length, cfg_.eval);
      if (cfg_.correction) {
        corrEntry = &corr_[corrIndex()];
        stand = corrected = stand + *corrEntry / kCorrUnit;
      }
      if (cfg_.ttEval && hit) {
        // The table's score (a search that did not cut here) is a better guess than the static value where its bound allows.
        const int s = fromTT(e.score, ply);
        if (!isWinScore(s) && boundHolds(e, s, stand, stand)) stand = s;  // s == stand changes nothing
      }
    }
    // Improving: the static value beats ours two plies up (the line gains for us; SearchConfig::improving).
    evals_[ply] = stand;
    const bool improving = cfg_.improving && ply >= 2 && stand > evals_[ply - 2];
    if (cfg_.rfp && prunable && depth <= cfg_.rfpDepth && beta > -kWinBound && beta < kWinBound) {
      // Reverse futility: far enough above beta this near the leaves, a move of ours keeps it there
      // (half a ply's margin less on an improving line, imp=1 and 3).
      const int margin = 50 * cfg_.rfp * depth - (improving && (cfg_.improving & 1) ? 25 * cfg_.rfp : 0);
      if (stand - margin >= beta) return stand - margin;
    }
    if (cfg_.razor && prunable && depth <= cfg_.razor && alpha > -kWinBound && alpha < kWinBound &&
        stand + 150 + 150 * depth < alpha) {
      // Razoring: far below alpha near the leaves, only a strong wall could lift us; quiescence tries those.
      std::int16_t known[2];
      known[us] = std::int16_t(me.length);
      known[them] = std::int16_t(op.length);
      const int s = quiesce(alpha, alpha + 1, ply, cfg_.quiesce, known);
      if (s <= alpha) return s;
    }
    if (cfg_.nullMove && prunable && depth >= cfg_.nullMoveDepth && beta > -kWinBound && beta < kWinBound &&
        moves_[ply - 1].kind() != ActionKind::Pass && stand >= beta) {
      // Null move: passing is never better than the best move here (a step forward or a wall
      // always helps), so if the opponent cannot bring us below beta with two moves in a row,
      // neither can it with one.
      const int R = cfg_.nullMove + (depth >= 6 ? 1 : 0) + (cfg_.nullMoveEval ? std::min((stand - beta) / 200, 2) : 0);
      const int s = played(Action::pass(), ply, true, [&] { return -search(depth - 1 - R, -beta, -beta + 1, ply + 1, false, nullptr, !cutNode); });
      if (stop_) return 0;
      if (s >= beta) return s >= kWinBound ? beta : s;
    }

    ScoredMove list[320 + 3];
    int n = 0;
    bool listed = false;  // whether list[0, n) is the whole list (genMoves)

    // ProbCut: a wall that gains two steps or more, which holds a margin above beta some plies shallower, would hold
    // beta searched in full (as Stockfish's captures; not when the table already bounds this node below that margin).
    // It picks its walls from the node's list, generated here once for both.
    if (cfg_.probCut && prunable && depth >= cfg_.probCutDepth && pos_.wallsLeft(us) > 0 && beta > -kWinBound &&
        beta + 50 * cfg_.probCut < kWinBound) {
      const int pcBeta = beta + 50 * cfg_.probCut;
      const bool tableBelow = hit && e.depth >= depth - cfg_.probCutReduction + 1 && (e.flag & kUpperBound) && fromTT(e.score, ply) < pcBeta;
      if (!tableBelow) {
        n = genMoves(list, ply, depth, me, op, ttMove);
        listed = true;
        if (auto r = probCut(depth, beta, pcBeta, stand, ply, list, n, cutNode)) return *r;
      }
    }

    // Singular extension: when the table's move (a lower bound, searched nearly as deep) is the only move near its score,
    // a search without it at half the depth finds nothing within a margin below, and the move is searched a ply deeper.
    // When even without it the node holds beta, it fails high (multi-cut).
    int ttExtension = 0;  // the table's move's: 1 singular (2 with sdx), negative where it is not singular but holds beta (sen)
    if (cfg_.singular && ply > 0 && !singularSearch && hit && depth >= cfg_.singularDepth && (e.flag & kLowerBound) &&
        e.depth >= depth - 3 && !(ttMove == Action::pass()) && ply < 2 * rootDepth_) {
      const int ttScore = fromTT(e.score, ply);
      if (!isWinScore(ttScore)) {
        const int sBeta = ttScore - 10 * cfg_.singular * depth;
        excluded_[ply] = ttMove;
        listed = false;  // its search may change this ply's killers, so the list's order: it is generated again below
        const int s = search((depth - 1) / 2, sBeta - 1, sBeta, ply, false, len, cutNode);
        excluded_[ply] = Action::pass();
        pvLen_[ply] = 0;  // its line is not this node's
        if (stop_) return 0;
        if (s < sBeta)
          ttExtension = cfg_.singularDouble && !pvNode && s < sBeta - 25 * cfg_.singularDouble ? 2 : 1;
        else if (sBeta >= beta)
          return sBeta;
        else if (ttScore >= beta)
          ttExtension = -cfg_.singularNegative;
        // It mapped this ply's paths again, the same; moves_[ply] is rewritten below.
      }
    }

    // Below the root, the table's move and the killers first, before the others are generated (stagedMoves); the
    // whole list follows them only when none cut (at once when ProbCut generated it). The moves and their order are
    // genMoves's.
    const int staged = !listed && ply > 0 && cfg_.staged ? stagedMoves(list, ply, depth, ttMove, me, op) : 0;
    if (staged > 0) {
      n = staged;
    } else if (!listed) {
      n = genMoves(list, ply, depth, me, op, ttMove);
      listed = true;
    }
    if (ply == 0 && !exclude_.empty()) {
      // Multi-PV: the root moves already given a line are left out.
      int kept = 0;
      for (int i = 0; i < n; ++i)
        if (std::find(exclude_.begin(), exclude_.end(), list[i].move) == exclude_.end()) list[kept++] = list[i];
      n = kept;
      if (n == 0) return -kInf;
    }
    const int alpha0 = alpha;
    int best = -kInf;
    Action bestMove = list[0].move;
    const ReductionNode reductionNode{depth, pvNode, improving, cutNode, ply == 0, ttMove.isWall(), ttPv};
    for (int i = 0; i < n || !listed; ++i) {
      if (i == staged && !listed) {
        // None of the staged moves cut: the whole list, as the selection sort below leaves it after picking them.
        listed = true;
        ScoredMove first[3];
        std::copy(list, list + staged, first);
        n = genMoves(list, ply, depth, me, op, ttMove);
        for (int t = 0; t < staged; ++t) {
          int k = t;
          while (k < n && !(list[k].move == first[t].move)) ++k;
          if (k == n) list[n++] = first[t];  // not listed after all (cannot happen: listedEntry asks what genMoves does)
          std::swap(list[t], list[k]);
        }
        if (i >= n) break;
      }
      // Selection sort: the cut usually comes early.
      int k = i;
      for (int j = i + 1; j < n; ++j)
        if (list[j].score > list[k].score) k = j;
      std::swap(list[i], list[k]);
      const Action mv = list[i].move;
      const int ms = list[i].score;
      if (singularSearch && mv == excluded) continue;
      // Late move pruning: far down the list, near the leaves, a move that gains nothing is not tried.
      // Futility: far below alpha near the leaves, a move that gains nothing cannot lift us to it.
      // Either prunes every move after this one too: the selection sort gives them scores no higher than ms (< 0), and
      // best and alpha stay as they are, so the loop ends here rather than sorting the rest only to skip them.
      if (cfg_.lmp && !pvNode && ply > 0 && depth <= cfg_.lmp && i >= 2 + 2 * depth && ms < 0 && best > -kWinBound) break;
      if (cfg_.futility && prunable && depth <= cfg_.futility && i > 0 && ms < 0 && best > -kWinBound &&
          alpha < kWinBound && stand + 200 * depth <= alpha)
        break;
      // A wall that gains two steps or more is a threat: look a ply further (not past twice the root's depth).
      // The table's move as the singular search (above) said.
      const bool threatWall = cfg_.wallExtension && mv.isWall() && list[i].gain >= 2 && ply < 2 * rootDepth_;
      const int ext = ttExtension && mv == ttMove ? ttExtension : threatWall ? 1 : 0;
      const int d1 = depth - 1 + ext;
      const int r = ext ? 0 : lateMoveReduction(reductionNode, i, ms, d1, mv == ttMove, cutoffs_[ply + 1]);
      const int score = played(mv, ply, mv.isWall(), [&] {
        if (i == 0) return -search(d1, -beta, -alpha, ply + 1, pvNode, list[i].len, !pvNode && !cutNode);
        // A reduced move's reply is expected to fail high; a whole-depth one alternates with this node.
        int s = -search(d1 - r, -alpha - 1, -alpha, ply + 1, false, list[i].len, r > 0 || !cutNode);
        if (s > alpha && r > 0) {
          // dds=1 (Stockfish's doDeeperSearch and doShallowerSearch): a reduced move that beat the best by far is
          // searched again a ply deeper; one that barely beat it a ply shallower, and not again where that is the
          // depth it had.
          int d2 = d1;
          if (cfg_.deeperShallower) d2 += (s > best + 40 + 10 * r) - (s < best + d1);
          if (d2 > d1 - r) s = -search(d2, -alpha - 1, -alpha, ply + 1, false, list[i].len, !cutNode);
        }
        if (s > alpha && s < beta && pvNode) s = -search(d1, -beta, -alpha, ply + 1, true, list[i].len);
        return s;
      });
      if (stop_) return 0;

      if (score > best) {
        best = score;
        bestMove = mv;
        if (score > alpha) {
          alpha = score;
          pv_[ply][0] = mv;
          std::memcpy(&pv_[ply][1], &pv_[ply + 1][0], sizeof(Action) * pvLen_[ply + 1]);
          pvLen_[ply] = pvLen_[ply + 1] + 1;
          if (ply == 0 && exclude_.empty()) {
            iterBest_ = mv;
            iterScore_ = score;
            iterHasBest_ = true;
          }
          if (alpha >= beta) {
            ++cutoffs_[ply];
            if (!(killers_[ply][0] == mv)) {
              killers_[ply][1] = killers_[ply][0];
              killers_[ply][0] = mv;
            }
            if (cfg_.history && ply > 0) {
              // The cut move gains, the moves tried before it lose (history "gravity" keeps |h| < 16384).
              const int bonus = std::min(depth * depth, 400);
              auto bump = [&](Action a, int b) { addWithGravity(history_[us][a.code & 1023], b, 16384); };
              bump(mv, bonus);
              for (int j = 0; j < i; ++j) bump(list[j].move, -bonus);
              counter_[us][moves_[ply - 1].code & 1023] = mv;
            }
            break;
          }
        }
      }
    }
    if (singularSearch) return best;  // -kInf when the excluded move was the only one: singular indeed
    if (corrEntry) correct(*corrEntry, corrected, best, alpha0, beta, depth);
    // Written where this position's entry is, else (buckets) in the slot chosen now: the search
    // below may have filled the bucket since the probe.
    store(key, bestMove, best, depth, best >= beta ? kLowerBound : best > alpha0 ? kExact : kUpperBound, ply, ttPv);
    return best;
  }

  // Correction history (corr=N, as Stockfish's): what searches found against the static value, learnt by the pawns'
  // squares and the side to move (and, corr=2, the walls in hand), is added to the static value the prunings ask.
  // The entries are centi-steps times kCorrUnit within +-kCorrLimit; a result nearer the leaves counts less.
  static constexpr int kCorrSize = 1 << 14, kCorrUnit = 16, kCorrLimit = 200 * kCorrUnit;
  int corrIndex() const {
    u64 k = u64(pos_.pawn(0)) | u64(pos_.pawn(1)) << 9 | u64(pos_.toMove()) << 18;
    if (cfg_.correction >= 2) k |= u64(pos_.wallsLeft(0)) << 20 | u64(pos_.wallsLeft(1)) << 26;
    return int(mix64(k) & (kCorrSize - 1));
  }
  // After a node's search: its result `best` (bounds alpha0, beta) against the corrected static value `corrected`
  // moves its entry `c`. A bound on the wrong side of it says nothing about its error.
  static void correct(int& c, int corrected, int best, int alpha0, int beta, int depth) {
    if (isWinScore(best) || (best >= beta && best <= corrected) || (best <= alpha0 && best >= corrected)) return;
    const int bonus = std::clamp((best - corrected) * kCorrUnit * depth / 8, -kCorrLimit / 4, kCorrLimit / 4);
    addWithGravity(c, bonus, kCorrLimit);
  }

  // Writes the table's entry for the position `key` at `ply`: its move, score (as the table keeps it), depth and bound.
  void store(u64 key, Action move, int score, int depth, Bound bound, int ply, bool pvMark = false) {
    TTEntry& w = *ttSlot(key);
    w.key = key;
    w.move = move.code;
    w.score = std::int16_t(toTT(score, ply));
    w.depth = std::int8_t(depth);
    w.flag = std::uint8_t(bound | (pvMark ? kPvMark : 0));
    w.stamp = stamp_;
  }

  // Both players' shortest paths at `ply` into paths_[ply], kept there for the children. Paths ignore pawns, so after
  // a step or a pass (the null move) the walls are the parent's (a search node: quiescence plays only walls): the side
  // to move's map is its parent's whole, and the other player's distances to its goal are the parent's as far as they
  // reach (only its pawn moved), or its whole map after a pass. The parent's sets stay until this node returns.
  void mapPaths(int ply) {
    const int us = pos_.toMove(), them = us ^ 1;
    const ActionKind last = ply > 0 ? moves_[ply - 1].kind() : ActionKind::WallH;  // the root: nothing to take
    const bool sameWalls = last == ActionKind::Step || last == ActionKind::Pass;
    const PathInfo* before = ply > 0 ? paths_[ply - 1] : nullptr;
    PathInfo* paths = paths_[ply];
    paths[us] = sameWalls ? before[us] : analysePaths(pos_, us, within(ply, us));
    paths[them] = last == ActionKind::Pass ? before[them]
                                           : analysePaths(pos_, them, within(ply, them), sameWalls ? &before[them] : nullptr);
  }

  // The table's entry for `key`: its own slot (SearchConfig::ttBucket 0, always replaced), or in a
  // bucket of four (one cache line) the entry holding `key`, else an entry of another search (empty),
  // else the shallowest, which a new entry replaces.
  TTEntry* ttSlot(u64 key) const {
    if (!cfg_.ttBucket) return &tt_[key & ttMask_];
    TTEntry* b = &tt_[key & ttMask_ & ~size_t(3)];
    // Only this search's entries count (so that a search depends on nothing before it).
    for (int i = 0; i < 4; ++i)
      if (b[i].stamp == stamp_ && b[i].key == key) return &b[i];
    TTEntry* victim = b;
    for (int i = 0; i < 4; ++i) {
      if (b[i].stamp != stamp_) return &b[i];
      if (b[i].depth < victim->depth) victim = &b[i];
    }
    return victim;
  }

  Position pos_;
  SearchConfig cfg_;
  Clock::time_point start_;
  std::vector<u64> stack_;
  int floor_ = 0;
  TTEntry* tt_ = nullptr;
  TTEntry* mainTT_ = nullptr;
  TTEntry* altTT_ = nullptr;
  PathInfo paths_[kMaxSearchPly][2];  // a search node's paths of both players, by ply and player
  // The squares within k steps of each pawn at each ply (PathInfo::within): a wall's gain searches on from them.
  std::unique_ptr<u128[]> within_{new u128[kMaxSearchPly * 2 * 256]};
  u128* within(int ply, int player) const { return &within_[(size_t(ply) * 2 + size_t(player)) * 256]; }
  std::uint16_t stamp_ = 0, mainStamp_ = 0, altStamp_ = 0;  // the stamps of this search's entries in tt_ and in each table
  std::vector<Action> exclude_;
  Action altKillers_[kMaxSearchPly][2];
  size_t ttMask_ = 0;
  u64 nodes_ = 0;
  unsigned clockTick_ = 0;
  unsigned stopTick_ = 0;
  bool stop_ = false;
  Action pv_[kMaxSearchPly][kMaxSearchPly];
  int pvLen_[kMaxSearchPly] = {};
  int evals_[kMaxSearchPly] = {};  // the static value at each ply of the line (SearchConfig::improving)
  Action killers_[kMaxSearchPly][2];
  Action moves_[kMaxSearchPly];
  int cutoffs_[kMaxSearchPly + 2] = {};  // fail highs at each ply since its grandparent began (cc=N)
  Action excluded_[kMaxSearchPly];  // the move a singular search leaves out at its ply (a pass: none)
  int history_[2][1024];
  Action counter_[2][1024];
  // Correction history (corr=N), zero at the start; not allocated without the switch.
  std::unique_ptr<int[]> corr_{cfg_.correction ? new int[kCorrSize]() : nullptr};
  int rootDepth_ = 0;
  Action iterBest_;
  int iterScore_ = 0;
  bool iterHasBest_ = false;
};

}  // namespace

SearchResult searchPosition(const Position& root, const std::vector<u64>& history, const SearchConfig& cfg,
                            const std::function<void(const SearchInfo&)>& progress) {
  auto s = std::make_unique<Searcher>(root, history, cfg);
  return s->run(progress);
}

}  // namespace wallrace
