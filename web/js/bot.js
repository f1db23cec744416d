// Client of the bot Worker (engine-worker.js). The main thread never
// searches: it sends the game record and a budget, gets progress and a move.
// State: idle | loading | computing | failed. Cancel = terminate the Worker;
// a fresh one starts on the next request.
export class BotClient {
  constructor(url = new URL('../engine-worker.js', import.meta.url)) {
    this.url = url;
    this.worker = null;
    this.state = 'idle';
    this.error = '';
    this.pending = new Map();
    this.seq = 0;
    this.onstate = null;
  }

  setState(state, error = '') {
    this.state = state;
    this.error = error;
    this.onstate?.(state, error);
  }

  start() {
    if (this.worker) return;
    this.setState('loading');
    const worker = new Worker(this.url, { type: 'module' });
    worker.onmessage = (e) => this.receive(e.data);
    worker.onerror = (e) => {
      e.preventDefault?.();
      this.fail(`the bot could not start (${e.message || 'worker error'})`);
    };
    this.worker = worker;
  }

  fail(error) {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error(error));
    this.pending.clear();
    this.setState('failed', error);
  }

  receive(msg) {
    if (msg.type === 'ready') { if (this.state === 'loading') this.setState(this.pending.size ? 'computing' : 'idle'); return; }
    if (msg.type === 'failed') { this.fail(`the bot could not load the engine: ${msg.error}`); return; }
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') { p.onProgress?.(msg.info); return; }
    this.pending.delete(msg.id);
    if (!this.pending.size && this.state === 'computing') this.setState('idle');
    if (msg.type === 'done') p.resolve(msg.value);
    else p.reject(new Error(msg.error || 'bot error'));
  }

  request(type, payload = {}, onProgress = null) {
    if (this.state === 'failed') this.worker = null;
    this.start();
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      if (this.state !== 'loading') this.setState('computing');
      this.worker.postMessage({ id, type, ...payload });
    });
  }

  /** The bot's move for the game in `record`; spec = { level } or { movetime }. */
  async think(record, spec, onProgress) {
    await this.request('new', { record });
    return this.request('think', { spec }, onProgress);
  }

  async hint(record, onProgress) {
    await this.request('new', { record });
    return this.request('hint', {}, onProgress);
  }

  async solve(record) {
    await this.request('new', { record });
    return this.request('solve');
  }

  /** Stops whatever the bot is doing; pending requests reject as cancelled. */
  cancel() {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(Object.assign(new Error('cancelled'), { cancelled: true }));
    this.pending.clear();
    this.setState('idle');
  }

  get busy() { return this.pending.size > 0; }
}
