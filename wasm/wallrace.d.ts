// wallrace WebAssembly module: the JS API (hand-written; Emscripten 3.1.6 has no --emit-tsd).
// Built by `npm run build` into web/engine/: wallrace.mjs (this facade), wallrace-core.mjs and wallrace-core.wasm.
// Every call returns plain values; errors come back as { ok: false, error } and never throw.
// Every `new module.Game()` must be released with `.delete()`.
// Numbers must be whole numbers in range (NaN, Infinity, 1.5 are refused, naming the argument);
// strings longer than 2^20 characters are refused before they are copied in.
// While bestMove runs, its onProgress callback may read any game, but calls that change a game
// or the engine (reset, loadPosition, loadRecord, play, bestMove, solve, loadDetourTable, and
// delete() of the game searching) are refused with an error; undo/redo return false.
// A callback that throws (or a spec whose getter throws) gives an error, never a leak.

export type Player = 1 | 2;
export type ResultName = 'ongoing' | 'player1' | 'player2' | 'draw';
export interface Err { ok: false; error: string }

export interface RuleSetInfo {
  name: string;              // 'walls', 'dolambac', 'detour', or any rule set added to core/rules.cpp
  size: number;              // board is size x size, files a.., ranks 1..
  wallLength: number;        // 2 (two-square walls) or 1 (one-edge walls)
  wallsEach: number;
  jumps: boolean;            // face-to-face jumps and side-steps (walls, dolambac)
  pawnsShare: boolean;       // runners may share a square (detour)
  repetitionDraw: number;    // 3 in dolambac, 0 = none
  plyLimit: number;          // 200 dolambac, 80 detour, 0 = none
  alternateFirst: boolean;   // match alternation of the first player (dolambac)
  showPathGrowth: boolean;   // dolambac: show the growth of the opponent's path
  playerNames: [string, string]; // "Player 1"/"Player 2" or "White"/"Black"
  starts: [string, string];  // the pawns' start squares, e.g. ['e1', 'e9'] or ['a1', 'd4']
  plyLimitReason: string;    // the reason of a draw at the ply limit ('ply 200', 'forty turns each'; '' = none)
  title: string;             // the name players read: 'Walls', 'Dolambaç', 'Wall-detour race'
  diagramTop: Player;        // the player the rules' diagrams draw on the top row (1 in walls, else 2)
  hasSolver: boolean;        // an exact solver (solve(), the verdict) plays this rule set (detour)
  solverTable: string;       // its table's file beside the module ('detour.table'; '' = none)
  kit: boolean;              // a printable kit (kit.html) exists for it (detour)
}

export interface Status {
  ok: true;
  rules: string;
  ply: number;
  toMove: Player;
  result: ResultName;
  reason: string;            // '' | 'arrival' | 'repetition' | 'ply 200' | 'forty turns each'
  message: string;           // e.g. "Player 1 reached rank 9", "draw by third repetition"
  pawns: [string, string];   // squares, e.g. ['e1','e9']
  wallsLeft: [number, number];
  pathLength: [number, number];
  paths: [string[], string[]]; // one shortest path of each pawn, squares from the pawn to its goal rank
  walls: string[];           // placed walls, canonical notation
  position: string;          // position code
  canUndo: boolean;
  canRedo: boolean;
}

export interface HistoryEntry { ply: number; move: string; player: Player; pathLength: [number, number]; growth: number }

export interface WallInfo {
  ok: true; wall: string; legal: boolean; reason: string;
  growth: number;                          // the opponent's path after minus before (0 if refused)
  pathAfter: [number, number] | null;      // both path lengths if the wall stood (null if refused)
  // (0.1.0 also had edges: string[], the edges a wall closes; no page read it, so it went)
}

