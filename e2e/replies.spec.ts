import { expect, test, type Page } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { axeFindings, JOURNEY_CHROMIUM, csrf, expectDialog, jpeg, login, passQuiz, unique, unlockWithPin, voiceClock } from './support';

// The recipient answers (decision 043): after the Main Gift, 'Balas Hadiah' takes the recipient to the reply
// page, where a letter and a voice note recorded with the microphone (Chromium's fake device: a steady tone,
// no prompt) are sent; the giver plays it in the hub's 'Balasan' and deletes it, its file with it. The recipient
// hearts a photo in the gallery's large view, and the giver sees its count. The form's refusal, count and toast
// and the hub's lists, their states and the delete's question are component tests (src/web/features/replies/).

test.use({
  launchOptions: {
    ...JOURNEY_CHROMIUM,
    args: [...JOURNEY_CHROMIUM.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

async function expectAccessible(page: Page, selector: string): Promise<void> {
  const serious = await axeFindings(page, selector);
  expect(serious, serious.join('\n')).toEqual([]);
}

test('the recipient replies with a recorded voice note after the Main Gift; the giver plays it in the hub', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(45_000);
  const words = unique('Terima kasih', info.project.name);

  await unlockWithPin(page);
  await passQuiz(page);
  await page.goto(ROUTES.mainGift);
  await page.getByRole('link', { name: /Balas Hadiah/ }).click();
  await expect(page).toHaveURL(ROUTES.reply);
  await expect(page.getByRole('heading', { level: 1, name: 'Balas Hadiah' })).toBeVisible();

  await page.getByLabel('Balasanmu').fill(words);
  const field = page.getByRole('group', { name: 'Pesan suara (opsional)' });
  await field.getByRole('button', { name: 'Rekam' }).click();
  await expect(field.getByRole('status')).toContainText('0:01', { timeout: 10_000 });
  await field.getByRole('button', { name: 'Berhenti' }).click();
  await expect(field.getByRole('button', { name: 'Pakai rekaman ini' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field.getByText('Pesan suara: rekaman')).toBeVisible();
  await expectAccessible(page, 'main');

  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/replies' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Kirim Balasan' }).click();
  const reply = await sent;
  expect(reply.status()).toBe(201);
  const saved = ((await reply.json()) as { data: { voice_note: string; voice_note_duration_ms: number } }).data;
  const voice = saved.voice_note;
  expect(voice).toMatch(/^g\d+\/reply-voice-notes\/[0-9a-f]{32}\.webm$/);
  // The server read the recording's length from the file (MediaRecorder's WebM does not say it): a second or so.
  expect(saved.voice_note_duration_ms).toBeGreaterThanOrEqual(900);
  expect(saved.voice_note_duration_ms).toBeLessThan(5000);
  const length = `0:00 / ${voiceClock(saved.voice_note_duration_ms)}`;
  const mine = page.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toBeVisible();
  // The sent reply's player shows the length before anything is played.
  await expect(mine.getByTestId('voice-note-time')).toHaveText(length);

  // The giver, in the hub's 'Balasan'.
  const giver = await (await browser.newContext()).newPage();
  await login(giver);
  await giver.goto(`${ROUTES.editPages}?section=replies`);
  const panel = giver.getByTestId('replies-panel');
  const item = panel.getByTestId('reply-item').filter({ hasText: words });
  await expect(item).toBeVisible();
  const controls = item.getByRole('group', { name: /^Pesan suara balasan, / });
  const player = controls.locator('audio');
  await expect(player).toHaveAttribute('src', `/storage/${voice}`);
  // Before anything is played the player shows the recording's real length, not '0:00 / 0:00': the element
  // itself has fetched nothing and knows none.
  await expect(controls.getByTestId('voice-note-time')).toHaveText(length);
  expect(await player.evaluate((audio: HTMLAudioElement) => String(audio.duration))).toBe('NaN');
  await expect(controls.getByRole('button', { name: 'Putar pesan suara' })).toBeVisible();
  const played = await player.evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { paused: audio.paused, time: audio.currentTime };
  });
  expect(played.paused).toBe(false);
  expect(played.time).toBeGreaterThan(0);
  await expect(controls.getByRole('button', { name: 'Jeda pesan suara' })).toBeVisible();
  // Playing, the length is still the recording's (the element says Infinity or a guess for such a WebM).
  await expect(controls.getByTestId('voice-note-time')).toHaveText(new RegExp(` / ${voiceClock(saved.voice_note_duration_ms)}$`));
  await expectAccessible(giver, '[data-testid="replies-panel"]');

  // Deleting asks first, then the reply and its voice note go.
  const asked = expectDialog(giver, 'Hapus balasan ini? Pesan suaranya juga ikut terhapus.');
  await item.getByRole('button', { name: /^Hapus balasan / }).click();
  await asked;
  await expect(item).toHaveCount(0);
  expect((await giver.request.get(`/storage/${voice}`)).status()).toBe(404);
});

test('the recipient hearts a photo in the large view; the giver sees the count', async ({ page, browser }, info) => {
  const title = unique('Pantai', info.project.name);
  const giver = await (await browser.newContext()).newPage();
  await login(giver);
  const folder = await giver.request.post('/api/gallery/create-folder', {
    data: { name: unique('Hati', info.project.name) },
    headers: csrf,
  });
  const folderId = ((await folder.json()) as { data: { id: number } }).data.id;
  const upload = await giver.request.post('/api/gallery/create-photos', {
    multipart: { folder_id: String(folderId), title, photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 400, 300) } },
    headers: csrf,
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await unlockWithPin(page);
  await page.goto(`/folder/${folderId}`);
  await page.getByRole('button', { name: `Lihat foto ${title}` }).click();
  const viewer = page.getByRole('dialog', { name: title });
  const heart = viewer.getByRole('button', { name: `Beri hati: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(viewer.getByTestId('heart-count')).toHaveText('0 hati');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer.getByTestId('heart-count')).toHaveText('1 hati');
  await expectAccessible(page, 'dialog');

  await giver.goto(`${ROUTES.editPages}?section=replies`);
  const hearted = giver.getByTestId('hearted-item').filter({ hasText: title });
  await expect(hearted).toContainText('Foto · 1 hati');
  await expect(hearted.locator('img')).toHaveAttribute('src', /^\/storage\/g\d+\/gallery\//);

  // Taken back: the count goes with it.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await giver.reload();
  await expect(giver.getByTestId('replies-panel').getByRole('heading', { name: 'Yang diberi hati' })).toBeVisible();
  await expect(giver.getByTestId('hearted-item').filter({ hasText: title })).toHaveCount(0);
});
