#include "harness.h"

#include <algorithm>
#include <cctype>

#include "../paths.h"
#include "../reference.h"

namespace wallrace {

Expected<PlayerSpec> parsePlayerSpec(std::string_view full) {
  // ",lmr=D", ",q=D", ",ra=D", ... at the end: search switches for experiments, a digit each up to the
  // switch's largest meaningful value (a mode past its last, such as ",lmr=7", is refused, not read as another).
  // ",book=0" at the end: no opening book (book.h) for this player; ",book=1" the default.
  if (const size_t k = full.rfind(",book="); k != std::string_view::npos && k + 7 == full.size() &&
                                             (full.back() == '0' || full.back() == '1')) {
    auto p = parsePlayerSpec(full.substr(0, k));
    if (p) {
      p->limits.book = full.back() == '1';
      p->name = std::string(full);
    }
    return p;
  }
  for (const SearchSwitchInfo& sw : kSearchSwitches) {
    const std::string tag = "," + std::string(sw.tag) + "=";
    const size_t k = full.rfind(tag);
    if (k == std::string_view::npos) continue;
    const std::string_view val = full.substr(k + tag.size());
    if (val.find(',') != std::string_view::npos) continue;  // not the last switch: read after the ones behind it
    if (val.size() != 1 || val[0] < '0' + sw.min || val[0] - '0' > sw.max)
      return Expected<PlayerSpec>::fail("switch '" + tag + "': '" + std::string(val) + "' is not one of " +
                                        std::to_string(sw.min) + ".." + std::to_string(sw.max));
    auto p = parsePlayerSpec(full.substr(0, k));
    if (p) {
      p->switches.*sw.field = val[0] - '0';
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
  if ((v = number(lv, 1, kLevelCount)) > 0) {
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
                                    ": unknown player (use 1.." + std::to_string(kLevelCount) + ", nodes:N up to 1000000000, depth:N, movetime:MS, racer, ab2, mcts, mcts:N)");
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
  u64 r = splitmix64(seed * 1000003 + u64(pair));
  const int plies = 2 + int(r % 3);
  for (int i = 0; i < plies && !pos.isOver(); ++i) {
    r = splitmix64(r);
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
    const Action a = playerMove(p, g, movetimeMs, splitmix64(seed + u64(g.length())));
    if (g.play(a)) {  // refused: the player loses (never expected)
      settle(out, g, maxPlies, g.position().toMove());
      return out;
    }
  }
  settle(out, g, maxPlies);
  return out;
}

void settle(MatchGame& out, const Game& g, int maxPlies, int illegalBy) {
  out.plies = g.length();
  out.record = g.record();
  if (illegalBy >= 0) {
    out.result = illegalBy == 0 ? Result::Player2 : Result::Player1;
    out.reason = "illegal move";
    return;
  }
  const Outcome o = g.outcome();
  out.result = o.result == Result::Ongoing ? Result::Draw : o.result;
  out.reason = o.result == Result::Ongoing ? "adjudicated at ply " + std::to_string(maxPlies) : o.reason;
}

std::optional<Action> plausibleMove(const Game& g, u64 r, int wallPercent) {
  const Position& pos = g.position();
  const int us = pos.toMove(), them = us ^ 1;
  MoveList list;
  g.legal(list);
  const PathInfo op = analysePaths(pos, them);
  const int myLen = pathLength(pos, us);
  std::vector<Action> walls, forward, steps;
  for (Action x : list) {
    if (x.isWall()) {
      const int o = x.kind() == ActionKind::WallH ? 0 : 1;
      if (pos.board().wallEdges[o][x.square()] & op.dag[o]) walls.push_back(x);
    } else {
      steps.push_back(x);
      Position next = pos;
      Undo u;
      next.make(x, u);
      if (pathLength(next, us) < myLen) forward.push_back(x);
    }
  }
  const int roll = int(r % 100);
  const std::vector<Action>& from = roll < wallPercent && !walls.empty() ? walls
                                    : roll < 90 && !forward.empty() ? forward
                                    : steps.empty() ? walls : steps;
  if (from.empty()) return std::nullopt;
  return from[(r >> 16) % from.size()];
}

}  // namespace wallrace
