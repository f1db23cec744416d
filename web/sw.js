// Service worker: caches every file of the page on the first visit so it
// reloads and plays offline. Network first (always fresh when online, so the
// engine's .mjs and .wasm never mix versions), the cache when offline.
const CACHE = 'wallrace-v1';
const FILES = [
  './', 'index.html', 'style.css', 'manifest.webmanifest', 'engine-worker.js',
  'engine/wallrace.mjs', 'engine/wallrace-core.mjs', 'engine/wallrace-core.wasm',
  'js/main.js', 'js/engine.js', 'js/session.js', 'js/bot.js', 'js/board.js', 'js/geometry.js',
  'js/notation.js', 'js/theme.js', 'js/input.js', 'js/play-board.js', 'js/panel.js', 'js/movelist.js',
  'js/setup.js', 'js/match.js', 'js/io.js', 'js/storage.js', 'js/share.js', 'js/announce.js', 'js/text.js', 'js/debug.js', 'js/recent.js', 'js/sound.js',
  'favicon.ico', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png',
  'wallrace-board.js', 'board-element.css', 'embed.html', 'js/embed.js', 'js/embed-host.js', 'demo.html', 'demo.css',
  'kit.html', 'kit.css', 'js/kit.js', 'rules.html', 'js/rules.js',
];
const LATER = ['engine/detour.table'];
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One by one: a missing optional file must not stop the rest.
    await Promise.all(FILES.map((f) => cache.add(new Request(f, { cache: 'reload' })).catch(() => {})));
    // Then the detour solver's table (large; optional: without it solving is slow).
    await Promise.all(LATER.map((f) => cache.add(new Request(f, { cache: 'reload' })).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(networkFirst(req));
});

async function networkFirst(req) {
  const cache = await caches.open(CACHE);
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
