// The search and the detour solver, bound for JS (see bindings_search.h).
// They translate only: limits and defaults are core's (bot.h, solver.h), and
// results come back as data; the words a player reads are the page's (web/js/text.js).
#include "bindings_search.h"

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include <emscripten/bind.h>

#include "bindings_common.h"
#include "bot.h"
#include "solver.h"

using emscripten::val;

namespace wallrace::js {

// The search runs on a copy of the game: whatever its onProgress callback
// does to the Game object (even delete() through the raw core) cannot reach
// it, and calls that would change a game or the engine's shared state are
// refused while it runs (gSearching). A callback that throws is caught; it is
// not called again, the search ends, and the error comes back as a value.
val bestMoveJs(const Game& game, val spec, val onProgress) {
  if (gSearching) return busy("bestMove");
  const Game g = game;
  if (g.isOver()) return fail("the game is over (" + g.outcome().message + ")");
  SearchLimits limits;
  if (!spec.isUndefined() && !spec.isNull()) {
    if (spec.typeOf().as<std::string>() != "object") return fail("search spec must be an object like { level: 3 }");
    auto num = [&](const char* key, double lo, double hi, double& out) -> std::string {
      val v = val::undefined();
      std::string error;
      if (!readProperty(spec, key, v, error)) return "search spec: " + error;
      if (v.isUndefined()) return "";
      if (!readWhole(v, key, lo, hi, out, error)) return error;
      return "";
    };
    double level = 0, movetime = 0, nodes = 0, depth = 0, seed = 0;
    for (auto [key, lo, hi, out] : {std::tuple{"level", 1.0, double(kLevelCount), &level}, std::tuple{"movetime", 1.0, 600000.0, &movetime},
                                    std::tuple{"nodes", 1.0, double(kMaxSearchNodes), &nodes}, std::tuple{"depth", 1.0, 64.0, &depth},
                                    std::tuple{"seed", 0.0, 9e15, &seed}}) {
      const std::string e = num(key, lo, hi, *out);
      if (!e.empty()) return fail(e);
    }
    limits.level = int(level);
    limits.movetimeMs = int(movetime);
    limits.nodes = u64(nodes);
    limits.depth = int(depth);
    limits.seed = u64(seed);
    // book: false searches where the opening book (core/book.h) would answer.
    val book = val::undefined();
    std::string error;
    if (!readProperty(spec, "book", book, error)) return fail("search spec: " + error);
    if (!book.isUndefined()) {
      if (book.typeOf().as<std::string>() != "boolean")
        return fail("book must be true or false, got " + book.typeOf().as<std::string>());
      limits.book = book.isTrue();
    }
  }
  const std::string callbackType = onProgress.typeOf().as<std::string>();
  if (callbackType != "function" && !onProgress.isUndefined() && !onProgress.isNull())
    return fail("onProgress must be a function, got " + callbackType);
  bool report = callbackType == "function";
  bool threw = false;
  std::string thrown;
  SearchingScope searching;
  const SearchResult r = think(g, limits, [&](const SearchInfo& i) {
    if (!report) return;
    val o = val::object();
    o.set("depth", i.depth);
    o.set("score", i.score);
    o.set("nodes", double(i.nodes));
    o.set("nps", i.nps);
    o.set("timeMs", i.timeMs);
    val pv = val::array();
    for (Action a : i.pv) pv.call<void>("push", actionName(g.position().board(), a));
    o.set("pv", pv);
    if (!guardedCall(onProgress, o, thrown)) {
      report = false;
      threw = true;
    }
  });
  if (threw)
    return fail("onProgress threw: " + thrown + " (its search ran to its budget without it; the move is discarded)");
  const Board& b = g.position().board();
  val o = success();
  o.set("move", actionName(b, r.best));
  o.set("score", r.info.score);
  o.set("depth", r.info.depth);
  o.set("nodes", double(r.info.nodes));
  o.set("nps", r.info.nps);
  o.set("timeMs", r.info.timeMs);
  val pv = val::array();
  for (Action a : r.info.pv) pv.call<void>("push", actionName(b, a));
  o.set("pv", pv);
  o.set("book", r.info.book);
  return o;
}

// One optimal move by default (cheap); every optimal move when `all` is true.
// The verdict as data: result ('player1' | 'player2' | 'draw'), winner (1, 2;
// 0 for a draw), plies to the end with best play, reason (how it ends, as
// status reasons: 'arrival', the ply limit's reason), best (the optimal moves).
val solveJs(const Game& game, val all) {
  if (gSearching) return busy("solve");
  auto v = solveDetour(game.position(), all.isTrue());
  if (!v) return fail(v.error());
  const Board& b = game.position().board();
  val o = success();
  o.set("result", std::string(resultName(v->result)));
  o.set("winner", v->result == Result::Player1 ? 1 : v->result == Result::Player2 ? 2 : 0);
  o.set("plies", v->plies);
  o.set("reason", v->reason);
  val best = val::array();
  for (Action a : v->best) best.call<void>("push", actionName(b, a));
  o.set("best", best);
  return o;
}

// A page must never hang on one verdict: positions too costly to solve on
// demand (near the start without the table) are refused with an error, at
// core's bound for interactive use.
static const bool solveLimitSet = (setDetourSolveLimit(kInteractiveSolveLimit), true);

// Precomputed detour tables (the page fetches them only when detour is played).
// Its size is checked before it is copied in (a table is under 16 MB).
val loadDetourTableJs(val bytes) {
  if (gSearching) return busy("loadDetourTable");
  val plain = val::undefined();
  std::string error;
  if (!guardedBytes(bytes, plain, error)) return fail("detour table " + error);
  const double length = plain["length"].as<double>();
  constexpr double kMaxTableBytes = 64 << 20;
  if (length > kMaxTableBytes)
    return fail("detour table of " + std::to_string(int64_t(length)) + " bytes: larger than any detour table (64 MB)");
  const size_t n = size_t(length);
  std::vector<std::uint8_t> buf(n);
  val(emscripten::typed_memory_view(n, buf.data())).call<void>("set", plain);
  std::string why;
  if (!loadDetourTable(buf.data(), buf.size(), &why)) return fail("detour table refused: " + why + "; solving on demand instead");
  val o = success();
  o.set("layers", detourTableLayers());
  return o;
}

}  // namespace wallrace::js
