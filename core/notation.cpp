#include "notation.h"

#include <algorithm>
#include <cctype>

#include "paths.h"

namespace wallrace {

std::string squareName(const Board& b, int s) {
  return std::string(1, char('a' + b.file(s))) + std::to_string(b.rank(s) + 1);
}

static std::string lower(std::string_view t) {
  std::string s(t);
  for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Reads "<file><rank>" at the start of s; returns the length read (0 if none).
static size_t readSquare(std::string_view s, int& file, int& rank) {
  if (s.empty() || s[0] < 'a' || s[0] > 'z') return 0;
  size_t i = 1;
  int r = 0;
  while (i < s.size() && i < 4 && std::isdigit(static_cast<unsigned char>(s[i]))) r = r * 10 + (s[i++] - '0');
  if (i == 1) return 0;
  file = s[0] - 'a';
  rank = r - 1;
  return i;
}

Expected<int> parseSquare(const Board& b, std::string_view text) {
  const std::string s = lower(text);
  int f, r;
  if (readSquare(s, f, r) != s.size() || s.empty()) return Expected<int>::fail("not a square");
  if (f >= b.n || r < 0 || r >= b.n) return Expected<int>::fail("off the board");
  return b.sq(f, r);
}

std::string actionName(const Board& b, Action a) {
  switch (a.kind()) {
    case ActionKind::Step: return squareName(b, a.square());
    case ActionKind::WallH: return squareName(b, a.square()) + "h";
    case ActionKind::WallV: return squareName(b, a.square()) + "v";
    case ActionKind::Pass: return "pass";
  }
  return "?";
}

static std::string expectedForms(const Board& b) {
  const char last = char('a' + b.n - 1);
  return std::string("expected a square a1-") + last + std::to_string(b.n) + ", a wall like " +
         (b.rules->wallLength == 1 ? "a1h or a1-a2" : "e3h") + ", or pass";
}

Expected<Action> parseAction(const Board& b, std::string_view text) {
  using R = Expected<Action>;
  std::string s = lower(text);
  // The seed's en dash (UTF-8 E2 80 93) reads as a hyphen.
  for (size_t p; (p = s.find("\xE2\x80\x93")) != std::string::npos;) s.replace(p, 3, "-");
  if (s == "pass") return Action::pass();
  int f, r;
  const size_t n = readSquare(s, f, r);
  if (n == 0) return R::fail("not a move (" + expectedForms(b) + ")");
  const bool inBoard = f < b.n && r >= 0 && r < b.n;
  if (n == s.size()) {
    if (!inBoard) return R::fail("off the board");
    return Action(ActionKind::Step, b.sq(f, r));
  }
  if (n + 1 == s.size() && (s[n] == 'h' || s[n] == 'v')) {
    const int o = s[n] == 'h' ? 0 : 1;
    if (!inBoard || !((b.slotMask[o] >> b.sq(f, r)) & 1))
      return R::fail("off the board (a " + std::string(o == 0 ? "horizontal" : "vertical") + " wall cannot start at " +
                     s.substr(0, n) + ")");
    return Action(o == 0 ? ActionKind::WallH : ActionKind::WallV, b.sq(f, r));
  }
  if (s[n] == '-' && b.rules->wallLength == 1) {  // seed form: the edge between two squares
    int f2, r2;
    const std::string_view rest = std::string_view(s).substr(n + 1);
    if (readSquare(rest, f2, r2) != rest.size() || rest.empty()) return R::fail("not a move (" + expectedForms(b) + ")");
    if (!inBoard || f2 >= b.n || r2 < 0 || r2 >= b.n) return R::fail("off the board");
    if (f == f2 && std::abs(r - r2) == 1) return Action(ActionKind::WallH, b.sq(f, std::min(r, r2)));
    if (r == r2 && std::abs(f - f2) == 1) return Action(ActionKind::WallV, b.sq(std::min(f, f2), r));
    return R::fail("the two squares are not neighbours");
  }
  return R::fail("not a move (" + expectedForms(b) + ")");
}

std::string quoted(std::string_view t, std::size_t max) {
  static const char* hex = "0123456789abcdef";
  std::string out = "'";
  std::size_t shown = 0, i = 0;
  for (; i < t.size() && shown < max; ++shown) {
    const unsigned char c = static_cast<unsigned char>(t[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += char(c);
      ++i;
      continue;
    }
    // The length of a well-formed UTF-8 sequence starting here, else 0.
    std::size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    std::uint32_t cp = n == 2 ? c & 0x1f : n == 3 ? c & 0x0f : c & 0x07;
    if (n && i + n <= t.size()) {
      for (std::size_t k = 1; k < n; ++k) {
        const unsigned char d = static_cast<unsigned char>(t[i + k]);
        if ((d & 0xc0) != 0x80) { n = 0; break; }
        cp = cp << 6 | (d & 0x3f);
      }
      if (n == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) n = 0;
      if (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) n = 0;
    } else {
      n = 0;
    }
    if (!n) {  // a control byte or a byte that is not UTF-8
      out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
      ++i;
      continue;
    }
    const bool hostile = cp < 0xa0 || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
                         (cp >= 0x2066 && cp <= 0x2069) || cp == 0xfeff;
    if (hostile) {
      out += "\\u";
      for (int sh = 12; sh >= 0; sh -= 4) out += hex[(cp >> sh) & 15];
    } else {
      out.append(t.substr(i, n));
    }
    i += n;
  }
  if (i < t.size()) out += "\xe2\x80\xa6";  // …
  return out + "'";
}

std::vector<std::string> splitMoves(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '\n' || c == '\r' || c == '\t') {
      if (!cur.empty()) out.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::string positionCode(const Position& pos) {
  const Board& b = pos.board();
  std::string s = std::string(pos.rules().name) + "_" + std::to_string(pos.ply()) + "_" +
                  std::to_string(pos.toMove() + 1) + "_" + squareName(b, pos.pawn(0)) + "_" +
                  squareName(b, pos.pawn(1)) + "_" + std::to_string(pos.wallsLeft(0)) + "_" +
                  std::to_string(pos.wallsLeft(1));
  if (pos.wallCount()) {
    s += "_";
    for (int o = 0; o < 2; ++o)
      for (u128 w = pos.walls(o); w; w = clearLowest(w))
        s += actionName(b, Action(o == 0 ? ActionKind::WallH : ActionKind::WallV, lowest(w)));
  }
  return s;
}

static bool readNumber(const std::string& t, int& v) {
  if (t.empty() || t.size() > 5) return false;
  v = 0;
  for (char c : t) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    v = v * 10 + (c - '0');
  }
  return true;
}

Expected<Position> parsePositionCode(std::string_view code) {
  using R = Expected<Position>;
  std::vector<std::string> f;
  {
    std::string cur;
    for (char c : code) {
      if (c == '_') f.push_back(cur), cur.clear();
      else cur += c;
    }
    f.push_back(cur);
  }
  auto bad = [&](int i, const std::string& why) {
    static const char* names[] = {"rule set", "ply", "side to move", "Player 1's pawn", "Player 2's pawn",
                                  "Player 1's walls left", "Player 2's walls left", "walls"};
    return R::fail("position code field " + std::to_string(i + 1) + " (" + names[i] + ") " +
                   quoted(i < int(f.size()) ? f[i] : std::string()) + ": " + why);
  };
  if (code.empty()) return R::fail("position code is empty");
  const RuleSet* rules = findRuleSet(f[0]);
  if (!rules) return bad(0, "unknown rule set (known: " + ruleSetNames() + ")");
  if (f.size() < 7 || f.size() > 8)
    return R::fail("position code has " + std::to_string(f.size()) +
                   " fields separated by '_', expected 7 or 8: rules_ply_toMove_pawn1_pawn2_wallsLeft1_wallsLeft2[_walls]");
  Position pos(*rules);
  const Board& b = pos.board();
  int ply, side, left[2];
  if (!readNumber(f[1], ply)) return bad(1, "not a number");
  if (ply > kMaxGamePly) return bad(1, "beyond the longest game, " + std::to_string(kMaxGamePly) + " plies");
  if (rules->plyLimit && ply > rules->plyLimit) return bad(1, "beyond the ply limit " + std::to_string(rules->plyLimit));
  if (!readNumber(f[2], side) || side < 1 || side > 2) return bad(2, "expected 1 or 2");
  int sq[2];
  for (int p = 0; p < 2; ++p) {
    auto s = parseSquare(b, f[3 + p]);
    if (!s) return bad(3 + p, s.error());
    sq[p] = *s;
  }
  if (sq[0] == sq[1] && !rules->pawnsShare) return bad(4, "both pawns on one square");
  for (int p = 0; p < 2; ++p)
    if (!readNumber(f[5 + p], left[p]) || left[p] > rules->wallsEach)
      return bad(5 + p, "expected a number from 0 to " + std::to_string(rules->wallsEach));
  int walls = 0;
  if (f.size() == 8) {
    const std::string w = f[7];
    size_t i = 0;
    while (i < w.size()) {
      size_t j = i + 1;  // a file letter, its rank digits, then h or v
      while (j < w.size() && std::isdigit(static_cast<unsigned char>(w[j]))) ++j;
      if (j == w.size()) return bad(7, quoted(w.substr(i)) + " is not a wall");
      const std::string tok = w.substr(i, j + 1 - i);
      auto a = parseAction(b, tok);
      if (!a || !a->isWall()) return bad(7, quoted(tok) + ": " + (a ? "not a wall" : a.error()));
      const int o = a->kind() == ActionKind::WallH ? 0 : 1;
      if (!((pos.freeSlots(o) >> a->square()) & 1)) return bad(7, quoted(tok) + " overlaps or crosses another wall");
      pos.addWall(o, a->square());
      ++walls;
      i = j + 1;
    }
  }
  const int used = 2 * rules->wallsEach - left[0] - left[1];
  if (used != walls)
    return R::fail("position code: " + std::to_string(walls) + " walls on the board but walls left say " +
                   std::to_string(used) + " were placed");
  if (side - 1 != ply % 2) return bad(2, "side to move does not match ply " + std::to_string(ply));
  if ((rules->wallsEach - left[0]) > (ply + 1) / 2 || (rules->wallsEach - left[1]) > ply / 2)
    return R::fail("position code: more walls placed than turns played");
  pos.setPawn(0, sq[0]);
  pos.setPawn(1, sq[1]);
  pos.setWallsLeft(0, left[0]);
  pos.setWallsLeft(1, left[1]);
  pos.setToMove(side - 1);
  pos.setPly(ply);
  for (int p = 0; p < 2; ++p)
    if (!hasPath(Mobility(pos), pos.pawn(p), b.goal[p]))
      return R::fail("position code: " + std::string(rules->playerNames[p]) + " has no path to the goal rank");
  if (pos.arrived(0) && pos.arrived(1)) return R::fail("position code: both pawns on their goal ranks");
  for (int p = 0; p < 2; ++p)
    if (pos.arrived(p) && pos.toMove() == p)
      return R::fail("position code: " + std::string(rules->playerNames[p]) + " stands on its goal rank but is to move");
  return pos;
}

}  // namespace wallrace
