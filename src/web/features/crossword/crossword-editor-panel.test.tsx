import { expect, test } from 'vitest';
import { inIndonesian } from '@shared/message-codes';
import { MSG } from '@shared/messages';
import { CROSSWORD_MSG } from '@shared/messages/crossword';
import { crosswordSaveReply } from '@shared/schemas/crossword';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { CrosswordEditorPanel } from './crossword-editor-panel';
import { http, logged, refuse, renderWithProviders, reply, screen, server, writes } from '@/testing/test-utils';

// The giver's crossword (docs/product.md §2 /games/tts, §5): the server's own rules on each row before anything is sent;
// a refusal of the server on the row it names, past the blank rows; the words that could not be crossed said after a
// save. (Its toasts are e2e/crossword.spec.ts's.)

test('checks each row before sending, puts the server’s refusal on the row it names, and says what could not be crossed', async () => {
  server.use(...builderHandlers(builderState()));
  const { user } = renderWithProviders(<CrosswordEditorPanel reloadNote={false} />);
  await user.type(await screen.findByLabelText('Kata 1'), 'cinta');
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText(inIndonesian(CROSSWORD_MSG.clueRequired))).toBeTruthy();
  expect(writes).toEqual([]);

  // Row 2 left blank: the third row is the second word sent, 'entries.1'.
  await user.type(screen.getByLabelText('Petunjuk 1'), 'Yang kita punya');
  await user.type(screen.getByLabelText('Kata 3'), 'rindu');
  await user.type(screen.getByLabelText('Petunjuk 3'), 'Saat jauh');
  server.use(http.post('/api/crossword', () => refuse(422, MSG.invalidInput, { 'entries.1.word': [CROSSWORD_MSG.wordLetters] })));
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  const refusal = await screen.findByText(inIndonesian(CROSSWORD_MSG.wordLetters), { selector: 'p:not([role=status] *)' });
  expect(screen.getByLabelText('Kata 3').getAttribute('aria-describedby')).toBe(refusal.id);

  server.use(
    http.post('/api/crossword', () =>
      reply(crosswordSaveReply, {
        success: true,
        message: CROSSWORD_MSG.savedWithUnplaced(1),
        data: {
          entries: [
            { word: 'CINTA', clue: 'Yang kita punya' },
            { word: 'RINDU', clue: 'Saat jauh' },
          ],
          layout: { width: 5, height: 1, placed: [], unplaced: ['RINDU'] },
          unplaced: ['RINDU'],
        },
      }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Kata yang tidak bisa disilangkan (tidak tampil di teka-teki):')).toBeTruthy();
  expect(screen.getByText('RINDU')).toBeTruthy();
});

test('a crossword that cannot be read is said in the panel and logged, with no form to lose words in', async () => {
  server.use(http.get('/api/crossword', () => refuse(500, MSG.serverError)));
  renderWithProviders(<CrosswordEditorPanel reloadNote={false} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Gagal mengambil data teka-teki silang.');
  expect(screen.queryByLabelText('Kata 1')).toBeNull();
  expect(logged.some((line) => line.startsWith('GET /api/crossword failed'))).toBe(true);
});
