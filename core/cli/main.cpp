// wallrace command-line tool. It only reads arguments and prints: the engine decides.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.h"

namespace wallrace::cli {

namespace {
struct Entry {
  Command run;
  std::string usage;
  std::map<std::string, bool> options;  // "--depth" -> takes a value
};
std::map<std::string, Entry>& commands() { static std::map<std::string, Entry> c; return c; }

// The options a usage line names, and whether each takes a value (see cli.h).
std::map<std::string, bool> optionsOf(const std::string& usage) {
  std::map<std::string, bool> o;
  for (size_t i = usage.find("--"); i != std::string::npos; i = usage.find("--", i)) {
    size_t j = i + 2;
    while (j < usage.size() && (std::isalnum(static_cast<unsigned char>(usage[j])) || usage[j] == '-')) ++j;
    if (j > i + 2) {
      const size_t k = usage.find_first_not_of(' ', j);
      const bool value = k != std::string::npos && std::string("[]|(-").find(usage[k]) == std::string::npos;
      o[usage.substr(i, j - i)] |= value;
    }
    i = j;
  }
  return o;
}

// The known option nearest to a misspelt one (at most two edits), or "".
std::string nearest(const std::string& k, const std::map<std::string, bool>& known) {
  std::string best;
  size_t bestCost = 3;
  for (const auto& [name, value] : known) {
    std::vector<size_t> row(name.size() + 1);
    for (size_t j = 0; j <= name.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= k.size(); ++i) {
      size_t diag = row[0];
      row[0] = i;
      for (size_t j = 1; j <= name.size(); ++j) {
        const size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (k[i - 1] != name[j - 1])});
        diag = up;
      }
    }
    if (row[name.size()] < bestCost) bestCost = row[name.size()], best = name;
  }
  return best;
}

std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o + "\"";
}

int cmdLegal(const Args& a) {
  const Game g = loadGame(a);
  MoveList list;
  g.legal(list);
  std::string line;
  for (Action m : list) line += (line.empty() ? "" : " ") + actionName(g.position().board(), m);
  std::cout << line << "\n";
  return 0;
}

int cmdPerft(const Args& a) {
  const Game g = loadGame(a);
  const int depth = int(intOption(a, "--depth", 1, 0, 8));
  // A bound on the work: the legal actions now to the power of the depth
  // estimates the leaves (walls: 131^5 = 4e10 is minutes, 131^6 days).
  MoveList now;
  g.legal(now);
  if (const double estimate = std::pow(double(now.size), depth); estimate > 1e11)
    throw Refused{"--depth " + std::to_string(depth) + ": about " + std::to_string((long long)(estimate / 1e9)) +
                  " billion leaves (" + std::to_string(now.size) + " actions a ply), over the bound of 100 billion"};
  const auto t0 = std::chrono::steady_clock::now();
  const u64 n = perft(g, depth);  // by the game's rules: repetitions and all (core/game.h)
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::fprintf(stderr, "perft %d: %llu leaves in %.3f s (%.0f leaves/s)\n", depth, (unsigned long long)n, s,
               s > 0 ? double(n) / s : 0.0);
  std::cout << n << "\n";
  return 0;
}

int cmdStatus(const Args& a) {
  const Game g = loadGame(a);
  const Position& p = g.position();
  const Board& b = p.board();
  const Outcome o = g.outcome();
  std::string walls;
  for (int orient = 0; orient < 2; ++orient)
    for (u128 w = p.walls(orient); w; w = clearLowest(w))
      walls += (walls.empty() ? "" : ",") +
               jsonString(actionName(b, Action(orient == 0 ? ActionKind::WallH : ActionKind::WallV, lowest(w))));
  std::cout << "{\"rules\":" << jsonString(std::string(g.rules().name)) << ",\"ply\":" << p.ply()
            << ",\"toMove\":" << p.toMove() + 1 << ",\"result\":\"" << resultName(o.result) << "\",\"reason\":"
            << jsonString(o.reason) << ",\"pawns\":[" << jsonString(squareName(b, p.pawn(0))) << ","
            << jsonString(squareName(b, p.pawn(1))) << "],\"wallsLeft\":[" << p.wallsLeft(0) << "," << p.wallsLeft(1)
            << "],\"pathLength\":[" << pathLength(p, 0) << "," << pathLength(p, 1) << "],\"walls\":[" << walls
            << "],\"position\":" << jsonString(positionCode(p)) << "}\n";
  return 0;
}

