// The command-line tool: argument reading shared by its subcommands.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "../game.h"

namespace wallrace::cli {

struct Args {
  std::string command;
  std::map<std::string, std::string> options;  // "--rules" -> "walls"; flags map to ""
  bool has(const std::string& k) const { return options.count(k) > 0; }
  std::string get(const std::string& k, const std::string& def = "") const {
    auto it = options.find(k);
    return it == options.end() ? def : it->second;
  }
};

// Thrown inside the tool only, turned into exit status 2 and one line on stderr.
struct Refused {
  std::string message;
};

// The game the options describe: --rules, then --position or --record (not
// both), then --moves. A record file is read up to kMaxRecordBytes.
constexpr std::size_t kMaxRecordBytes = std::size_t(1) << 20;
Game loadGame(const Args& a);
long long intOption(const Args& a, const std::string& name, long long def, long long lo, long long hi);
// --rules (default walls): the rule set, or refused naming the known ones.
const RuleSet& rulesOption(const Args& a);
// An opening suite (--openings FILE): one opening a line, the moves from the
// start, '#' comments; a bad line is refused with its number.
std::vector<std::vector<Action>> readOpenings(const std::string& file, const RuleSet& rules);

// Loads the detour solver's table: --table FILE, else $WALLRACE_DETOUR_TABLE,
// else detour-table.bin beside the executable, else builds that file once.
void findDetourTable(const Args& a, const Position& pos);

// bestmove with --multipv N or --infinite: one info line per line (analyse.cpp).
int bestmoveMultiPV(const Args& a);

using Command = int (*)(const Args&);
// Subcommands in other files register themselves at start-up:
//   static const bool registered = (registerCommand("solve", cmdSolve, "solve --rules detour ..."), true);
// The usage line is also the list of the command's options: every --name in
// it is accepted, and takes a value when a placeholder follows it ("--depth D",
// "--moves \"...\""), or is a flag when "]", "|", "[" or the end follows
// ("[--best]"). Any other option is refused (exit 2), so a command must list
// every option it reads.
bool registerCommand(const std::string& name, Command c, const std::string& usage);

}  // namespace wallrace::cli
