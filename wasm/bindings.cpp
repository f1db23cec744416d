// Embind bindings: they translate between JS values and core/, never decide.
// Every error comes back as { ok: false, error } (exceptions never cross).
// No JS exception crosses either: a JS exception unwinding through wasm frames
// skips every C++ destructor (memory and emval handles leak, half-done state
// stays), so every call out to JS code that may throw (a callback, a getter of
// a caller's object) goes through the guards of bindings_common.h, which catch
// it in JS. The search and the detour solver are bound in bindings_search.cpp.
#include <malloc.h>

#include <cmath>

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include "analysis.h"
#include "bindings_common.h"
#include "bindings_search.h"
#include "bot.h"
#include "game.h"
#include "notation.h"
#include "paths.h"

using emscripten::val;
using namespace wallrace;
using namespace wallrace::js;

namespace {

std::string wallName(const Board& b, int orient, int slot) {
  return actionName(b, Action(orient == 0 ? ActionKind::WallH : ActionKind::WallV, slot));
}

val ruleSetInfo(const RuleSet& r) {
  val o = val::object();
  o.set("name", std::string(r.name));
  o.set("size", r.size);
  o.set("wallLength", r.wallLength);
  o.set("wallsEach", r.wallsEach);
  o.set("jumps", r.jumps);
  o.set("pawnsShare", r.pawnsShare);
  o.set("repetitionDraw", r.repetitionDraw);
  o.set("plyLimit", r.plyLimit);
  o.set("alternateFirst", r.alternateFirst);
  o.set("showPathGrowth", r.showPathGrowth);
  val names = val::array();
  names.call<void>("push", std::string(r.playerNames[0]), std::string(r.playerNames[1]));
  o.set("playerNames", names);
  val starts = val::array();
  const Board& b = boardFor(r);
  starts.call<void>("push", squareName(b, b.startSquare[0]), squareName(b, b.startSquare[1]));
  o.set("starts", starts);
  o.set("plyLimitReason", std::string(r.plyLimitReason));
  o.set("title", std::string(r.title.empty() ? r.name : r.title));
  o.set("diagramTop", r.diagramTop);
  o.set("hasSolver", r.hasSolver());
  o.set("solverTable", std::string(r.solverTable));
  o.set("kit", r.kit);
  return o;
}

val squares(const Board& b, const std::vector<int>& list) {
  val a = val::array();
  for (int s : list) a.call<void>("push", squareName(b, s));
  return a;
}

val statusOf(const Game& g, int index) {
  const Position& p = g.positionAt(index);
  const Board& b = p.board();
  const Outcome o = g.outcomeAt(index);
  val s = success();
  s.set("rules", std::string(p.rules().name));
  s.set("ply", p.ply());
  s.set("toMove", p.toMove() + 1);
  s.set("result", std::string(resultName(o.result)));
  s.set("reason", o.reason);
  s.set("message", o.message);
  val pawns = val::array();
  pawns.call<void>("push", squareName(b, p.pawn(0)), squareName(b, p.pawn(1)));
  s.set("pawns", pawns);
  s.set("wallsLeft", pair(p.wallsLeft(0), p.wallsLeft(1)));
  s.set("pathLength", pair(pathLength(p, 0), pathLength(p, 1)));
  val paths = val::array();
  paths.call<void>("push", squares(b, shortestPath(p, 0)), squares(b, shortestPath(p, 1)));
  s.set("paths", paths);
  val walls = val::array();
  for (int o2 = 0; o2 < 2; ++o2)
    for (u128 w = p.walls(o2); w; w = clearLowest(w)) walls.call<void>("push", wallName(b, o2, lowest(w)));
  s.set("walls", walls);
  s.set("position", positionCode(p));
  s.set("canUndo", index > 0);
  s.set("canRedo", index < g.length() || g.canRedo());
  return s;
}

}  // namespace

// The JS Game: one game and its history.
class JsGame {
 public:
  val reset(val rules) {
    if (gSearching) return busy("reset");
    std::string name, error;
    if (!readString(rules, "rules", name, error)) return fail(error);
    const RuleSet* r = findRuleSet(name);
    if (!r) return fail("rules '" + name + "': unknown rule set (known: " + ruleSetNames() + ")");
    game_ = Game(*r);
    return success();
  }

  val loadPosition(val code) {
    if (gSearching) return busy("loadPosition");
    std::string text, error;
    if (!readString(code, "position code", text, error)) return fail(error);
    auto p = parsePositionCode(text);
    if (!p) return fail(p.error());
    game_ = Game(*p);
    return success();
  }

  val loadRecord(val record) {
    if (gSearching) return busy("loadRecord");
    std::string text, error;
    if (!readString(record, "record", text, error)) return fail(error);
    auto g = Game::fromRecord(text);
    if (!g) return fail(g.error());
    game_ = *g;
    return success();
  }

