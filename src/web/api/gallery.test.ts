import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { folderCallMessage, galleryCallMessage, replaceFailureDetail, sendPhotos, type PhotoSaveReply, type PhotoUpload } from './gallery';
import { idGallery } from '@/i18n/id-gallery';

// docs/product.md §8 "Gallery calls": server message, else first field error, else the call's fallback; no
// reply → the network message; an exception → the call's own wording, never the exception's text.

const NO_RESPONSE = 'No response from server. Please check your network connection.';

describe('galleryCallMessage', () => {
  it("shows the server's message first", () => {
    const error = new ApiError(422, 'Nama folder maksimal 50 karakter', { name: ['Nama folder maksimal 50 karakter'] });
    expect(galleryCallMessage(error, 'Failed to create folder.', { field: 'name' })).toBe('Nama folder maksimal 50 karakter');
  });

  it('then the named field error, then any field error, then the fallback', () => {
    // A reply without a message of its own.
    const bare = (errors: Record<string, string[]>) =>
      new ApiError(422, 'Terjadi kesalahan tak terduga. Silakan coba lagi.', errors, false);
    expect(galleryCallMessage(bare({ title: ['a'], photo: ['Foto wajib diunggah.'] }), 'x', { field: 'photo' })).toBe(
      'Foto wajib diunggah.',
    );
    expect(galleryCallMessage(bare({ title: ['Judul tidak boleh kosong'] }), 'x', { field: 'photo' })).toBe('Judul tidak boleh kosong');
    expect(galleryCallMessage(bare({}), 'Failed to upload photo.')).toBe('Failed to upload photo.');
  });

  it('no reply: the network message', () => {
    expect(galleryCallMessage(new ApiError(0, NO_RESPONSE), 'Failed to create folder.')).toBe(NO_RESPONSE);
  });

  it("an exception: the call's own wording, else the fallback, never the exception's text", () => {
    const options = { exception: 'Terjadi kesalahan saat membuat folder.' };
    expect(galleryCallMessage(new TypeError('boom'), 'Failed to create folder.', options)).toBe('Terjadi kesalahan saat membuat folder.');
    expect(galleryCallMessage(new TypeError('boom'), 'Failed to upload photo.', { exception: 'An unexpected error occurred.' })).toBe(
      'An unexpected error occurred.',
    );
    expect(galleryCallMessage(new TypeError('boom'), 'Failed to upload photo.')).toBe('Failed to upload photo.');
    expect(galleryCallMessage('odd', 'Failed to upload photo.')).toBe('Failed to upload photo.');
  });
});

describe('folderCallMessage', () => {
  it('the server refused → the first message; no reply or an exception → the second', () => {
    const { renameFailed, renameError } = idGallery.folders;
    expect(folderCallMessage(new ApiError(404, 'Folder tidak ditemukan.'), renameFailed, renameError)).toBe(renameFailed);
    expect(folderCallMessage(new ApiError(0, NO_RESPONSE), renameFailed, renameError)).toBe(renameError);
    expect(folderCallMessage(new TypeError('boom'), renameFailed, renameError)).toBe(renameError);
  });
});

describe('replaceFailureDetail', () => {
  it("the server's message, else field errors flattened, else the status", () => {
    expect(replaceFailureDetail(new ApiError(413, 'Ukuran file maksimal 25 MB.'))).toBe('Ukuran file maksimal 25 MB.');
    const fields = new ApiError(422, 'x', { photo: ['a', 'b'], title: ['c'] }, false);
    expect(replaceFailureDetail(fields)).toBe('photo: a, b; title: c');
    expect(replaceFailureDetail(new ApiError(500, 'x', {}, false))).toBe('Gagal mengunggah foto (status: 500)');
  });

  it("no reply → the network message; a reply without the url or any exception → the spec's API-response words", () => {
    expect(replaceFailureDetail(new ApiError(0, NO_RESPONSE))).toBe(NO_RESPONSE);
    expect(replaceFailureDetail(new TypeError("Cannot read properties of undefined (reading 'url')"))).toBe(
      'Gagal memperbarui foto dari response API',
    );
  });
});

describe('the alerts that set a message inside a sentence', () => {
  it('drop the message’s own final period, so the sentence does not end in two', () => {
    expect(idGallery.photo.titleFailed('Judul foto maksimal 100 karakter.')).toBe(
      'Gagal mengupdate judul foto: Judul foto maksimal 100 karakter. Silakan coba lagi.',
    );
    expect(idGallery.photo.replaceFailed('Ukuran file maksimal 25 MB.')).toBe(
      'Gagal memperbarui foto: Ukuran file maksimal 25 MB. Coba lagi nanti.',
    );
    expect(idGallery.photo.titleFailed(idGallery.photo.titleUnknown)).toBe(
      'Gagal mengupdate judul foto: terjadi kesalahan tak terduga. Silakan coba lagi.',
    );
  });
});

describe('sendPhotos', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const photo = (name: string) => ({ title: name, file: new File(['x'], `${name}.jpg`, { type: 'image/jpeg' }) });
  const reply = (title: string): PhotoSaveReply => ({ message: `${title} ok` }) as unknown as PhotoSaveReply;

  it('sends one photo at a time in the order chosen, and a failure does not stop the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: string[] = [];
    let running = 0;
    const send = async ({ title }: PhotoUpload, onProgress?: (fraction: number) => void) => {
      running += 1;
      events.push(`send ${title} (${running} running)`);
      onProgress?.(0.5);
      // The first photo is the slowest: it must still be stored first.
      await new Promise((resolve) => setTimeout(resolve, title === 'a' ? 20 : 1));
      running -= 1;
      if (title === 'b') throw new ApiError(415, 'Jenis file tidak didukung.');
      return reply(title);
    };

    const outcomes = await sendPhotos(
      {
        folderId: 7,
        photos: [photo('a'), photo('b'), photo('c')],
        onStart: (i) => events.push(`start ${i}`),
        onProgress: (i, fraction) => events.push(`progress ${i} ${fraction}`),
        onOutcome: (i, outcome) => events.push(`outcome ${i} ${outcome.ok ? 'ok' : outcome.error.message}`),
      },
      send,
    );

    expect(events).toEqual([
      'start 0',
      'send a (1 running)',
      'progress 0 0.5',
      'outcome 0 ok',
      'start 1',
      'send b (1 running)',
      'progress 1 0.5',
      'outcome 1 Jenis file tidak didukung.',
      'start 2',
      'send c (1 running)',
      'progress 2 0.5',
      'outcome 2 ok',
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
  });

  it('words a failure without a server message as the spec says, and sends nothing once stopped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const sent: string[] = [];
    const outcomes = await sendPhotos({ folderId: 7, photos: [photo('a'), photo('b')], signal: controller.signal }, async ({ title }) => {
      sent.push(title);
      controller.abort();
      throw new ApiError(422, 'x', {}, false);
    });
    expect(sent).toEqual(['a']);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ ok: false, error: { message: 'Failed to upload photo.' } });
  });

  it("words a failure that is neither a reply nor a lost network 'An unexpected error occurred.', never its own text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcomes = await sendPhotos({ folderId: 7, photos: [photo('a')] }, async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'url')");
    });
    expect(outcomes[0]).toMatchObject({ ok: false, error: { message: 'An unexpected error occurred.' } });
  });
});
