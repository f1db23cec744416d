#include "bot.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "movegen.h"
#include "race.h"
#include "reference.h"
#include "solver.h"

namespace wallrace {

namespace {

u64 mix(u64 z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

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

}  // namespace

const LevelStyle& levelStyle(int level) {
  static const LevelStyle styles[6] = {
      {1, 0, 250, 40, 1, 0},        // 1: one ply, very noisy, often a beginner's move (a wasted wall, a wandering step)
      {1, 0, 140, 12, 1, 0},        // 2: one ply, noisy, sometimes a beginner's move
      {2, 0, 110, 5, 1, 0},         // 3: two plies, noisy
      {64, 1500, 100, 0, 2, 0},     // 4: a small search, noisy
      {64, 12000, 60, 0, 4, 0},     // 5: a real search on a short budget, some noise
      {64, 1000000, 0, 0, 16, 2},   // 6: full strength (the hint), wall quiescence; about 1.2 s natively, 20 MB
  };
  return styles[std::clamp(level, 1, 6) - 1];
}

SearchResult thinkWith(const Game& game, const SearchLimits& limits, const EvalParams& eval,
                       const std::function<void(const SearchInfo&)>& progress, const SearchSwitches& switches) {
  SearchResult out;
  const Position& pos = game.position();
  if (game.isOver()) {
    out.best = Action::pass();
    return out;
  }
  MoveList legal;
  game.legal(legal);
  if (legal.size == 1) {
    out.best = legal.moves[0];
    out.info.pv = {out.best};
    return out;
  }
  const bool budget = limits.movetimeMs || limits.nodes || limits.depth;
  const int level = limits.level ? std::clamp(limits.level, 1, 6) : budget ? 0 : 6;
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
  const u64 seedHash = mix(limits.seed ^ mix(pos.key() + u64(pos.ply())));

  if (level == 6 && pos.rules().name == "detour") {
    // The one call site of the detour solver. Without its precomputed table
    // it solves positions near the start slowly, so a budget set then means search.
    if (detourTableLayers() < 0 && budget) {
    } else if (auto v = solveDetour(pos, false); v && !v->best.empty()) {  // one optimal move is enough
      out.best = v->best.front();
      out.info.pv = {out.best};
      out.info.depth = v->plies;
      const int winner = v->result == Result::Player1 ? 0 : v->result == Result::Player2 ? 1 : -1;
      out.info.score = winner < 0 ? 0 : winner == pos.toMove() ? kWin - v->plies : -(kWin - v->plies);
      return out;
    }
  }

  SearchConfig cfg;
  cfg.eval = eval;
  cfg.seed = limits.seed;
  if (level) {
    const LevelStyle& st = levelStyle(level);
    if (st.blunderPercent && int(seedHash % 100) < st.blunderPercent) {
      out.best = beginnerMove(pos, mix(seedHash));
      out.info.pv = {out.best};
      return out;
    }
    cfg.maxDepth = st.depth;
    cfg.maxNodes = st.nodes;
    cfg.noise = st.noise;
    cfg.quiesce = st.quiesce;
    cfg.ttMegabytes = st.ttMegabytes;
  }
  if (limits.nodes) cfg.maxNodes = cfg.maxNodes ? std::min(cfg.maxNodes, limits.nodes) : limits.nodes;
  if (limits.depth) cfg.maxDepth = level ? std::min(cfg.maxDepth, limits.depth) : limits.depth;
  if (limits.movetimeMs) {
    cfg.timeMs = limits.movetimeMs;
    // Clearing the table must not eat a short budget.
    cfg.ttMegabytes = std::clamp(limits.movetimeMs / 8, 1, cfg.ttMegabytes);
  }
  if (switches.lmr >= 0) cfg.lmr = switches.lmr;
  if (switches.quiesce >= 0) cfg.quiesce = switches.quiesce;
  if (switches.replyAllWalls >= 0) cfg.replyAllWalls = switches.replyAllWalls;
  if (switches.timeUse >= 0) cfg.timeUse = switches.timeUse;
  if (switches.aspiration >= 0) cfg.aspiration = switches.aspiration;
  if (switches.history >= 0) cfg.history = switches.history;
  if (switches.wallExtension >= 0) cfg.wallExtension = switches.wallExtension;
  if (switches.repetition >= 0) cfg.repetition = switches.repetition;

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
  const SearchOutput r = searchPosition(pos, history, cfg, progress);
  out.best = r.best;
  out.info = r.info;
  return out;
}

SearchResult think(const Game& game, const SearchLimits& limits,
                   const std::function<void(const SearchInfo&)>& progress) {
  return thinkWith(game, limits, defaultEvalParams(), progress);
}

Expected<PlayerSpec> parsePlayerSpec(std::string_view full) {
  // ",lmr=D", ",q=D", ",ra=D", ... at the end: search switches for experiments.
  static constexpr std::pair<std::string_view, int SearchSwitches::*> kSwitches[] = {
      {",lmr=", &SearchSwitches::lmr},        {",q=", &SearchSwitches::quiesce},
      {",ra=", &SearchSwitches::replyAllWalls}, {",tm=", &SearchSwitches::timeUse},
      {",asp=", &SearchSwitches::aspiration},  {",hist=", &SearchSwitches::history},
      {",wx=", &SearchSwitches::wallExtension}, {",rep=", &SearchSwitches::repetition}};
  for (const auto& [tag, field] : kSwitches) {
    const size_t k = full.rfind(tag);
    if (k == std::string_view::npos || k + tag.size() + 1 != full.size() || full.back() < '0' || full.back() > '9') continue;
    auto p = parsePlayerSpec(full.substr(0, k));
    if (p) {
      p->switches.*field = full.back() - '0';
      p->name = std::string(full);
    }
    return p;
  }
  // ",e=name:value:name:value..." after a spec: evaluation weights for experiments.
  if (const size_t k = full.find(",e="); k != std::string_view::npos) {
    auto p = parsePlayerSpec(full.substr(0, k));
    if (!p) return p;
    EvalParams e = p->eval ? *p->eval : defaultEvalParams();
    std::string rest(full.substr(k + 3));
    size_t i = 0;
    while (i < rest.size()) {
      const size_t c = rest.find(':', i);
      if (c == std::string::npos) return Expected<PlayerSpec>::fail("',e=': expected name:value pairs");
      size_t c2 = rest.find(':', c + 1);
      if (c2 == std::string::npos) c2 = rest.size();
      const std::string name = rest.substr(i, c - i), val = rest.substr(c + 1, c2 - c - 1);
      int j = 0;
      while (j < EvalParams::kCount && EvalParams::names[j] != name) ++j;
      if (j == EvalParams::kCount || val.empty() || val.size() > 6 ||
          !std::all_of(val.begin() + (val[0] == '-'), val.end(), [](char ch) { return ch >= '0' && ch <= '9'; }) ||
          val == "-")
        return Expected<PlayerSpec>::fail("',e=': unknown weight or bad value '" + name + ":" + val + "'");
      e.at(j) = std::stoi(val);
      i = c2 + 1;
    }
    p->eval = e;
    p->name = std::string(full);
    return p;
  }
  const std::string_view text = full;
  std::string t;
  for (char c : text) t += char(std::tolower(static_cast<unsigned char>(c)));
  PlayerSpec p;
  p.name = t;
  auto number = [](const std::string& s, long long lo, long long hi) -> long long {
    if (s.empty() || s.size() > 15 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return -1;
    const long long v = std::stoll(s);
    return v >= lo && v <= hi ? v : -1;
  };
  const size_t colon = t.find(':');
  const std::string head = t.substr(0, colon), arg = colon == std::string::npos ? "" : t.substr(colon + 1);
  long long v = -1;
  if (t == "racer") {
    p.kind = PlayerSpec::Kind::Racer;
    return p;
  }
  if (t == "ab2" || t == "alphabeta2") {
    p.kind = PlayerSpec::Kind::AlphaBeta2;
    return p;
  }
  if (head == "mcts") {
    p.kind = PlayerSpec::Kind::Mcts;
    if (!arg.empty()) {
      if ((v = number(arg, 1, 100000000)) < 0) return Expected<PlayerSpec>::fail(quoted(t) + ": playouts must be a whole number");
      p.playouts = int(v);
    }
    return p;
  }
  std::string lv = t.rfind("level", 0) == 0 ? t.substr(5) : t;
  if (!lv.empty() && lv[0] == ':') lv = lv.substr(1);
  if ((v = number(lv, 1, 6)) > 0) {
    p.limits.level = int(v);
    return p;
  }
  if (head == "nodes" && (v = number(arg, 1, (long long)kMaxSearchNodes)) > 0) {
    p.limits.nodes = u64(v);
    return p;
  }
  if (head == "depth" && (v = number(arg, 1, 64)) > 0) {
    p.limits.depth = int(v);
    return p;
  }
  if (head == "movetime" && (v = number(arg, 1, 3600000)) > 0) {
    p.limits.movetimeMs = int(v);
    return p;
  }
  return Expected<PlayerSpec>::fail(quoted(t) +
                                    ": unknown player (use 1..6, nodes:N up to 1000000000, depth:N, movetime:MS, racer, ab2, mcts, mcts:N)");
}

Action playerMove(const PlayerSpec& p, const Game& game, int movetimeMs, u64 seed, u64 nodes) {
  switch (p.kind) {
    case PlayerSpec::Kind::Racer: return racerMove(game.position(), seed);
    case PlayerSpec::Kind::AlphaBeta2: return alphaBeta2Move(game.position(), seed);
    case PlayerSpec::Kind::Mcts: return mctsMove(game.position(), p.playouts, seed);
    case PlayerSpec::Kind::Search: break;
  }
  SearchLimits l = p.limits;
  l.seed = seed;
  if (movetimeMs && (!l.movetimeMs || l.movetimeMs > movetimeMs)) l.movetimeMs = movetimeMs;
  if (nodes && (!l.nodes || l.nodes > nodes)) l.nodes = nodes;
  return thinkWith(game, l, p.eval ? *p.eval : defaultEvalParams(), {}, p.switches).best;
}

std::vector<Action> randomOpening(const RuleSet& rules, u64 seed, int pair) {
  Position pos(rules);
  std::vector<Action> out;
  u64 r = mix(seed * 1000003 + u64(pair));
  const int plies = 2 + int(r % 3);
  for (int i = 0; i < plies && !pos.isOver(); ++i) {
    r = mix(r);
    MoveList list;
    generateLegal(pos, list);
    int steps = 0;
    for (Action a : list) steps += a.kind() == ActionKind::Step;
    const bool wall = list.size > steps && (r % 4 == 0);
    const Action a = wall ? list.moves[steps + int((r >> 8) % u64(list.size - steps))]
                          : list.moves[int((r >> 8) % u64(std::max(1, steps)))];
    Undo u;
    pos.make(a, u);
    out.push_back(a);
  }
  return out;
}

MatchGame playGame(const RuleSet& rules, const std::vector<Action>& opening, const PlayerSpec& first,
                   const PlayerSpec& second, int movetimeMs, u64 seed, int maxPlies) {
  Game g(rules);
  for (Action a : opening) g.play(a);
  MatchGame out;
  while (!g.isOver() && g.length() < maxPlies) {
    const PlayerSpec& p = g.position().toMove() == 0 ? first : second;
    const Action a = playerMove(p, g, movetimeMs, mix(seed + u64(g.length())));
    if (g.play(a)) {  // refused: the player loses (never expected)
      out.result = g.position().toMove() == 0 ? Result::Player2 : Result::Player1;
      out.reason = "illegal move";
      out.plies = g.length();
      out.record = g.record();
      return out;
    }
  }
  const Outcome o = g.outcome();
  out.result = o.result == Result::Ongoing ? Result::Draw : o.result;
  out.reason = o.result == Result::Ongoing ? "adjudicated at ply " + std::to_string(maxPlies) : o.reason;
  out.plies = g.length();
  out.record = g.record();
  return out;
}

}  // namespace wallrace