export interface SearchInfo {
  ok: true; move: string; score: number; depth: number; nodes: number; nps: number; timeMs: number; pv: string[];
  book: boolean;  // the move is the opening book's (no search: depth 0, nodes 0, the book's score)
}
export type MoveClassName = 'best' | 'excellent' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
export interface AnalysisSpec { movetime?: number; nodes?: number; depth?: number; multipv?: number; infinite?: boolean }
// expected: the side to move's expected score in % (0-100); exact: solver, race table or forced arrival.
export interface Evaluation { score: number; expected: number; exact: boolean; text: string }
export interface AnalysisLine extends Evaluation { move: string; pv: string[]; player1: number }
export interface Analysis { ok: true; depth: number; nodes: number; timeMs: number; exact: boolean; toMove: Player; lines: AnalysisLine[] }
export interface PlyReview {
  ply: number; player: Player; move: string; before: Evaluation; after: Evaluation;
  player1: number;  // Player 1's expected score after the move, % (the graph's point)
  best: string; line: string[]; class: MoveClassName; accuracy: number;
}
export interface PlayerSummary { player: Player; accuracy: number; moves: number; counts: Record<MoveClassName, number> }
export interface Review { ok: true; plies: PlyReview[]; players: [PlayerSummary, PlayerSummary]; record: string }
export interface ReviewComment { ply: number; class: MoveClassName; before: number; after: number; best: string; line: string }
export interface MatchState {
  ok: true; length: number; games: number; over: boolean;
  score: [number, number];   // side A's wins, side B's wins (a draw scores nothing)
  firstSide: (0 | 1)[];      // for each game of the match, the side moving first (alternates in dolambac)
  winner: (0 | 1 | -1)[];    // for each game played, the side that won, -1 for a draw
}
// The solver's verdict as data; the page words it (web/js/text.js verdictWords).
// (0.1.0 also had text, English words such as "White wins in 17 with best play": gone, words are the page's.)
export interface Verdict {
  ok: true;
  result: ResultName;        // with best play
  winner: 0 | Player;        // 0 for a draw
  plies: number;             // to the end with best play (0 for a draw or a finished game)
  reason: string;            // how it ends, as Status reasons: 'arrival', or the ply limit's ('forty turns each')
  best: string[];            // the optimal moves (one unless solve(true))
}

export declare class Game {
  constructor();                                   // a walls game at the start
  reset(rules: string): { ok: true } | Err;        // new game for a rule set
  loadPosition(code: string): { ok: true } | Err;  // from a position code (repetition counts restart)
  loadRecord(text: string): { ok: true } | Err;    // from a game record; on error the game is unchanged
  rules(): RuleSetInfo;
  legal(): string[];                               // every legal action of the side to move
  pawnTargets(): string[];                         // legal pawn destinations
  wallSlots(): string[];                           // every wall slot of this board (legal or not)
  wallInfo(wall: string): WallInfo | Err;          // legal or why not, and the opponent's path growth
  play(move: string): { ok: true; move: string } | Err;  // canonical move on success
  undo(): boolean;                                 // false at the start of the history or while a search runs
  redo(): boolean;
  status(): Status;
  statusAt(index: number): Status | Err;           // a past position of this game: plies since its start, 0..history length
  history(): HistoryEntry[];
  record(): string;
  position(): string;
  // level 1..6, movetime 1..600000 ms, nodes 1..1e9, depth 1..64, seed 0..9e15 (whole numbers);
  // book: false searches where the opening book would answer (Level 6, no spec, or a movetime/nodes budget without a level)
  bestMove(spec: { level?: number; movetime?: number; nodes?: number; depth?: number; seed?: number; book?: boolean },
           onProgress?: (info: Omit<SearchInfo, 'ok' | 'move' | 'book'>) => void): SearchInfo | Err;
  solve(all?: boolean): Verdict | Err;             // detour only: one optimal move, or all of them; load the table first
  // The best `multipv` moves (1-5) of the current position with expected scores; progress per completed depth.
  // No budget: 20 000 nodes; infinite: until depth 64 (stop by terminating the Worker).
  analyse(spec?: AnalysisSpec, onProgress?: (a: Analysis) => void): Analysis | Err;
  // Every ply at one budget (default 20 000 nodes); progress after each ply; record: with {review} comments.
  review(spec?: AnalysisSpec, onProgress?: (p: { done: number; total: number; review: PlyReview | null }) => void): Review | Err;
  delete(): void | Err;                            // Err (and the game kept) when called from its own onProgress
  readonly deleted: boolean;
}

export interface WallraceModule {
  Game: typeof Game;
  levels: number;        // the bot's levels are 1..levels (bestMove({ level }))
  ruleSets(): RuleSetInfo[];
  parseMove(rules: string, text: string): { ok: true; move: string } | Err;
  // core's Match for a match of `length` games (1..100) and the results of the games played so far:
  // who moves first in each game (0 = side A), who won each (-1 = draw), the score [A, B], whether it is over.
  matchState(rules: string, length: number, results: Exclude<ResultName, 'ongoing'>[]): MatchState | Err;
  heapBytes(): number;   // size of the wasm memory
  heapInUse(): number;   // bytes allocated in it now (leak checks)
  handles(): number;     // JS values the module holds now (leak checks)
  loadDetourTable(bytes: Uint8Array): { ok: true; layers: number } | Err;  // web/engine/detour.table, before solve()
  perft(code: string, depth: number): { ok: true; nodes: number } | Err;  // benchmarks; depth 0..8, at most ~1e10 leaves
  reviewComments(record: string): { ok: true; comments: ReviewComment[] } | Err;  // a reviewed record's comments
  moveClasses(): { name: MoveClassName; maxLoss: number }[];  // the class table, best first
}
export default function createWallrace(opts?: { wasmBinary?: ArrayBuffer | Uint8Array; locateFile?: (p: string) => string }): Promise<WallraceModule>;
