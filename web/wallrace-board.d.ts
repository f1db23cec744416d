// <wallrace-board>: types of the custom element defined by wallrace-board.js
// (importing it defines the element). Attributes (all strings, as in HTML):
//   rules        'walls' | 'dolambac' | 'detour' (the engine's rule sets)
//   level        '1'..'6': play the bot, which takes the other side; absent: two players
//   position     a position code;  record: a game record (not both)
//   orientation  'white' | 'black' | 'player1' | 'player2': the side at the bottom (and yours)
//   readonly     no moves; arrow keys step through a record
//   analysis     an evaluation bar and the engine's best line for the position shown
// When playable it sets data-ready and fires 'wallrace-ready' (bubbles); a bad
// attribute shows a message inside and sets data-error to it.
import type { Status } from './engine/wallrace.js';

export declare class WallraceBoard extends HTMLElement {
  /** Client coordinates of a square ('b2') or wall slot ('a1h'), or null before the board is drawn. */
  pointOf(name: string): { x: number; y: number } | null;
  /** A copy of the engine's status of the game on this board, or null before it is ready. */
  status(): Status | null;
}

declare global {
  interface HTMLElementTagNameMap { 'wallrace-board': WallraceBoard }
  interface HTMLElementEventMap { 'wallrace-ready': CustomEvent<null> }
}