int cmdRecord(const Args& a) {
  std::cout << loadGame(a).record();
  return 0;
}

}  // namespace

bool registerCommand(const std::string& name, Command c, const std::string& usage) {
  commands()[name] = {c, usage, optionsOf(usage)};
  return true;
}

long long intOption(const Args& a, const std::string& name, long long def, long long lo, long long hi) {
  if (!a.has(name)) return def;
  const std::string v = a.get(name);
  try {
    size_t used = 0;
    const long long x = std::stoll(v, &used);
    if (used == v.size() && x >= lo && x <= hi) return x;
  } catch (...) {
  }
  throw Refused{name + " " + quoted(v) + ": expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)};
}

const RuleSet& rulesOption(const Args& a) {
  const RuleSet* r = findRuleSet(a.get("--rules", "walls"));
  if (!r) throw Refused{"--rules " + quoted(a.get("--rules")) + ": unknown rule set (known: " + ruleSetNames() + ")"};
  return *r;
}

std::vector<std::vector<Action>> readOpenings(const std::string& file, const RuleSet& rules) {
  std::ifstream in(file);
  if (!in) throw Refused{"--openings " + quoted(file, 200) + ": cannot read the file"};
  std::vector<std::vector<Action>> out;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    auto g = Game::fromMoves(Position(rules), line);
    if (!g) throw Refused{"--openings " + quoted(file, 200) + " line " + std::to_string(n) + ": " + g.error()};
    if (g->isOver()) throw Refused{"--openings " + quoted(file, 200) + " line " + std::to_string(n) + ": the game is already over"};
    out.push_back(g->actions());
  }
  if (out.empty()) throw Refused{"--openings " + quoted(file, 200) + ": no openings in the file"};
  return out;
}

namespace {
// A record file (or stdin for "-"), read up to kMaxRecordBytes: /dev/zero or a
// huge file is refused, not read without end.
std::string readRecord(const std::string& file) {
  std::FILE* f = file == "-" ? stdin : std::fopen(file.c_str(), "rb");
  if (!f) throw Refused{"--record " + quoted(file, 200) + ": cannot read the file (" + std::strerror(errno) + ")"};
  std::string text;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    text.append(buf, n);
    if (text.size() > kMaxRecordBytes) break;
  }
  const bool failed = std::ferror(f);
  const int err = errno;
  if (f != stdin) std::fclose(f);
  if (failed) throw Refused{"--record " + quoted(file, 200) + ": cannot read the file (" + std::strerror(err) + ")"};
  if (text.size() > kMaxRecordBytes)
    throw Refused{"--record " + quoted(file, 200) + ": longer than " + std::to_string(kMaxRecordBytes) +
                  " bytes, too long for a game record"};
  return text;
}
}  // namespace

Game loadGame(const Args& a) {
  const RuleSet* rules = nullptr;
  if (a.has("--rules")) {
    rules = findRuleSet(a.get("--rules"));
    if (!rules) throw Refused{"--rules " + quoted(a.get("--rules")) + ": unknown rule set (known: " + ruleSetNames() + ")"};
  }
  if (a.has("--record") && a.has("--position"))
    throw Refused{"--record and --position: give one of them (a record starts from its own [Position] tag)"};
  std::optional<Game> g;
  if (a.has("--record")) {
    const std::string file = a.get("--record");
    auto r = Game::fromRecord(readRecord(file));
    if (!r) throw Refused{"--record " + quoted(file, 200) + ": " + r.error()};
    g = *r;
  } else if (a.has("--position")) {
    auto p = parsePositionCode(a.get("--position"));
    if (!p) throw Refused{"--position " + quoted(a.get("--position")) + ": " + p.error()};
    g = Game(*p);
  } else {
    if (!rules) throw Refused{"--rules is required (one of " + ruleSetNames() + ")"};
    g = Game(*rules);
  }
  if (rules && &g->rules() != rules)
    throw Refused{"--rules " + quoted(a.get("--rules")) + " does not match the " + std::string(g->rules().name) +
                  " game given"};
  if (a.has("--moves")) {
    int i = 0;
    for (const std::string& tok : splitMoves(a.get("--moves"))) {
      ++i;
      auto r = g->play(tok);
      if (!r) throw Refused{"move " + std::to_string(i) + " " + r.error()};
    }
  }
  return *g;
}

}  // namespace wallrace::cli