  val rules() const { return ruleSetInfo(game_.rules()); }

  val legal() const {
    MoveList list;
    game_.legal(list);
    val a = val::array();
    for (Action m : list) a.call<void>("push", actionName(board(), m));
    return a;
  }

  val pawnTargets() const {
    val a = val::array();
    if (game_.isOver()) return a;
    for (u128 t = wallrace::pawnTargets(game_.position()); t; t = clearLowest(t))
      a.call<void>("push", squareName(board(), lowest(t)));
    return a;
  }

  val wallSlots() const {
    val a = val::array();
    for (int o = 0; o < 2; ++o)
      for (u128 t = board().slotMask[o]; t; t = clearLowest(t)) a.call<void>("push", wallName(board(), o, lowest(t)));
    return a;
  }

  val wallInfo(val wall) const {
    std::string text, error;
    if (!readString(wall, "wall", text, error)) return fail(error);
    auto a = parseAction(board(), text);
    if (!a) return fail("'" + text + "': " + a.error());
    if (!a->isWall()) return fail("'" + text + "': not a wall");
    const auto why = game_.refusal(*a);
    val o = success();
    o.set("wall", actionName(board(), *a));
    o.set("legal", !why);
    o.set("reason", why ? *why : std::string());
    o.set("growth", why ? 0 : pathGrowth(game_.position(), *a));
    // Both path lengths if the wall stood (only for a legal wall): what the page shows.
    const int orient = a->kind() == ActionKind::WallH ? 0 : 1;
    if (!why) {
      const Mobility m(game_.position(), orient, a->square());
      const Position& p = game_.position();
      o.set("pathAfter", pair(pathLength(m, p.pawn(0), board().goal[0]), pathLength(m, p.pawn(1), board().goal[1])));
    } else {
      o.set("pathAfter", val::null());
    }
    return o;
  }

  val play(val move) {
    if (gSearching) return busy("play");
    std::string text, error;
    if (!readString(move, "move", text, error)) return fail(error);
    auto r = game_.play(text);
    if (!r) return fail("move " + std::to_string(game_.length() + 1) + " " + r.error());
    val o = success();
    o.set("move", actionName(board(), *r));
    return o;
  }

  // false (nothing done) while a search runs, like at either end of the history.
  bool undo() { return !gSearching && game_.undo(); }
  bool redo() { return !gSearching && game_.redo(); }

  val status() const { return statusOf(game_, game_.length()); }

  val statusAt(val ply) const {
    if (!ply.isNumber()) return fail("ply must be a number, got " + ply.typeOf().as<std::string>());
    const double d = ply.as<double>();
    if (!(d >= 0 && d <= game_.length()) || d != std::trunc(d))
      return fail("ply " + ply.call<std::string>("toString") + ": expected a whole number of plies since the game's start, from 0 to " + std::to_string(game_.length()));
    return statusOf(game_, int(d));
  }

  val history() const {
    val a = val::array();
    for (int i = 0; i < game_.length(); ++i) {
      const Position& before = game_.positionAt(i);
      const Position& after = game_.positionAt(i + 1);
      val e = val::object();
      e.set("ply", after.ply());
      e.set("move", actionName(board(), game_.actions()[i]));
      e.set("player", before.toMove() + 1);
      e.set("pathLength", pair(pathLength(after, 0), pathLength(after, 1)));
      e.set("growth", pathGrowth(before, game_.actions()[i]));
      a.call<void>("push", e);
    }
    return a;
  }

  std::string record() const { return game_.record(); }
  std::string position() const { return positionCode(game_.position()); }

  const Game& game() const { return game_; }

 private:
  const Board& board() const { return game_.position().board(); }
  Game game_;
};

val ruleSetsJs() {
  val a = val::array();
  for (const RuleSet& r : ruleSets()) a.call<void>("push", ruleSetInfo(r));
  return a;
}

val parseMoveJs(val rules, val text) {
  std::string name, move, error;
  if (!readString(rules, "rules", name, error) || !readString(text, "move", move, error)) return fail(error);
  const RuleSet* r = findRuleSet(name);
  if (!r) return fail("rules '" + name + "': unknown rule set (known: " + ruleSetNames() + ")");
  auto a = parseAction(boardFor(*r), move);
  if (!a) return fail("'" + move + "': " + a.error());
  val o = success();
  o.set("move", actionName(boardFor(*r), *a));
  return o;
}

