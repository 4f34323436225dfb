import { expect, test, type Page } from './fixtures';
import { crosswordCells, layoutCrossword, type CrosswordDirection, type PlacedWord } from '../src/shared/crossword-layout';
import { ROUTES } from '../src/shared/routes';
import { csrf, login, unlockWithPin } from './support';

// Kado's own crossword (docs/product.md §2 /games/tts): the giver writes word + clue pairs, the server lays them out, the
// recipient fills the grid with the keyboard and sees it solved. The gift holds one crossword, so each
// project brings its own words; the layout is deterministic, so the test knows where each word lies.

const WORDS: Record<string, { word: string; clue: string }[]> = {
  phone: [
    { word: 'MAWAR', clue: 'Bunga merah yang berduri' },
    { word: 'MELATI', clue: 'Bunga putih yang harum' },
    { word: 'ANGGREK', clue: 'Bunga yang tumbuh menempel di pohon' },
  ],
  desktop: [
    { word: 'PANTAI', clue: 'Tempat pasir bertemu ombak' },
    { word: 'PELANGI', clue: 'Tujuh warna setelah hujan' },
    { word: 'GUNUNG', clue: 'Tempat tinggi untuk didaki' },
  ],
};

const directionName = (word: PlacedWord) => (word.direction === 'across' ? 'Mendatar' : 'Menurun');

/** The input of a word's first letter, found by its accessible name. */
const firstCell = (page: Page, word: PlacedWord) =>
  page.getByRole('group', { name: 'Kotak teka-teki silang' }).getByRole('textbox', {
    name: new RegExp(`(^|, )${word.number} ${directionName(word)}, huruf 1 dari ${word.word.length}(,|$)`),
  });

test('the giver makes a 3-word crossword and the recipient solves it', async ({ page }, testInfo) => {
  // Two roles and about thirty keystrokes: on two shared cores this journey needs more than the default.
  test.setTimeout(60_000);
  const entries = WORDS[testInfo.project.name] ?? WORDS.desktop!;
  const layout = layoutCrossword(entries);
  expect(layout.unplaced, 'the chosen words all cross').toEqual([]);

  // The giver: a word that shares no letter is reported, then the three words are saved.
  await login(page);
  // A fresh start: the editor's rows begin from the saved puzzle, and the other project saved one.
  await page.request.delete('/api/crossword', { headers: csrf });
  await page.goto(ROUTES.crossword);
  const editor = page.getByRole('region', { name: 'Teka-teki Silang', exact: true });
  await expect(editor.getByLabel('Kata 3', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Tambah Kata' }).click();
  for (const [index, entry] of entries.entries()) {
    await editor.getByLabel(`Kata ${index + 1}`, { exact: true }).fill(entry.word.toLowerCase());
    await editor.getByLabel(`Petunjuk ${index + 1}`, { exact: true }).fill(entry.clue);
  }
  await editor.getByLabel('Kata 4', { exact: true }).fill('XYZ');
  await editor.getByLabel('Petunjuk 4', { exact: true }).fill('Tiga huruf terakhir');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  const unplaced = editor.getByRole('list', { name: /Kata yang tidak bisa disilangkan/ });
  await expect(unplaced).toHaveText('XYZ');
  await editor.getByRole('button', { name: 'Hapus kata 4' }).click();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Teka-teki silang berhasil disimpan!')).toBeVisible();
  await expect(unplaced).toHaveCount(0);

  // The recipient: the game list now offers the crossword.
  await page.context().clearCookies();
  await unlockWithPin(page);
  await page.goto(ROUTES.games);
  await page.getByRole('link', { name: 'Teka Teki Mini Game' }).click();
  await expect(page).toHaveURL(ROUTES.crossword);
  await expect(page.getByRole('heading', { level: 1, name: 'Teka Teki Mini Game' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teka-teki Silang' })).toHaveCount(0);

  const cells = crosswordCells(layout);
  const clue = page.locator('p[aria-live="polite"]').filter({ hasText: 'Petunjuk aktif' });
  const across = layout.placed.find((word) => word.direction === 'across')!;
  const downs = layout.placed.filter((word) => word.direction === 'down');

  // Across: a tap on the first letter, then typing moves along the word.
  await firstCell(page, across).click();
  await expect(clue).toContainText(across.clue);
  await page.keyboard.type(across.word.toLowerCase());
  const acrossCells = page.getByRole('textbox', { name: new RegExp(`(^|, )${across.number} Mendatar, huruf \\d+ dari`) });
  await expect(acrossCells).toHaveCount(across.word.length);
  for (let k = 0; k < across.word.length; k++) await expect(acrossCells.nth(k)).toHaveValue(across.word[k]!);

  // A wrong letter is flagged by 'Periksa'.
  const down = downs[0]!;
  const downClue = page.getByRole('region', { name: 'Menurun' }).getByRole('button', { name: new RegExp(down.clue) });
  await downClue.click();
  await expect(clue).toContainText(down.clue);
  await page.keyboard.type('Q');
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page.getByText('Ada 1 huruf yang salah. Coba lagi!')).toBeVisible();
  await expect(firstCell(page, down)).toHaveAttribute('aria-invalid', 'true');

  // Down: the clue list jumps to the word, Backspace clears the wrong letter, typing moves down.
  await downClue.click();
  await page.keyboard.press('Backspace');
  await expect(firstCell(page, down)).toHaveValue('');
  await page.keyboard.type(down.word);
  let direction: CrosswordDirection = 'down';
  for (const other of [...downs.slice(1), ...layout.placed.filter((word) => word.direction === 'across' && word !== across)]) {
    await firstCell(page, other).click();
    // A tap keeps the cursor's direction where a word runs that way; the arrow along the word turns it.
    if (other.direction !== direction && cells[other.row]?.[other.col]?.[direction] !== null) {
      await page.keyboard.press(other.direction === 'down' ? 'ArrowDown' : 'ArrowRight');
    }
    await expect(clue).toContainText(other.clue);
    await page.keyboard.type(other.word);
    direction = other.direction;
  }

  await expect(page.getByText('Selamat! Teka-teki selesai 🎉')).toBeVisible();
  await page.getByRole('link', { name: 'Kembali', exact: true }).click();
  await expect(page).toHaveURL(ROUTES.games);
});
