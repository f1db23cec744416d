// Position codes: whatever parsePositionCode accepts is a sound position, its
// code reads back to the same position bit for bit and prints identically,
// and move generation works on it (every generated action is accepted by
// refusal(), nothing else is, make then undo restores the position).
#include <string_view>

#include "common.h"

using namespace wallrace;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto p = parsePositionCode(text);
  if (!p) {
    fuzz::checkErrorText(p.error(), std::string(text));
    return 0;
  }
  fuzz::checkPosition(*p, "parsed '" + std::string(text) + "'");
  const std::string code = positionCode(*p);
  auto again = parsePositionCode(code);
  FUZZ_CHECK(again.ok(), "'" + code + "' from '" + std::string(text) + "' does not read back: " + (again ? "" : again.error()));
  FUZZ_CHECK(fuzz::samePosition(*again, *p), "'" + code + "' reads back to another position");
  FUZZ_CHECK(positionCode(*again) == code, code);
  fuzz::checkLegal(*p, true);
  fuzz::checkAgainstOracles(*p);
  // A game can start there and its record reads back.
  Game g(*p);
  auto rec = Game::fromRecord(g.record());
  FUZZ_CHECK(rec.ok() && fuzz::samePosition(rec->start(), *p), g.record() + (rec ? "" : rec.error()));
  return 0;
}
