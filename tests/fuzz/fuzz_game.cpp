// Random sequences of calls on a Game, driven by the fuzz bytes: play (a legal
// action, any action code, any text), undo, redo, new game, import of a
// position code or a record (the game's own, or fuzz text). A shadow history
// checks that undo restores each position bit for bit and redo replays it;
// after every call both paths exist and the wall counts add up.
#include <fuzzer/FuzzedDataProvider.h>

#include <utility>
#include <vector>

#include "common.h"

using namespace wallrace;

namespace {

struct Harness {
  Game game;
  std::vector<Position> history;                  // history[i] == game.positionAt(i)
  std::vector<std::pair<Action, Position>> redo;  // what redo() must bring back, last first

  explicit Harness(Game g) : game(std::move(g)) { reset(); }

  void reset() {
    history.clear();
    for (int i = 0; i <= game.length(); ++i) history.push_back(game.positionAt(i));
    redo.clear();
  }

  bool listed(Action a) const {
    MoveList list;
    game.legal(list);
    for (Action m : list)
      if (m == a) return true;
    return false;
  }

  void play(Action a) {
    const bool legal = listed(a);
    const int before = game.length();
    auto why = game.play(a);
    FUZZ_CHECK(legal == !why, "Game::play and Game::legal disagree on code " + std::to_string(a.code) + " at " +
                                  positionCode(game.position()) + ": " + why.value_or("accepted"));
    if (why) {
      FUZZ_CHECK(!why->empty(), "empty refusal");
      FUZZ_CHECK(game.length() == before, "a refused action changed the game");
      return;
    }
    FUZZ_CHECK(game.length() == before + 1 && game.actions().back() == a, "play did not record the action");
    history.push_back(game.position());
    if (!redo.empty() && redo.back().first == a) redo.pop_back();
    else redo.clear();
  }

  void playText(const std::string& text) {
    auto parsed = parseAction(game.position().board(), text);
    if (!parsed) {
      const int before = game.length();
      auto r = game.play(text);
      FUZZ_CHECK(!r.ok() && game.length() == before, "unreadable text was played: " + text);
      return;
    }
    play(*parsed);
  }

  void undo() {
    const int before = game.length();
    const Action last = before > 0 ? game.actions().back() : Action();
    const bool ok = game.undo();
    FUZZ_CHECK(ok == (before > 0), "undo");
    if (!ok) return;
    redo.push_back({last, history.back()});
    history.pop_back();
    FUZZ_CHECK(game.length() == before - 1, "undo did not take the action back");
    FUZZ_CHECK(fuzz::samePosition(game.position(), history.back()), "undo does not restore the position bit for bit");
  }

  void redoOne() {
    const bool ok = game.redo();
    FUZZ_CHECK(ok == !redo.empty(), "redo available and redo() disagree");
    if (!ok) return;
    FUZZ_CHECK(game.actions().back() == redo.back().first, "redo played another action");
    FUZZ_CHECK(fuzz::samePosition(game.position(), redo.back().second), "redo does not bring back the position");
    history.push_back(game.position());
    redo.pop_back();
  }

