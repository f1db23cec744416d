// The search and the detour solver, bound for JS (bindings_search.cpp): the
// Game methods bestMove and solve, and the module's loadDetourTable.
#pragma once
#include <emscripten/val.h>

#include "game.h"

namespace wallrace::js {

// { move, score, depth, nodes, nps, timeMs, pv } for the game's position, searched
// with the spec's limits ({ level, movetime, nodes, depth, seed }, each optional:
// none at all is the bot's full strength, core's choice). onProgress gets each depth.
emscripten::val bestMoveJs(const Game& game, emscripten::val spec, emscripten::val onProgress);
// The solver's verdict as data, { result, winner, plies, reason, best }: the page words it.
emscripten::val solveJs(const Game& game, emscripten::val all);
emscripten::val loadDetourTableJs(emscripten::val bytes);

}  // namespace wallrace::js
