// book: builds an opening book (core/book.h) by deep fixed-node search, or checks a book file.
//
// From the start position, ply by ply to --plies: every position gets the
// move of a deep search (--nodes, the full-strength search without the book).
// The book serves both seats: a position reached with Player 1 playing only
// book moves is in Player 1's tree, where Player 2's replies are the book
// move and the --width best of a multi-PV search at --reply-nodes that score
// within --margin centi-steps of its best; the same for Player 2. Node budgets and one thread: the same file on every machine.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <unordered_map>

#include "../analysis.h"
#include "../book.h"
#include "cli.h"

namespace wallrace::cli {

namespace {

int checkBook(const Args& a) {
  const std::string file = a.get("--check");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw Refused{"--check " + quoted(file, 200) + ": cannot read the file"};
  std::ostringstream text;
  text << in.rdbuf();
  const RuleSet& rules = rulesOption(a);
  auto b = parseBook(text.str(), rules, file);
  if (!b) throw Refused{b.error()};
  std::cout << file << ": " << b->size() << " positions of " << rules.name << ", every move legal\n";
  return 0;
}

int cmdBook(const Args& a) {
  if (a.has("--check")) return checkBook(a);
  const RuleSet& rules = rulesOption(a);
  if (rules.hasSolver())
    throw Refused{"--rules " + std::string(rules.name) + ": its Level 6 is the exact solver, it takes no book"};
  if (!a.has("--out")) throw Refused{"--out FILE is required (the book's text, e.g. core/book/" + std::string(rules.name) + ".txt)"};
  const std::string outFile = a.get("--out");
  const int plies = int(intOption(a, "--plies", 6, 1, 16));
  const u64 nodes = u64(intOption(a, "--nodes", 2000000, 1000, (long long)kMaxSearchNodes));
  const int width = int(intOption(a, "--width", 3, 1, 5));
  const u64 replyNodes = u64(intOption(a, "--reply-nodes", (long long)std::max<u64>(1000, nodes / 8), 1000,
                                       (long long)kMaxSearchNodes));
  const int margin = int(intOption(a, "--margin", 100, 0, 2 * kWin));
  const u64 seed = u64(intOption(a, "--seed", 1, 0, 1LL << 62));
  std::ofstream out(outFile);
  if (!out) throw Refused{"--out " + quoted(outFile, 200) + ": cannot write the file"};

  struct Node {
    Game game;
    bool tree[2];  // reached with Player 1 (0) / Player 2 (1) playing only book moves
    bool done = false;
  };
  std::vector<Node> nodesOf;  // every position met, in the order met
  std::unordered_map<u64, size_t> seen;
  std::vector<size_t> level = {0};
  nodesOf.push_back({Game(rules), {true, true}});
  seen[nodesOf[0].game.position().key()] = 0;
  std::vector<std::string> lines;
  const auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  for (int ply = 0; ply < plies && !level.empty(); ++ply) {
    std::vector<size_t> next;
    for (size_t li = 0; li < level.size(); ++li) {
      const size_t idx = level[li];
      nodesOf[idx].done = true;
      const Game g = nodesOf[idx].game;  // a copy: nodesOf grows below
      const bool tree[2] = {nodesOf[idx].tree[0], nodesOf[idx].tree[1]};
      if (g.isOver()) continue;
      const Position& pos = g.position();
      const int us = pos.toMove();
      SearchLimits l;
      l.nodes = nodes;
      l.seed = seed;
      l.book = false;
      const SearchResult deep = think(g, l);
      const Board& b = pos.board();
      lines.push_back(positionCode(pos) + " " + std::to_string(deep.info.score) + " " + actionName(b, deep.best));
      std::vector<Action> children;
      if (tree[us]) children.push_back(deep.best);
      if (tree[us ^ 1] && ply + 1 < plies) {
        // The opponent of the tree's owner is to move: its plausible replies.
        if (!tree[us]) children.push_back(deep.best);
        AnalysisLimits al;
        al.nodes = replyNodes;
        al.multiPV = width;
        al.searchOnly = true;
        if (auto an = analysePosition(g, g.length(), al)) {
          int top = -kWin;  // lines 2..N search their own trees: the best score may be any line's
          for (const AnalysisLine& line : an->lines) top = std::max(top, line.eval.score);
          for (const AnalysisLine& line : an->lines)
            if (line.eval.score >= top - margin &&
                std::find(children.begin(), children.end(), line.move) == children.end())
              children.push_back(line.move);
        }
      }
      std::string moves;
      for (Action m : g.actions()) moves += (moves.empty() ? "" : " ") + actionName(b, m);
      std::fprintf(stderr, "ply %d %zu/%zu [%s] -> %s (%d, depth %d)%s, %.0f s\n", ply, li + 1, level.size(),
                   moves.c_str(), actionName(b, deep.best).c_str(), deep.info.score, deep.info.depth,
                   children.size() > 1 ? (", " + std::to_string(children.size()) + " replies").c_str() : "", seconds());
      if (ply + 1 >= plies) continue;
      for (Action m : children) {
        Game child = g;
        if (child.play(m)) continue;  // never: the moves are the search's
        const bool inTree[2] = {tree[0] && (us != 0 || m == deep.best), tree[1] && (us != 1 || m == deep.best)};
        const u64 key = child.position().key();
        if (auto it = seen.find(key); it != seen.end()) {
          Node& n = nodesOf[it->second];
          if (!n.done) n.tree[0] |= inTree[0], n.tree[1] |= inTree[1];  // a transposition within the next ply
          continue;
        }
        seen[key] = nodesOf.size();
        next.push_back(nodesOf.size());
        nodesOf.push_back({child, {inTree[0], inTree[1]}});
      }
    }
    level = std::move(next);
  }
  std::ostringstream text;
  text << "# wallrace opening book: " << rules.name << ", " << lines.size()
       << " positions; a line: position code, score (centi-steps, side to move), move (core/book.h)\n"
       << "# made by: wallrace book --rules " << rules.name << " --out " << outFile << " --plies " << plies
       << " --nodes " << nodes << " --width " << width << " --reply-nodes " << replyNodes << " --margin " << margin << " --seed " << seed
       << "\n";
  for (const std::string& line : lines) text << line << "\n";
  // What was written must read back as a book.
  if (auto check = parseBook(text.str(), rules, outFile); !check) throw Refused{"the book made does not read back: " + check.error()};
  out << text.str();
  out.flush();
  if (!out) throw Refused{"--out " + quoted(outFile, 200) + ": cannot write the file"};
  std::cout << outFile << ": " << lines.size() << " positions, " << text.str().size() << " bytes, " << int(seconds())
            << " s\n";
  return 0;
}

const bool registered = registerCommand(
    "book", cmdBook,
    "book --rules R --out FILE [--plies P] [--nodes N] [--width K] [--reply-nodes N] [--margin CS] [--seed S] | "
    "book --rules R --check FILE");

}  // namespace

}  // namespace wallrace::cli
