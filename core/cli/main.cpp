// wallrace command-line tool. It only reads arguments and prints: the engine decides.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.h"

namespace wallrace::cli {

namespace {
struct Entry { Command run; std::string usage; };
std::map<std::string, Entry>& commands() { static std::map<std::string, Entry> c; return c; }

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

u64 perftGame(Position& pos, int depth, std::vector<u64>& keys, int rep) {
  if (depth == 0) return 1;
  if (pos.isOver()) return 0;
  if (rep) {
    int n = 0;
    for (u64 k : keys) n += k == pos.key();
    if (n >= rep) return 0;
  } else {
    return perft(pos, depth);
  }
  MoveList list;
  generateLegal(pos, list);
  if (depth == 1) return u64(list.size);
  u64 total = 0;
  Undo u;
  for (Action m : list) {
    pos.make(m, u);
    keys.push_back(pos.key());
    total += perftGame(pos, depth - 1, keys, rep);
    keys.pop_back();
    pos.undo(m, u);
  }
  return total;
}

int cmdPerft(const Args& a) {
  const Game g = loadGame(a);
  const int depth = int(intOption(a, "--depth", 1, 0, 64));
  Position pos = g.position();
  std::vector<u64> keys;
  for (int i = 0; i <= g.length(); ++i) keys.push_back(g.positionAt(i).key());
  const auto t0 = std::chrono::steady_clock::now();
  u64 n;
  if (depth > 0 && g.isOver()) n = 0;
  else n = perftGame(pos, depth, keys, g.rules().repetitionDraw);
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
  commands()[name] = {c, usage};
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
  throw Refused{name + " '" + v + "': expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)};
}

Game loadGame(const Args& a) {
  const RuleSet* rules = nullptr;
  if (a.has("--rules")) {
    rules = findRuleSet(a.get("--rules"));
    if (!rules) throw Refused{"--rules '" + a.get("--rules") + "': unknown rule set (known: " + ruleSetNames() + ")"};
  }
  std::optional<Game> g;
  if (a.has("--record")) {
    const std::string file = a.get("--record");
    std::stringstream ss;
    if (file == "-") {
      ss << std::cin.rdbuf();
    } else {
      std::ifstream in(file, std::ios::binary);
      if (!in) throw Refused{"--record '" + file + "': cannot read the file"};
      ss << in.rdbuf();
    }
    auto r = Game::fromRecord(ss.str());
    if (!r) throw Refused{"--record '" + file + "': " + r.error()};
    g = *r;
  } else if (a.has("--position")) {
    auto p = parsePositionCode(a.get("--position"));
    if (!p) throw Refused{"--position '" + a.get("--position") + "': " + p.error()};
    g = Game(*p);
  } else {
    if (!rules) throw Refused{"--rules is required (one of " + ruleSetNames() + ")"};
    g = Game(*rules);
  }
  if (rules && &g->rules() != rules)
    throw Refused{"--rules '" + a.get("--rules") + "' does not match the " + std::string(g->rules().name) +
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

using namespace wallrace::cli;

int main(int argc, char** argv) {
  registerCommand("legal", cmdLegal, "legal --rules R [--moves \"...\"] [--position CODE] [--record FILE]");
  registerCommand("perft", cmdPerft, "perft --rules R --depth D [--moves \"...\"] [--position CODE]");
  registerCommand("status", cmdStatus, "status --rules R [--moves \"...\"] [--position CODE] [--record FILE]");
  registerCommand("record", cmdRecord, "record --rules R --moves \"...\"");
  auto usage = [] {
    std::cerr << "usage: wallrace <command> [options]\ncommands:\n";
    for (auto& [name, e] : commands()) std::cerr << "  wallrace " << e.usage << "\n";
  };
  if (argc < 2) {
    usage();
    return 2;
  }
  Args a;
  a.command = argv[1];
  if (a.command == "help" || a.command == "--help" || a.command == "-h") {
    usage();
    return 0;
  }
  try {
    for (int i = 2; i < argc; ++i) {
      std::string k = argv[i];
      if (k.rfind("--", 0) != 0) throw Refused{"argument " + std::to_string(i - 1) + " '" + k + "': expected an option like --rules"};
      if (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0) a.options[k] = argv[++i];
      else a.options[k] = "";
    }
    auto it = commands().find(a.command);
    if (it == commands().end()) throw Refused{"command '" + a.command + "': unknown (try wallrace help)"};
    return it->second.run(a);
  } catch (const Refused& r) {
    std::cerr << "error: " << r.message << "\n";
    return 2;
  }
}
