// Embind bindings: they translate between JS values and core/, never decide.
// Every error comes back as { ok: false, error } (exceptions never cross).
#include <malloc.h>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bot.h"
#include "game.h"
#include "notation.h"
#include "solver.h"
#include "paths.h"

using emscripten::val;
using namespace wallrace;

namespace {

val fail(const std::string& message) {
  val o = val::object();
  o.set("ok", false);
  o.set("error", message);
  return o;
}

val success() {
  val o = val::object();
  o.set("ok", true);
  return o;
}

val pair(int a, int b) {
  val o = val::array();
  o.call<void>("push", a, b);
  return o;
}

// Reads a JS string argument or explains what arrived instead.
bool readString(const val& v, const char* what, std::string& out, std::string& error) {
  if (!v.isString()) {
    error = std::string(what) + " must be a string, got " + v.typeOf().as<std::string>();
    return false;
  }
  out = v.as<std::string>();
  if (out.size() > 1 << 20) {
    error = std::string(what) + " is too long";
    return false;
  }
  return true;
}

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
    std::string name, error;
    if (!readString(rules, "rules", name, error)) return fail(error);
    const RuleSet* r = findRuleSet(name);
    if (!r) return fail("rules '" + name + "': unknown rule set (known: " + ruleSetNames() + ")");
    game_ = Game(*r);
    return success();
  }

  val loadPosition(val code) {
    std::string text, error;
    if (!readString(code, "position code", text, error)) return fail(error);
    auto p = parsePositionCode(text);
    if (!p) return fail(p.error());
    game_ = Game(*p);
    return success();
  }

  val loadRecord(val record) {
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
    // Both path lengths if the wall stood (only for a legal wall).
    const int orient0 = a->kind() == ActionKind::WallH ? 0 : 1;
    if (!why) {
      const Mobility m(game_.position(), orient0, a->square());
      const Position& p = game_.position();
      o.set("pathAfter", pair(pathLength(m, p.pawn(0), board().goal[0]), pathLength(m, p.pawn(1), board().goal[1])));
    } else {
      o.set("pathAfter", val::null());
    }
    val edges = val::array();
    const int orient = a->kind() == ActionKind::WallH ? 0 : 1;
    for (u128 e = board().wallEdges[orient][a->square()]; e; e = clearLowest(e)) {
      const int s = lowest(e);
      edges.call<void>("push", squareName(board(), s) + "-" + squareName(board(), s + (orient == 0 ? board().stride : 1)));
    }
    o.set("edges", edges);
    return o;
  }

  val play(val move) {
    std::string text, error;
    if (!readString(move, "move", text, error)) return fail(error);
    auto r = game_.play(text);
    if (!r) return fail("move " + std::to_string(game_.length() + 1) + " " + r.error());
    val o = success();
    o.set("move", actionName(board(), *r));
    return o;
  }

  bool undo() { return game_.undo(); }
  bool redo() { return game_.redo(); }

  val status() const { return statusOf(game_, game_.length()); }

  val statusAt(val ply) const {
    if (!ply.isNumber()) return fail("ply must be a number, got " + ply.typeOf().as<std::string>());
    const double d = ply.as<double>();
    if (!(d >= 0 && d <= game_.length()) || d != int(d))
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
val perftJs(val code, val depth) {
  std::string text, error;
  if (!readString(code, "position code", text, error)) return fail(error);
  if (!depth.isNumber() || depth.as<double>() < 0 || depth.as<double>() > 8) return fail("depth must be a number from 0 to 8");
  auto p = parsePositionCode(text);
  if (!p) return fail(p.error());
  val o = success();
  o.set("nodes", double(perft(*p, depth.as<int>())));
  return o;
}

// Bytes allocated on the wasm heap now: what leak checks compare.
double heapInUse() { return double(mallinfo().uordblks); }

#include "bindings_search.inc"

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
      .function("bestMove", &bestMoveJs)
      .function("solve", &solveJs);
  emscripten::function("ruleSets", &ruleSetsJs);
  emscripten::function("parseMove", &parseMoveJs);
  emscripten::function("heapInUse", &heapInUse);
  emscripten::function("perft", &perftJs);
  emscripten::function("loadDetourTable", &loadDetourTableJs);
}
