// Analysis: what a player learns from the bot. Expected scores from search
// scores (a logistic curve fitted on self-play of each rule set), multi-PV
// lines, move classes, and the review of a whole game.
//
// Exact values stay exact: a forced arrival found by the search ("Player 1
// reaches rank 9 in 7 moves"), a race with no walls left (race table) and
// every detour position (the solver) give 100 %, 50 % or 0 %.
#pragma once
#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "search.h"

namespace wallrace {

// Expected score of the side to move = 1 / (1 + exp(-(scale * score + offset))),
// score in centi-steps. Fitted by `wallrace calibrate`; the rows live in analysis.cpp.
struct Calibration {
  std::string_view rules;
  double scale = 0;   // per centi-step
  double offset = 0;  // logit at score 0 (the side to move's edge the score leaves out)
  int games = 0, positions = 0;  // the self-play data of the fit
  double logLoss = 0;            // of the fit on that data (nats per position)
  std::string_view budget;       // the search budget of the self-play games
};
const Calibration& calibrationFor(const RuleSet& rules);
double logistic(const Calibration& c, int score);
// 0..1 for the side to move; forced arrivals (|score| > kWinBound) exactly 1 or 0.
double expectedScore(const RuleSet& rules, int score);

// A position's value for one player (the side to move, unless flipped).
struct Evaluation {
  int score = 0;          // centi-steps; a forced arrival is kWin - plies (win) or -(kWin - plies)
  double expected = 0.5;  // 0..1
  bool exact = false;     // solver, race table or forced arrival: expected is 1, 0.5 or 0
  int plies = 0;          // exact: plies to the arrival with best play (0 for a draw)
  // Exact only: "Player 1 reaches rank 9 in 7 moves" or "draw with best play"; else "".
  std::string text;
};
// The value of `score` (side to move's view) in position `pos`; exactDraw marks a proven draw.
Evaluation evaluationOf(const Position& pos, int score, bool exact);
// "Player 1 reaches rank 9 in 7 moves" (plies from pos); "... reached rank 9" for 0.
std::string arrivalText(const Position& pos, int winner, int plies);
// The same value seen by the other player.
Evaluation flipped(const Position& pos, const Evaluation& e);

struct AnalysisLine {
  Action move;
  Evaluation eval;  // the side to move's value after this move
  std::vector<Action> pv;  // starts with move
};

struct AnalysisLimits {
  int movetimeMs = 0;
  u64 nodes = 0;
  int depth = 0;
  int multiPV = 1;   // 1..5
  bool infinite = false;  // no budget: deepen until `stop` (or depth 64)
  std::optional<Action> alsoScore{};  // also value this move (a review's move played), same depth and tree
  bool searchOnly = false;  // no solver or race table (the calibration fits search scores)
  const std::atomic<bool>* stop = nullptr;
};
// The budget a review uses for every ply when none is given (also the calibration's).
constexpr u64 kReviewNodes = 20000;

struct Analysis {
  std::vector<AnalysisLine> lines;  // best first, at most multiPV, distinct legal moves
  int depth = 0;
  u64 nodes = 0;
  int timeMs = 0;
  bool exact = false;  // solver or race table
  std::optional<AnalysisLine> asked;  // AnalysisLimits::alsoScore's line (also when it is among lines)
};

// Analyses the position after `index` plies of `game` (the history before
// it counts for repetition). No budget and not infinite: kReviewNodes.
// `progress` is called for each completed depth. Error on a finished position.
Expected<Analysis> analysePosition(const Game& game, int index, const AnalysisLimits& limits,
                                   const std::function<void(const Analysis&)>& progress = {});

// Move classes, from the mover's loss of expected score against the best move.
enum class MoveClass { Best, Excellent, Good, Inaccuracy, Mistake, Blunder };
constexpr int kMoveClasses = 6;
struct ClassBound {
  MoveClass cls;
  std::string_view name;
  double maxLoss;  // a loss below this (0..1 of expected score) is at least this class
};
// The one table of thresholds, best class first (lichess's 10/20/30 points of its
// -100..100 scale are 5, 10 and 15 % of expected score).
const std::array<ClassBound, kMoveClasses>& classTable();
std::string_view className(MoveClass c);
MoveClass classFromName(std::string_view name, bool& ok);
// `playedBest`: the move played is the analysis's best move.
MoveClass classifyLoss(double loss, bool playedBest);
// Both values exact (mover's view): a drop of result (win to draw or loss, draw to
// loss) is a blunder; the same result is best when it keeps the plies (fastest win,
// slowest loss), excellent within two plies, else good.
MoveClass classifyExact(const Evaluation& before, const Evaluation& after);
// lichess's move accuracy from expected scores (0..1): 0..100.
double moveAccuracy(double before, double after);

struct PlyReview {
  int ply = 0;             // 1 = the first move of the game
  int mover = 0;           // 0 = Player 1
  Action played;
  Evaluation before;       // mover's view, best play from the position before the move
  Evaluation after;        // mover's view after the move played
  Action best;
  std::vector<Action> bestLine;
  MoveClass cls = MoveClass::Best;
  double accuracy = 100;
};
struct PlayerSummary {
  double accuracy = 100;  // mean of the move accuracies
  int moves = 0;
  std::array<int, kMoveClasses> counts{};
};
struct Review {
  std::vector<PlyReview> plies;
  std::array<PlayerSummary, 2> players;
};
// Every ply of the game at one budget; progress(done, total, that ply's review or
// nullptr) after each ply.
Review reviewGame(const Game& game, const AnalysisLimits& limits,
                  const std::function<void(int, int, const PlyReview*)>& progress = {});
// The review of ply `ply` from the analysis of the position before it, made with
// alsoScore = the move played: best and played valued in the same search.
PlyReview reviewPly(const Game& game, int ply, const Analysis& before);
std::array<PlayerSummary, 2> summarise(const std::vector<PlyReview>& plies);

// Review comments in a record: "{inaccuracy, 61% to 48%, best e7h (e7h e3 d6v)}".
std::string reviewComment(const Board& b, const PlyReview& r);
// The game's record with one comment after every reviewed move.
std::string recordWithReview(const Game& game, const Review& review);
// Reads the comments of a record back: one entry per ply that has one
// (class, expected before/after in %, best move and line as text).
struct ReviewComment {
  int ply = 0;
  MoveClass cls = MoveClass::Best;
  double before = 0.5, after = 0.5;
  std::string best;
  std::string line;
};
std::vector<ReviewComment> reviewComments(std::string_view record);

}  // namespace wallrace
