// A game: the positions played, undo and redo, the result and its reason,
// and the game record. A match strings games together.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "position.h"

namespace wallrace {

enum class Result { Ongoing, Player1, Player2, Draw };
const char* resultName(Result r);   // "ongoing", "player1", "player2", "draw"
const char* resultToken(Result r);  // "*", "1-0", "0-1", "1/2-1/2"

struct Outcome {
  Result result = Result::Ongoing;
  std::string reason;   // "", "arrival", "repetition", "ply 200", "forty turns each"
  std::string message;  // "Player 1 reached rank 9", "draw by third repetition", ...
};

// The result of a position alone: arrival and the ply limit.
Outcome positionOutcome(const Position& pos);

// The game's own endings, beyond the position's: a position standing for the
// rule set's repetitionDraw-th time is a draw, and so is ply kMaxGamePly.
// Game::outcomeAt and perft(const Game&) below both decide by these.
inline bool repetitionDrawn(const RuleSet& rules, int repetitions) {
  return rules.repetitionDraw && repetitions >= rules.repetitionDraw;
}
inline bool moveLimitReached(const Position& pos) { return pos.ply() >= kMaxGamePly; }

class Game {
 public:
  explicit Game(const RuleSet& rules) : positions_{Position(rules)} {}
  explicit Game(const Position& start) : positions_{start} {}
  Game() : Game(*findRuleSet("walls")) {}

  // Reads a game record; the error names the token and its place.
  static Expected<Game> fromRecord(std::string_view text);
  // Builds a game from a start and space-separated moves; errors read
  // "move 3 'e4h': would leave Player 2 with no path to rank 1".
  static Expected<Game> fromMoves(const Position& start, std::string_view moves);

  const RuleSet& rules() const { return positions_[0].rules(); }
  const Position& position() const { return positions_.back(); }
  const Position& start() const { return positions_.front(); }
  const Position& positionAt(int index) const { return positions_[index]; }  // 0 = start
  const std::vector<Action>& actions() const { return actions_; }
  int length() const { return int(actions_.size()); }

  Outcome outcome() const { return outcomeAt(length()); }
  // The outcome as it stood after `index` plies of this game (0 = start): review.
  Outcome outcomeAt(int index) const;
  bool isOver() const { return outcome().result != Result::Ongoing; }
  int repetitions() const { return repetitionsAt(length()); }  // how often the current position has stood
  int repetitionsAt(int index) const;
  // Legal actions now: none when the game is over (repetition included).
  void legal(MoveList& list) const;
  std::optional<std::string> refusal(Action a) const;

  // Plays an action; on refusal nothing changes and the reason comes back.
  std::optional<std::string> play(Action a);
  Expected<Action> play(std::string_view text);  // error: "'e4h': reason"
  bool undo();
  bool redo();
  bool canUndo() const { return !actions_.empty(); }
  bool canRedo() const { return !redo_.empty(); }

  std::string record() const;

 private:
  std::vector<Position> positions_;
  std::vector<Action> actions_;
  std::vector<Action> redo_;
};

// Leaf count of the game tree from the game's current position, by every
// rule of the game: a line that ends it (arrival, the ply limit, a repetition
// counted with the game's earlier positions, the move limit) has no moves
// after it. perft(Position&) in movegen.h counts positions alone.
u64 perft(const Game& game, int depth);

// A match of several games between side A and side B. With the dolambac
// alternation, A moves first in game 1 and the first player then alternates.
// A match of `length` games (0: open-ended) is over once that many are played.
class Match {
 public:
  static constexpr int kMaxGames = 100;
  explicit Match(const RuleSet& rules, int length = 0) : rules_(&rules), length_(length) {}
  int firstSide(int game) const { return rules_->alternateFirst ? game % 2 : 0; }  // 0 = A, 1 = B
  int sideOf(int game, int player) const { return firstSide(game) ^ player; }       // player 0 or 1
  void add(Result r) { results_.push_back(r); }
  // A win scores 1, a draw scores nothing.
  std::array<int, 2> score() const;
  int winnerSide(int game) const;  // the side that won game `game`, -1 for a draw (or not played)
  int games() const { return int(results_.size()); }
  int length() const { return length_; }
  bool over() const { return length_ > 0 && games() >= length_; }
  const std::vector<Result>& results() const { return results_; }

 private:
  const RuleSet* rules_;
  int length_ = 0;
  std::vector<Result> results_;
};

}  // namespace wallrace
