// Rule sets as data. A fourth rule set is a new table entry, not new code.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "types.h"

namespace wallrace {

constexpr int kMaxSize = 10;  // squares and lattice points fit a 128-bit board

struct RuleSet {
  std::string_view name;
  int size;               // size x size squares
  int wallLength;         // squares a wall spans: 2, or 1 (one edge)
  int wallsEach;
  bool jumps;             // face to face: straight jump, else side-steps
  bool pawnsShare;        // pawns ignore each other and may share a square
  int repetitionDraw;     // draw when a position stands for this time (0: never)
  int plyLimit;           // draw when this ply has been played without arrival (0: never)
  bool alternateFirst;    // in a match the first player alternates
  bool showPathGrowth;    // the screen shows a wall's growth of the opponent's path
  std::array<std::string_view, 2> playerNames;
  std::array<int, 2> startFile;  // Player 1 on rank 1, Player 2 on the last rank
  std::string_view plyLimitReason;  // the draw's reason at the ply limit ("forty turns each")
  // What the faces show, as data (a page, an element or a kit asks these, never the name):
  std::string_view title = {};      // the name players read ("Wall-detour race"); empty: the name
  int diagramTop = 2;               // the player the rules' diagrams draw on the top row (1 or 2)
  std::string_view solverTable = {};  // the exact solver's table file ("detour.table"); empty: no exact solver
  bool kit = false;                 // a printable kit (board, pieces, record sheet) exists
  bool hasSolver() const { return !solverTable.empty(); }
};

// The presets, in the order the page and its rules page (web/rules.html, built
// from this table by web/js/rules.js) list them; the first is the default.
// Built with WALLRACE_TEST_RULES (the debug wasm build), a fourth one, "test5",
// shows that a table entry is all a new rule set needs.
const std::vector<RuleSet>& ruleSets();
const RuleSet* findRuleSet(std::string_view name);  // case-insensitive; nullptr if unknown
std::string ruleSetNames();                          // "walls, dolambac, detour"

// Geometry derived once from a rule set: masks and per-slot tables.
struct Board {
  const RuleSet* rules = nullptr;
  int n = 0, stride = 0;
  u128 squares = 0;            // every square of the board
  u128 goal[2] = {0, 0};       // goal rank of Player 1 (top), of Player 2 (bottom)
  u128 notTop = 0, notRight = 0;
  u128 slotMask[2] = {0, 0};   // valid wall anchors: [0] horizontal, [1] vertical
  u128 wallEdges[2][128] = {};  // edges blocked by a slot: horizontal -> north edges, vertical -> east edges
  u128 conflict[2][128][2] = {};  // slots made unavailable by a slot (itself, overlaps, crossings)
  u128 latticeBorder = 0;      // lattice points on the board's edge
  u128 borderClosing[2] = {0, 0};  // slots touching the bare board edge at two points
  int startSquare[2] = {0, 0};

  int sq(int file, int rank) const { return rank * stride + file; }
  int file(int s) const { return s % stride; }
  int rank(int s) const { return s / stride; }
  bool onBoard(int s) const { return s >= 0 && s < 128 && ((squares >> s) & 1); }
};

const Board& boardFor(const RuleSet& rules);

}  // namespace wallrace
