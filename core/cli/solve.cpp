// wallrace solve: the detour solver's verdict; wallrace solve-table: its precomputed data.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>

#include "../solver.h"
#include "cli.h"

namespace wallrace::cli {
namespace {

bool loadTableFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return false;
  std::vector<std::uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return loadDetourTable(data.data(), data.size());
}

// --table FILE, else $WALLRACE_DETOUR_TABLE, else detour-table.bin beside the
// executable (npm run build writes it there). Without one, everything is
// solved on demand: slow and memory-hungry close to the start.
std::string besideExecutable(const std::string& name) {
  char exe[4096];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return name;
  std::string dir(exe, size_t(n));
  return dir.substr(0, dir.find_last_of('/') + 1) + name;
}

std::string verdictLine(const Verdict& v) {
  switch (v.result) {
    case Result::Player1: return "player1 in " + std::to_string(v.plies);
    case Result::Player2: return "player2 in " + std::to_string(v.plies);
    default: return "draw";
  }
}

int cmdSolve(const Args& a) {
  const Game g = loadGame(a);
  if (g.rules().name != "detour")
    throw Refused{"--rules '" + std::string(g.rules().name) + "': the solver plays detour only"};
  const auto t0 = std::chrono::steady_clock::now();
  Verdict v;
  const Outcome o = g.outcome();
  if (o.result != Result::Ongoing) {
    v.result = o.result;
  } else {
    findDetourTable(a, g.position());
    auto r = solveDetour(g.position());
    if (!r) throw Refused{r.error()};
    v = *r;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::fprintf(stderr, "solved in %.3f s (table layers %d, cache %.1f MB)\n", s, detourTableLayers(),
               double(detourCacheBytes()) / 1048576.0);
  std::cout << verdictLine(v) << "\n";
  if (a.has("--best")) {
    std::string line;
    for (Action m : v.best) {
      if (!line.empty()) line += ' ';
      line += actionName(g.position().board(), m);
    }
    std::cout << line << "\n";
  }
  return 0;
}

int cmdSolveTable(const Args& a) {
  const int layers = int(intOption(a, "--layers", 3, 0, 7));
  if (!a.has("--out")) throw Refused{"--out FILE is required"};
  DetourBuildStats st;
  const auto data = buildDetourTable(layers, &st, [](int k, std::size_t done, double s) {
    std::fprintf(stderr, "layer %d done: %zu configurations, %.1f s\n", k, done, s);
  });
  const std::string file = a.get("--out");
  std::ofstream out(file, std::ios::binary);
  out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
  if (!out) throw Refused{"--out '" + file + "': cannot write the file"};
  std::fprintf(stderr, "solved %zu configurations (%zu positions) in %.1f s, peak tables %.0f MB\n", st.configurations,
               st.positions, st.seconds, double(st.peakBytes) / 1048576.0);
  std::fprintf(stderr, "wrote %zu bytes (layers 0..%d) to %s\n", data.size(), layers, file.c_str());
  const char* who = st.startSign > 0 ? "player1 in " : st.startSign < 0 ? "player2 in " : "draw";
  std::cout << "start (uncapped): " << who << (st.startSign ? std::to_string(st.startPlies) : "") << "\n";
  return 0;
}

const bool registered =
    (registerCommand("solve", cmdSolve,
                     "solve --rules detour [--moves \"...\"] [--position CODE] [--best] [--table FILE | --no-table]"),
     registerCommand("solve-table", cmdSolveTable, "solve-table --out FILE [--layers K]  (detour tables, K <= 7)"),
     true);

}  // namespace

void findDetourTable(const Args& a, const Position& pos) {
  if (a.has("--table")) {
    if (!loadTableFile(a.get("--table"))) throw Refused{"--table '" + a.get("--table") + "': not a detour table"};
    return;
  }
  if (const char* env = std::getenv("WALLRACE_DETOUR_TABLE"); env && *env) {
    if (loadTableFile(env)) return;
  }
  const std::string file = besideExecutable("detour-table.bin");
  if (loadTableFile(file)) return;
  // No table: close to the start, solving on demand would hold most of the
  // game in memory; build the table once (about half a minute) and keep it.
  if (pos.wallCount() <= 3 && !a.has("--no-table")) {
    std::fprintf(stderr, "no detour table: building it (wallrace solve-table --out %s) ...\n", file.c_str());
    const auto data = buildDetourTable(3);
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
    loadDetourTable(data.data(), data.size());
  }
}

}  // namespace wallrace::cli