  void check() {
    FUZZ_CHECK(int(history.size()) == game.length() + 1, "history length");
    FUZZ_CHECK(fuzz::samePosition(history.back(), game.position()), "position drifted");
    FUZZ_CHECK(game.position().ply() == game.start().ply() + game.length(), "ply count");
    FUZZ_CHECK(game.canUndo() == (game.length() > 0) && game.canRedo() == !redo.empty(), "canUndo/canRedo");
    fuzz::checkPosition(game.position(), "game");
    // Repetitions counted field by field (not by hash key), and the outcome straight from the rule set's data.
    const Position& now = game.position();
    int reps = 0;
    for (const Position& q : history)
      reps += q.pawn(0) == now.pawn(0) && q.pawn(1) == now.pawn(1) && q.walls(0) == now.walls(0) &&
              q.walls(1) == now.walls(1) && q.wallsLeft(0) == now.wallsLeft(0) &&
              q.wallsLeft(1) == now.wallsLeft(1) && q.toMove() == now.toMove();
    FUZZ_CHECK(reps == game.repetitions(), "repetition count " + std::to_string(game.repetitions()) + " should be " +
                                               std::to_string(reps) + " at " + positionCode(now));
    const RuleSet& r = game.rules();
    Result expect = Result::Ongoing;
    if (now.arrived(0)) expect = Result::Player1;
    else if (now.arrived(1)) expect = Result::Player2;
    else if (r.plyLimit && now.ply() >= r.plyLimit) expect = Result::Draw;
    else if (r.repetitionDraw && reps >= r.repetitionDraw) expect = Result::Draw;
    else if (now.ply() >= kMaxGamePly) expect = Result::Draw;
    const Outcome o = game.outcome();
    FUZZ_CHECK(o.result == expect, std::string("outcome ") + resultName(o.result) + " should be " + resultName(expect) +
                                       " at " + positionCode(now));
    FUZZ_CHECK((o.result == Result::Ongoing) == o.reason.empty(), "reason '" + o.reason + "'");
    MoveList list;
    game.legal(list);
    FUZZ_CHECK(game.isOver() == (list.size == 0), "over and legal actions disagree");
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  const auto& sets = ruleSets();
  Harness h{Game(sets[in.ConsumeIntegralInRange<size_t>(0, sets.size() - 1)])};
  h.check();
  while (in.remaining_bytes() > 0) {
    const int op = in.ConsumeIntegralInRange<int>(0, 15);
    switch (op) {
      case 0:  // new game
        h = Harness(Game(sets[in.ConsumeIntegralInRange<size_t>(0, sets.size() - 1)]));
        break;
      case 1: case 2: case 3: case 4: case 5: {  // a legal action, chosen by index
        MoveList list;
        h.game.legal(list);
        if (list.size) h.play(list.moves[in.ConsumeIntegralInRange<int>(0, list.size - 1)]);
        else h.play(Action::pass());
        break;
      }
      case 6:  // any action code
        h.play(Action(ActionKind(in.ConsumeIntegralInRange<int>(0, 4)), in.ConsumeIntegral<std::uint8_t>()));
        break;
      case 7:  // any text
        h.playText(in.ConsumeRandomLengthString(12));
        break;
      case 8: case 9:
        h.undo();
        break;
      case 10:
        h.redoOne();
        break;
      case 11: {  // import the game's own position code
        const std::string code = positionCode(h.game.position());
        auto p = parsePositionCode(code);
        FUZZ_CHECK(p.ok(), "own position code refused: " + code + ": " + (p ? "" : p.error()));
        FUZZ_CHECK(fuzz::samePosition(*p, h.game.position()), "own position code reads back differently: " + code);
        h = Harness(Game(*p));
        break;
      }
      case 12: {  // import the game's own record
        const std::string rec = h.game.record();
        auto g = Game::fromRecord(rec);
        FUZZ_CHECK(g.ok(), "own record refused: " + (g ? std::string() : g.error()) + "\n" + rec);
        FUZZ_CHECK(g->actions() == h.game.actions(), rec);
        for (int i = 0; i <= g->length(); ++i)
          FUZZ_CHECK(fuzz::samePosition(g->positionAt(i), h.game.positionAt(i)), rec);
        FUZZ_CHECK(g->outcome().result == h.game.outcome().result, rec);
        h = Harness(std::move(*g));
        break;
      }
      case 13: {  // import fuzz text as a position code; a refused one leaves the game alone
        auto p = parsePositionCode(in.ConsumeRandomLengthString(64));
        if (p) h = Harness(Game(*p));
        break;
      }
      case 14: {  // import fuzz text as a record
        auto g = Game::fromRecord(in.ConsumeRandomLengthString(256));
        if (g) h = Harness(std::move(*g));
        break;
      }
      case 15:  // make and undo of each legal action (play() already checks refusal() against the list)
        fuzz::checkLegal(h.game.position(), false);
        fuzz::checkAgainstOracles(h.game.position());
        break;
    }
    h.check();
  }
  return 0;
}
