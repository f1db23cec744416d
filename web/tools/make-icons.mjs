#!/usr/bin/env node
// Writes web/icons/icon.svg and the PNG icons (192, 512) from one small
// shape list, with a tiny rasteriser (4x4 supersampling) and node's zlib.
// Run: node web/tools/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'icons');
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

// Shapes on a 100 x 100 canvas: rect {x,y,w,h,r,fill}, circle {cx,cy,r,fill,stroke,sw}.
const SHAPES = [{ kind: 'rect', x: 0, y: 0, w: 100, h: 100, r: 0, fill: '#3a2d22' }];
for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) {
  SHAPES.push({ kind: 'rect', x: 14 + i * 25, y: 14 + j * 25, w: 22, h: 22, r: 2.5, fill: j === 0 ? '#fbf7ee' : j === 2 ? '#d6c4a0' : '#eee3cc' });
}
SHAPES.push({ kind: 'rect', x: 15, y: 36.4, w: 45, h: 3.2, r: 1.6, fill: '#e8b030' });
SHAPES.push({ kind: 'rect', x: 61.4, y: 40, w: 3.2, h: 45, r: 1.6, fill: '#e8613c' });
SHAPES.push({ kind: 'circle', cx: 50, cy: 25, r: 7.5, fill: '#fbf8f1', stroke: '#3a2d22', sw: 2 });
SHAPES.push({ kind: 'circle', cx: 50, cy: 75, r: 7.5, fill: '#2a2630', stroke: '#14121a', sw: 2 });

function svg() {
  const body = SHAPES.map((s) => (s.kind === 'rect'
    ? `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${s.fill}"/>`
    : `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.sw}"/>`));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\n${body.join('\n')}\n</svg>\n`;
}

function inside(s, x, y) {
  if (s.kind === 'circle') {
    const d = Math.hypot(x - s.cx, y - s.cy);
    if (d <= s.r - s.sw / 2) return s.fill;
    if (d <= s.r + s.sw / 2) return s.stroke;
    return null;
  }
  if (x < s.x || y < s.y || x > s.x + s.w || y > s.y + s.h) return null;
  const cx = Math.min(Math.max(x, s.x + s.r), s.x + s.w - s.r);
  const cy = Math.min(Math.max(y, s.y + s.r), s.y + s.h - s.r);
  return Math.hypot(x - cx, y - cy) <= s.r ? s.fill : null;
}

function raster(size) {
  const px = Buffer.alloc(size * size * 4);
  const ss = 4;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const acc = [0, 0, 0];
    for (let sy = 0; sy < ss; sy++) for (let sx = 0; sx < ss; sx++) {
      const u = ((x + (sx + 0.5) / ss) / size) * 100, v = ((y + (sy + 0.5) / ss) / size) * 100;
      let color = '#3a2d22';
      for (const s of SHAPES) color = inside(s, u, v) ?? color;
      hex(color).forEach((c, k) => { acc[k] += c; });
    }
    const o = (y * size + x) * 4;
    acc.forEach((c, k) => { px[o + k] = Math.round(c / (ss * ss)); });
    px[o + 3] = 255;
  }
  return png(size, px);
}

function crc32(buf) {
  let c = ~0;
  for (const b of buf) { c ^= b; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, rgba) {
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); ihdr.writeUInt32BE(size, 4); ihdr[8] = 8; ihdr[9] = 6;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'icon.svg'), svg());
for (const size of [192, 512]) fs.writeFileSync(path.join(OUT, `icon-${size}.png`), raster(size));
// favicon.ico at the web root: an ICO wrapping one 32 x 32 PNG.
const small = raster(32);
const head = Buffer.alloc(22);
head.writeUInt16LE(0, 0); head.writeUInt16LE(1, 2); head.writeUInt16LE(1, 4);
head[6] = 32; head[7] = 32; head.writeUInt16LE(1, 10); head.writeUInt16LE(32, 12);
head.writeUInt32LE(small.length, 14); head.writeUInt32LE(22, 18);
fs.writeFileSync(path.join(OUT, '..', 'favicon.ico'), Buffer.concat([head, small]));
console.log(`icons written to ${OUT}`);
