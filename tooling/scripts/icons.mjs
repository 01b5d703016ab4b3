#!/usr/bin/env node
// The web app's icons, made from its SVG icon (apps/web/public/icon.svg): run once after
// changing the SVG, and commit what it writes to apps/web/public/:
//   node tooling/scripts/icons.mjs
// - favicon.ico: 16, 32 and 48 px PNGs in one ICO (browsers, bookmarks, Windows);
// - icon-192.png, icon-512.png: the manifest's icons (the rounded square, as the SVG);
// - icon-maskable-512.png: the manifest's maskable icon (the mark on a full-bleed square,
//   inside the 80 % safe zone, which Android crops to its own shape);
// - apple-touch-icon.png: 180 px, full-bleed too (iOS rounds the corners itself and shows
//   transparent ones black).
// The PNGs are drawn by sharp (a dependency of apps/api, resolved from there).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(root, 'apps/web/public');
const sharp = createRequire(join(root, 'apps/api/package.json'))('sharp');

const svg = readFileSync(join(publicDir, 'icon.svg'), 'utf8');
const background = /<rect id="background"[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
const mark = /<g id="mark">[\s\S]*?<\/g>/.exec(svg)?.[0];
if (!background || !mark)
  throw new Error('icon.svg needs <rect id="background"> and <g id="mark">');

/** The mark scaled by `scale` about the centre, on a square without rounded corners. */
function fullBleed(scale) {
  const offset = (512 * (1 - scale)) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<rect width="512" height="512" fill="${background}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>`,
    '</svg>',
  ].join('');
}

/** A PNG of `source` (SVG text) at `size` pixels. */
function png(source, size) {
  return sharp(Buffer.from(source), { density: Math.max(72, (72 * size) / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** An ICO file holding PNG images (Windows Vista and every browser read PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const maskable = fullBleed(0.8);
const files = {
  'icon-192.png': await png(svg, 192),
  'icon-512.png': await png(svg, 512),
  'icon-maskable-512.png': await png(maskable, 512),
  'apple-touch-icon.png': await png(fullBleed(0.84), 180),
  'favicon.ico': ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) }))),
  ),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(publicDir, name), data);
  console.log(`[icons] apps/web/public/${name}: ${data.length} bytes`);
}
