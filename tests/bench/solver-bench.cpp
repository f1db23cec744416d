// Detour solver timing, shared by the WebAssembly benchmark (solver-wasm.mjs,
// built by solver-wasm.sh) and a native run of the same positions:
//   native: solver-bench TABLE [COUNT] [WALLS] [ALL]
// Each position is solved from a cold cache (the worst case: in a game the
// cache carries over from move to move): verdict and the set of optimal moves.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "game.h"
#include "solver.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT extern "C"
#endif

using namespace wallrace;

namespace {
std::string text;

// walls < 0: uniform random legal moves up to a uniform random ply.
// walls >= 0: exactly that many walls placed, the rest pawn steps.
Position randomPosition(unsigned seed, int walls) {
  std::mt19937_64 rng(seed);
  const RuleSet& rules = *findRuleSet("detour");
  for (;;) {
    Position p(rules);
    const int stop = int(rng() % 80);
    Undo u;
    while (!p.isOver() && (p.ply() < stop || (walls >= 0 && p.wallCount() < walls))) {
      MoveList list;
      generateLegal(p, list);
      std::vector<Action> steps, ws;
      for (Action a : list) (a.isWall() ? ws : steps).push_back(a);
      Action a = list.moves[rng() % list.size];
      if (walls >= 0) {
        const bool wantWall = p.wallCount() < walls && !ws.empty() && rng() % 2;
        a = wantWall ? ws[rng() % ws.size()] : steps[rng() % steps.size()];
      }
      p.make(a, u);
    }
    if (!p.isOver() && (walls < 0 || p.wallCount() == walls)) return p;
  }
}
}  // namespace

EXPORT int bench_load(const std::uint8_t* data, int size) { return loadDetourTable(data, std::size_t(size)); }

EXPORT const char* bench_random(unsigned seed, int walls) {
  text = positionCode(randomPosition(seed, walls));
  return text.c_str();
}

// "player1 in 17|a2" (cold: empty the cache first; all: every optimal move,
// else one, as the page and the bot ask).
EXPORT const char* bench_solve(const char* code, int cold, int all) {
  auto p = parsePositionCode(code);
  if (!p) return (text = "error: " + p.error()).c_str();
  if (cold) clearDetourCache();
  auto v = solveDetour(*p, all != 0);
  if (!v) return (text = "error: " + v.error()).c_str();
  text = v->result == Result::Draw ? "draw"
                                   : std::string(resultName(v->result)) + " in " + std::to_string(v->plies);
  text += "|";
  for (size_t i = 0; i < v->best.size(); ++i) text += (i ? " " : "") + actionName(p->board(), v->best[i]);
  return text.c_str();
}

EXPORT double bench_cache_mb() { return double(detourCacheBytes()) / 1048576.0; }

#ifndef __EMSCRIPTEN__
int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: solver-bench TABLE [COUNT] [WALLS]\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::vector<std::uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!bench_load(data.data(), int(data.size()))) {
    std::fprintf(stderr, "%s: not a detour table\n", argv[1]);
    return 2;
  }
  const int count = argc > 2 ? std::atoi(argv[2]) : 1000;
  const int walls = argc > 3 ? std::atoi(argv[3]) : -1;
  const int all = argc > 4 ? std::atoi(argv[4]) : 0;
  std::vector<double> ms, cpu;
  for (int i = 0; i < count; ++i) {
    const std::string code = bench_random(unsigned(i + 1), walls);
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    bench_solve(code.c_str(), 1, all);
    cpu.push_back(double(std::clock() - c0) * 1000.0 / CLOCKS_PER_SEC);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  std::sort(cpu.begin(), cpu.end());
  std::printf("native (%s): %d positions (walls %d), median %.2f ms, worst %.2f ms; CPU median %.2f ms, worst %.2f ms\n",
              all ? "every optimal move" : "one optimal move", count, walls, ms[ms.size() / 2], ms.back(), cpu[cpu.size() / 2], cpu.back());
  return 0;
}
#endif