// Leaf count from a position code, for benchmarks against the native tool.
// Bounded: depth 0..8, and at most about 1e10 leaves (the legal actions at
// the root to the power of the depth), minutes of work rather than days.
val perftJs(val code, val depth) {
  std::string text, error;
  double d = 0;
  if (!readString(code, "position code", text, error)) return fail(error);
  if (!readWhole(depth, "perft depth", 0, 8, d, error)) return fail(error);
  auto p = parsePositionCode(text);
  if (!p) return fail(p.error());
  MoveList list;
  generateLegal(*p, list);
  if (const double estimate = std::pow(double(list.size), d); estimate > 1e10)
    return fail("perft depth " + std::to_string(int(d)) + ": about " + std::to_string(int64_t(estimate / 1e9)) +
                " billion leaves (" + std::to_string(list.size) + " actions a ply), over the bound of 10 billion");
  val o = success();
  o.set("nodes", double(perft(*p, int(d))));
  return o;
}

// The match rules of core's Match (who moves first in each game, who won, the
// score, the end) for the results of the games played so far; the page keeps
// the list and shows the answer. Sides: 0 = A, 1 = B; winner -1 = a draw.
val matchStateJs(val rules, val length, val results) {
  std::string name, error;
  double len = 0;
  if (!readString(rules, "rules", name, error)) return fail(error);
  const RuleSet* r = findRuleSet(name);
  if (!r) return fail("rules '" + name + "': unknown rule set (known: " + ruleSetNames() + ")");
  if (!readWhole(length, "match length", 1, Match::kMaxGames, len, error)) return fail(error);
  if (!val::global("Array").call<bool>("isArray", results)) return fail("match results must be an array of 'player1', 'player2' or 'draw'");
  val count = val::undefined();
  if (!readProperty(results, "length", count, error)) return fail("match results: " + error);
  double n = 0;
  if (!readWhole(count, "match results' length", 0, len, n, error)) return fail(error + " (one result a game played)");
  Match m(*r, int(len));
  for (int i = 0; i < int(n); ++i) {
    val v = val::undefined();
    if (!readProperty(results, std::to_string(i).c_str(), v, error)) return fail("match result " + std::to_string(i + 1) + ": " + error);
    std::string text;
    const std::string what = "match result " + std::to_string(i + 1);
    if (!readString(v, what.c_str(), text, error)) return fail(error);
    if (text == "player1") m.add(Result::Player1);
    else if (text == "player2") m.add(Result::Player2);
    else if (text == "draw") m.add(Result::Draw);
    else return fail("match result " + std::to_string(i + 1) + " '" + text + "': expected 'player1', 'player2' or 'draw'");
  }
  val o = success();
  o.set("length", m.length());
  o.set("games", m.games());
  o.set("over", m.over());
  const auto sc = m.score();
  o.set("score", pair(sc[0], sc[1]));
  val first = val::array(), winner = val::array();
  for (int i = 0; i < m.length(); ++i) first.call<void>("push", m.firstSide(i));
  for (int i = 0; i < m.games(); ++i) winner.call<void>("push", m.winnerSide(i));
  o.set("firstSide", first);
  o.set("winner", winner);
  return o;
}

// Bytes allocated on the wasm heap now: what leak checks compare.
double heapInUse() { return double(mallinfo().uordblks); }

#include "bindings_analysis.inc"

EMSCRIPTEN_BINDINGS(wallrace) {
  emscripten::class_<JsGame>("Game")
      .constructor<>()
      .function("reset", &JsGame::reset)
      .function("loadPosition", &JsGame::loadPosition)
      .function("loadRecord", &JsGame::loadRecord)
      .function("rules", &JsGame::rules)
      .function("legal", &JsGame::legal)
      .function("pawnTargets", &JsGame::pawnTargets)
      .function("wallSlots", &JsGame::wallSlots)
      .function("wallInfo", &JsGame::wallInfo)
      .function("play", &JsGame::play)
      .function("undo", &JsGame::undo)
      .function("redo", &JsGame::redo)
      .function("status", &JsGame::status)
      .function("statusAt", &JsGame::statusAt)
      .function("history", &JsGame::history)
      .function("record", &JsGame::record)
      .function("position", &JsGame::position)
      .function("bestMove", emscripten::optional_override(
                                [](JsGame& self, val spec, val onProgress) { return bestMoveJs(self.game(), spec, onProgress); }))
      .function("solve", emscripten::optional_override([](JsGame& self, val all) { return solveJs(self.game(), all); }))
      .function("analyse", &analyseJs)
      .function("review", &reviewJs);
  emscripten::constant("levels", kLevelCount);  // the bot's levels are 1..levels
  emscripten::function("ruleSets", &ruleSetsJs);
  emscripten::function("parseMove", &parseMoveJs);
  emscripten::function("matchState", &matchStateJs);
  emscripten::function("heapInUse", &heapInUse);
  emscripten::function("perft", &perftJs);
  emscripten::function("loadDetourTable", &loadDetourTableJs);  // bindings_search.cpp
  emscripten::function("reviewComments", &reviewCommentsJs);
  emscripten::function("moveClasses", &moveClassesJs);
}
