import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { loveMomentFailure } from './love-moment';

const FALLBACK = 'An error occurred while creating the love moment.';

describe('loveMomentFailure', () => {
  it("shows the server's message when it refused the call", () => {
    const message = 'Jenis file tidak didukung. Gunakan gambar (JPEG, PNG, GIF, WebP, AVIF).';
    expect(loveMomentFailure(new ApiError(415, message), FALLBACK)).toBe(message);
    expect(loveMomentFailure(new ApiError(404, 'Love moment tidak ditemukan.'), 'Failed to delete.')).toBe('Love moment tidak ditemukan.');
  });

  it('a refusal without a message of its own: its first field error', () => {
    const bare = new ApiError(422, 'Terjadi kesalahan tak terduga. Silakan coba lagi.', { date: ['Tanggal tidak valid.'] }, false);
    expect(loveMomentFailure(bare, FALLBACK)).toBe('Tanggal tidak valid.');
  });

  it("falls back to the spec's words without a reply, on a server fault or an exception", () => {
    expect(loveMomentFailure(new ApiError(0, 'No response from server. Please check your network connection.'), FALLBACK)).toBe(FALLBACK);
    expect(loveMomentFailure(new ApiError(500, 'Terjadi kesalahan pada server.'), FALLBACK)).toBe(FALLBACK);
    expect(loveMomentFailure(new ApiError(422, 'x', {}, false), FALLBACK)).toBe(FALLBACK);
    expect(loveMomentFailure(new TypeError('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
