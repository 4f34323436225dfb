import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { galleryCallMessage, replaceFailureDetail, storageUrl } from './gallery';

// SPEC.md §8 "Gallery calls": server message, else first field error, else the call's fallback; no
// reply → the network message; an exception → the call's own wording or its message.

describe('galleryCallMessage', () => {
  it("shows the server's message first", () => {
    const error = new ApiError(422, 'Nama folder maksimal 50 karakter', { name: ['Nama folder maksimal 50 karakter'] });
    expect(galleryCallMessage(error, 'Failed to create folder.', { field: 'name' })).toBe('Nama folder maksimal 50 karakter');
  });

  it('then the named field error, then any field error, then the fallback', () => {
    // A reply without a message of its own.
    const bare = (errors: Record<string, string[]>) => new ApiError(422, 'Terjadi kesalahan tak terduga. Silakan coba lagi.', errors, false);
    expect(galleryCallMessage(bare({ title: ['a'], photo: ['Foto wajib diunggah.'] }), 'x', { field: 'photo' })).toBe(
      'Foto wajib diunggah.',
    );
    expect(galleryCallMessage(bare({ title: ['Judul tidak boleh kosong'] }), 'x', { field: 'photo' })).toBe(
      'Judul tidak boleh kosong',
    );
    expect(galleryCallMessage(bare({}), 'Failed to upload photo.')).toBe('Failed to upload photo.');
  });

  it('no reply: the network message', () => {
    expect(galleryCallMessage(new ApiError(0, 'whatever'), 'Failed to create folder.')).toBe(
      'No response from server. Please check your network connection.',
    );
  });

  it("an exception: the call's own wording, else its message, else the generic one", () => {
    const options = { exception: 'Terjadi kesalahan saat membuat folder.' };
    expect(galleryCallMessage(new TypeError('boom'), 'Failed to create folder.', options)).toBe(
      'Terjadi kesalahan saat membuat folder.',
    );
    expect(galleryCallMessage(new TypeError('boom'), 'Failed to upload photo.')).toBe('boom');
    expect(galleryCallMessage('odd', 'Failed to upload photo.')).toBe('Terjadi kesalahan tak terduga. Silakan coba lagi.');
  });
});

describe('replaceFailureDetail', () => {
  it("the server's message, else field errors flattened, else the status", () => {
    expect(replaceFailureDetail(new ApiError(413, 'Ukuran file maksimal 25 MB.'))).toBe('Ukuran file maksimal 25 MB.');
    const fields = new ApiError(422, 'x', { photo: ['a', 'b'], title: ['c'] }, false);
    expect(replaceFailureDetail(fields)).toBe('photo: a, b; title: c');
    expect(replaceFailureDetail(new ApiError(500, 'x', {}, false))).toBe(
      'Gagal mengunggah foto (status: 500)',
    );
    expect(replaceFailureDetail(new Error('Gagal memperbarui foto dari response API'))).toBe(
      'Gagal memperbarui foto dari response API',
    );
  });
});

describe('storageUrl', () => {
  it('serves a stored path under /storage/, each segment encoded', () => {
    expect(storageUrl('gallery/a b#1.webp')).toBe('/storage/gallery/a%20b%231.webp');
  });
});
