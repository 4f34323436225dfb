import { expect, test, type Page } from './fixtures';
import type { LoveMoment } from '../src/shared/schemas/love-moment';
import { axeFindings, JOURNEY_CHROMIUM, login, testSong, testVideo, toast, unique, unlockWithPin, voiceClock } from './support';

// Voice notes (decision 029): the giver records one in the love moment editor with the microphone
// (Chromium's fake device: a steady tone, no prompt), listens, keeps it and saves; the recipient hears it
// on the card's back, from /storage, as audio.

test.use({
  launchOptions: {
    ...JOURNEY_CHROMIUM,
    args: [...JOURNEY_CHROMIUM.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

/** No serious or critical axe violation inside `selector`. */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const serious = await axeFindings(page, selector);
  expect(serious, serious.join('\n')).toEqual([]);
}

test('the giver records a voice note; the recipient plays it on the card', async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  const title = unique('Suara', info.project.name);

  await login(page);
  await page.goto('/edit-love-moment');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Tanggal').fill('2023-03-03');
  await page.getByLabel('Surat Cinta').fill('Dengarkan suaraku.');

  const field = page.getByRole('group', { name: 'Pesan suara (opsional)' });
  // By keyboard: focus follows the recorder (Rekam → Berhenti → Pakai rekaman ini).
  await field.getByRole('button', { name: 'Rekam' }).focus();
  await page.keyboard.press('Enter');
  await expect(field.getByRole('status')).toContainText('Merekam');
  await expect(field.getByRole('button', { name: 'Berhenti' })).toBeFocused();
  // Two seconds of the fake microphone's tone.
  await expect(field.getByRole('status')).toContainText('0:02', { timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(field.getByRole('status')).toHaveText('Rekaman selesai. Dengarkan dulu, lalu pakai atau buang.');
  const preview = field.getByLabel('Pratinjau rekaman');
  await expect(preview).toBeVisible();
  await expectAccessible(page, '[data-testid="voice-note-field"]');
  await expect(field.getByRole('button', { name: 'Pakai rekaman ini' })).toBeFocused();
  // Saving now would lose the recording without a word: the form refuses, says why, and sends nothing.
  let posted = false;
  page.on('request', (r) => (posted ||= new URL(r.url()).pathname === '/api/love-moment' && r.method() === 'POST'));
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(field.getByText('Rekamanmu belum dipakai', { exact: false })).toBeVisible();
  expect(posted).toBe(false);
  // Back to 'keep' (focus had moved there by itself, above); the keyboard keeps it.
  await field.getByRole('button', { name: 'Pakai rekaman ini' }).focus();
  await page.keyboard.press('Enter');
  await expect(field.getByText('Pesan suara baru: rekaman')).toBeVisible();
  await expect(field.getByLabel('Pesan suara baru')).toBeVisible();

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/love-moment' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add Moment' }).click();
  const reply = await saved;
  expect(reply.status()).toBe(200);
  const moment = ((await reply.json()) as { data: LoveMoment }).data;
  expect(moment.voice_note).toMatch(/^g\d+\/voice-notes\/[0-9a-f]{32}\.webm$/);
  // The server read the recording's length from the file (MediaRecorder's WebM does not say it): two seconds or so.
  expect(moment.voice_note_duration_ms).toBeGreaterThanOrEqual(1900);
  expect(moment.voice_note_duration_ms).toBeLessThan(6000);
  const length = voiceClock(moment.voice_note_duration_ms!);
  await expect(toast(page, 'Love moment created successfully!')).toBeVisible();

  // The recipient.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const recipient = await context.newPage();
  await unlockWithPin(recipient);
  // As after the PIN page (docs/product.md §4): the background music may play from here on.
  await recipient.addInitScript(() => localStorage.setItem('is_pin', 'true'));
  await recipient.goto('/love-moment');
  const card = recipient.getByTestId('love-moment-card').filter({ hasText: title });
  await card.getByRole('button', { name: title, exact: true, pressed: false }).click();
  const controls = card.getByRole('group', { name: `Pesan suara: ${title}` });
  await expect(controls).toBeVisible();
  await expect(card.getByText('Pesan suara', { exact: true })).toBeVisible();
  // Before anything is played the player shows the note's real length, not '0:00 / 0:00': the audio element has
  // fetched nothing and knows none.
  await expect(controls.getByTestId('voice-note-time')).toHaveText(`0:00 / ${length}`);
  const player = controls.locator('audio');
  expect(await player.evaluate((audio: HTMLAudioElement) => String(audio.duration))).toBe('NaN');
  await expectAccessible(recipient, '[data-testid="love-moment-voice-note"]');
  const src = await player.getAttribute('src');
  expect(src).toBe(`/storage/${moment.voice_note}`);

  const musicPaused = () => recipient.locator('audio[data-testid="background-music"]').evaluate((audio: HTMLAudioElement) => audio.paused);
  // The background music plays on the love moments page (the listener presses Play where autoplay waits).
  if (await musicPaused()) {
    await recipient.getByRole('button', { name: 'Buka pemutar musik' }).click();
    const play = recipient.getByRole('region', { name: 'Pemutar musik' }).getByRole('button', { name: 'Play' });
    if (await play.isVisible()) await play.click();
    await recipient.keyboard.press('Escape');
  }
  await expect.poll(musicPaused).toBe(false);

  // The file is audio for the recipient, and the browser can decode and play it.
  const file = await recipient.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('audio/webm');
  const playable = await player.evaluate(async (element) => {
    const audio = element as HTMLAudioElement;
    audio.preload = 'auto';
    audio.muted = true;
    audio.load();
    await new Promise<void>((resolve, reject) => {
      audio.addEventListener('canplay', () => resolve(), { once: true });
      audio.addEventListener('error', () => reject(new Error(`media error ${audio.error?.code}`)), { once: true });
    });
    await audio.play();
    return { canPlay: audio.canPlayType('audio/webm; codecs=opus'), readyState: audio.readyState, paused: audio.paused };
  });
  expect(playable.canPlay).not.toBe('');
  expect(playable.readyState).toBeGreaterThanOrEqual(3);
  expect(playable.paused).toBe(false);
  // Loaded and playing, the element says Infinity or a guess (a recorded WebM has no Duration): the stored length stays.
  await expect(controls.getByTestId('voice-note-time')).toHaveText(new RegExp(` / ${length}$`));
  await expect(controls.getByRole('button', { name: 'Jeda pesan suara' })).toBeVisible();
  // Playing it did not turn the card back.
  await expect(card.getByRole('button', { name: title, exact: true, pressed: true })).toBeVisible();
  // The background music holds while the voice note plays, and plays on when the note stops.
  await expect.poll(musicPaused).toBe(true);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
  await expect.poll(musicPaused).toBe(false);
  await context.close();
});

test('the giver picks an audio file, is refused a video, and removes the voice note', async ({ page }, info) => {
  test.setTimeout(60_000);
  const title = unique('Lagu', info.project.name);
  await login(page);
  await page.goto('/edit-love-moment');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Tanggal').fill('2023-04-04');
  await page.getByLabel('Surat Cinta').fill('Lagu kita.');
  const field = page.getByRole('group', { name: 'Pesan suara (opsional)' });
  await field.getByLabel('Atau pilih file audio').setInputFiles(testSong());
  await expect(field.getByText('Pesan suara baru: letter-song.mp3')).toBeVisible();
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/love-moment' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add Moment' }).click();
  const moment = ((await (await created).json()) as { data: LoveMoment }).data;
  expect(moment.voice_note).toMatch(/^g\d+\/voice-notes\/[0-9a-f]{32}\.mp3$/);
  await expect(toast(page, 'Love moment created successfully!')).toBeVisible();

  // Edit it: a video is refused by the server, in words under the field, and nothing changes.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Select Moment').selectOption(String(moment.id));
  const current = field.getByRole('group', { name: 'Pesan suara sekarang' });
  await expect(current.locator('audio')).toHaveAttribute('src', `/storage/${moment.voice_note}`);
  // The three-second song's length, read by the server, shows before it is played.
  expect(moment.voice_note_duration_ms).toBeGreaterThanOrEqual(3000);
  await expect(current.getByTestId('voice-note-time')).toHaveText('0:00 / 0:03');
  await field.getByLabel('Atau pilih file audio').setInputFiles(testVideo());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const refusal = 'Jenis file tidak didukung. Gunakan audio (WebM, Ogg/Opus, MP3, M4A).';
  await expect(field.getByRole('alert')).toHaveText(refusal);
  expect((await page.request.get(`/storage/${moment.voice_note}`)).status()).toBe(200);

  // Remove it.
  await field.getByRole('button', { name: 'Batalkan pesan suara baru' }).click();
  await field.getByRole('button', { name: 'Hapus pesan suara' }).click();
  await expect(field.getByText('Pesan suara akan dihapus saat disimpan.')).toBeVisible();
  const updated = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/love-moment/${moment.id}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect(((await (await updated).json()) as { data: LoveMoment }).data.voice_note).toBeNull();
  await expect(toast(page, 'Love moment updated successfully!')).toBeVisible();
  await expect(field.getByText('Belum ada pesan suara.')).toBeVisible();
  expect((await page.request.get(`/storage/${moment.voice_note}`)).status()).toBe(404);
});
