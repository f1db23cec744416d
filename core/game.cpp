#include "game.h"

#include <algorithm>
#include <cctype>

namespace wallrace {

const char* resultName(Result r) {
  switch (r) {
    case Result::Player1: return "player1";
    case Result::Player2: return "player2";
    case Result::Draw: return "draw";
    default: return "ongoing";
  }
}

const char* resultToken(Result r) {
  switch (r) {
    case Result::Player1: return "1-0";
    case Result::Player2: return "0-1";
    case Result::Draw: return "1/2-1/2";
    default: return "*";
  }
}

Outcome positionOutcome(const Position& pos) {
  const RuleSet& r = pos.rules();
  for (int p = 0; p < 2; ++p)
    if (pos.arrived(p))
      return {p == 0 ? Result::Player1 : Result::Player2, "arrival",
              std::string(r.playerNames[p]) + " reached rank " + std::to_string(p == 0 ? r.size : 1)};
  if (pos.plyLimitReached())
    return {Result::Draw, std::string(r.plyLimitReason),
            "draw: ply " + std::to_string(r.plyLimit) + " played with nobody home"};
  return {};
}

int Game::repetitionsAt(int index) const {
  const u64 key = positions_[index].key();
  int n = 0;
  for (int i = 0; i <= index; ++i) n += positions_[i].key() == key;
  return n;
}

Outcome Game::outcomeAt(int index) const {
  const Position& position = positions_[index];
  Outcome o = positionOutcome(position);
  if (o.result == Result::Ongoing && repetitionDrawn(rules(), repetitionsAt(index)))
    o = {Result::Draw, "repetition", "draw by third repetition"};
  // Not a rule of any rule set: the 16-bit ply count ends a game (only a walls
  // game can get there, from a crafted position code or record) rather than wrap.
  if (o.result == Result::Ongoing && moveLimitReached(position))
    o = {Result::Draw, "move limit", "draw: " + std::to_string(kMaxGamePly) + " plies played, the most a game can hold"};
  return o;
}

void Game::legal(MoveList& list) const {
  list.size = 0;
  if (!isOver()) generateLegal(position(), list);
}

std::optional<std::string> Game::refusal(Action a) const {
  const Outcome o = outcome();
  if (o.result != Result::Ongoing) return "the game is over (" + o.message + ")";
  return wallrace::refusal(position(), a);
}

std::optional<std::string> Game::play(Action a) {
  if (auto why = refusal(a)) return why;
  Position next = position();
  Undo u;
  next.make(a, u);
  positions_.push_back(next);
  if (!redo_.empty() && redo_.back() == a) redo_.pop_back();
  else redo_.clear();
  actions_.push_back(a);
  return std::nullopt;
}

Expected<Action> Game::play(std::string_view text) {
  auto a = parseAction(position().board(), text);
  if (!a) return Expected<Action>::fail(quoted(text) + ": " + a.error());
  if (auto why = play(*a)) return Expected<Action>::fail(quoted(text) + ": " + *why);
  return *a;
}

bool Game::undo() {
  if (actions_.empty()) return false;
  redo_.push_back(actions_.back());
  actions_.pop_back();
  positions_.pop_back();
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  return !play(redo_.back());
}

Expected<Game> Game::fromMoves(const Position& start, std::string_view moves) {
  Game g(start);
  int i = 0;
  for (const std::string& tok : splitMoves(moves)) {
    ++i;
    auto r = g.play(tok);
    if (!r) return Expected<Game>::fail("move " + std::to_string(i) + " " + r.error());
  }
  return g;
}

std::string Game::record() const {
  const Position& s = start();
  const Board& b = s.board();
  std::string out = "[Rules \"" + std::string(rules().name) + "\"]\n";
  const Position fresh(rules());
  if (s.key() != fresh.key() || s.ply() != 0) out += "[Position \"" + positionCode(s) + "\"]\n";
  const Outcome o = outcome();
  out += "[Result \"" + std::string(resultToken(o.result)) + "\"]\n";
  if (!o.reason.empty()) out += "[Termination \"" + o.reason + "\"]\n";
  out += "\n";
  std::string line;
  for (size_t i = 0; i < actions_.size(); ++i) {
    const int ply = s.ply() + int(i);
    if (ply % 2 == 0) line += std::to_string(ply / 2 + 1) + ". ";
    else if (i == 0) line += std::to_string(ply / 2 + 1) + "... ";
    line += actionName(b, actions_[i]) + " ";
  }
  return out + line + resultToken(o.result) + "\n";
}

namespace {
bool isResultToken(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }
}  // namespace

Expected<Game> Game::fromRecord(std::string_view text) {
  using R = Expected<Game>;
  std::string rulesTag, positionTag, resultTag;
  std::string moves;
  size_t lineNo = 0, pos = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark (editors on Windows)
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(pos, end - pos));
    pos = end + 1;
    ++lineNo;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
    size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos) continue;
    line = line.substr(first);
    // Tags: [Name "value"], one or several on a line, moves may follow them.
    while (!line.empty() && line[0] == '[') {
      const size_t q1 = line.find('"');
      const size_t q2 = q1 == std::string::npos ? q1 : line.find('"', q1 + 1);
      const size_t close = q2 == std::string::npos ? q2 : line.find_first_not_of(" \t", q2 + 1);
      if (close == std::string::npos || line[close] != ']' || line.find(']') < q1)
        return R::fail("record line " + std::to_string(lineNo) + " " + quoted(line) + ": a tag must look like [Name \"value\"]");
      std::string name = line.substr(1, q1 - 1);
      while (!name.empty() && name.back() == ' ') name.pop_back();
      const std::string value = line.substr(q1 + 1, q2 - q1 - 1);
      if (name == "Rules") rulesTag = value;
      else if (name == "Position") positionTag = value;
      else if (name == "Result") resultTag = value;
      // other tags (Event, Date, Termination, ...) are kept out of the game
      line = line.substr(close + 1);
      const size_t next = line.find_first_not_of(" \t");
      line = next == std::string::npos ? std::string() : line.substr(next);
    }
    if (line.empty()) continue;
    moves += line + "\n";
  }
  const RuleSet* rules = nullptr;
  if (!rulesTag.empty()) {
    rules = findRuleSet(rulesTag);
    if (!rules) return R::fail("record tag Rules " + quoted(rulesTag) + ": unknown rule set (known: " + ruleSetNames() + ")");
  }
  std::optional<Position> start;
  if (!positionTag.empty()) {
    auto p = parsePositionCode(positionTag);
    if (!p) return R::fail("record tag Position: " + p.error());
    if (rules && &p->rules() != rules) return R::fail("record tag Position " + quoted(positionTag) + " is not a " + std::string(rules->name) + " position");
    start = *p;
  } else if (rules) {
    start = Position(*rules);
  } else {
    return R::fail("record has no [Rules \"...\"] tag");
  }
  if (!resultTag.empty() && !isResultToken(resultTag))
    return R::fail("record tag Result " + quoted(resultTag) + ": expected 1-0, 0-1, 1/2-1/2 or *");
  Game g(*start);
  std::string endToken;
  int index = 0;
  // Strip {comments} and read the move text token by token.
  std::string clean;
  size_t depth = 0, opened = 0;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] == '{') {
      if (!depth++) opened = clean.size();
    } else if (moves[i] == '}' && depth) {
      --depth;
    } else if (!depth) {
      clean += moves[i];
    }
  }
  if (depth) {  // the moves after it would be lost without a word
    const size_t before = splitMoves(clean.substr(0, opened)).size();
    return R::fail("record: a comment opened with '{' " +
                   (before ? "after move token " + std::to_string(before) : std::string("before the first move")) +
                   " is never closed (a '}' is missing)");
  }
  for (std::string tok : splitMoves(clean)) {
    ++index;
    if (!endToken.empty()) return R::fail("record token " + std::to_string(index) + " " + quoted(tok) + ": moves after the result " + endToken);
    if (isResultToken(tok)) { endToken = tok; continue; }
    // Move numbers: "3." before Player 1's move, "3..." before Player 2's.
    size_t digits = 0;
    while (digits < tok.size() && std::isdigit(static_cast<unsigned char>(tok[digits]))) ++digits;
    if (digits > 0 && digits < tok.size() && tok[digits] == '.') {
      const std::string dots = tok.substr(digits);
      const std::string rest = dots.substr(dots.find_first_not_of('.') == std::string::npos ? dots.size() : dots.find_first_not_of('.'));
      const std::string mark = dots.substr(0, dots.size() - rest.size());
      if (mark != "." && mark != "...")
        return R::fail("record token " + std::to_string(index) + " " + quoted(tok) + ": a move number ends in '.' or '...'");
      const int number = std::stoi(tok.substr(0, std::min<size_t>(digits, 6)));
      const int ply = g.position().ply();
      if (number != ply / 2 + 1 || (mark == "." ? ply % 2 != 0 : ply % 2 != 1))
        return R::fail("record token " + std::to_string(index) + " " + quoted(tok) + ": move number does not match (expected " +
                       std::to_string(ply / 2 + 1) + (ply % 2 ? "..." : ".") + ")");
      if (rest.empty()) continue;
      tok = rest;
    }
    auto r = g.play(tok);
    if (!r) return R::fail("record token " + std::to_string(index) + " (move " + std::to_string(g.length() + 1) + ") " + r.error());
  }
  const std::string actual = resultToken(g.outcome().result);
  for (const std::string& claimed : {resultTag, endToken})
    if (!claimed.empty() && claimed != "*" && claimed != actual)
      return R::fail("record claims the result " + claimed + " but the moves give " + actual);
  return g;
}

