// What the binding files share: errors as values, reading JS arguments with
// the reason when they are wrong, calls out to JS code that may throw, and
// the guard against calls back in while a search runs. Translation only.
#pragma once
#include <string>

#include <emscripten/val.h>

namespace wallrace::js {

using emscripten::val;

val fail(const std::string& message);  // { ok: false, error: message }
val success();                         // { ok: true }
val pair(int a, int b);                // [a, b]

// The longest string any door takes, in UTF-16 code units (the facade refuses
// longer ones before they reach the module; this is the second line).
constexpr double kMaxStringUnits = 1 << 20;

// Reads a JS string argument or explains what arrived instead. The length is
// checked before the string is copied into wasm memory (a 50 MB string would
// grow the memory for good).
bool readString(const val& v, const char* what, std::string& out, std::string& error);
// Reads a whole number from lo to hi, or explains what arrived instead
// (NaN, Infinity, 1.5, -1, 1e300 and non-numbers are all refused by name).
bool readWhole(const val& v, const std::string& what, double lo, double hi, double& out, std::string& error);
// obj[key], with a throwing getter or Proxy reported in `error` instead.
bool readProperty(const val& obj, const char* key, val& out, std::string& error);

// No JS exception may unwind through wasm frames (it skips every C++
// destructor): calls out to JS code that may throw go through these.
// fn(arg); false with the exception's words in `error` when it threw.
bool guardedCall(const val& fn, const val& arg, std::string& error);
// A plain Uint8Array over v's bytes; false with the reason when v is not a
// Uint8Array or its getters threw.
bool guardedBytes(const val& v, val& bytes, std::string& error);

// > 0 while bestMove runs: its onProgress callback may call back into the
// module, and nothing that changes a game or the engine's shared state
// (search tables, the detour solver's table and cache) may run then.
extern int gSearching;
struct SearchingScope {
  SearchingScope() { ++gSearching; }
  ~SearchingScope() { --gSearching; }
};
val busy(const char* what);  // the refusal of `what` while a search runs

}  // namespace wallrace::js
