// The static server (web/tools/serve.mjs) against raw, malformed requests:
// each is answered (400 or 404) and the server goes on serving. Its options:
// CORS headers (--cors), no policy header (csp: null), the command line.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { startServer, parseArgs } from '../../web/tools/serve.mjs';

let server;
before(async () => { server = await startServer({ port: 0 }); });
after(async () => { await server.close(); });

// Sends bytes as they are over one connection; resolves with everything the server answered.
function raw(request, port = server.port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(request);
    socket.setTimeout(5000, () => { socket.destroy(); reject(new Error("no answer in 5 s")); });
  });
}
const statusOf = (answer) => Number((/^HTTP\/1\.1 (\d{3})/.exec(answer) || [])[1]);
const get = (target) => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

test('a request target that is no URL gets 400 and the server keeps serving', async () => {
  // What `curl --request-target 'http://[' http://127.0.0.1:PORT/` sends.
  for (const target of ['http://[', 'http://[::1', 'http://%', 'http://a:99999/', 'https://[x]/index.html']) {
    const answer = await get(target);
    assert.equal(statusOf(answer), 400, `${target}: ${answer.split('\r\n')[0]}`);
    assert.match(answer, /bad request: the request target/, target);
    const next = await get('/index.html');
    assert.equal(statusOf(next), 200, `after ${target} the server must still serve`);
  }
});

test('odd but valid targets are answered, never fatal', async () => {
  const cases = [['/', 200], ['http://127.0.0.1/index.html', 200], ['/%E0%A4%A', 404], ['/../../etc/passwd', 404],
    ['/%2e%2e/%2e%2e/etc/passwd', 404], ['//index.html', 200], ['/' + 'a'.repeat(4000), 404], ['/index.html?x=%', 200]];
  for (const [target, want] of cases) {
    const answer = await get(target);
    assert.equal(statusOf(answer), want, `${target.slice(0, 60)}: ${answer.split('\r\n')[0]}`);
  }
  assert.equal(statusOf(await raw('GARBAGE\r\n\r\n')), 400);        // refused by node's parser itself
  assert.equal(statusOf(await get('http://a b/')), 400);
  assert.equal(statusOf(await get('/index.html')), 200);
});

test('--cors: every answer lets any origin read it (as a CDN); without it none does', async () => {
  const cdn = await startServer({ port: 0, cors: true });
  try {
    const ask = (srv, target, method = 'GET') => raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:1\r\nConnection: close\r\n\r\n`, srv.port);
    for (const target of ['/wallrace-board.js', '/no-such-file']) {
      const answer = await ask(cdn, target);
      assert.match(answer, /\r\naccess-control-allow-origin: \*\r\n/i, target);
      assert.match(answer, /\r\naccess-control-expose-headers: [^\r]*Content-Encoding/i, target);
      assert.doesNotMatch(await ask(server, target), /access-control-allow-origin/i, `${target} without --cors`);
    }
    const pre = await ask(cdn, '/engine/wallrace-core.wasm', 'OPTIONS');
    assert.equal(statusOf(pre), 204);
    assert.match(pre, /\r\naccess-control-allow-methods: GET, HEAD\r\n/i);
    assert.equal(statusOf(await ask(server, '/index.html', 'OPTIONS')), 405, 'no preflight answers without --cors');
  } finally { await cdn.close(); }
});

test('csp: null sends no policy (a host page with its own); the default sends the pages\' policy', async () => {
  const plain = await startServer({ port: 0, csp: null });
  try {
    const page = async (srv) => (await raw(`GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, srv.port)).split('\r\n\r\n')[0];
    assert.doesNotMatch(await page(plain), /content-security-policy/i);
    assert.match(await page(server), /\r\ncontent-security-policy: default-src 'self'[^\r]*frame-ancestors 'self'\r\n/i);
  } finally { await plain.close(); }
});

test('command-line options: --root DIR, --cors; a bad one is named', () => {
  assert.deepEqual(parseArgs(['--cors', '--root', 'dist']), { root: path.resolve('dist'), cors: true });
  assert.equal(parseArgs([]).cors, false);
  assert.throws(() => parseArgs(['--root']), /--root needs a folder after it/);
  assert.throws(() => parseArgs(['--cros']), /unknown option '--cros' \(use --root DIR, --cors\)/);
});
