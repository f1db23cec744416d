// Analysis on the page: the analysis board (evaluation bar, the engine's top
// three lines as text and as arrows / ghost walls, both sides moved by hand)
// and the game review (every ply at one budget, the expected-score graph,
// a class on every move, the better move, a summary per player, Retry).
// Everything is computed in a Worker of its own (engine-worker.js); this
// module only asks and draws. The review is kept with the game (localStorage)
// and goes into the exported record as {comments}.
import { BotClient } from './bot.js';
import { isWallMove } from './notation.js';
import { playerName } from './text.js';

export const REVIEW_SPEC = Object.freeze({ nodes: 20000 }); // the engine's review budget (kReviewNodes)
const LIVE_SPEC = Object.freeze({ multipv: 3, infinite: true });
const LIVE_IDLE_MS = 60000; // a live analysis left alone this long is stopped (battery)
const STORE_KEY = 'wallrace.review.v1';
const SYMBOL = { best: '★', excellent: '!', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
const CLASSES = ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder'];

const $ = (id) => document.getElementById(id);
const svgNS = 'http://www.w3.org/2000/svg';

function movesOf(record) {
  // The record's move text without tags and comments: what identifies a game for its review.
  return record.replace(/^\[.*\]\s*$/gm, '').replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ').trim();
}

function loadStored() {
  try { return JSON.parse(localStorage.getItem(STORE_KEY) || 'null'); } catch { return null; }
}

export function makeAnalysis(session, board) {
  const client = new BotClient();
  const state = {
    live: false, liveResult: null, livePosition: '', previousMode: null, idleTimer: 0,
    review: null, reviewing: null, // review: { key, plies, players, record }; reviewing: { done, total, plies }
  };
  const els = {
    review: $('review'), analyse: $('analyse'), progress: $('review-progress'), evalBox: $('eval'),
    fill: $('eval-fill'), bar: $('eval-bar'), evalText: $('eval-text'), lines: $('analysis-lines'),
    graph: $('review-graph'), move: $('review-move'), moveText: $('review-move-text'), retry: $('retry'),
    summary: $('review-summary'), status: $('analysis-status'),
    boardEval: $('board-eval'),
    variation: $('variation-bar'), variationText: $('variation-text'), leaveVariation: $('leave-variation'),
  };

  const gameKey = () => `${session.info.name}|${movesOf(session.game.record())}`;
  const currentReview = () => (state.review && state.review.key === gameKey() ? state.review : null);

  // ---- the stored review ----------------------------------------------------
  const stored = loadStored();
  if (stored && stored.key && Array.isArray(stored.plies)) state.review = stored;
  const persist = () => {
    try { localStorage.setItem(STORE_KEY, JSON.stringify(state.review)); } catch { /* storage full: the review stays in memory */ }
  };

  /** A record's {review} comments read back (import): a review without the lines' scores. */
  function adoptComments(record) {
    const r = session.mod.reviewComments(record);
    if (!r.ok || !r.comments.length) return false;
    const h = session.history;
    const plies = r.comments.filter((c) => c.ply >= 1 && c.ply <= h.length).map((c) => {
      const player = h[c.ply - 1].player;
      return {
        ply: c.ply, player, move: h[c.ply - 1].move, class: c.class,
        before: { expected: c.before, exact: false, text: '' }, after: { expected: c.after, exact: false, text: '' },
        player1: player === 1 ? c.after : 100 - c.after, best: c.best || h[c.ply - 1].move,
        line: c.line ? c.line.split(' ') : [], accuracy: accuracy(c.before, c.after),
      };
    });
    state.review = { key: gameKey(), plies, players: summarise(plies), record };
    persist();
    render();
    return true;
  }

  // lichess's move accuracy (the engine's formula, for reviews read from comments).
  function accuracy(before, after) {
    const drop = Math.max(0, before - after);
    return Math.round(10 * Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * drop) - 3.1669))) / 10;
  }
  function summarise(plies) {
    return [1, 2].map((player) => {
      const mine = plies.filter((p) => p.player === player);
      const counts = Object.fromEntries(CLASSES.map((c) => [c, mine.filter((p) => p.class === c).length]));
      const acc = mine.length ? mine.reduce((s, p) => s + (p.class === 'best' ? 100 : p.accuracy), 0) / mine.length : 100;
      return { player, moves: mine.length, accuracy: Math.round(acc * 10) / 10, counts };
    });
  }

  // ---- review ---------------------------------------------------------------
  async function startReview() {
    if (state.reviewing) return;
    if (!session.history.length) { setStatus('There are no moves to review yet.'); return; }
    stopLive();
    const key = gameKey();
    const record = session.game.record();
    const started = performance.now();
    state.reviewing = { done: 0, total: session.history.length, plies: [] };
    setStatus('Reviewing…');
    render();
    try {
      const value = await client.request('review', { record }, { spec: REVIEW_SPEC }, (info) => {
        if (!state.reviewing || typeof info?.done !== 'number') return;
        state.reviewing.done = info.done;
        state.reviewing.total = info.total;
        if (info.review) state.reviewing.plies.push(info.review);
        render();
      });
      const ms = performance.now() - started;
      state.review = { key, plies: value.plies, players: value.players, record: value.record, ms: Math.round(ms) };
      window.wallraceTimings = { ...(window.wallraceTimings || {}), reviewMs: ms, reviewPlies: value.plies.length };
      persist();
      setStatus(`Reviewed ${value.plies.length} plies in ${(ms / 1000).toFixed(1)} s.`);
    } catch (err) {
      if (!err.cancelled) setStatus(`The review stopped: ${err.message}. Press Review to try again.`);
    } finally {
      state.reviewing = null;
      render();
    }
  }

  // ---- the analysis board -----------------------------------------------------
  function setLive(on) {
    if (on === state.live) return;
    state.live = on;
    session.analysing = on; // moves by hand now branch off as variations, the game is kept
    if (on) {
      state.previousMode = session.settings.mode;
      if (session.settings.mode !== 'two') session.updateSettings({ mode: 'two' }); // both sides by hand
      analyseShown();
    } else {
      stopLive();
      session.leaveVariation(); // closing the analysis board gives the game back as it was
      if (state.previousMode && state.previousMode !== session.settings.mode) session.updateSettings({ mode: state.previousMode });
      state.previousMode = null;
    }
    // Drawn now, not on the next frame: a click on the button shows its effect at once
    // (the arrows and the bar gone, the button's name changed) before anything else reads the page.
    renderNow();
  }

  function stopLive() {
    clearTimeout(state.idleTimer);
    if (client.busy && !state.reviewing) client.cancel();
    state.livePosition = '';
  }

  function analyseShown() {
    if (!state.live || state.reviewing) return;
    const st = session.viewStatus();
    const key = `${st.position}|${session.shownPly}`;
    if (key === state.livePosition) return;
    stopLive();
    state.livePosition = key;
    state.liveResult = null;
    if (st.result !== 'ongoing') { render(); return; }
    // The position with its history (repetitions count): the record up to the shown ply.
    const game = { record: recordUpTo(session.shownPly) };
    client.request('analyse', game, { spec: LIVE_SPEC }, (info) => {
      if (state.livePosition !== key || !info || !Array.isArray(info.lines)) return;
      state.liveResult = { ...info, key };
      render();
    }).then((value) => {
      if (state.livePosition === key) { state.liveResult = { ...value, key }; render(); }
    }).catch(() => { /* cancelled: a newer position is being analysed */ });
    state.idleTimer = setTimeout(() => { if (state.livePosition === key) { client.cancel(); setStatus('Analysis paused (press Analysis board twice to resume).'); } }, LIVE_IDLE_MS);
  }

  function recordUpTo(ply) {
    if (ply === session.history.length) return session.game.record();
    const g = new session.mod.Game();
    try {
      g.loadRecord(session.game.record());
      while (g.history().length > ply && g.undo());
      return g.record();
    } finally { g.delete(); }
  }

  // ---- drawing ----------------------------------------------------------------
  function setStatus(text) { els.status.textContent = text; }

  function arrowsFor(result) {
    if (!result || !state.live) return [];
    const st = session.viewStatus();
    const from = st.pawns[st.toMove - 1];
    return result.lines.slice(0, 3).map((l, rank) => (isWallMove(l.move) ? { wall: l.move, rank } : { from, to: l.move, rank }));
  }

  function lineText(l) {
    const value = l.exact && l.text ? l.text : `${Math.round(l.expected)} %`;
    return `${l.pv.slice(0, 8).join(' ')} (${value})`;
  }

  function renderVariation() {
    const v = session.variation;
    els.variation.hidden = !v;
    if (!v) return;
    const n = session.history.length - v.ply;
    els.variationText.textContent = `A variation from ply ${session.basePly + v.ply} (${n} ${n === 1 ? 'move' : 'moves'}); the game is kept.`;
  }

  function renderLive() {
    renderVariation();
    els.evalBox.hidden = !state.live;
    // The bar beside the board (the panel's meter says it in words): Player 1's
    // share on Player 1's side of the board.
    els.boardEval.hidden = !state.live;
    els.boardEval.classList.toggle('flipped', !!board.view.state.flipped);
    els.analyse.setAttribute('aria-pressed', String(state.live));
    els.analyse.textContent = state.live ? 'Close analysis' : 'Analysis board';
    const r = state.live && state.liveResult?.key === state.livePosition ? state.liveResult : null;
    board.view.update({ arrows: arrowsFor(r) });
    if (!state.live) return;
    const names = [playerName(session.info, 1), playerName(session.info, 2)];
    const st = session.viewStatus();
    if (st.result !== 'ongoing') {
      els.evalText.textContent = st.message || 'The game is over.';
      els.lines.replaceChildren();
      return;
    }
    if (!r) { // the lines shown are another position's until the first depth: not clickable
      els.evalText.textContent = 'Thinking…';
      for (const b of els.lines.querySelectorAll('button')) b.disabled = true;
      return;
    }
    const top = r.lines[0];
    const p1 = top.player1;
    els.fill.style.height = `${p1}%`;
    els.boardEval.style.setProperty('--p1', String(p1));
    els.bar.setAttribute('aria-valuenow', String(Math.round(p1)));
    els.bar.setAttribute('aria-valuetext', `${names[0]} ${Math.round(p1)} %`);
    els.evalText.textContent = top.exact && top.text ? top.text
      : `${names[0]} ${Math.round(p1)} % · ${names[1]} ${Math.round(100 - p1)} % · depth ${r.depth}`;
    els.lines.replaceChildren(...r.lines.map((l) => {
      const li = document.createElement('li');
      const btn = document.createElement('button');
      btn.type = 'button';
      btn.dataset.move = l.move;
      btn.textContent = lineText(l);
      btn.title = `Play ${l.move}`;
      li.append(btn);
      return li;
    }));
  }

  function renderGraph(plies, total) {
    const g = els.graph;
    g.toggleAttribute('hidden', !plies.length); // an SVG element has no .hidden property
    if (!plies.length) { g.replaceChildren(); return; }
    const W = 300, H = 80, n = Math.max(total, 1);
    const x = (ply) => (n === 1 ? W / 2 : ((ply - 1) / (n - 1)) * W);
    const y = (p1) => H - (p1 / 100) * H;
    g.setAttribute('viewBox', `-4 -4 ${W + 8} ${H + 8}`);
    const mid = document.createElementNS(svgNS, 'line');
    Object.entries({ x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'mid' }).forEach(([k, v]) => mid.setAttribute(k, v));
    const area = document.createElementNS(svgNS, 'polygon');
    area.setAttribute('class', 'area');
    area.setAttribute('points', `${x(plies[0].ply)},${H} ${plies.map((p) => `${x(p.ply)},${y(p.player1)}`).join(' ')} ${x(plies[plies.length - 1].ply)},${H}`);
    const cursor = document.createElementNS(svgNS, 'line');
    const at = session.shownPly;
    Object.entries({ x1: x(Math.max(1, at)), x2: x(Math.max(1, at)), y1: 0, y2: H, class: 'cursor' }).forEach(([k, v]) => cursor.setAttribute(k, v));
    const dots = plies.map((p) => {
      const c = document.createElementNS(svgNS, 'circle');
      c.setAttribute('cx', x(p.ply));
      c.setAttribute('cy', y(p.player1));
      c.setAttribute('r', p.class === 'mistake' || p.class === 'blunder' || p.class === 'inaccuracy' ? 3 : 1.6);
      c.setAttribute('class', `pt ${p.class}`);
      c.dataset.ply = p.ply;
      const t = document.createElementNS(svgNS, 'title');
      t.textContent = `Ply ${session.basePly + p.ply}: ${p.move} (${p.class}), ${playerName(session.info, 1)} ${Math.round(p.player1)} %`;
      c.append(t);
      return c;
    });
    g.replaceChildren(mid, area, cursor, ...dots);
    g.dataset.points = String(plies.length);
  }

  function renderSummary(rv) {
    const t = els.summary;
    t.hidden = !rv;
    if (!rv) return;
    const names = [playerName(session.info, 1), playerName(session.info, 2)];
    const head = `<thead><tr><th scope="col"></th>${names.map((n) => `<th scope="col">${n}</th>`).join('')}</tr></thead>`;
    const row = (label, f) => `<tr><th scope="row">${label}</th>${rv.players.map((p) => `<td>${f(p)}</td>`).join('')}</tr>`;
    t.innerHTML = head + '<tbody>' + row('Accuracy', (p) => `${p.accuracy.toFixed(1)} %`)
      + CLASSES.map((c) => row(`<span class="move-class" data-class="${c}">${SYMBOL[c]}</span> ${c}`, (p) => p.counts[c])).join('')
      + '</tbody>';
  }

  function renderShownPly(rv) {
    const ply = session.shownPly;
    const p = rv && ply > 0 ? rv.plies.find((q) => q.ply === ply) : null;
    els.move.hidden = !p;
    if (!p) return;
    const name = playerName(session.info, p.player);
    const value = (e) => (e.exact && e.text ? e.text : `${Math.round(e.expected)} %`);
    let text = `${name}: ${p.move} is ${p.class === 'excellent' || p.class === 'inaccuracy' ? 'an' : 'a'} ${p.class === 'best' ? 'best move' : p.class === 'good' ? 'good move' : p.class === 'excellent' ? 'excellent move' : p.class}`;
    text += ` (${value(p.before)} → ${value(p.after)}).`;
    if (p.move !== p.best) text += ` Best was ${p.best}: ${p.line.slice(0, 8).join(' ')}.`;
    els.moveText.textContent = text;
    els.move.dataset.class = p.class;
    els.retry.hidden = !['inaccuracy', 'mistake', 'blunder'].includes(p.class);
    els.retry.dataset.ply = p.ply;
  }

  function markMoveList(rv) {
    const byPly = new Map((rv?.plies || []).map((p) => [p.ply, p]));
    // The score sheet: one button per ply (two a row); the class is seen as a
    // symbol and said as a word.
    for (const btn of document.querySelectorAll('#moves tbody button.move[data-ply]')) {
      const ply = Number(btn.dataset.ply);
      let mark = btn.querySelector('.move-class');
      const p = byPly.get(ply);
      if (!p) { mark?.remove(); continue; }
      if (!mark) { mark = document.createElement('span'); mark.className = 'move-class'; btn.append(mark); }
      if (mark.dataset.class !== p.class) {
        mark.dataset.class = p.class;
        mark.title = p.class;
        const seen = Object.assign(document.createElement('span'), { textContent: SYMBOL[p.class] });
        seen.setAttribute('aria-hidden', 'true');
        const said = Object.assign(document.createElement('span'), { className: 'visually-hidden', textContent: ` (${p.class})` });
        mark.replaceChildren(seen, said);
      }
    }
  }

  let frame = 0;
  function render() {
    if (!frame) frame = requestAnimationFrame(draw);
  }
  function renderNow() {
    if (frame) { cancelAnimationFrame(frame); frame = 0; }
    draw();
  }
  function draw() {
    frame = 0;
    const rv = currentReview();
    const busy = state.reviewing;
    els.progress.hidden = !busy;
    if (busy) { els.progress.max = busy.total; els.progress.value = busy.done; }
    els.review.disabled = !!busy;
    els.review.textContent = rv ? 'Review again' : 'Review';
    const plies = busy ? busy.plies : rv ? rv.plies : [];
    renderGraph(plies, busy ? busy.total : session.history.length);
    renderSummary(busy ? null : rv);
    renderShownPly(busy ? null : rv);
    markMoveList(busy ? { plies: busy.plies } : rv);
    renderLive();
  }

  // ---- wiring -------------------------------------------------------------------
  els.review.addEventListener('click', startReview);
  els.analyse.addEventListener('click', () => setLive(!state.live));
  // A line clicked is played as a variation (the main line is kept): all of it,
  // the view on the position after its first move, to be stepped through.
  els.lines.addEventListener('click', (e) => {
    const btn = e.target.closest('button[data-move]');
    if (!btn) return;
    const line = state.liveResult?.lines?.find((l) => l.move === btn.dataset.move);
    const moves = line?.pv?.length ? line.pv.slice(0, 8) : [btn.dataset.move];
    state.lastLine = moves;
    session.playVariation(moves);
  });
  els.leaveVariation.addEventListener('click', () => session.leaveVariation());
  els.graph.addEventListener('click', (e) => {
    const plies = (state.reviewing?.plies || currentReview()?.plies || []);
    if (!plies.length) return;
    const rect = els.graph.getBoundingClientRect();
    const box = els.graph.viewBox.baseVal;
    const vx = box.x + ((e.clientX - rect.left) / rect.width) * box.width;
    const n = Math.max(state.reviewing?.total || session.history.length, 1);
    const ply = Math.min(n, Math.max(1, Math.round((vx / 300) * (n - 1)) + 1));
    session.review(ply);
  });
  els.retry.addEventListener('click', () => {
    const ply = Number(els.retry.dataset.ply);
    const p = currentReview()?.plies.find((q) => q.ply === ply);
    if (!p) return;
    setLive(false);
    session.review(ply - 1);
    session.playFromHere();
    session.updateSettings({ mode: 'bot', human: p.player });
    setStatus(`Retry: find a better move for ${playerName(session.info, p.player)} (the bot plays the other side).`);
  });
  session.addEventListener('change', () => { analyseShown(); render(); });
  // The move list redraws its rows on its own schedule: marks follow its rows.
  const tbody = document.querySelector('#moves tbody');
  if (tbody) new MutationObserver(() => render()).observe(tbody, { childList: true });
  session.addEventListener('newgame', () => { setStatus(''); render(); });

  window.wallraceAnalysis = Object.freeze({
    live: () => state.live,
    lines: () => JSON.parse(JSON.stringify(state.liveResult?.lines || [])),
    arrows: () => JSON.parse(JSON.stringify(board.view.state.arrows || [])),
    review: () => JSON.parse(JSON.stringify(currentReview())),
    reviewing: () => !!state.reviewing,
    variation: () => (session.variation ? { ply: session.variation.ply, moves: session.history.length - session.variation.ply } : null),
    lastLine: () => [...(state.lastLine || [])], // the moves of the line last clicked
  });
  render();

  return {
    render,
    adoptComments,
    /** The record to export: with the review's comments when the game has one. */
    exportRecord: () => currentReview()?.record || session.game.record(),
  };
}
