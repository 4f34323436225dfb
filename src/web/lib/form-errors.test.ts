import { describe, expect, it } from 'vitest';
import { dateInputCreateBody } from '@shared/schemas/date-input';
import { daysOfLoveBody } from '@shared/schemas/days-of-love';
import { featuresBody } from '@shared/schemas/features';
import { openingBody } from '@shared/schemas/opening';
import { ApiError } from '@/api/client';
import { WriteError } from '@/api/write';
import { checkForm } from './check-form';
import { firstError, onlyFields, renameFields, serverFieldErrors, withFieldError, withoutFieldError } from './form-errors';

describe('checkForm with the shared schemas', () => {
  it('shows the first failing rule per field (docs/product.md §5, opening)', () => {
    expect(checkForm(openingBody, { title: '   ', recipient_name: '' })).toEqual({
      ok: false,
      errors: { title: ['Judul wajib diisi'], recipient_name: ['Recipient name wajib diisi'] },
    });
    expect(checkForm(openingBody, { title: '12345678901', recipient_name: 'x'.repeat(41) })).toEqual({
      ok: false,
      errors: { title: ['Judul maksimal 10 karakter'], recipient_name: ['Nama maksimal 40 karakter'] },
    });
  });

  it('gives the trimmed value when the form is valid', () => {
    expect(checkForm(openingBody, { title: ' Untukmu ', recipient_name: ' Sayang ' })).toEqual({
      ok: true,
      value: { title: 'Untukmu', recipient_name: 'Sayang' },
    });
  });

  it('date input: required, max 20, DDMMYY', () => {
    expect(checkForm(dateInputCreateBody, { title: '', selected_date: '' })).toEqual({
      ok: false,
      errors: { title: ['Judul dan tanggal harus diisi!'], selected_date: ['Judul dan tanggal harus diisi!'] },
    });
    const bad = checkForm(dateInputCreateBody, { title: 'x'.repeat(21), selected_date: '12ab' });
    expect(bad).toEqual({
      ok: false,
      errors: { title: ['Judul maksimal 20 karakter'], selected_date: ['Tanggal harus 6 digit dengan format DDMMYY'] },
    });
    expect(checkForm(dateInputCreateBody, { title: 'Ok', selected_date: '310222' })).toEqual({
      ok: false,
      errors: { selected_date: ['Tanggal tidak valid'] },
    });
  });

  it('days of love and features titles', () => {
    expect(checkForm(daysOfLoveBody, { title: 'x'.repeat(14), date_at: '' })).toEqual({
      ok: false,
      errors: { title: ['Judul maksimal 13 karakter'], date_at: ['Judul dan tanggal harus diisi!'] },
    });
    expect(checkForm(featuresBody, { title: '', selected_features: '["gift"]' })).toEqual({
      ok: false,
      errors: { title: ['Judul halaman harus diisi!'] },
    });
  });
});

describe("checkForm by the form's field names", () => {
  it("renames the schema's paths a form calls otherwise", () => {
    const checked = checkForm(openingBody, { title: '', recipient_name: '' }, renameFields({ recipient_name: 'name' }));
    expect(checked).toEqual({ ok: false, errors: { title: ['Judul wajib diisi'], name: ['Recipient name wajib diisi'] } });
  });
});

describe('serverFieldErrors, the one adapter from a failed save', () => {
  const failed = (cause: unknown) => new WriteError('Gagal menyimpan data.', cause);

  it("takes the reply's field errors as they are", () => {
    const error = failed(new ApiError(422, 'Judul wajib diisi', { title: ['Judul wajib diisi', 'other'], recipient_name: [] }));
    expect(serverFieldErrors(error)).toEqual({ title: ['Judul wajib diisi', 'other'], recipient_name: [] });
    expect(firstError(serverFieldErrors(error), 'title')).toBe('Judul wajib diisi');
    expect(firstError(serverFieldErrors(error), 'recipient_name')).toBeUndefined();
  });

  it('renames fields, merging those that become one, and leaves out the ones a form does not show', () => {
    const error = failed(new ApiError(422, 'x', { coverImage: ['a'], cover: ['b'], title: ['c'] }));
    expect(serverFieldErrors(error, renameFields({ coverImage: 'cover' }))).toEqual({ cover: ['a', 'b'], title: ['c'] });
    expect(serverFieldErrors(error, onlyFields(['title']))).toEqual({ title: ['c'] });
  });

  it("is empty for a failure without a reply's field errors", () => {
    expect(serverFieldErrors(failed(new Error('x')))).toEqual({});
    expect(serverFieldErrors(failed(new ApiError(0, 'offline')))).toEqual({});
  });
});

describe('withFieldError and withoutFieldError', () => {
  it("sets one field's message or drops it, leaving the others", () => {
    expect(withFieldError({ title: ['a'] }, 'cover', 'b')).toEqual({ title: ['a'], cover: ['b'] });
    expect(withFieldError({ title: ['a'], cover: ['b'] }, 'cover', undefined)).toEqual({ title: ['a'] });
    expect(withoutFieldError({ title: ['a'], date_at: ['b'] }, 'title')).toEqual({ date_at: ['b'] });
  });
});