using namespace wallrace;
using namespace wallrace::cli;

namespace {
// The last line of defence for the one error line: control characters
// escaped, and cut (tokens in it are quoted and cut where they are named).
std::string oneLine(const std::string& m) {
  std::string o;
  for (unsigned char c : m) {
    if (o.size() >= 600) return o + "\xe2\x80\xa6";
    if (c < 0x20 || c == 0x7f) {
      static const char* hex = "0123456789abcdef";
      o += std::string("\\x") + hex[c >> 4] + hex[c & 15];
    } else {
      o += char(c);
    }
  }
  return o;
}
}  // namespace

int main(int argc, char** argv) {
  registerCommand("legal", cmdLegal, "legal --rules R [--moves \"...\"] [--position CODE | --record FILE]");
  registerCommand("perft", cmdPerft, "perft --rules R --depth D [--moves \"...\"] [--position CODE | --record FILE]  (D <= 8)");
  registerCommand("status", cmdStatus, "status --rules R [--moves \"...\"] [--position CODE | --record FILE]");
  registerCommand("record", cmdRecord, "record --rules R --moves \"...\" [--position CODE | --record FILE]");
  auto usage = [](std::ostream& out) {
    out << "usage: wallrace <command> [options]\ncommands:\n";
    for (auto& [name, e] : commands()) out << "  wallrace " << e.usage << "\n";
  };
  if (argc < 2) {
    usage(std::cerr);
    return 2;
  }
  Args a;
  a.command = argv[1];
  if (a.command == "help" || a.command == "--help" || a.command == "-h") {
    usage(std::cout);
    return std::cout.flush() ? 0 : 2;
  }
  int status = 0;
  try {
    auto it = commands().find(a.command);
    if (it == commands().end()) throw Refused{"command " + quoted(a.command) + ": unknown (try wallrace help)"};
    const auto& known = it->second.options;
    for (int i = 2; i < argc; ++i) {
      const std::string k = argv[i];
      if (k.rfind("--", 0) != 0)
        throw Refused{"argument " + std::to_string(i - 1) + " " + quoted(k) + ": expected an option like --rules"};
      const auto o = known.find(k);
      if (o == known.end()) {
        const std::string near = nearest(k, known);
        throw Refused{"option " + quoted(k) + ": unknown for wallrace " + a.command +
                      (near.empty() ? std::string(" (see wallrace help)") : " (did you mean " + near + "?)")};
      }
      if (a.has(k)) throw Refused{"option " + k + ": given twice"};
      if (o->second) {
        if (i + 1 >= argc || std::string(argv[i + 1]).rfind("--", 0) == 0)
          throw Refused{"option " + k + ": its value is missing (" + (i + 1 < argc ? "found option " + quoted(argv[i + 1]) : std::string("at the end")) + ")"};
        a.options[k] = argv[++i];
      } else {
        if (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0)
          throw Refused{"option " + k + " takes no value, got " + quoted(argv[i + 1])};
        a.options[k] = "";
      }
    }
    status = it->second.run(a);
  } catch (const Refused& r) {
    std::cout.flush();
    std::cerr << "error: " << oneLine(r.message) << "\n";
    return 2;
  }
  // Output that could not be written (a full disk, /dev/full) is an error too.
  if (!std::cout.flush()) {
    std::cerr << "error: could not write the output (" << std::strerror(errno) << ")\n";
    return 2;
  }
  return status;
}
