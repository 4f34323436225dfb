import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Real image bytes for upload tests, made in code. */
export async function jpeg(width = 64, height = 48, options: { exif?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 220, g: 80, b: 120 } } }).jpeg({ quality: 80 });
  if (options.exif) {
    image = image.withExif({ IFD0: { Make: 'KadoCam', Model: 'Test 1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' } });
  }
  return image.toBuffer();
}

export async function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
}

export async function webp(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#00ff00' } })
    .webp()
    .toBuffer();
}

export const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** One second of a tone as Opus in WebM, as Chromium's MediaRecorder makes a voice note (ffmpeg). */
export function voiceWebm(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-voice-fixture-'));
  try {
    const out = path.join(dir, 'voice.webm');
    execFileSync('/usr/bin/ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:a',
      'libopus',
      out,
    ]);
    return fs.readFileSync(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
