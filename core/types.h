// Basic types: bitboards, squares and actions.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace wallrace {

using u64 = std::uint64_t;
using u128 = unsigned __int128;

// A bitboard over squares (or lattice points) indexed y * stride + x, with
// stride = board size + 1 so that shifts by 1 never wrap into the next rank
// and a wall's lattice points share the index space of the squares.
constexpr u128 bit(int i) { return u128(1) << i; }
inline int popcount(u128 b) { return __builtin_popcountll(u64(b)) + __builtin_popcountll(u64(b >> 64)); }
inline int lowest(u128 b) { u64 lo = u64(b); return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(u64(b >> 64)); }
inline u128 clearLowest(u128 b) { return b & (b - 1); }
// Shifts by 0 < n < 64 written on 64-bit halves: WebAssembly has no 128-bit
// shift and would call a library routine for a variable amount.
inline u128 shl(u128 x, int n) {
  const u64 lo = u64(x), hi = u64(x >> 64);
  return (u128((hi << n) | (lo >> (64 - n))) << 64) | u128(lo << n);
}
inline u128 shr(u128 x, int n) {
  const u64 lo = u64(x), hi = u64(x >> 64);
  return (u128(hi >> n) << 64) | u128((lo >> n) | (hi << (64 - n)));
}

// splitmix64 (Steele, Lea, Flood 2014), written once. mix64 is its output
// function, a bijection that spreads every input bit over the word;
// splitmix64 adds the golden-ratio step first (one draw from state z);
// SplitMix64 is the generator itself.
constexpr u64 kGoldenGamma = 0x9E3779B97F4A7C15ull;
constexpr u64 mix64(u64 z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
constexpr u64 splitmix64(u64 z) { return mix64(z + kGoldenGamma); }
struct SplitMix64 {
  u64 state;
  constexpr explicit SplitMix64(u64 seed) : state(seed) {}
  constexpr u64 next() { return mix64(state += kGoldenGamma); }
  constexpr int below(int n) { return int(next() % u64(n)); }  // 0 <= r < n
};

// An action: a pawn step (to a square), a wall (anchor square, orientation) or pass.
enum class ActionKind : std::uint8_t { Step = 0, WallH = 1, WallV = 2, Pass = 3 };

struct Action {
  std::uint16_t code = 0;  // kind << 8 | square
  constexpr Action() = default;
  constexpr Action(ActionKind k, int sq) : code(std::uint16_t((int(k) << 8) | sq)) {}
  static constexpr Action pass() { return Action(ActionKind::Pass, 0); }
  constexpr ActionKind kind() const { return ActionKind(code >> 8); }
  constexpr int square() const { return code & 0xff; }
  constexpr bool isWall() const { return kind() == ActionKind::WallH || kind() == ActionKind::WallV; }
  constexpr bool operator==(const Action&) const = default;
};

// Errors are values: a result is either T or a message naming what was wrong.
template <class T>
class Expected {
 public:
  Expected(T v) : v_(std::move(v)) {}
  static Expected fail(std::string msg) { Expected e; e.v_ = Err{std::move(msg)}; return e; }
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const { return std::get<1>(v_).msg; }

 private:
  struct Err { std::string msg; };
  Expected() = default;
  std::variant<T, Err> v_;
};

}  // namespace wallrace
