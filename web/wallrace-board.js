// <wallrace-board>: a live board for any page, with one script tag:
//   <script type="module" src="wallrace-board.js"></script>
//   <wallrace-board rules="detour" level="3" position="..." orientation="black" readonly></wallrace-board>
// rules     walls | dolambac | detour, any name of the module's ruleSets() (default the first, walls,
//           or the rules of position/record)
// level     1..levels (1-6): play against the bot, which takes the other side; absent: two players
// position  a position code to start from;  record: a game record to start from
// orientation  white|black|player1|player2|light|dark: the side shown at the bottom (and yours)
// readonly  show the position (and step through a record with the arrow keys), no moves
// analysis  an evaluation bar and the engine's best line (and its arrow) for the position shown
// Bad attributes show a message in the element. The files beside this file
// (js/, engine/, engine-worker.js, board-element.css) are found from its URL;
// they may be on another origin than the page (a CDN that sends CORS headers):
// js/bot.js then starts the Worker from a same-origin blob module.
import { loadEngine, engineError } from './js/engine.js';
import { Session } from './js/session.js';
import { PlayBoard } from './js/play-board.js';
import { BotClient } from './js/bot.js';
import { makeAnnouncer } from './js/announce.js';
import { usualFlipped } from './js/orientation.js';
import { outcomeFor, outcomeLine, controllerWords, playerName, progressWords, moveWords, refusalWords, showsLine } from './js/text.js';

const HERE = (file) => new URL(file, import.meta.url).href;
const SIDES = { white: 1, light: 1, player1: 1, 1: 1, black: 2, dark: 2, player2: 2, 2: 2 };

const TEMPLATE = `
<link rel="stylesheet" href="${HERE('board-element.css')}">
<div class="wrap" part="wrap">
  <canvas part="board" tabindex="0"></canvas>
  <p class="status" part="status"></p>
  <p class="info" part="info"></p>
  <p class="retry" hidden><button type="button" class="retry-bot">Try again</button></p>
  <div class="confirm" hidden><span></span> <button type="button" class="yes">Place wall</button> <button type="button" class="no">Cancel</button></div>
  <div class="buttons" part="buttons">
    <button type="button" class="back" aria-label="Previous move">◀</button>
    <button type="button" class="fwd" aria-label="Next move">▶</button>
    <button type="button" class="undo">Undo</button>
    <button type="button" class="flip">Turn board</button>
    <button type="button" class="new">New game</button>
  </div>
  <div class="analysis" part="analysis" hidden>
    <div class="eval-bar" role="meter" aria-valuemin="0" aria-valuemax="100" aria-label="Expected score of the first player"><div class="eval-fill"></div></div>
    <p class="eval-line" part="eval"></p>
  </div>
  <div class="live" aria-live="polite"></div>
</div>`;

