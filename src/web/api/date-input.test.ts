import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { dateInputPhotoUrl, pinFailure, pinFailureKind } from './date-input';
import { WriteError } from './write';

describe('pinFailure', () => {
  it("tells a wrong PIN (401) and a blocked one (429) apart, each with the server's message", () => {
    expect(pinFailure(new ApiError(401, 'PIN salah'))).toEqual({ kind: 'wrong', message: 'PIN salah' });
    expect(pinFailure(new ApiError(429, 'Coba lagi dalam 5 menit.'))).toEqual({ kind: 'blocked', message: 'Coba lagi dalam 5 menit.' });
  });

  it('gives Indonesian words for any other failure, never an exception text', () => {
    expect(pinFailure(new ApiError(500, 'stand-in', {}, false))).toEqual({
      kind: 'failed',
      message: 'Terjadi kesalahan tak terduga. Silakan coba lagi.',
    });
    expect(pinFailure(new TypeError('Failed to fetch')).message).toBe('Terjadi kesalahan tak terduga. Silakan coba lagi.');
  });
});

describe('pinFailureKind', () => {
  it('reads the kind from the WriteError the page is handed', () => {
    const kindOf = (cause: unknown) => pinFailureKind(new WriteError(pinFailure(cause).message, cause));
    expect(kindOf(new ApiError(401, 'PIN salah'))).toBe('wrong');
    expect(kindOf(new ApiError(429, 'Coba lagi dalam 5 menit.'))).toBe('blocked');
    expect(kindOf(new ApiError(500, 'stand-in', {}, false))).toBe('failed');
    expect(kindOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('dateInputPhotoUrl', () => {
  it('is a storage URL with each segment encoded', () => {
    expect(dateInputPhotoUrl('/date-input/our photo.webp')).toBe('/storage/date-input/our%20photo.webp');
  });
});
