// Writes the gift's home-screen icons (decision 031) into src/web/public/icons, drawn here in
// code: the heart of the favicon (index.html) on the app's soft pink, with a rose ring. The maskable
// icon keeps the heart inside the central 80% a launcher's mask may leave.
// Run: npx tsx scripts/make-icons.ts   (the PNGs are committed; the manifest names them,
// src/server/routes/web-manifest.ts)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../src/web/public/icons');
/** design.css --color-blush-50 and -200; Tailwind's rose-500 and rose-600 (the favicon's heart). */
const BLUSH_50 = '#fff5f8';
const BLUSH_200 = '#ffd0de';
const ROSE_500 = '#f43f5e';
const ROSE_600 = '#e11d48';
/** The favicon's heart, on a 32×32 grid. */
const HEART = 'M16 29S3 20.5 3 11.5A6.5 6.5 0 0 1 16 8a6.5 6.5 0 0 1 13 3.5C29 20.5 16 29 16 29z';

/** The icon on a 512 canvas; `heartScale` is the heart's share of the canvas. */
function svg(heartScale: number, rounded: boolean): string {
  const size = 512;
  const scale = (size * heartScale) / 32;
  const offset = (size - 32 * scale) / 2;
  const corner = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="70%">
      <stop offset="0" stop-color="${BLUSH_50}"/>
      <stop offset="1" stop-color="${BLUSH_200}"/>
    </radialGradient>
    <linearGradient id="heart" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${ROSE_500}"/>
      <stop offset="1" stop-color="${ROSE_600}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${corner}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset + scale * 0.6}) scale(${scale})">
    <path d="${HEART}" fill="url(#heart)" stroke="${BLUSH_50}" stroke-width="0.8" stroke-linejoin="round"/>
  </g>
</svg>`;
}

async function write(name: string, source: string, size: number): Promise<void> {
  const file = path.join(out, name);
  await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes`);
}

fs.mkdirSync(out, { recursive: true });
await write('icon-192.png', svg(0.72, true), 192);
await write('icon-512.png', svg(0.72, true), 512);
// Maskable: full-bleed background, the heart within the safe zone (a circle of 80% of the width).
await write('icon-maskable-512.png', svg(0.52, false), 512);
