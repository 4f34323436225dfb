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

/** A JPEG of noise that re-encodes to about as many bytes as it has (quota tests); `seed` makes each one different. */
export async function noisyJpeg(width: number, height: number, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
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

/**
 * An MP4/M4A whose headers claim `ms` (mvhd, and each track's tkhd and mdhd, in their own timescales) while
 * its samples stay as they are: a 2 s file that says it lasts 23 hours.
 */
export function claimMp4Length(bytes: Buffer, ms: number): Buffer {
  const out = Buffer.from(bytes);
  let movieScale = 0;
  for (const type of ['mvhd', 'tkhd', 'mdhd']) {
    for (let at = out.indexOf(type, 0, 'latin1'); at >= 0; at = out.indexOf(type, at + 4, 'latin1')) {
      const content = at + 4;
      const v1 = out[content] === 1;
      // mvhd and mdhd: their timescale, then the duration; tkhd: track id and a reserved word, then the duration.
      const scale = type === 'tkhd' ? movieScale : out.readUInt32BE(content + (v1 ? 20 : 12));
      if (type === 'mvhd') movieScale = scale;
      const units = Math.round((ms * scale) / 1000);
      const durationAt = content + (type === 'tkhd' ? (v1 ? 28 : 20) : v1 ? 24 : 16);
      if (v1) out.writeBigUInt64BE(BigInt(units), durationAt);
      else out.writeUInt32BE(units, durationAt);
    }
  }
  return out;
}
