// Client of the bot Worker (engine-worker.js). The main thread never
// searches: each request carries the whole game and what to do, and the
// Worker keeps nothing between requests, so a Worker that fails is simply
// replaced and the request sent again.
//
// Faults: a Worker that cannot load the engine, throws, stops answering
// (a watchdog longer than the search budget), dies or replies with nothing
// is terminated and a fresh one takes the same request, at most `attempts`
// times in all; then the request rejects with err.fault = true and the state
// is 'failed' until the next request, which starts afresh. While a fault is
// being recovered from, onProgress gets { note } saying so.
// States: idle | loading | computing | restarting | failed.
// Cancel terminates the Worker; a fresh one starts on the next request.
//
// Options (constructor, or globalThis.wallraceBotOptions for tests):
//   attempts (3), loadTimeoutMs (30000: Worker start to 'ready'),
//   watchdogMs (silence allowed while a request runs; default per request,
//   see watchdogFor), backoffMs ([300, 1500]: waits before the restarts).
const DEFAULTS = { attempts: 3, loadTimeoutMs: 30000, watchdogMs: 0, backoffMs: [300, 1500] };

// A module Worker can only be started from a script of the page's own origin.
// When the Worker's script is on another origin (the element loaded from a CDN),
// a same-origin blob module that imports it stands in: the import is fetched
// with CORS, and the Worker's own files (engine/, the detour table) are found
// from its import.meta.url, on its origin. One blob per script, kept for the page.
const blobFor = new Map();
export function workerScript(url) {
  const href = String(url instanceof URL ? url.href : new URL(url, globalThis.location?.href).href);
  const here = globalThis.location?.origin;
  if (!here || here === 'null' || new URL(href).origin === here) return href;
  if (!blobFor.has(href)) {
    const source = `// wallrace: the bot's Worker, from ${href}\nimport ${JSON.stringify(href)};\n`;
    blobFor.set(href, URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  return blobFor.get(href);
}

/** How long a Worker may stay silent while it works on a request of this kind. */
export function watchdogFor(type, spec = {}) {
  if (spec && Number.isFinite(spec.movetime)) return spec.movetime + 30000;
  // Levels are node budgets: Level 6 (and the hint, and the solver) take
  // about a second natively, a few in a slow browser: allow far more.
  if (type === 'hint' || type === 'solve' || !spec?.level || spec.level >= 6) return 120000;
  return 60000;
}

const wordsFor = {
  load: (e) => `its engine could not be loaded: ${e}`,
  start: (e) => `it could not start: ${e}`,
  error: (e) => `it hit an error: ${e}`,
  silent: (ms) => `it stopped answering (nothing for ${Math.round(ms / 1000)} s)`,
  loadSilent: (ms) => `it did not load within ${Math.round(ms / 1000)} s`,
  empty: (what) => `it gave an empty reply (${what})`,
};

const validReply = {
  think: (v) => v && typeof v === 'object' && typeof v.move === 'string' && v.move !== '',
  hint: (v) => v && typeof v === 'object' && typeof v.move === 'string' && v.move !== '',
  solve: (v) => v && typeof v === 'object' && typeof v.result === 'string',
  analyse: (v) => v && typeof v === 'object' && Array.isArray(v.lines) && v.lines.length > 0,
  review: (v) => v && typeof v === 'object' && Array.isArray(v.plies),
};

export class BotClient {
  constructor(url = new URL('../engine-worker.js', import.meta.url), options = {}) {
    this.url = url;
    this.options = { ...DEFAULTS, ...(globalThis.wallraceBotOptions || {}), ...options };
    this.worker = null;
    this.ready = false;
    this.state = 'idle';
    this.error = '';
    this.jobs = new Map(); // id -> { id, type, message, resolve, reject, onProgress, attempt, info }
    this.seq = 0;
    this.timer = 0;   // load timeout or watchdog
    this.restartTimer = 0;
    this.faults = 0;  // faults seen since this client was made (for tests and curious players)
    this.onstate = null;
  }

  setState(state, error = '') {
    if (this.state === state && this.error === error) return;
    this.state = state;
    this.error = error;
    this.onstate?.(state, error);
  }

  /** Starts a Worker now (the first request would otherwise wait for it to load). */
  start() {
    if (this.worker || this.restartTimer) return;
    this.ready = false;
    this.setState('loading');
    let worker;
    try { worker = new Worker(workerScript(this.url), { type: 'module' }); } catch (err) {
      queueMicrotask(() => this.fault(wordsFor.start(err?.message || err)));
      return;
    }
    worker.onmessage = (e) => { if (worker === this.worker) this.receive(e.data); };
    worker.onmessageerror = () => { if (worker === this.worker) this.fault(wordsFor.error('a reply could not be read')); };
    worker.onerror = (e) => {
      e.preventDefault?.();
      if (worker !== this.worker) return;
      // An error with a message was thrown by its code; one without, a script that could not be loaded.
      this.fault(e.message ? wordsFor.error(e.message.replace(/^Uncaught /, '')) : wordsFor.start('its script could not be loaded'));
    };
    this.worker = worker;
    this.arm(this.options.loadTimeoutMs, () => this.fault(wordsFor.loadSilent(this.options.loadTimeoutMs)));
  }

  arm(ms, fn) {
    clearTimeout(this.timer);
    this.timer = ms > 0 ? setTimeout(fn, ms) : 0;
  }

  // While requests run, the Worker must say something (progress or a reply)
  // within the longest of their watchdogs.
  armWatchdog() {
    if (!this.ready) return;
    if (!this.jobs.size) { this.arm(0); return; }
    const ms = this.options.watchdogMs || Math.max(...[...this.jobs.values()].map((j) => watchdogFor(j.type, j.message.spec)));
    this.arm(ms, () => this.fault(wordsFor.silent(ms)));
  }

  kill() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
  }

  /** The Worker failed: replace it and send the pending requests again, or give up on them. */
  fault(reason) {
    if (!this.worker && !this.jobs.size) return;
    this.faults++;
    this.kill();
    const jobs = [...this.jobs.values()];
    const { attempts, backoffMs } = this.options;
    for (const j of jobs) {
      if (j.attempt < attempts) continue;
      this.jobs.delete(j.id);
      j.reject(Object.assign(new Error(reason), { fault: true, tries: j.attempt }));
    }
    if (!this.jobs.size) {
      // Nothing waits for the bot (or nothing more may be tried): the next request starts afresh.
      this.setState(jobs.length ? 'failed' : 'idle', jobs.length ? reason : '');
      return;
    }
    const attempt = Math.min(...[...this.jobs.values()].map((j) => j.attempt));
    for (const j of this.jobs.values()) {
      j.onProgress?.({ note: `restarting the bot (try ${j.attempt + 1} of ${attempts}): ${reason}` });
    }
    this.setState('restarting', reason);
    const wait = backoffMs[Math.min(attempt - 1, backoffMs.length - 1)] ?? 0;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = 0;
      this.start();
      for (const j of this.jobs.values()) { j.attempt++; this.post(j); }
    }, wait);
  }

  post(job) {
    if (!this.worker) return; // it could not even be made: fault() deals with the job
    if (this.ready) this.setState('computing');
    this.worker.postMessage(job.message);
    this.armWatchdog();
  }

  receive(msg) {
    if (!msg || typeof msg !== 'object') { this.fault(wordsFor.empty('no message')); return; }
    if (msg.type === 'ready') {
      this.ready = true;
      this.setState(this.jobs.size ? 'computing' : 'idle');
      this.armWatchdog();
      return;
    }
    if (msg.type === 'failed') { this.fault(wordsFor.load(msg.error || 'unknown error')); return; }
    const job = this.jobs.get(msg.id);
    if (!job) return;
    if (msg.type === 'progress') {
      this.armWatchdog();
      if (msg.info && typeof msg.info === 'object') {
        if (!msg.info.note) job.info = msg.info;
        job.onProgress?.(msg.info);
      }
      return;
    }
    if (msg.type === 'error' && msg.fatal) { this.fault(wordsFor.error(msg.error || 'unknown error')); return; }
    if (msg.type === 'done' && !validReply[job.type]?.(msg.value)) {
      this.fault(wordsFor.empty(msg.value === null ? 'null' : typeof msg.value));
      return;
    }
    this.jobs.delete(msg.id);
    if (!this.jobs.size) this.setState('idle');
    this.armWatchdog();
    if (msg.type === 'done') job.resolve(msg.value);
    else job.reject(new Error(msg.error || 'bot error'));
  }

  request(type, game, extra = {}, onProgress = null) {
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      const job = { id, type, message: { id, type, game, ...extra }, resolve, reject, onProgress, attempt: 1, info: null };
      this.jobs.set(id, job);
      if (this.restartTimer) return; // sent when the fresh Worker starts
      this.start();
      this.post(job);
    });
  }

  /** The bot's move for the game in `record`; spec = { level, seed } or { movetime }. */
  think(record, spec, onProgress) { return this.request('think', { record }, { spec }, onProgress); }

  /** The Level 6 move for the game in `record`. */
  hint(record, onProgress) { return this.request('hint', { record }, {}, onProgress); }

  /** The detour solver's verdict on the game in `record`. */
  solve(record) { return this.request('solve', { record }); }

  /**
   * Stops whatever the bot is doing; pending requests reject with
   * err.cancelled. Returns the last progress info of the request that was
   * running (its pv[0] is the best move found so far), or null.
   */
  cancel() {
    clearTimeout(this.restartTimer);
    this.restartTimer = 0;
    let best = null;
    for (const j of this.jobs.values()) if (j.info) best = j.info;
    const jobs = [...this.jobs.values()];
    this.jobs.clear();
    this.kill();
    for (const j of jobs) j.reject(Object.assign(new Error('cancelled'), { cancelled: true }));
    this.setState('idle');
    return best;
  }

  get busy() { return this.jobs.size > 0; }
}
