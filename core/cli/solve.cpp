// wallrace solve: the detour solver's verdict; wallrace solve-table: its precomputed data.
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>

#include "../solver.h"
#include "cli.h"

namespace wallrace::cli {
namespace {

// Loads a table file; false with the reason in `why` ("" when there is no
// such file). A table is under 16 MB: a bigger file is refused unread.
bool loadTableFile(const std::string& file, std::string& why) {
  why.clear();
  std::ifstream in(file, std::ios::binary | std::ios::ate);
  if (!in) return false;
  const std::streamoff size = in.tellg();
  if (size < 0 || size > (std::streamoff(64) << 20)) {
    why = "not a detour table (" + std::to_string((long long)size) + " bytes)";
    return false;
  }
  in.seekg(0);
  std::vector<std::uint8_t> data(static_cast<std::size_t>(size));
  if (!in.read(reinterpret_cast<char*>(data.data()), size)) {
    why = "cannot read the file";
    return false;
  }
  return loadDetourTable(data.data(), data.size(), &why);
}

// Writes a table (or any bytes) and says whether every byte reached the file.
bool writeFile(const std::string& file, const std::vector<std::uint8_t>& data) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
  out.flush();
  return bool(out);
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
  if (!g.rules().hasSolver()) {
    std::string solved;  // the rule sets with a solver, from the rule data
    for (const RuleSet& r : ruleSets())
      if (r.hasSolver()) solved += (solved.empty() ? "" : ", ") + std::string(r.name);
    throw Refused{"--rules '" + std::string(g.rules().name) + "': the solver plays " + solved + " only"};
  }
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
  {  // refused before the half minute of work, not after it
    const std::string file = a.get("--out");
    const bool existed = access(file.c_str(), F_OK) == 0;
    std::FILE* probe = std::fopen(file.c_str(), "ab");
    if (!probe) throw Refused{"--out " + quoted(file, 200) + ": cannot write the file (" + std::strerror(errno) + ")"};
    std::fclose(probe);
    if (!existed) std::remove(file.c_str());
  }
  DetourBuildStats st;
  const auto data = buildDetourTable(layers, &st, [](int k, std::size_t done, double s) {
    std::fprintf(stderr, "layer %d done: %zu configurations, %.1f s\n", k, done, s);
  });
  const std::string file = a.get("--out");
  if (!writeFile(file, data)) throw Refused{"--out " + quoted(file, 200) + ": cannot write the file (" + std::strerror(errno) + ")"};
  std::fprintf(stderr, "solved %zu configurations (%zu positions) in %.1f s, peak tables %.0f MB\n", st.configurations,
               st.positions, st.seconds, double(st.peakBytes) / 1048576.0);
  std::fprintf(stderr, "wrote %zu bytes (layers 0..%d) to %s\n", data.size(), layers, file.c_str());
  const char* who = st.startSign > 0 ? "player1 in " : st.startSign < 0 ? "player2 in " : "draw";
  std::cout << "start (uncapped): " << who << (st.startSign ? std::to_string(st.startPlies) : "") << "\n";
  return 0;
}

const bool registered =
    (registerCommand("solve", cmdSolve,
                     "solve --rules detour [--moves \"...\"] [--position CODE | --record FILE] [--best] [--table FILE | --no-table]"),
     registerCommand("solve-table", cmdSolveTable, "solve-table --out FILE [--layers K]  (detour tables, K <= 7)"),
     true);

}  // namespace

// --no-table: nothing is loaded (or built), everything is solved on demand.
// A damaged table found on its own ($WALLRACE_DETOUR_TABLE, beside the
// executable) is refused with a warning line and the next source is tried;
// one named with --table is an error.
void findDetourTable(const Args& a, const Position& pos) {
  if (a.has("--table") && a.has("--no-table")) throw Refused{"--table and --no-table: give one of them"};
  if (a.has("--no-table")) return;
  std::string why;
  if (a.has("--table")) {
    if (!loadTableFile(a.get("--table"), why))
      throw Refused{"--table " + quoted(a.get("--table"), 200) + ": " + (why.empty() ? "cannot read the file" : why)};
    return;
  }
  if (const char* env = std::getenv("WALLRACE_DETOUR_TABLE"); env && *env) {
    if (loadTableFile(env, why)) return;
    std::fprintf(stderr, "warning: $WALLRACE_DETOUR_TABLE %s: %s; not used\n", quoted(env, 200).c_str(),
                 why.empty() ? "cannot read the file" : why.c_str());
  }
  const std::string file = besideExecutable("detour-table.bin");
  if (loadTableFile(file, why)) return;
  if (!why.empty()) std::fprintf(stderr, "warning: %s: %s; not used\n", quoted(file, 200).c_str(), why.c_str());
  // No table: close to the start, solving on demand would hold most of the
  // game in memory; build the table once (about half a minute) and keep it.
  if (pos.wallCount() <= 3) {
    std::fprintf(stderr, "no detour table: building it (wallrace solve-table --out %s) ...\n", file.c_str());
    const auto data = buildDetourTable(3);
    if (!writeFile(file, data))
      std::fprintf(stderr, "warning: %s: cannot write the table (%s); it is built again next time\n", quoted(file, 200).c_str(),
                   std::strerror(errno));
    loadDetourTable(data.data(), data.size());
  }
}

}  // namespace wallrace::cli
