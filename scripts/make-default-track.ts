// Writes assets/default-track.mp3: Kado's seeded background music, composed here in code.
// A music-box waltz over I–V–vi–IV in C, 32 bars, with real ID3 tags (title, artist, album, cover art).
// Needs ffmpeg (Debian: apt-get install -y ffmpeg). Run: npx tsx scripts/make-default-track.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readFileTags } from '../src/server/storage/track-tags.js';

export const TRACK_TAGS = { title: 'Lagu Untukmu', artist: 'Kado Music Box', album: 'Kado' };

const RATE = 44100;
const BPM = 96;
const BEAT = 60 / BPM;
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'assets/default-track.mp3');

const midi = (n: number) => 440 * 2 ** ((n - 69) / 12);
// Chords as MIDI roots: C, G, Am, F; a bar of 3 beats each, 8 rounds.
const CHORDS = [
  [48, 55, 60, 64, 67],
  [43, 50, 55, 59, 62],
  [45, 52, 57, 60, 64],
  [41, 48, 53, 57, 60],
];
const MELODY = [
  [76, 74, 72],
  [74, 71, 67],
  [72, 76, 79],
  [77, 76, 72],
  [76, 79, 84],
  [83, 79, 74],
  [81, 79, 76],
  [77, 74, 72],
];

const bars = 32;
const seconds = bars * 3 * BEAT + 2;
const samples = new Float32Array(Math.ceil(seconds * RATE));

function pluck(freq: number, start: number, length: number, gain: number) {
  const from = Math.floor(start * RATE);
  const count = Math.floor(length * RATE);
  for (let i = 0; i < count && from + i < samples.length; i++) {
    const t = i / RATE;
    const env = Math.exp(-3.2 * t) * Math.min(1, t * 200);
    // A bell-like tone: fundamental plus soft, slightly inharmonic partials.
    const tone =
      Math.sin(2 * Math.PI * freq * t) + 0.35 * Math.sin(2 * Math.PI * freq * 2.01 * t) + 0.12 * Math.sin(2 * Math.PI * freq * 3.98 * t);
    samples[from + i]! += tone * env * gain;
  }
}

for (let bar = 0; bar < bars; bar++) {
  const chord = CHORDS[bar % 4]!;
  const start = bar * 3 * BEAT;
  pluck(midi(chord[0]!), start, 3 * BEAT + 1, 0.22);
  for (let beat = 0; beat < 3; beat++) {
    pluck(midi(chord[1 + ((beat + 1) % 4)]!), start + beat * BEAT + BEAT / 2, 1.2, 0.08);
    if (bar >= 4) pluck(midi(MELODY[bar % 8]![beat]!), start + beat * BEAT, 1.6, bar >= 28 ? 0.1 : 0.16);
  }
}
const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
const pcm = Buffer.alloc(samples.length * 2);
samples.forEach((v, i) => pcm.writeInt16LE(Math.round((v / peak) * 0.8 * 32767), i * 2));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-track-'));
const raw = path.join(tmp, 'track.pcm');
fs.writeFileSync(raw, pcm);
const coverSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">\n' +
  '  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#fda4af"/><stop offset="1" stop-color="#be123c"/></linearGradient></defs>\n' +
  '  <rect width="300" height="300" fill="url(#g)"/>\n' +
  '  <path d="M150 235 C 60 170 40 120 80 90 C 110 68 140 80 150 105 C 160 80 190 68 220 90 C 260 120 240 170 150 235 Z" ' +
  'fill="#fff" opacity="0.92"/>\n' +
  '</svg>';
const cover = path.join(tmp, 'cover.jpg');
await sharp(Buffer.from(coverSvg)).jpeg({ quality: 85 }).toFile(cover);
fs.mkdirSync(path.dirname(out), { recursive: true });
execFileSync('ffmpeg', [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  '-f',
  's16le',
  '-ar',
  String(RATE),
  '-ac',
  '1',
  '-i',
  raw,
  '-i',
  cover,
  '-map',
  '0:a',
  '-map',
  '1:v',
  '-af',
  'afade=t=in:d=0.05,afade=t=out:st=' + (seconds - 2.5).toFixed(2) + ':d=2.4',
  '-c:a',
  'libmp3lame',
  '-b:a',
  '64k',
  '-c:v',
  'copy',
  '-id3v2_version',
  '3',
  '-metadata',
  `title=${TRACK_TAGS.title}`,
  '-metadata',
  `artist=${TRACK_TAGS.artist}`,
  '-metadata',
  `album=${TRACK_TAGS.album}`,
  '-metadata:s:v',
  'title=Album cover',
  '-metadata:s:v',
  'comment=Cover (front)',
  out,
]);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes, ${seconds.toFixed(1)} s)`);
// Its tags as the server reads them, so a first start seeds them without loading the tag parser and sharp
// (decision 021; src/server/storage/track-tags.test.ts checks the two agree).
const tagsFile = out.replace(/\.mp3$/, '.tags.json');
fs.writeFileSync(tagsFile, `${JSON.stringify(await readFileTags(out), null, 2)}\n`);
console.log(`wrote ${path.relative(root, tagsFile)}`);
