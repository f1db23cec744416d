#include "bot.h"

#include <algorithm>
#include <utility>

#include "book.h"
#include "movegen.h"
#include "race.h"
#include "solver.h"

namespace wallrace {

namespace {

// A beginner's move: a wall dropped anywhere, or a step in any direction.
Action beginnerMove(const Position& pos, u64 r) {
  MoveList list;
  generateLegal(pos, list);
  int steps = 0;
  for (Action a : list) steps += a.kind() == ActionKind::Step;
  const int walls = list.size - steps;
  if (walls > 0 && (r & 1)) return list.moves[steps + int((r >> 8) % u64(walls))];
  if (steps > 0) return list.moves[int((r >> 8) % u64(steps))];
  return list.moves[0];
}

bool hasBudget(const SearchLimits& l) { return l.movetimeMs || l.nodes || l.depth; }

// The level searched at: the one asked for, else full strength without a budget, else 0 (the budget alone).
int levelOf(const SearchLimits& l) { return l.level ? std::clamp(l.level, 1, kLevelCount) : hasBudget(l) ? 0 : kLevelCount; }

}  // namespace

const LevelStyle& levelStyle(int level) {
  // Named fields (designated initializers): what each level is, read at a glance.
  static const LevelStyle styles[kLevelCount] = {
      // 1: one ply, very noisy, often a beginner's move (a wasted wall, a wandering step)
      {.depth = 1, .nodes = 0, .noise = 250, .blunderPercent = 40, .ttMegabytes = 1},
      // 2: one ply, noisy, sometimes a beginner's move
      {.depth = 1, .nodes = 0, .noise = 140, .blunderPercent = 12, .ttMegabytes = 1},
      // 3: two plies, noisy
      {.depth = 2, .nodes = 0, .noise = 110, .blunderPercent = 5, .ttMegabytes = 1},
      // 4: a small search, noisy
      {.depth = 64, .nodes = 1500, .noise = 100, .blunderPercent = 0, .ttMegabytes = 2},
      // 5: a real search on a short budget, some noise
      {.depth = 64, .nodes = 12000, .noise = 60, .blunderPercent = 0, .ttMegabytes = 4},
      // 6: full strength (the hint), with what kFullStrengthOnly lists; a million nodes, about half a second natively,
      //    20 MB. On a clock (a movetime) the time is its budget and the node budget does not apply (nodesOnClock).
      {.depth = 64, .nodes = 1000000, .noise = 0, .blunderPercent = 0, .ttMegabytes = 16, .fullStrength = true,
       .nodesOnClock = false},
  };
  return styles[std::clamp(level, 1, kLevelCount) - 1];
}

SearchConfig botSearchConfig(const SearchLimits& limits, const EvalParams& eval, const SearchSwitches& switches) {
  const int level = levelOf(limits);
  SearchConfig cfg;
  cfg.eval = eval;
  cfg.seed = limits.seed;
  if (level) {
    const LevelStyle& st = levelStyle(level);
    cfg.maxDepth = st.depth;
    cfg.maxNodes = st.nodes;
    cfg.noise = st.noise;
    if (!st.fullStrength)
      for (int SearchConfig::*field : kFullStrengthOnly) cfg.*field = 0;
    cfg.ttMegabytes = st.ttMegabytes;
    // On a clock the time is the budget of a level whose node budget is for a search without one
    // (Level 6: the page, deterministic per seed; under a movetime it stopped at a million nodes,
    // about 40 % of a second natively). A budget given with the level still caps it below.
    if (limits.movetimeMs && !st.nodesOnClock) cfg.maxNodes = 0;
  }
  if (limits.nodes) cfg.maxNodes = cfg.maxNodes ? std::min(cfg.maxNodes, limits.nodes) : limits.nodes;
  if (limits.depth) cfg.maxDepth = level ? std::min(cfg.maxDepth, limits.depth) : limits.depth;
  if (limits.movetimeMs) {
    cfg.timeMs = limits.movetimeMs;
    // A short budget fills no large table (and a new one is allocated and zeroed once a thread).
    cfg.ttMegabytes = std::clamp(limits.movetimeMs / 8, 1, cfg.ttMegabytes);
  }
  // Each switch >= 0 overrides the level's or SearchConfig's own value.
  for (const SearchSwitchInfo& sw : kSearchSwitches) {
    const int v = switches.*sw.field;
    if (v >= 0) cfg.*sw.config = sw.setting(v);
  }
  return cfg;
}

SearchResult thinkWith(const Game& game, const SearchLimits& limits, const EvalParams& eval,
                       const std::function<void(const SearchInfo&)>& progress, const SearchSwitches& switches) {
  SearchResult out;
  const Position& pos = game.position();
  if (game.isOver()) {
    out.best = Action::pass();
    return out;
  }
  if (auto b = bookResult(game, limits)) {  // Level 6 and full-strength budgets: the opening book first
    if (progress) progress(b->info);
    return *b;
  }
  MoveList legal;
  game.legal(legal);
  if (legal.size == 1) {
    out.best = legal.moves[0];
    out.info.pv = {out.best};
    return out;
  }
  const bool budget = hasBudget(limits);
  const int level = levelOf(limits);
  // Every level takes an arrival in one.
  const u128 home = pawnTargets(pos) & pos.board().goal[pos.toMove()];
  if (home) {
    out.best = Action(ActionKind::Step, lowest(home));
    out.info.score = kWin - 1;
    out.info.depth = 1;
    out.info.pv = {out.best};
    if (progress) progress(out.info);
    return out;
  }
  const u64 seedHash = splitmix64(limits.seed ^ splitmix64(pos.key() + u64(pos.ply())));

  if (level == kLevelCount && pos.rules().hasSolver()) {
    // The one call site of the detour solver. Without its precomputed table
    // it solves positions near the start slowly, so a budget set then means search.
    const bool searchInstead = detourTableLayers() < 0 && budget;
    if (!searchInstead)
      if (auto v = solveDetour(pos, false); v && !v->best.empty()) {  // one optimal move is enough
        out.best = v->best.front();
        out.info.pv = {out.best};
        out.info.depth = v->plies;
        const int winner = v->result == Result::Player1 ? 0 : v->result == Result::Player2 ? 1 : -1;
        out.info.score = winner < 0 ? 0 : winner == pos.toMove() ? kWin - v->plies : -(kWin - v->plies);
        return out;
      }
  }

  if (level) {
    const LevelStyle& st = levelStyle(level);
    if (st.blunderPercent && int(seedHash % 100) < st.blunderPercent) {
      out.best = beginnerMove(pos, splitmix64(seedHash));
      out.info.pv = {out.best};
      return out;
    }
  }
  const SearchConfig cfg = botSearchConfig(limits, eval, switches);

  // No walls left on either side: the race is solved exactly.
  if (pos.wallsLeft(0) == 0 && pos.wallsLeft(1) == 0 && level != 1) {
    const RaceTable table(pos);
    out.best = table.bestMove(pos);
    Position next = pos;
    Undo u;
    next.make(out.best, u);
    const RaceVerdict v = table.verdict(next);
    const int plies = v.plies + 1;
    out.info.score = v.winner < 0 ? 0 : v.winner == pos.toMove() ? kWin - plies : -(kWin - plies);
    out.info.depth = 1;
    out.info.pv = {out.best};
    if (progress) progress(out.info);
    return out;
  }

  // Earlier positions with the same walls, for repetition draws.
  std::vector<u64> history;
  for (int i = game.length() - 1; i >= 0; --i) {
    const Position& p = game.positionAt(i);
    if (p.wallsLeft(0) != pos.wallsLeft(0) || p.wallsLeft(1) != pos.wallsLeft(1)) break;
    history.push_back(p.key());
  }
  std::reverse(history.begin(), history.end());
  return searchPosition(pos, history, cfg, progress);
}

SearchResult think(const Game& game, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& progress) {
  return thinkWith(game, limits, defaultEvalParams(), progress);
}

}  // namespace wallrace
