// Service worker: the site for offline play, the engine as one versioned set.
// - The engine (engine/wallrace.mjs, wallrace-core.mjs, wallrace-core.wasm):
//   engine/version.js, written by the build, names each file's SHA-256 and
//   the set's version. The set is cached under wallrace-engine-<version>,
//   every file checked against its hash, and served from that cache only,
//   so a page and its Worker always get files of one build. An update is
//   installed whole (all files fetched and checked) or not at all (the old
//   set stays), and taken when the page says so ('take-update': the
//   player's "Reload"), never under a running game.
// - The page's other files: network first (fresh when online), the cached
//   copy when offline or when the network hangs.
// - The detour table: cached on install (large, optional), network first.
try { importScripts('engine/version.js'); } catch { /* engine not built: no engine set */ }
const ENGINE = self.wallraceEngine && typeof self.wallraceEngine.version === 'string' ? self.wallraceEngine : null;
const ENGINE_CACHE = ENGINE ? `wallrace-engine-${ENGINE.version}` : null;
const PAGE_CACHE = 'wallrace-page';
const DATA_CACHE = 'wallrace-data';
const FILES = [
  './', 'index.html', 'style.css', 'manifest.webmanifest', 'engine-worker.js',
  'js/main.js', 'js/engine.js', 'js/session.js', 'js/bot.js', 'js/board.js', 'js/geometry.js',
  'js/notation.js', 'js/theme.js', 'js/input.js', 'js/play-board.js', 'js/panel.js', 'js/movelist.js',
  'js/setup.js', 'js/match.js', 'js/orientation.js', 'js/io.js', 'js/storage.js', 'js/share.js', 'js/announce.js', 'js/text.js', 'js/debug.js', 'js/recent.js', 'js/sound.js', 'js/analysis.js', 'analysis.css',
  'favicon.ico', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png',
  'wallrace-board.js', 'board-element.css', 'embed.html', 'js/embed.js', 'js/embed-host.js', 'demo.html', 'demo.css',
  'kit.html', 'kit.css', 'js/kit.js', 'rules.html', 'js/rules.js',
];
const DATA = ['engine/detour.table'];
const NETWORK_TIMEOUT_MS = 4000;
const BASE = new URL('./', self.location).pathname;

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (res) => hex(await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer()));

// Every file of the set, fetched fresh and checked, before any is stored:
// a server caught mid-deploy (a new .mjs, an old .wasm) fails the install.
async function installEngine() {
  const names = Object.keys(ENGINE.files);
  const existed = await caches.has(ENGINE_CACHE);
  const cache = await caches.open(ENGINE_CACHE);
  const got = [];
  try {
    for (const name of names) {
      const held = await cache.match(`engine/${name}`, { ignoreVary: true });
      if (held && await sha256(held) === ENGINE.files[name]) continue;
      const res = await fetch(new Request(`engine/${name}`, { cache: 'no-store' }));
      if (!res.ok) throw new Error(`engine/${name}: HTTP ${res.status}`);
      if (await sha256(res) !== ENGINE.files[name]) throw new Error(`engine/${name} is not the file engine/version.js names`);
      got.push([name, res]);
    }
    for (const [name, res] of got) await cache.put(`engine/${name}`, res);
  } catch (err) {
    if (!existed) await caches.delete(ENGINE_CACHE);
    throw err;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    if (ENGINE) await installEngine(); // a failure here keeps the old version, whole
    const page = await caches.open(PAGE_CACHE);
    // One by one: a missing optional file must not stop the rest.
    await Promise.all(FILES.map((f) => page.add(new Request(f, { cache: 'reload' })).catch(() => {})));
    const data = await caches.open(DATA_CACHE);
    await Promise.all(DATA.map((f) => data.add(new Request(f, { cache: 'reload' })).catch(() => {})));
    // The first install takes the page at once; an update waits for the player.
    if (!self.registration.active) await self.skipWaiting();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'take-update') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const keep = new Set([ENGINE_CACHE, PAGE_CACHE, DATA_CACHE]);
    for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  const rel = url.pathname.slice(BASE.length);
  if (ENGINE && rel.startsWith('engine/') && Object.hasOwn(ENGINE.files, rel.slice(7))) {
    event.respondWith(fromEngineSet(req, rel));
  } else {
    event.respondWith(networkFirst(req, DATA.includes(rel) ? DATA_CACHE : PAGE_CACHE));
  }
});

async function fromEngineSet(req, rel) {
  const held = await caches.match(rel, { cacheName: ENGINE_CACHE, ignoreVary: true });
  return held ?? fetch(req); // not installed yet (the first visit): the network's set
}

async function networkFirst(req, name) {
  const cache = await caches.open(name);
  const loose = req.mode === 'navigate' || req.destination === 'iframe';
  const cached = (await cache.match(req, { ignoreSearch: loose }))
    ?? (req.mode === 'navigate' ? await cache.match('index.html') : undefined);
  const fresh = fetch(req).then((res) => {
    if (res.ok && res.type === 'basic') cache.put(req, res.clone()).catch(() => {});
    return res;
  });
  if (!cached) return fresh;
  // With a copy at hand, a network that hangs must not hang the page.
  try { return await withTimeout(fresh, NETWORK_TIMEOUT_MS); } catch { return cached; }
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}