namespace {
// `keys` holds the keys of the game's positions and of the line played since, pos's last.
u64 perftLine(Position& pos, int depth, std::vector<u64>& keys) {
  if (depth == 0) return 1;
  if (pos.isOver() || moveLimitReached(pos) ||
      repetitionDrawn(pos.rules(), int(std::count(keys.begin(), keys.end(), pos.key()))))
    return 0;
  MoveList list;
  generateLegal(pos, list);
  if (depth == 1) return u64(list.size);
  u64 total = 0;
  Undo u;
  for (Action m : list) {
    pos.make(m, u);
    keys.push_back(pos.key());
    total += perftLine(pos, depth - 1, keys);
    keys.pop_back();
    pos.undo(m, u);
  }
  return total;
}
}  // namespace

u64 perft(const Game& game, int depth) {
  if (depth == 0) return 1;
  if (game.isOver()) return 0;
  Position pos = game.position();
  // No repetition rule and the move limit out of reach: the positions alone decide.
  if (!game.rules().repetitionDraw && pos.ply() + depth < kMaxGamePly) return perft(pos, depth);
  std::vector<u64> keys;
  for (int i = 0; i <= game.length(); ++i) keys.push_back(game.positionAt(i).key());
  return perftLine(pos, depth, keys);
}

int Match::winnerSide(int game) const {
  if (game < 0 || game >= games()) return -1;
  const Result r = results_[game];
  if (r != Result::Player1 && r != Result::Player2) return -1;
  return sideOf(game, r == Result::Player1 ? 0 : 1);
}

std::array<int, 2> Match::score() const {
  std::array<int, 2> s{0, 0};
  for (int i = 0; i < games(); ++i)
    if (const int w = winnerSide(i); w >= 0) s[w] += 1;
  return s;
}

}  // namespace wallrace