export class WallraceBoard extends HTMLElement {
  static get observedAttributes() { return ['rules', 'level', 'position', 'record', 'orientation', 'readonly']; }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.session = null;
    this.queued = false;
    this.generation = 0;
    this.turned = false; // the player turned the board: kept across New game
  }

  connectedCallback() { this.queueSetup(); }
  disconnectedCallback() { this.teardown(); }
  attributeChangedCallback() { this.turned = false; if (this.isConnected) this.queueSetup(); }

  queueSetup() {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => { this.queued = false; this.setup().catch((err) => this.fail(String(err?.message || err))); });
  }

  teardown() {
    this.analyst?.cancel();
    this.analyst = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.board?.destroy();
    this.board = null;
    this.session?.dispose();
    this.session = null;
  }

  /** Attributes as options, or { error }. */
  readOptions(ruleNames, levels) {
    const a = (n) => this.getAttribute(n);
    const o = { readonly: this.hasAttribute('readonly'), analysis: this.hasAttribute('analysis'), rules: null, level: 0, side: 0 };
    if (a('rules') !== null) {
      o.rules = a('rules').trim().toLowerCase();
      if (!ruleNames.includes(o.rules)) return { error: `rules="${a('rules')}" is not a rule set (use ${ruleNames.join(', ')})` };
    }
    if (a('level') !== null && a('level').trim() !== '') {
      // Plain digits only: Number() would also take "0x3", "3e0" or "+3".
      const level = a('level').trim();
      if (!/^[1-9][0-9]?$/.test(level) || Number(level) > levels) return { error: `level="${a('level')}" must be a whole number from 1 to ${levels}` };
      o.level = Number(level);
    }
    if (a('orientation') !== null) {
      o.side = SIDES[a('orientation').trim().toLowerCase()] || 0;
      if (!o.side) return { error: `orientation="${a('orientation')}" must be white, black, player1 or player2` };
    }
    if (a('position') !== null && a('record') !== null) return { error: 'give a position or a record, not both' };
    o.position = a('position');
    o.record = a('record');
    return o;
  }

  async setup() {
    const gen = ++this.generation;
    let mod;
    try { mod = await loadEngine(); } catch (err) { this.fail(`the engine could not be loaded: ${engineError(err)}`); return; }
    if (gen !== this.generation || !this.isConnected) return;
    const o = this.readOptions(mod.ruleSets().map((r) => r.name), mod.levels);
    if (o.error) { this.fail(o.error); return; }
    this.teardown();
    const session = new Session(mod, {
      bot: new BotClient(new URL('./engine-worker.js', import.meta.url)),
      settings: { ...(o.rules ? { rules: o.rules } : {}), mode: o.level && !o.readonly ? 'bot' : 'two', human: o.side || 1, ...(o.level ? { level: o.level } : {}) },
    });
    for (const kind of ['position', 'record']) {
      if (o[kind] === null) continue;
      const r = session.load(kind, o[kind]);
      if (!r.ok) { session.dispose(); this.fail(`${kind} not readable: ${r.error}`); return; }
      if (o.rules && session.info.name !== o.rules) {
        session.dispose();
        this.fail(`the ${kind} is a ${session.info.name} game but rules="${o.rules}"`);
        return;
      }
    }
    session.paused = false;
    this.session = session;
    this.options = o;
    this.build(session, o);
  }

  build(session, o) {
    const root = this.shadowRoot;
    root.innerHTML = TEMPLATE;
    const q = (s) => root.querySelector(s);
    const canvas = q('canvas');
    const info = q('.info');
    const confirm = q('.confirm');
    const board = new PlayBoard(canvas, session, {
      readonly: o.readonly,
      onInfo: (text, { kind, confirm: wall }) => {
        info.textContent = text;
        info.className = `info ${kind || ''}`;
        confirm.hidden = !wall;
        if (wall) confirm.querySelector('span').textContent = `Wall ${wall}?`;
      },
    });
    this.board = board;
    // Ready (the event and data-ready) once the shadow root's stylesheet has come, so that a host
    // reading the element's colours or size then finds them (a failed sheet still ends the wait).
    const link = q('link');
    const styled = new Promise((resolve) => {
      link.addEventListener('load', () => { board.view.refreshPalette(); resolve(); });
      link.addEventListener('error', resolve);
    });
    board.flipped = usualFlipped(session.info, { side: o.side, mine: session.mine }) !== this.turned;
    const announce = makeAnnouncer(q('.live'));
    const status = q('.status');
    const render = () => {
      board.render();
      const st = session.viewStatus();
      if (session.thinking) status.textContent = progressWords(session.thinking, { showLine: showsLine(session) });
      else if (st.result !== 'ongoing') status.textContent = outcomeLine(outcomeFor(session.info, st, session.mine));
      else {
        const who = o.readonly ? '' : controllerWords(session, st.toMove);
        status.textContent = `${playerName(session.info, st.toMove)} to move${who ? ` (${who})` : ''}`
          + ` · walls left ${st.wallsLeft[0]}–${st.wallsLeft[1]}`
          + (session.info.showPathGrowth ? '' : ` · paths ${st.pathLength[0]}–${st.pathLength[1]}`);
      }
      const reviewing = o.readonly && session.history.length > 0;
      q('.back').hidden = !reviewing;
      q('.fwd').hidden = !reviewing;
      q('.back').disabled = session.shownPly === 0;
      q('.fwd').disabled = session.viewPly === null;
      q('.undo').hidden = o.readonly;
      q('.new').hidden = o.readonly;
      q('.undo').disabled = !session.status.canUndo;
    };
    // One frame per redraw: the status and the board are updated in it, the board drawn at once (flush).
    this.frame = 0;
    const schedule = () => {
      if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; render(); board.view.flush(); });
    };
    session.addEventListener('change', schedule);
    session.addEventListener('progress', schedule);
    session.addEventListener('move', ({ detail: d }) => announce(`${moveWords(session.info, d.player, d.move)}.`));
    session.addEventListener('over', ({ detail: d }) => announce(outcomeLine(outcomeFor(session.info, d.status, session.mine))));
    session.addEventListener('refused', ({ detail: d }) => {
      info.textContent = refusalWords(d.move, d.error);
      info.className = 'info illegal';
      announce(info.textContent);
    });
    const retry = q('.retry');
    session.addEventListener('notice', ({ detail: d }) => {
      info.textContent = d.text;
      retry.hidden = !d.action;
      q('.retry-bot').onclick = d.action ? () => { retry.hidden = true; d.action.run(); } : null;
      if (d.kind === 'error') announce(d.text);
    });
    session.addEventListener('change', () => { if (!session.paused && !retry.hidden) retry.hidden = true; });
    q('.back').addEventListener('click', () => session.step(-1));
    q('.fwd').addEventListener('click', () => session.step(1));
    q('.undo').addEventListener('click', () => session.undo());
    q('.flip').addEventListener('click', () => { this.turned = !this.turned; board.flipped = !board.flipped; schedule(); });
    q('.new').addEventListener('click', () => { this.generation++; this.queueSetup(); });
    q('.yes').addEventListener('click', () => board.confirmPending());
    q('.no').addEventListener('click', () => { board.cancelPending(); schedule(); });
    // The canvas is one keyboard-operable control with a role and a name: arrow
    // keys step through the moves of a read-only board, or move a cursor to play.
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-roledescription', 'game board');
    canvas.setAttribute('aria-label', o.readonly
      ? `${session.info.name} board, read only: left and right arrows step through the moves`
      : `${session.info.name} board: arrow keys move over squares and grooves, Enter plays there, Escape lets go`);
    if (o.readonly) {
      canvas.addEventListener('keydown', (e) => {
        const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
        if (step) { e.preventDefault(); session.step(step); }
        if (e.key === 'Home') { e.preventDefault(); session.review(0); }
        if (e.key === 'End') { e.preventDefault(); session.review(null); }
      });
    } else {
      board.enableKeyboard((text) => { info.textContent = text; announce(text); });
    }
    if (o.analysis) this.wireAnalysis(session, board, q);
    if (o.readonly && session.history.length) session.review(null);
    render();
    session.maybeBot();
    styled.then(() => {
      if (this.board !== board) return;  // torn down or rebuilt meanwhile: that build says ready
      this.dispatchEvent(new CustomEvent('wallrace-ready', { bubbles: true }));
      this.setAttribute('data-ready', '');
    });
  }

  // The `analysis` attribute: the shown position analysed in a Worker of its own, the
  // evaluation bar and the best line updated at each depth, its first move drawn on the board.
  wireAnalysis(session, board, q) {
    const box = q('.analysis');
    const fill = q('.eval-fill');
    const bar = q('.eval-bar');
    const line = q('.eval-line');
    box.hidden = false;
    const client = new BotClient(new URL('./engine-worker.js', import.meta.url));
    this.analyst = client;
    let shown = '';
    const show = (r) => {
      const st = session.viewStatus();
      const top = r?.lines?.[0];
      if (!top) return;
      fill.style.width = `${top.player1}%`;
      bar.setAttribute('aria-valuenow', String(Math.round(top.player1)));
      const value = top.exact && top.text ? top.text : `${playerName(session.info, 1)} ${Math.round(top.player1)} %`;
      line.textContent = `${value} · ${top.pv.slice(0, 6).join(' ')}${r.depth ? ` · depth ${r.depth}` : ''}`;
      line.dataset.best = top.move;
      const from = st.pawns[st.toMove - 1];
      board.view.update({ arrows: [/[hv]$/.test(top.move) ? { wall: top.move, rank: 0 } : { from, to: top.move, rank: 0 }] });
    };
    const analyse = () => {
      const st = session.viewStatus();
      const key = `${st.position}|${session.shownPly}`;
      if (key === shown) return;
      shown = key;
      client.cancel();
      board.view.update({ arrows: [] });
      delete line.dataset.best;
      if (st.result !== 'ongoing') { line.textContent = resultWords(session.info, st); return; }
      line.textContent = 'Thinking…';
      client.request('analyse', { position: st.position }, { spec: { multipv: 1, nodes: 400000 } },
        (r) => { if (shown === key) show(r); })
        .then((r) => { if (shown === key) show(r); })
        .catch(() => { /* a newer position replaced this one */ });
    };
    session.addEventListener('change', analyse);
    analyse();
  }

  /** Client coordinates of a square ('b2') or wall slot ('a1h'), for tests and guided tours. */
  pointOf(name) {
    const g = this.board?.view.geo();
    if (!g) return null;
    const xy = /[hv]$/.test(name) ? g.wallPoint(name) : g.squareCenter(name);
    if (!xy) return null;
    const rect = this.board.view.canvas.getBoundingClientRect();
    const k = rect.width / g.px;
    return { x: rect.left + xy[0] * k, y: rect.top + xy[1] * k };
  }

  /** A copy of the engine's status of the game on this board. */
  status() { return this.session ? JSON.parse(JSON.stringify(this.session.status)) : null; }

  fail(message) {
    this.teardown();
    this.removeAttribute('data-ready');
    this.shadowRoot.innerHTML = `<link rel="stylesheet" href="${HERE('board-element.css')}"><p class="error" role="alert" part="error"></p>`;
    this.shadowRoot.querySelector('.error').textContent = `wallrace-board: ${message}`;
    this.setAttribute('data-error', message);
  }
}

if (!customElements.get('wallrace-board')) customElements.define('wallrace-board', WallraceBoard);
