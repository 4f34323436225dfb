import { describe, expect, it } from 'vitest';
import { dateInputCreateBody } from '@shared/schemas/date-input';
import { daysOfLoveBody } from '@shared/schemas/days-of-love';
import { featuresBody } from '@shared/schemas/features';
import { openingBody } from '@shared/schemas/opening';
import { ApiError } from '@/api/client';
import { checkForm, serverFieldErrors } from './form-errors';

describe('checkForm with the shared schemas', () => {
  it('shows the first failing rule per field (docs/product.md §5, opening)', () => {
    expect(checkForm(openingBody, { title: '   ', recipient_name: '' })).toEqual({
      ok: false,
      errors: { title: 'Judul wajib diisi', recipient_name: 'Recipient name wajib diisi' },
    });
    expect(checkForm(openingBody, { title: '12345678901', recipient_name: 'x'.repeat(41) })).toEqual({
      ok: false,
      errors: { title: 'Judul maksimal 10 karakter', recipient_name: 'Nama maksimal 40 karakter' },
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
      errors: { title: 'Judul dan tanggal harus diisi!', selected_date: 'Judul dan tanggal harus diisi!' },
    });
    const bad = checkForm(dateInputCreateBody, { title: 'x'.repeat(21), selected_date: '12ab' });
    expect(bad).toEqual({
      ok: false,
      errors: { title: 'Judul maksimal 20 karakter', selected_date: 'Tanggal harus 6 digit dengan format DDMMYY' },
    });
    expect(checkForm(dateInputCreateBody, { title: 'Ok', selected_date: '310222' })).toEqual({
      ok: false,
      errors: { selected_date: 'Tanggal tidak valid' },
    });
  });

  it('days of love and features titles', () => {
    expect(checkForm(daysOfLoveBody, { title: 'x'.repeat(14), date_at: '' })).toEqual({
      ok: false,
      errors: { title: 'Judul maksimal 13 karakter', date_at: 'Judul dan tanggal harus diisi!' },
    });
    expect(checkForm(featuresBody, { title: '', selected_features: '["gift"]' })).toEqual({
      ok: false,
      errors: { title: 'Judul halaman harus diisi!' },
    });
  });
});

describe('serverFieldErrors', () => {
  it('takes the first message of each field', () => {
    const error = new ApiError(422, 'Judul wajib diisi', { title: ['Judul wajib diisi', 'other'], recipient_name: [] });
    expect(serverFieldErrors(error)).toEqual({ title: 'Judul wajib diisi' });
  });

  it('is empty for anything else', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(0, 'offline'))).toEqual({});
  });
});
