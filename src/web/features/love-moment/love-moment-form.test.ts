import { describe, expect, it } from 'vitest';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { ApiError } from '@/api/client';
import { WriteError } from '@/api/write';
import { serverFieldErrors } from '@/lib/form-errors';
import {
  emptyLoveMomentForm,
  firstInFormOrder,
  formFromMoment,
  loveMomentFieldNames,
  momentIdFrom,
  validateLoveMomentForm,
} from './love-moment-form';

const moment: LoveMoment = {
  id: 4,
  title: 'Kencan pertama',
  date: '2021-11-14',
  letter: 'Baris satu\nBaris dua',
  opens_at: null,
  sealed: false,
  cover_image: 'covers/a.jpg',
  cover_thumb: 'covers/a-480.webp',
  cover_display: 'covers/a-1600.webp',
  cover_placeholder: null,
  voice_note: null,
  voice_note_duration_ms: null,
};

describe('validateLoveMomentForm', () => {
  it('gives the trimmed texts to send, keeping the letter’s line breaks', () => {
    const result = validateLoveMomentForm({ title: '  Pantai ', date: '2022-02-02', letter: 'Halo\r\nsayang\n\nCinta', opens_at: '' });
    expect(result).toEqual({ ok: true, value: { title: 'Pantai', date: '2022-02-02', letter: 'Halo\nsayang\n\nCinta', opens_at: null } });
  });

  it("refuses blanks with the server's messages, the first failing rule per field", () => {
    const result = validateLoveMomentForm({ title: '   ', date: '', letter: '', opens_at: '' });
    expect(result).toEqual({
      ok: false,
      errors: { title: ['Judul wajib diisi.'], date: ['Tanggal wajib diisi.'], letter: ['Surat cinta wajib diisi.'] },
    });
  });

  it('refuses a date that does not exist and a title over 100 characters', () => {
    const result = validateLoveMomentForm({ title: 'x'.repeat(101), date: '2021-02-30', letter: 'ok', opens_at: '' });
    expect(result).toEqual({ ok: false, errors: { title: ['Judul maksimal 100 karakter.'], date: ['Tanggal tidak valid.'] } });
  });

  it("takes a time capsule's opening day, and refuses one that does not exist (decision 028)", () => {
    const base = { title: 'Ulang tahun', date: '2026-01-01', letter: 'Buka nanti' };
    expect(validateLoveMomentForm({ ...base, opens_at: '2027-02-14' })).toEqual({ ok: true, value: { ...base, opens_at: '2027-02-14' } });
    expect(validateLoveMomentForm({ ...base, opens_at: '2027-02-30' })).toEqual({
      ok: false,
      errors: { opens_at: ['Tanggal dibuka tidak valid.'] },
    });
    expect(validateLoveMomentForm({ ...base, opens_at: '14-02-2027' })).toEqual({
      ok: false,
      errors: { opens_at: ['Tanggal dibuka harus berformat YYYY-MM-DD.'] },
    });
  });
});

describe('form helpers', () => {
  it('starts blank and fills from a selected moment', () => {
    expect(emptyLoveMomentForm()).toEqual({ title: '', date: '', letter: '', opens_at: '' });
    expect(formFromMoment(moment)).toEqual({ title: 'Kencan pertama', date: '2021-11-14', letter: 'Baris satu\nBaris dua', opens_at: '' });
    expect(formFromMoment({ ...moment, opens_at: '2030-01-01' }).opens_at).toBe('2030-01-01');
    // A moment without its letter (a sealed capsule's, as the recipient's list gives it) fills an empty field.
    expect(formFromMoment({ ...moment, letter: null, sealed: true }).letter).toBe('');
  });

  it("maps the server's field errors to the form, the cover included", () => {
    const message = 'Jenis file tidak didukung. Gunakan gambar (JPEG, PNG, GIF, WebP, AVIF, HEIC).';
    const refused = new ApiError(422, message, { coverImage: [message], letter: ['Surat cinta wajib diisi.', 'second'], voiceNote: ['v'] });
    const errors = serverFieldErrors(new WriteError(message, refused), loveMomentFieldNames);
    expect(errors).toEqual({ cover: [message], letter: ['Surat cinta wajib diisi.', 'second'], voice: ['v'] });
    expect(firstInFormOrder(errors)).toBe(message);
    expect(firstInFormOrder({})).toBeUndefined();
  });

  it("toasts the first refused field in the form's order: Title, Date, Cover Image, Love Letter, opening day, voice note", () => {
    const fields = ['title', 'date', 'cover', 'letter', 'opens_at', 'voice'];
    const errors = Object.fromEntries(fields.map((field) => [field, [`${field} refused`]]));
    for (const field of fields) {
      expect(firstInFormOrder(errors)).toBe(`${field} refused`);
      delete errors[field];
    }
  });
});

describe('momentIdFrom', () => {
  it('reads a positive whole id from the address', () => {
    expect(momentIdFrom('7')).toBe(7);
    expect(momentIdFrom('0012')).toBe(12);
  });

  it('gives null without an id or for one no moment can have', () => {
    expect(momentIdFrom(undefined)).toBeNull();
    expect(momentIdFrom('0')).toBeNull();
    expect(momentIdFrom('-3')).toBeNull();
    expect(momentIdFrom('2.5')).toBeNull();
    expect(momentIdFrom('abc')).toBeNull();
    expect(momentIdFrom('99999999999999999999')).toBeNull();
    // Other spellings a number can have are not an id either.
    expect(momentIdFrom('1e3')).toBeNull();
    expect(momentIdFrom('0x10')).toBeNull();
    expect(momentIdFrom(' 12')).toBeNull();
    expect(momentIdFrom('12 ')).toBeNull();
  });
});
