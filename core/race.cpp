#include "race.h"

#include <cstdlib>

namespace wallrace {

namespace {
RaceVerdict capped(const Position& pos, RaceVerdict v) {
  if (v.winner >= 0 && pos.rules().plyLimit && pos.ply() + v.plies > pos.rules().plyLimit) return {-1, 0};
  return v;
}
}  // namespace

RaceTable::RaceTable(const Position& pos) : board_(&pos.board()), mob_(pos), value_(128 * 128 * 2, 0) {
  const Board& b = *board_;
  const bool share = b.rules->pawnsShare;
  std::vector<int> states;
  std::vector<int> childStart, children;
  for (u128 a = b.squares; a; a = clearLowest(a))
    for (u128 c = b.squares; c; c = clearLowest(c)) {
      const int p0 = lowest(a), p1 = lowest(c);
      if (p0 == p1 && !share) continue;
      for (int stm = 0; stm < 2; ++stm) {
        const int i = index(p0, p1, stm);
        const bool oppHome = (b.goal[stm ^ 1] >> (stm ? p0 : p1)) & 1;
        const bool meHome = (b.goal[stm] >> (stm ? p1 : p0)) & 1;
        if (oppHome) { value_[i] = -1; continue; }  // lost: the other pawn has arrived
        if (meHome) { value_[i] = 1; continue; }    // unreachable in play
        states.push_back(i);
        childStart.push_back(int(children.size()));
        const int from = stm ? p1 : p0, other = stm ? p0 : p1;
        u128 t = pawnTargetsFrom(b, mob_, from, other);
        if (!t) children.push_back(index(p0, p1, stm ^ 1));  // pass
        for (; t; t = clearLowest(t)) {
          const int to = lowest(t);
          children.push_back(stm ? index(p0, to, 0) : index(to, p1, 1));
        }
      }
    }
  childStart.push_back(int(children.size()));
  // Retrograde by plies: a state is won in k when some move reaches a state
  // lost in k-1, lost in k when its last child became won at k-1.
  std::vector<std::pair<int, std::int16_t>> found;
  for (int k = 1; k < 30000; ++k) {
    found.clear();
    for (size_t s = 0; s < states.size(); ++s) {
      const int i = states[s];
      if (value_[i]) continue;
      bool allWon = true, win = false;
      for (int c = childStart[s]; c < childStart[s + 1]; ++c) {
        const int v = value_[children[c]];
        if (v == -k) { win = true; break; }  // child lost in k-1
        if (v <= 0) allWon = false;
      }
      if (win) found.push_back({i, std::int16_t(k)});
      else if (allWon) found.push_back({i, std::int16_t(-k - 1)});
    }
    if (found.empty()) break;
    for (auto [i, v] : found) value_[i] = v;
  }
}

RaceVerdict RaceTable::verdict(const Position& pos) const {
  const int stm = pos.toMove();
  const int v = value_[index(pos.pawn(0), pos.pawn(1), stm)];
  RaceVerdict r;
  if (v > 0) r = {stm, v};
  else if (v < 0) r = {stm ^ 1, -v - 1};
  return capped(pos, r);
}

Action RaceTable::bestMove(const Position& pos) const {
  const int stm = pos.toMove();
  u128 t = pawnTargetsFrom(*board_, mob_, pos.pawn(stm), pos.pawn(stm ^ 1));
  if (!t) return Action::pass();
  Action best;
  int bestKey = -1;
  for (; t; t = clearLowest(t)) {
    const int to = lowest(t);
    Position child = pos;
    Undo u;
    child.make(Action(ActionKind::Step, to), u);
    const RaceVerdict v = verdict(child);
    const int key = v.winner == stm ? 100000 - v.plies : v.winner < 0 ? 50000 : v.plies;
    if (key > bestKey) bestKey = key, best = Action(ActionKind::Step, to);
  }
  return best;
}

std::optional<RaceVerdict> quickRace(const Position& pos, int myPath, int oppPath) {
  const int us = pos.toMove(), them = us ^ 1;
  const int wMe = pos.wallsLeft(us), wOpp = pos.wallsLeft(them);
  if (wMe && wOpp) return std::nullopt;
  const Board& b = pos.board();
  if (!b.rules->pawnsShare) {
    // Pawns that are far apart, or have passed each other, do not meet on their ways home.
    const int a = pos.pawn(0), c = pos.pawn(1);
    const int dist = std::abs(b.file(a) - b.file(c)) + std::abs(b.rank(a) - b.rank(c));
    if (dist < 4 && b.rank(a) <= b.rank(c)) return std::nullopt;
  }
  RaceVerdict v;
  if (!wMe && !wOpp) {
    v = myPath <= oppPath ? RaceVerdict{us, 2 * myPath - 1} : RaceVerdict{them, 2 * oppPath};
  } else if (wMe && myPath <= oppPath) {
    v = {us, 2 * myPath - 1};  // ahead with walls in hand: just run
  } else if (wOpp && oppPath < myPath) {
    v = {them, 2 * oppPath};
  } else {
    return std::nullopt;
  }
  return capped(pos, v);
}

}  // namespace wallrace
