// The opening book: moves for the first plies of a game, found offline by deep
// fixed-node search (`wallrace book`, core/cli/book.cpp) and compiled into the
// engine from core/book/<rule set>.txt (CMake embeds each text file; the set
// of files is the data that says which rule sets have a book: walls and
// dolambac; detour's Level 6 is the solver).
//
// Level 6, the hint and full-strength budget searches (a movetime or a node
// budget without a level) play from it. Levels 1-5, depth searches (bench),
// analysis and multi-PV never do; SearchLimits::book = false turns it off.
//
// A book text: '#' comments, then one position a line,
//   CODE SCORE MOVE[=WEIGHT] [MOVE[=WEIGHT] ...]
// CODE a position code (notation.h), SCORE the deep search's score in
// centi-steps from the side to move's view, then one or a few legal moves,
// each with a weight (1 if none); a seed picks among them in proportion.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "bot.h"

namespace wallrace {

struct BookMove {
  Action move;
  int weight = 1;
};

struct BookEntry {
  Position position;           // as the line gave it (its ply is the line's, not a game's)
  int score = 0;               // side to move's view, centi-steps
  std::vector<BookMove> moves;  // legal in `position`, distinct, weights >= 1
  int line = 0;                // its line in the book text
};

class Book {
 public:
  Book() : Book(*findRuleSet("walls")) {}
  explicit Book(const RuleSet& rules) : rules_(&rules) {}
  const RuleSet& rules() const { return *rules_; }
  // The entry for a position (by its Zobrist key: pawns, walls, walls left, side to move).
  const BookEntry* find(const Position& pos) const;
  const std::vector<BookEntry>& entries() const { return entries_; }
  int size() const { return int(entries_.size()); }
  // One of the entry's moves, chosen by `seed` in proportion to the weights.
  static Action pick(const BookEntry& e, u64 seed);

 private:
  friend Expected<Book> parseBook(std::string_view text, const RuleSet& rules, std::string_view name);
  const RuleSet* rules_;
  std::vector<BookEntry> entries_;
  std::unordered_map<u64, int> index_;
};

// Reads a book text of `rules`. A bad line (not a position code, another rule
// set, a finished position, a position given twice, a bad score, an illegal
// or repeated move, a bad weight) is refused: "NAME line N: reason".
Expected<Book> parseBook(std::string_view text, const RuleSet& rules, std::string_view name = "book");

// The compiled-in book of a rule set; nullptr when it has none (or when its
// text is bad, which builtinBookError names and the unit tests check).
const Book* builtinBook(const RuleSet& rules);
// "" when the rule set's compiled-in book read cleanly (or it has none).
std::string builtinBookError(const RuleSet& rules);
// The rule-set names of the compiled-in book files, in file order.
std::vector<std::string_view> builtinBookNames();
bool hasBook(const RuleSet& rules);

// The book's moves come from searches of depth 10-11; a shallow search
// does not follow up their plans (Level 6 with the book scored -156 Elo
// [-229, -93] against without at 100 ms a move from the book's own lines,
// tests/data/STRENGTH-RESULTS.md). So a budget asks for the book only
// when it is at least this deep.
inline constexpr int kBookMinMovetimeMs = 500;
inline constexpr u64 kBookMinNodes = 250'000;

// Whether limits of the bot ask for the book: Level 6 (or no limits, the
// hint's default) or a movetime / node budget without a level, when any
// budget given is at least the minimum above; never a depth, never levels
// 1-5, never with limits.book false.
bool usesBook(const SearchLimits& limits);

// The book's answer for the game's position, when the limits use the book,
// the rule set has one, the position is in it and has not stood before in
// this game (a repeated position is left to the search): the move, with
// info depth 0, nodes 0, the book's score and the move as the line.
std::optional<SearchResult> bookResult(const Game& game, const SearchLimits& limits);

}  // namespace wallrace
