// Node-only checks (no browser): the static server and the board geometry.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import zlib from 'node:zlib';
import { startServer } from '../../web/tools/serve.mjs';
import { makeGeometry } from '../../web/js/geometry.js';
import { squareName } from '../../web/js/notation.js';

let server;
before(async () => { server = await startServer({ port: 0 }); });
after(async () => { await server.close(); });

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get(`${server.url.replace('localhost', '127.0.0.1')}${path.replace(/^\//, '')}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the server sends the right types, gzip and the security policy', async () => {
  const cases = { '/': 'text/html', '/js/main.js': 'text/javascript', '/manifest.webmanifest': 'application/manifest+json',
    '/style.css': 'text/css', '/icons/icon.svg': 'image/svg+xml', '/icons/icon-192.png': 'image/png' };
  for (const [p, type] of Object.entries(cases)) {
    const r = await get(p);
    assert.equal(r.status, 200, p);
    assert.ok(r.headers['content-type'].startsWith(type), `${p}: ${r.headers['content-type']}`);
    assert.match(r.headers['content-security-policy'], /connect-src 'self'/);
  }
  const gz = await get('/js/session.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.match(zlib.gunzipSync(gz.body).toString(), /class Session/);
  const again = await get('/js/session.js', { 'if-none-match': gz.headers.etag });
  assert.equal(again.status, 304);
  assert.match((await get('/index.html')).headers['content-security-policy'], /frame-ancestors 'self'/);
  assert.doesNotMatch((await get('/embed.html')).headers['content-security-policy'], /frame-ancestors/);
});

test('the server serves the engine as application/wasm and refuses paths outside web/', async (t) => {
  const wasm = await get('/engine/wallrace-core.wasm');
  if (wasm.status === 404) { t.skip('engine not built'); return; }
  assert.equal(wasm.headers['content-type'], 'application/wasm');
  assert.equal((await get('/engine/wallrace.mjs')).headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal((await get('/../package.json')).status, 404);
  assert.equal((await get('/%2e%2e/package.json')).status, 404);
  assert.equal((await get('/nope.js')).status, 404);
});

test('a taken port falls back to a free one', async () => {
  const second = await startServer({ port: server.port });
  assert.notEqual(second.port, server.port);
  await second.close();
});

test('every square and wall slot maps to a point that maps back, both ways up', () => {
  for (const [size, wallLength] of [[9, 2], [4, 1]]) {
    for (const flipped of [false, true]) {
      const g = makeGeometry({ size, wallLength, px: 480, flipped });
      for (let f = 0; f < size; f++) {
        for (let r = 0; r < size; r++) {
          const sq = squareName(f, r);
          assert.equal(g.hitTest(...g.squareCenter(sq)).square, sq);
          for (const dir of 'hv') {
            const fits = dir === 'h' ? r < size - 1 && f <= size - wallLength : f < size - 1 && r <= size - wallLength;
            if (!fits) continue;
            const wall = sq + dir;
            assert.equal(g.hitTest(...g.wallPoint(wall)).wall, wall, `${wall} size ${size} flipped ${flipped}`);
          }
        }
      }
    }
  }
});

// WCAG contrast of the text colour pairs the page uses, in both themes.
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

test('text colours pass WCAG AA (4.5:1) in the light and the dark theme', async () => {
  const fs = await import('node:fs');
  const css = fs.readFileSync(new URL('../../web/style.css', import.meta.url), 'utf8');
  const block = (re) => Object.fromEntries([...css.match(re)[1].matchAll(/--([\w-]+):\s*(#[0-9a-f]{6}|var\(--[\w-]+\))/gi)].map((m) => [m[1], m[2]]));
  const resolve = (t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.startsWith('var(') ? t[v.slice(6, -1)] : v]));
  const light = resolve(block(/:root \{([^}]*)\}/));
  const dark = resolve({ ...block(/:root \{([^}]*)\}/), ...block(/prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/) });
  const pairs = [['fg', 'bg'], ['fg', 'panel'], ['muted', 'bg'], ['muted', 'panel'], ['accent', 'panel'], ['accent', 'bg'],
    ['accent-fg', 'accent'], ['error', 'bg'], ['error', 'panel'], ['ok', 'bg'], ['fg', 'notice'], ['fg', 'current'],
    ['wr-coord', 'wr-frame']];
  for (const [name, theme] of [['light', light], ['dark', dark]]) {
    for (const [fg, bg] of pairs) {
      const ratio = contrast(theme[fg], theme[bg]);
      assert.ok(ratio >= 4.5, `${name}: --${fg} on --${bg} is ${ratio.toFixed(2)}:1`);
    }
    // Non-text: pawns' edges against the squares, walls against the grooves (3:1).
    for (const pawn of ['wr-p1', 'wr-p2']) { // the fill or the edge of a pawn stands out from the squares
      const ratio = Math.max(contrast(theme[pawn], theme['wr-square']), contrast(theme[`${pawn}-edge`], theme['wr-square']));
      assert.ok(ratio >= 3, `${name}: ${pawn} on --wr-square is ${ratio.toFixed(2)}:1`);
    }
    for (const wall of ['wr-wall1', 'wr-wall2']) { // a wall's fill or its edge stands out from the groove
      const ratio = Math.max(contrast(theme[wall], theme['wr-frame']), contrast(theme[`${wall}-edge`], theme['wr-frame']));
      assert.ok(ratio >= 3, `${name}: ${wall} on --wr-frame is ${ratio.toFixed(2)}:1`);
    }
    for (const [fg, bg] of [['wr-legal', 'wr-frame'], ['wr-target', 'wr-square']]) {
      const ratio = contrast(theme[fg], theme[bg]);
      assert.ok(ratio >= 3, `${name}: --${fg} on --${bg} is ${ratio.toFixed(2)}:1`);
    }
  }
});

test('the service worker caches every file the site serves, and only those', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const web = new URL('../../web/', import.meta.url).pathname;
  const sw = fs.readFileSync(path.join(web, 'sw.js'), 'utf8');
  const listed = [...sw.matchAll(/'([\w./-]+\.\w+)'/g)].map((m) => m[1]);
  // The engine's files are the set engine/version.js names (the build writes it).
  const version = path.join(web, 'engine', 'version.js');
  if (fs.existsSync(version)) {
    const self = {};
    new Function('self', fs.readFileSync(version, 'utf8'))(self);
    listed.push(...Object.keys(self.wallraceEngine.files).map((f) => `engine/${f}`));
  }
  const skip = /^(tools\/|README|engine\/.*\.stamp$|sw\.js$)|\.d\.ts$/; // types are for editors, not browsers
  const walk = (dir) => fs.readdirSync(path.join(web, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const files = walk('.').map((f) => f.replace(/^\.\//, '')).filter((f) => !skip.test(f));
  for (const f of files) {
    if (f.startsWith('engine/') && !fs.existsSync(path.join(web, 'engine'))) continue;
    assert.ok(listed.includes(f), `sw.js does not cache ${f}`);
  }
  for (const f of listed) {
    if (f.startsWith('engine/')) continue; // built later
    assert.ok(fs.existsSync(path.join(web, f)), `sw.js caches ${f}, which does not exist`);
  }
});
