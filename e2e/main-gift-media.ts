import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TEST_EDITOR } from './support';

// Media and steps the Main Gift journeys share. The media is made here with Debian's ffmpeg (no fixture
// files); the test video lasts long enough that it is still playing while the overlay is used.

const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const folder = path.join(os.tmpdir(), 'kado-e2e-main-gift-media-v1');

function ffmpeg(out: string, args: string[]): string {
  if (!fs.existsSync(out)) {
    fs.mkdirSync(folder, { recursive: true });
    const partial = `${out}.part${path.extname(out)}`;
    execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], { stdio: 'inherit' });
    fs.renameSync(partial, out);
  }
  return out;
}

/** A 30-second 160x90 H.264/AAC MP4 with its index first (a browser plays it at once). */
export function testVideo(): string {
  return ffmpeg(path.join(folder, 'gift.mp4'), [
    '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=30',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=30',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '24k', '-shortest', '-movflags', '+faststart',
  ]);
}

/** A 3-second tagged MP3. */
export function testSong(): string {
  return ffmpeg(path.join(folder, 'letter-song.mp3'), [
    '-f', 'lavfi', '-i', 'sine=frequency=523:duration=3',
    '-c:a', 'libmp3lame', '-b:a', '48k', '-id3v2_version', '3', '-metadata', 'title=Lagu Surat',
  ]);
}

/** The login dialog the Edit buttons open (SPEC.md §2 Login modal): fills it in as the giver. */
export async function loginThroughDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(TEST_EDITOR.email);
  await dialog.getByLabel('Password').fill(TEST_EDITOR.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

/** A name no other test or project uses. */
export const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;
