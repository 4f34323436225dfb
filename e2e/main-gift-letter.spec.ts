import { expect, test } from './fixtures';
import { ROUTES } from '../src/shared/routes';
import { collectErrors, loginThroughDialog, passQuiz, testSong, unique, unlockWithPin } from './support';

// The letter journey: the giver writes the letter behind the login dialog (481 characters cannot be
// typed; a file that is not audio is refused with the server's message, nothing saved), adds music;
// the recipient's page types the paragraphs one after another, and the music starts on the first click.

interface Snapshot {
  state: string | null;
  paragraphs: { index: number; state: string | undefined; text: string; cursor: boolean }[];
}

declare global {
  interface Window {
    __letterLog?: Snapshot[];
  }
}

test('the giver writes the letter; the recipient sees it typed paragraph by paragraph, in order', async ({ page }, info) => {
  // Writing, two saves and the whole typed letter: more than the default on two shared cores.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const mark = unique('surat', info.project.name);
  const paragraphs = [`Halo sayang (${mark}).`, 'Terima kasih untuk setiap harinya.', 'Aku sayang kamu, selalu.'];

  await unlockWithPin(page);
  // Main Gift is earned: this recipient has played the quiz.
  await passQuiz(page);
  await page.goto(ROUTES.loveTyping);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await loginThroughDialog(page);
  await expect(page).toHaveURL(/\/edit-love-typing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Love Typing');

  // Start from one paragraph: remove the others, keeping the first.
  const fields = page.getByTestId('paragraph-field');
  await expect(fields.first()).toBeVisible();
  while ((await fields.count()) > 1) await page.getByRole('button', { name: `Hapus Paragraf ${await fields.count()}` }).click();
  await expect(page.getByRole('button', { name: 'Hapus Paragraf 1' })).toBeDisabled();

  // docs/product.md §5: 480 characters at most; the 481st cannot be typed, and the counter says so.
  const first = page.getByLabel('Paragraf 1', { exact: true });
  await first.fill('');
  await first.pressSequentially('x');
  await first.fill('a'.repeat(480));
  await first.press('End');
  await first.press('b');
  await expect(first).toHaveValue('a'.repeat(480));
  await expect(fields.first().getByText('480/480')).toBeVisible();

  await first.fill(paragraphs[0]!);
  for (const [i, text] of paragraphs.slice(1).entries()) {
    await page.getByRole('button', { name: 'Tambah Paragraf' }).click();
    const field = page.getByLabel(`Paragraf ${i + 2}`, { exact: true });
    await expect(field).toBeFocused();
    await field.fill(text);
  }
  await expect(fields.nth(1).getByText(`${paragraphs[1]!.length}/480`)).toBeVisible();

  // Music that is not audio: the server's message, the page stays, nothing is saved.
  await page
    .getByLabel('Musik Latar')
    .setInputFiles({ name: 'lagu.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('definitely not an mp3 file') });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Jenis file tidak didukung. Gunakan audio (MP3, OGG, WAV, FLAC, M4A).' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/edit-love-typing$/);
  const unsaved = (await (await page.request.get('/api/love-typing')).json()) as { data: { paragraphs: string[] } };
  expect(unsaved.data.paragraphs).not.toContain(paragraphs[0]);

  await page.getByLabel('Musik Latar').setInputFiles(testSong());
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/love-typing$/);

  // The recipient's view, fresh: a recorder notes every state the letter passes through.
  await page.addInitScript(() => {
    const log: Snapshot[] = [];
    window.__letterLog = log;
    const record = () => {
      const root = document.querySelector('[data-testid="love-letter"]');
      if (!root) return;
      log.push({
        state: root.getAttribute('data-state'),
        paragraphs: Array.from(root.querySelectorAll<HTMLElement>('p[data-index]')).map((p) => ({
          index: Number(p.dataset.index),
          state: p.dataset.state,
          text: (p.querySelector('[data-typed]') ?? p).textContent ?? '',
          cursor: p.querySelector('[data-cursor]')?.textContent === '_',
        })),
      });
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.goto(ROUTES.loveTyping);
  const letter = page.getByTestId('love-letter');
  await expect(letter).toHaveAttribute('data-count', '3');
  const music = page.getByTestId('love-typing-music');
  await expect(music).toHaveAttribute('data-playing', 'false');
  expect(await music.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

  await expect(letter).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  const texts = await letter.locator('p[data-index]').allTextContents();
  expect(texts).toEqual(paragraphs);
  await expect(letter.locator('[data-cursor]')).toHaveCount(0);

  const log = await page.evaluate(() => window.__letterLog ?? []);
  expect(log.length).toBeGreaterThan(20);
  for (const snapshot of log) {
    const shown = snapshot.paragraphs;
    // Paragraphs appear in order; all but the last one shown are finished, plain text without a cursor.
    expect(shown.map((p) => p.index)).toEqual(shown.map((_, i) => i));
    for (const p of shown.slice(0, -1)) expect(p).toMatchObject({ state: 'done', text: paragraphs[p.index], cursor: false });
    const last = shown.at(-1);
    if (last?.state === 'typing') {
      expect(paragraphs[last.index]!.startsWith(last.text)).toBe(true);
      expect(last.cursor).toBe(true);
    }
  }
  // Each paragraph was seen part-typed with the cursor, and each pause showed a finished paragraph alone.
  for (const index of [0, 1, 2]) {
    expect(
      log.some((s) =>
        s.paragraphs.some(
          (p) => p.index === index && p.state === 'typing' && p.text.length > 0 && p.text.length < paragraphs[index]!.length,
        ),
      ),
    ).toBe(true);
  }
  for (const index of [0, 1]) {
    expect(log.some((s) => s.state === 'pausing' && s.paragraphs.length === index + 1 && s.paragraphs[index]!.state === 'done')).toBe(true);
  }

  // The letter's own music waits for the first click.
  await letter.click();
  await expect(music).toHaveAttribute('data-playing', 'true');
  expect(await music.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);

  await page.getByRole('link', { name: 'Kembali', exact: true }).click();
  await expect(page).toHaveURL(/\/main-gift$/);
  expect(errors.filter((e) => !e.includes('415') && !e.includes('POST /api/love-typing failed'))).toEqual([]);
});
