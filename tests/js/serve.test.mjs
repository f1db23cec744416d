// The static server (web/tools/serve.mjs) against raw, malformed requests:
// each is answered (400 or 404) and the server goes on serving.
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer } from '../../web/tools/serve.mjs';

let server;
before(async () => { server = await startServer({ port: 0 }); });
after(async () => { await server.close(); });

// Sends bytes as they are over one connection; resolves with everything the server answered.
function raw(request) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
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
