// Notation: squares, actions and position codes (README.md, "The command-line
// tool" and "Position codes and records", says them in words).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "position.h"

namespace wallrace {

std::string squareName(const Board& b, int s);
Expected<int> parseSquare(const Board& b, std::string_view text);

// Canonical lowercase text of an action: "e2", "e3h", "a1v", "pass".
std::string actionName(const Board& b, Action a);
// Reads an action (case-insensitive; detour also takes the seed's "A1-A2" / "A1–A2").
// Checks form and board only, not legality.
Expected<Action> parseAction(const Board& b, std::string_view text);

// Splits move text on spaces, commas and newlines.
std::vector<std::string> splitMoves(std::string_view text);

// A token as an error message shows it: in single quotes, control characters
// (NUL, ESC, newlines, C1, bidi overrides) and bytes that are not UTF-8
// escaped as \xNN or \uNNNN, cut after `max` characters with "…". Whatever
// the input, the result is one short printable line.
std::string quoted(std::string_view token, std::size_t max = 40);

// Position code: rules_ply_toMove_pawn1_pawn2_wallsLeft1_wallsLeft2[_walls],
// e.g. "walls_0_1_e1_e9_10_10" or "detour_3_2_a2_d4_3_4_a1h". URL-safe, one line.
std::string positionCode(const Position& pos);
Expected<Position> parsePositionCode(std::string_view code);

}  // namespace wallrace
