import { describe, expect, it } from 'vitest';
import { layoutCrossword } from '../../shared/crossword-layout.js';
import { useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

const read = (headers = viewer) => t.app.inject({ method: 'GET', url: '/api/crossword', headers });
const save = (entries: unknown, headers = editor) =>
  t.app.inject({ method: 'POST', url: '/api/crossword', headers, payload: { entries } as Record<string, unknown> });
const remove = (headers = editor) => t.app.inject({ method: 'DELETE', url: '/api/crossword', headers });

const THREE = [
  { word: 'sayang', clue: 'Panggilanku untukmu' },
  { word: 'Cinta', clue: 'Yang kita punya' },
  { word: 'RINDU', clue: 'Saat kita berjauhan' },
];

describe('crossword', () => {
  it('answers data null before the giver makes one', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Teka-teki silang belum dibuat.', data: null });
  });

  it('refuses anonymous reads and viewer writes, and nothing changes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/crossword' })).statusCode).toBe(401);
    const before = await t.snapshot();
    expect((await save(THREE, viewer)).statusCode).toBe(403);
    expect((await remove(viewer)).statusCode).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('saves word + clue pairs (upper-cased, trimmed) and replies with the layout', async () => {
    const res = await save(THREE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const entries = [
      { word: 'SAYANG', clue: 'Panggilanku untukmu' },
      { word: 'CINTA', clue: 'Yang kita punya' },
      { word: 'RINDU', clue: 'Saat kita berjauhan' },
    ];
    expect(body).toEqual({
      success: true,
      message: 'Teka-teki silang berhasil disimpan!',
      data: { entries, layout: layoutCrossword(entries), unplaced: [] },
    });
    expect(body.data.layout.placed).toHaveLength(3);
  });

  it('serves the saved crossword to the viewer with the same layout', async () => {
    const saved = await save([...THREE, { word: 'kasih sayang', clue: ' Dua kata jadi satu ' }]);
    const res = await read();
    expect(res.json()).toEqual({
      success: true,
      message: 'Teka-teki silang berhasil diambil.',
      data: { entries: saved.json().data.entries, layout: saved.json().data.layout },
    });
    expect(res.json().data.entries[3]).toEqual({ word: 'KASIHSAYANG', clue: 'Dua kata jadi satu' });
  });

  it('saves words that cannot cross and names them', async () => {
    const res = await save([
      { word: 'BANANA', clue: 'Buah kuning' },
      { word: 'XYZ', clue: 'Tidak punya huruf yang sama' },
      { word: 'ANAK', clue: 'Buah hati' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Teka-teki silang disimpan, tetapi 1 kata tidak bisa disilangkan dan tidak tampil.');
    expect(res.json().data.unplaced).toEqual(['XYZ']);
    expect(res.json().data.layout.unplaced).toEqual(['XYZ']);
    expect((await read()).json().data.layout.unplaced).toEqual(['XYZ']);
  });

  it('replaces the previous crossword (one per gift)', async () => {
    await save(THREE);
    const rows = await t.app.ctx.db.selectFrom('crosswords').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.entries)).toHaveLength(3);
  });

  const entry = (word: unknown, clue: unknown = 'Petunjuk') => ({ word, clue });
  const valid = entry('CINTA');
  it.each([
    ['no entries', undefined, 'entries', 'Minimal 2 kata untuk teka-teki silang.'],
    ['one entry', [valid], 'entries', 'Minimal 2 kata untuk teka-teki silang.'],
    [
      '21 entries',
      Array.from({ length: 21 }, (_, i) => entry(`AB${'CDEFGHIJKLMNOPQRSTUVW'[i]}`)),
      'entries',
      'Maksimal 20 kata untuk teka-teki silang.',
    ],
    ['a blank word', [valid, entry('  ')], 'entries.1.word', 'Kata wajib diisi.'],
    ['a missing word', [valid, { clue: 'x' }], 'entries.1.word', 'Kata wajib diisi.'],
    ['digits', [valid, entry('CINTA2')], 'entries.1.word', 'Kata hanya boleh berisi huruf A-Z.'],
    ['a hyphen', [valid, entry('kupu-kupu')], 'entries.1.word', 'Kata hanya boleh berisi huruf A-Z.'],
    ['an accented letter', [valid, entry('café')], 'entries.1.word', 'Kata hanya boleh berisi huruf A-Z.'],
    ['one letter', [valid, entry('A')], 'entries.1.word', 'Kata harus 2-15 huruf.'],
    ['16 letters', [valid, entry('ABCDEFGHIJKLMNOP')], 'entries.1.word', 'Kata harus 2-15 huruf.'],
    ['a blank clue', [valid, entry('RINDU', '   ')], 'entries.1.clue', 'Petunjuk wajib diisi.'],
    ['a long clue', [valid, entry('RINDU', 'x'.repeat(121))], 'entries.1.clue', 'Petunjuk maksimal 120 karakter.'],
    [
      'a repeated word',
      [valid, entry('rindu'), entry('cin ta')],
      'entries.2.word',
      'Kata "CINTA" sudah dipakai. Setiap kata hanya boleh muncul sekali.',
    ],
  ])('refuses %s and changes nothing', async (_name, entries, field, message) => {
    const before = await t.snapshot();
    const res = await save(entries);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.snapshot()).toBe(before);
  });

  it('accepts the limits exactly: 15 letters, 120-character clues, 20 entries', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRST';
    const entries = Array.from({ length: 20 }, (_, i) => entry(`A${letters[i]}`, 'x'.repeat(120)));
    entries[0] = entry('ABCDEFGHIJKLMNO', 'x'.repeat(120));
    const res = await save(entries);
    expect(res.statusCode).toBe(200);
  });

  it('deletes the crossword, then answers 404 and data null', async () => {
    await save(THREE);
    const res = await remove();
    expect(res.json()).toEqual({ success: true, message: 'Teka-teki silang berhasil dihapus!' });
    expect((await read()).json().data).toBeNull();
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(withoutCode(again.json())).toEqual({ success: false, message: 'Teka-teki silang belum dibuat.' });
  });
});
