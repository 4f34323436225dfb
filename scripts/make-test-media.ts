// Writes small real media files for tests and journeys into a folder:
//   video.mp4  2 s, 160x90 H.264 + AAC, moov atom first (+faststart) so a browser plays it at once
//   song.mp3   3 s tagged MP3 (ID3v2.3 title and artist)
// Needs ffmpeg (Debian: apt-get install -y ffmpeg). Run: npx tsx scripts/make-test-media.ts <folder>
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const TEST_SONG_TAGS = { title: 'Lagu Tes Kado', artist: 'Kado Test' };
const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';

const run = (args: string[]) => execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

/** A 2-second test-pattern MP4 with a tone; returns its path. */
export function makeTestVideo(folder: string, name = 'video.mp4'): string {
  const out = path.join(folder, name);
  run([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=15:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  return out;
}

/** A 3-second tagged MP3; returns its path. */
export function makeTestSong(folder: string, name = 'song.mp3'): string {
  const out = path.join(folder, name);
  run([
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=523:duration=3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    '-id3v2_version',
    '3',
    '-metadata',
    `title=${TEST_SONG_TAGS.title}`,
    '-metadata',
    `artist=${TEST_SONG_TAGS.artist}`,
    out,
  ]);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: npx tsx scripts/make-test-media.ts <folder>');
    process.exit(2);
  }
  fs.mkdirSync(folder, { recursive: true });
  for (const file of [makeTestVideo(folder), makeTestSong(folder)]) {
    console.log(`wrote ${file} (${fs.statSync(file).size} bytes)`);
  }
}
