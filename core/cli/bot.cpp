// Bot subcommand: bestmove (match, openings and tune are in match.cpp). They read options and print; the engine decides.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iterator>

#include "../bot.h"
#include "cli.h"

namespace wallrace::cli {

namespace {

std::string pvText(const Board& b, const std::vector<Action>& pv) {
  std::string s;
  for (Action a : pv) s += (s.empty() ? "" : " ") + actionName(b, a);
  return s;
}

// A book move (no search ran) says so with "book" before its pv.
void printInfo(const Board& b, const SearchInfo& i) {
  std::cout << "info depth " << i.depth << " score " << i.score << " nodes " << i.nodes << " nps "
            << (long long)i.nps << " time " << i.timeMs << (i.book ? " book" : "") << " pv " << pvText(b, i.pv) << "\n"
            << std::flush;
}

int cmdBestmove(const Args& a) {
  if (a.has("--multipv") || a.has("--infinite")) return bestmoveMultiPV(a);
  const Game g = loadGame(a);
  if (g.rules().hasSolver()) findDetourTable(a, g.position());
  if (g.isOver()) throw Refused{"the game is over (" + g.outcome().message + ")"};
  SearchLimits l;
  l.level = int(intOption(a, "--level", 0, 1, kLevelCount));
  l.movetimeMs = int(intOption(a, "--movetime", 0, 1, 3600000));
  l.nodes = u64(intOption(a, "--nodes", 0, 1, (long long)kMaxSearchNodes));
  l.depth = int(intOption(a, "--depth", 0, 1, 64));
  l.seed = u64(intOption(a, "--seed", 0, 0, (1LL << 62)));
  l.book = !a.has("--no-book");
  const Board& b = g.position().board();
  const SearchResult r = think(g, l, [&](const SearchInfo& i) { printInfo(b, i); });
  if (!r.info.book) printInfo(b, r.info);  // a book move's one progress line already said it all
  std::cout << "bestmove " << actionName(b, r.best) << "\n";
  return 0;
}

const bool registered =
    registerCommand("bestmove", cmdBestmove,
                    "bestmove --rules R [--moves \"...\"] [--position CODE | --record FILE] [--level N | --movetime MS | "
                    "--nodes N | --depth N] [--seed S] [--no-book] [--multipv N] [--infinite] [--table FILE | --no-table]");

}  // namespace

}  // namespace wallrace::cli
