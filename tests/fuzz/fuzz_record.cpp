// Game records: whatever Game::fromRecord accepts is a sound game, and its
// record() reads back to the same game (start, actions, every position,
// outcome) and prints identically.
#include <string_view>

#include "common.h"

using namespace wallrace;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto g = Game::fromRecord(text);
  if (!g) {
    fuzz::checkErrorText(g.error(), std::string(text));
    return 0;
  }
  for (int i = 0; i <= g->length(); ++i) fuzz::checkPosition(g->positionAt(i), "record ply " + std::to_string(i));
  const std::string rec = g->record();
  auto back = Game::fromRecord(rec);
  FUZZ_CHECK(back.ok(), "record() does not read back: " + (back ? std::string() : back.error()) + "\n" + rec);
  FUZZ_CHECK(back->length() == g->length() && back->actions() == g->actions(), rec);
  for (int i = 0; i <= g->length(); ++i)
    FUZZ_CHECK(fuzz::samePosition(back->positionAt(i), g->positionAt(i)), rec);
  const Outcome a = g->outcome(), b = back->outcome();
  FUZZ_CHECK(a.result == b.result && a.reason == b.reason, rec);
  FUZZ_CHECK(back->record() == rec, rec + "\n---\n" + back->record());
  fuzz::checkLegal(g->position(), false);
  fuzz::checkAgainstOracles(g->position());
  return 0;
}
