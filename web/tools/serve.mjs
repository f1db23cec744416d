#!/usr/bin/env node
// Zero-dependency static server for web/: correct MIME types (wasm, mjs,
// webmanifest), gzip, ETag revalidation and the page's security headers.
// `node web/tools/serve.mjs` serves on $PORT (default 8080) or, when that port
// is taken, on a free one; it prints the address. Tests import startServer().
//   --root DIR  serve DIR instead of web/ (e.g. dist/, the built site)
//   --cors      send Access-Control-Allow-Origin: * (as a CDN does), so pages of
//               other origins may load the element, its modules, the wasm and the table
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.bin': 'application/octet-stream', '.table': 'application/octet-stream', '.gz': 'application/gzip', '.dat': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm|octet-stream)|image\/svg)/;

// The same policy as the pages' <meta> tag; frame-ancestors only works as a header.
export const CSP = [
  "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
  "img-src 'self' data: blob:", "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'",
  "font-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'",
].join('; ');

const gzCache = new Map(); // file -> { mtimeMs, body }

async function gzipped(file, stat, raw) {
  const hit = gzCache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.body;
  const body = zlib.gzipSync(raw, { level: 9 });
  gzCache.set(file, { mtimeMs: stat.mtimeMs, body });
  return body;
}

async function resolveFile(root, urlPath) {
  let rel;
  try { rel = decodeURIComponent(urlPath.split('?')[0]); } catch { return null; }
  const file = path.normalize(path.join(root, rel));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.stat(file);
    if (stat.isDirectory()) {
      const index = path.join(file, 'index.html');
      return { file: index, stat: await fs.stat(index) };
    }
    return { file, stat };
  } catch { return null; }
}

// Headers for a CDN-like server: any origin may read every file (no credentials).
// Content-Encoding is exposed so a cross-origin reader can tell compressed bytes
// from the file's own (engine-worker.js's download progress).
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Length, Content-Encoding, ETag',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

function send(res, code, text, extra = {}) {
  res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text);
}

// The path of a request target (origin form '/a/b' or absolute form
// 'http://host/a/b'), or null when it is no URL at all ('http://[').
function targetPath(target) {
  try { return new URL(target, 'http://x').pathname; } catch { return null; }
}

// options: cors (false): the CORS headers above on every answer;
// csp (CSP): the Content-Security-Policy header, or null for none (a test's host page
// that carries its own policy).
export function createHandler(root = WEB_ROOT, stats = { requests: 0, bytes: 0 }, { cors = false, csp = CSP } = {}) {
  const base = { ...(csp ? { 'Content-Security-Policy': csp } : {}), ...(cors ? CORS_HEADERS : {}) };
  const handle = async (req, res) => {
    stats.requests++;
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, { ...base, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', base);
    const urlPath = targetPath(req.url);
    if (urlPath === null) return send(res, 400, 'bad request: the request target must be a path like /index.html', base);
    const found = await resolveFile(root, urlPath);
    if (!found) return send(res, 404, 'not found', base);
    const { file, stat } = found;
    const type = TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': type, ETag: etag, 'Cache-Control': 'no-cache', ...base,
      'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', Vary: 'Accept-Encoding',
    };
    // Every page but the embed may not be framed by other sites.
    if (csp && type.startsWith('text/html') && path.basename(file) !== 'embed.html') {
      headers['Content-Security-Policy'] += "; frame-ancestors 'self'";
    }
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); return res.end(); }
    let body = await fs.readFile(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] || '') && body.length > 512) {
      body = await gzipped(file, stat, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    stats.bytes += body.length;
    res.end(body);
  };
  // No request may take the server down: an unexpected fault answers 500 (or
  // drops that one connection when the answer had begun) and serving goes on.
  return async (req, res) => {
    try {
      await handle(req, res);
    } catch (err) {
      if (!res.headersSent) send(res, 500, 'internal error', base);
      else res.destroy();
      console.error(`serve: ${req.method} ${JSON.stringify(String(req.url).slice(0, 200))}: ${err?.message ?? err}`);
    }
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => { server.off('listening', onListen); reject(err); };
    const onListen = () => { server.off('error', onError); resolve(server.address().port); };
    server.once('error', onError);
    server.once('listening', onListen);
    server.listen(port, '127.0.0.1');
  });
}

// Starts a server; port 0 asks for a free port. Returns { url, port, stats, close }
// (url names localhost; the same server answers at http://127.0.0.1:<port>/, another origin).
// cors, csp: see createHandler.
export async function startServer({ port = 0, root = WEB_ROOT, cors = false, csp = CSP } = {}) {
  const stats = { requests: 0, bytes: 0 };
  const server = http.createServer(createHandler(path.resolve(root), stats, { cors, csp }));
  let bound;
  try { bound = await listen(server, port); } catch (err) {
    if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES') throw err;
    bound = await listen(server, 0);
  }
  return {
    url: `http://localhost:${bound}/`, port: bound, stats,
    close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
  };
}

/** Command-line options: [--root DIR] [--cors]; throws naming a bad one. */
export function parseArgs(argv) {
  const o = { root: WEB_ROOT, cors: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--cors') o.cors = true;
    else if (argv[i] === '--root') {
      if (i + 1 >= argv.length) throw new Error('--root needs a folder after it');
      o.root = path.resolve(argv[++i]);
    } else throw new Error(`unknown option '${argv[i]}' (use --root DIR, --cors)`);
  }
  return o;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let o;
  try { o = parseArgs(process.argv.slice(2)); } catch (err) { console.error(`serve: ${err.message}`); process.exit(2); }
  const wanted = Number.parseInt(process.env.PORT ?? '8080', 10);
  const { url } = await startServer({ port: Number.isFinite(wanted) ? wanted : 8080, root: o.root, cors: o.cors });
  try { await fs.access(path.join(o.root, 'engine', 'wallrace.mjs')); } catch {
    console.error(`note: ${path.relative(process.cwd(), path.join(o.root, 'engine', 'wallrace.mjs'))} is missing; run \`npm run build\` first`);
  }
  console.log(`wallrace is served at ${url}${o.cors ? ' (any origin may load it: --cors)' : ''}`);
}
