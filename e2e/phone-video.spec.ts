import { ownGift } from './own-gift';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, login, passQuiz, unlockWithPin } from './support';

// An iPhone video (decision 042): the giver uploads an HEVC .mov from the hub's Main Gift section, watches the
// server convert it, and the recipient's video page plays the converted H.264 MP4 with its poster.

const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';

/** Six seconds of 640x360 HEVC and AAC in a QuickTime file, tagged hvc1 as an iPhone writes it. */
function hevcMov(): string {
  const out = path.join(os.tmpdir(), 'kado-e2e-phone-video-v1', 'IMG_0042.MOV');
  if (!fs.existsSync(out)) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const partial = `${out}.part.mov`;
    execFileSync(FFMPEG, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=6:size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=duration=6', '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
      ...['-tag:v', 'hvc1', '-c:a', 'aac', '-shortest', partial],
    ]);
    fs.renameSync(partial, out);
  }
  return out;
}

test('an iPhone HEVC .mov uploaded from the hub is converted, and the recipient plays it', async ({ page, browser }) => {
  // Two encodes on the journey's clock: ffmpeg makes the HEVC file (once per machine) and the server converts it.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const movie = hevcMov();
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=mainGift`);
  await page.getByRole('link', { name: /Edit Video Gift/ }).click();
  await expect(page).toHaveURL(/\/edit-video-gift/);
  const title = page.getByLabel('Judul', { exact: true });
  if ((await title.inputValue()) === '') await title.fill('Video dari iPhone');
  await page.getByLabel('File Video').setInputFiles(movie);
  await page.getByRole('button', { name: /^Simpan/ }).click();

  // The save says the video is being converted; the page shows the percent, then that the new video is ready.
  await expect(page.getByRole('status').filter({ hasText: 'Videonya sedang diubah' })).toBeVisible();
  await expect(page).toHaveURL(/\/video-gift$/);
  const conversion = page.getByTestId('video-conversion');
  await expect(conversion).toHaveAttribute('data-state', 'converting');
  await expect(conversion.getByRole('progressbar', { name: 'Kemajuan pengubahan video' })).toBeVisible();
  await expect(conversion).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(conversion).toHaveText('Video baru sudah siap dan kini dilihat penerima.');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /^\/storage\/g\d+\/videos\/.+\.mp4$/);
  await expect(video).toHaveAttribute('poster', /^\/storage\/g\d+\/videos\/.+\.jpg$/);
  const src = await video.getAttribute('src');
  // The hub logs that its Main Gift preview names no gallery folder: a note of the hub's, not of this journey.
  expect(errors.filter((e) => !e.startsWith('Edit hub: no folder id'))).toEqual([]);

  // The recipient, in a browser of their own, meets the converted video from the gift choice, and it plays.
  const recipient = await browser.newPage({ baseURL: ownGift().origin });
  try {
    await unlockWithPin(recipient);
    await passQuiz(recipient);
    await recipient.goto(ROUTES.mainGift);
    await recipient.getByRole('button', { name: /Video Gift/ }).click();
    await expect(recipient).toHaveURL(/\/video-gift$/);
    const played = recipient.locator('video');
    await expect(played).toHaveAttribute('src', src!);
    await expect(recipient.getByTestId('video-conversion')).toHaveCount(0);
    await expect(recipient.locator('[data-playing]')).toHaveAttribute('data-playing', 'true');
    await expect
      .poll(() => played.evaluate((element: HTMLVideoElement) => ({ width: element.videoWidth, moving: element.currentTime > 0.2 })))
      .toEqual({ width: 640, moving: true });
  } finally {
    await recipient.close();
  }
});
