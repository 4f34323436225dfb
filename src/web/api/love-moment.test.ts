import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { loveMomentFailure, saveForm } from './love-moment';

const FALLBACK = 'An error occurred while creating the love moment.';

describe('loveMomentFailure', () => {
  it("shows the server's message when it refused the call", () => {
    const message = 'Jenis file tidak didukung. Gunakan gambar (JPEG, PNG, GIF, WebP, AVIF, HEIC).';
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

describe('saveForm (decision 029)', () => {
  const texts = { title: 'A', date: '2022-02-02', letter: 'L', opens_at: null };

  it('sends a new voice note as voiceNote with its name, and no removal', () => {
    const form = saveForm({
      ...texts,
      voiceNote: { data: new Blob(['x'], { type: 'audio/webm' }), name: 'pesan-suara.webm' },
      removeVoiceNote: true,
    });
    const file = form.get('voiceNote');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('pesan-suara.webm');
    expect(form.has('remove_voice_note')).toBe(false);
  });

  it('asks to remove the voice note only when told, and otherwise leaves it be', () => {
    expect(saveForm({ ...texts, removeVoiceNote: true }).get('remove_voice_note')).toBe('1');
    const plain = saveForm(texts);
    expect(plain.has('remove_voice_note')).toBe(false);
    expect(plain.has('voiceNote')).toBe(false);
  });
});
