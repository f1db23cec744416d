// Move notation: parseAction on every rule set. Whatever it accepts prints
// canonically and reads back to the same action; squares and walls it
// accepts are on the board. The same text as a move list is played from the
// start of each rule set (Game::fromMoves).
#include <cctype>
#include <string_view>

#include "common.h"

using namespace wallrace;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const RuleSet& r : ruleSets()) {
    const Board& b = boardFor(r);
    auto a = parseAction(b, text);
    if (!a) {
      FUZZ_CHECK(!a.error().empty(), std::string(r.name));
    } else {
      const std::string name = actionName(b, *a);
      switch (a->kind()) {
        case ActionKind::Step: FUZZ_CHECK(b.onBoard(a->square()), name); break;
        case ActionKind::WallH: FUZZ_CHECK((b.slotMask[0] >> a->square()) & 1, name); break;
        case ActionKind::WallV: FUZZ_CHECK((b.slotMask[1] >> a->square()) & 1, name); break;
        case ActionKind::Pass: FUZZ_CHECK(a->square() == 0, name); break;
      }
      auto back = parseAction(b, name);
      FUZZ_CHECK(back && *back == *a, "canonical '" + name + "' does not read back");
      for (char c : name) FUZZ_CHECK(!std::isupper(static_cast<unsigned char>(c)), name);
    }
    auto s = parseSquare(b, text);
    if (s) {
      FUZZ_CHECK(b.onBoard(*s), std::string(text));
      auto again = parseSquare(b, squareName(b, *s));
      FUZZ_CHECK(again && *again == *s, squareName(b, *s));
    }
  }
  // The text as a list of moves.
  const auto tokens = splitMoves(text);
  for (const std::string& t : tokens)
    for (char c : t) FUZZ_CHECK(c != ' ' && c != ',' && c != '\n' && c != '\r' && c != '\t', t);
  if (tokens.size() <= 64) {
    for (const RuleSet& r : ruleSets()) {
      auto g = Game::fromMoves(Position(r), text);
      if (!g) {
        FUZZ_CHECK(g.error().rfind("move ", 0) == 0, g.error());
        fuzz::checkErrorText(g.error(), std::string(text));
        continue;
      }
      FUZZ_CHECK(g->length() == int(tokens.size()), std::string(text));
      fuzz::checkPosition(g->position(), "fromMoves");
    }
  }
  return 0;
}
