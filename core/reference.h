// Reference opponents, to measure the bot against:
//  - the racer: always steps along a shortest path, never places a wall;
//  - a depth-2 alpha-beta on path difference, over every legal action;
//  - Monte Carlo tree search with shortest-path-biased playouts (60 000 per move
//    by default), the kind of bot players meet in browsers today.
#pragma once
#include "position.h"

namespace wallrace {

Action racerMove(const Position& pos, u64 seed);
Action alphaBeta2Move(const Position& pos, u64 seed);
Action mctsMove(const Position& pos, int playouts, u64 seed);

}  // namespace wallrace
