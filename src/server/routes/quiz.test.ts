import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

interface Question {
  id: number;
  question: string;
  answer?: string;
  quiz_options: { id: number; option: string }[];
}

const save = (payload: unknown, headers = editor) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes/create-or-update', headers, payload: payload as Record<string, unknown> });
/** The editor's list, answers included. */
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/quizzes', headers: editor })).json<{ data: Question[] }>().data;
const remove = (url: string, headers = editor) => t.app.inject({ method: 'DELETE', url, headers });

describe('quiz reads', () => {
  it('lists the seeded question with its options to a viewer, without its answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quizzes', headers: viewer });
    expect(res.statusCode).toBe(200);
    const [first] = res.json<{ data: Question[] }>().data;
    expect(first).toEqual({ id: expect.any(Number), question: 'Di kota mana kita pertama kali bertemu?', quiz_options: expect.any(Array) });
    expect(first!.quiz_options.map((o) => o.option)).toEqual(['Bandung', 'Jakarta', 'Yogyakarta']);
    expect(res.body).not.toContain('"answer"');
  });

  it('gives the editor the answers', async () => {
    const [first] = await list();
    expect(first).toMatchObject({ question: 'Di kota mana kita pertama kali bertemu?', answer: 'Bandung' });
  });

  it('reads one question (the answer to the editor only), and 404s an unknown one', async () => {
    const [first] = await list();
    const res = await t.app.inject({ method: 'GET', url: `/api/quizzes/${first!.id}`, headers: viewer });
    const { answer: _answer, ...withoutAnswer } = first!;
    expect(res.json()).toEqual({ success: true, message: 'Data kuis berhasil diambil.', data: withoutAnswer });
    const asEditor = await t.app.inject({ method: 'GET', url: `/api/quizzes/${first!.id}`, headers: editor });
    expect(asEditor.json().data).toEqual(first);
    const missing = await t.app.inject({ method: 'GET', url: '/api/quizzes/9999', headers: viewer });
    expect(missing.statusCode).toBe(404);
    expect(withoutCode(missing.json())).toEqual({ success: false, message: 'Data kuis tidak ditemukan.' });
  });

  it('refuses a viewer who tries to write', async () => {
    const before = await t.snapshot();
    const res = await save({ question: 'Q', answer: 'A', options: ['A', 'B'] }, viewer);
    expect(res.statusCode).toBe(403);
    const [first] = await list();
    expect((await remove(`/api/quizzes/option/${first!.quiz_options[0]!.id}`, viewer)).statusCode).toBe(403);
    expect((await remove(`/api/quizzes/question/${first!.id}`, viewer)).statusCode).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('quiz create, update, delete', () => {
  it('creates a question, dropping blank options and trimming the rest', async () => {
    const res = await save({ question: ' Warna favoritku? ', answer: 'Biru', options: ['Merah', '  ', 'Biru ', '', 'Hijau', 'Kuning'] });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; message: string; data: Question }>();
    expect(body).toMatchObject({ success: true, message: 'Pertanyaan berhasil disimpan!' });
    expect(body.data).toMatchObject({ question: 'Warna favoritku?', answer: 'Biru' });
    expect(body.data.quiz_options.map((o) => o.option)).toEqual(['Merah', 'Biru', 'Hijau', 'Kuning']);
    expect(await list()).toContainEqual(body.data);
  });

  it('keeps an answer that is not among the options (a hint in the editor, not a rule)', async () => {
    const res = await save({ question: 'Tebak', answer: 'Tidak ada', options: ['A', 'B'] });
    expect(res.statusCode).toBe(200);
  });

  it('replaces the text, answer and options of an existing question', async () => {
    const created = (await save({ question: 'Lama', answer: 'X', options: ['X', 'Y', 'Z'] })).json<{ data: Question }>().data;
    const res = await save({ id: created.id, question: 'Baru', answer: 'Q', options: ['P', 'Q'] });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ data: Question }>().data;
    expect(updated).toMatchObject({ id: created.id, question: 'Baru', answer: 'Q' });
    expect(updated.quiz_options.map((o) => o.option)).toEqual(['P', 'Q']);
    const stored = (await list()).find((q) => q.id === created.id);
    expect(stored).toEqual(updated);
    const orphans = await t.app.ctx.db
      .selectFrom('quiz_options')
      .select('id')
      .where(
        'id',
        'in',
        created.quiz_options.map((o) => o.id),
      )
      .execute();
    expect(orphans).toEqual([]);
  });

  it('treats a null id as a new question', async () => {
    const count = (await list()).length;
    expect((await save({ id: null, question: 'Baru lagi', answer: 'A', options: ['A', 'B'] })).statusCode).toBe(200);
    expect(await list()).toHaveLength(count + 1);
  });

  it('answers an update of an unknown question with 404 and changes nothing', async () => {
    const before = await t.snapshot();
    const res = await save({ id: 9999, question: 'Q', answer: 'A', options: ['A', 'B'] });
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Data kuis tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('deletes a question with its options', async () => {
    const created = (await save({ question: 'Hapus aku', answer: 'A', options: ['A', 'B'] })).json<{ data: Question }>().data;
    const res = await remove(`/api/quizzes/question/${created.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Pertanyaan berhasil dihapus!' });
    expect((await list()).find((q) => q.id === created.id)).toBeUndefined();
    const options = await t.app.ctx.db.selectFrom('quiz_options').select('id').where('question_id', '=', created.id).execute();
    expect(options).toEqual([]);
    const again = await remove(`/api/quizzes/question/${created.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('the two-option minimum', () => {
  it.each([
    [{ question: 'Q', answer: 'A', options: ['A'] }],
    [{ question: 'Q', answer: 'A', options: ['A', '', '   '] }],
    [{ question: 'Q', answer: 'A', options: [] }],
    [{ question: 'Q', answer: 'A' }],
    [{ question: 'Q', answer: 'A', options: 'A,B' }],
  ])('refuses %j with the message of docs/product.md §5 under options, and changes nothing', async (payload) => {
    const before = await t.snapshot();
    const res = await save(payload);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Minimal harus ada 2 opsi jawaban.',
      errors: { options: ['Minimal harus ada 2 opsi jawaban.'] },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('applies to updates too', async () => {
    const [first] = await list();
    const before = await t.snapshot();
    const res = await save({ id: first!.id, question: 'Q', answer: 'A', options: ['A', ' '] });
    expect(res.statusCode).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('quiz validation', () => {
  it.each([
    [{ question: '', answer: 'A', options: ['A', 'B'] }, 'question', 'Pertanyaan wajib diisi.'],
    [{ question: '   ', answer: 'A', options: ['A', 'B'] }, 'question', 'Pertanyaan wajib diisi.'],
    [{ answer: 'A', options: ['A', 'B'] }, 'question', 'Pertanyaan wajib diisi.'],
    [{ question: 'x'.repeat(256), answer: 'A', options: ['A', 'B'] }, 'question', 'Pertanyaan maksimal 255 karakter.'],
    [{ question: 'Q', answer: ' ', options: ['A', 'B'] }, 'answer', 'Jawaban benar wajib diisi.'],
    [{ question: 'Q', options: ['A', 'B'] }, 'answer', 'Jawaban benar wajib diisi.'],
    [{ question: 'Q', answer: 'x'.repeat(256), options: ['A', 'B'] }, 'answer', 'Jawaban benar maksimal 255 karakter.'],
    [{ question: 'Q', answer: 'A', options: ['A', 'x'.repeat(256)] }, 'options', 'Setiap opsi jawaban maksimal 255 karakter.'],
    [{ question: 'Q', answer: 'A', options: Array.from({ length: 27 }, (_, i) => `O${i}`) }, 'options', 'Maksimal 26 opsi jawaban.'],
    [{ question: 'Q', answer: 'A', options: ['A', 5] }, 'options.1', 'Opsi jawaban harus berupa teks.'],
    [{ id: 'abc', question: 'Q', answer: 'A', options: ['A', 'B'] }, 'id', 'Data tidak valid.'],
  ])('refuses %j', async (payload, field, message) => {
    const before = await t.snapshot();
    const res = await save(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.snapshot()).toBe(before);
  });

  it('reports every failing field at once', async () => {
    const res = await save({ question: '', answer: '', options: ['A'] });
    expect(res.json().errors).toEqual({
      question: ['Pertanyaan wajib diisi.'],
      answer: ['Jawaban benar wajib diisi.'],
      options: ['Minimal harus ada 2 opsi jawaban.'],
    });
  });
});

describe('option deletion', () => {
  it('deletes one option; the others stay', async () => {
    const created = (await save({ question: 'Empat opsi', answer: 'A', options: ['A', 'B', 'C', 'D'] })).json<{ data: Question }>().data;
    const [a, b, c, d] = created.quiz_options;
    const res = await remove(`/api/quizzes/option/${c!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Opsi berhasil dihapus' });
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/${created.id}`, headers: viewer });
    expect(read.json<{ data: Question }>().data.quiz_options).toEqual([a, b, d]);
  });

  it('refuses to leave fewer than 2 options with 422 and the message of docs/product.md §5; nothing changes', async () => {
    const created = (await save({ question: 'Dua opsi', answer: 'A', options: ['A', 'B'] })).json<{ data: Question }>().data;
    const before = await t.snapshot();
    const res = await remove(`/api/quizzes/option/${created.quiz_options[1]!.id}`);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Minimal harus ada 2 opsi jawaban.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses to delete the right answer with 422 and says what to do; nothing changes', async () => {
    const created = (await save({ question: 'Tiga opsi', answer: 'b', options: ['A', 'B', 'C'] })).json<{ data: Question }>().data;
    const before = await t.snapshot();
    const res = await remove(`/api/quizzes/option/${created.quiz_options[1]!.id}`);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({
      success: false,
      message: 'Opsi ini adalah jawaban benar. Ubah jawaban benar di editor kuis sebelum menghapusnya.',
    });
    expect(await t.snapshot()).toBe(before);
    // Another option still the answer (a duplicate): one of them may go.
    const twice = (await save({ question: 'Kembar', answer: 'X', options: ['X', 'x ', 'Y'] })).json<{ data: Question }>().data;
    expect((await remove(`/api/quizzes/option/${twice.quiz_options[0]!.id}`)).statusCode).toBe(200);
  });

  it('answers an unknown option with 404 and changes nothing', async () => {
    const before = await t.snapshot();
    const res = await remove('/api/quizzes/option/99999');
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Opsi tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });
});
