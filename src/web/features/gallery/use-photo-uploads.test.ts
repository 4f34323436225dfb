import { describe, expect, it } from 'vitest';
import type { PhotoOutcome, PhotoSaveReply } from '@/api/gallery';
import { WriteError } from '@/api/write';
import { pendingUploads, uploadReport, uploadsReducer, type UploadItem } from './use-photo-uploads';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('uploadsReducer', () => {
  it('lists a pick in the order chosen, each ready at 0%', () => {
    const items = uploadsReducer([], { type: 'pick', files: [file('b.jpg'), file('a.jpg')], firstKey: 5 });
    expect(items.map((item) => [item.key, item.file.name, item.status, item.progress])).toEqual([
      ['upload-5', 'b.jpg', 'ready', 0],
      ['upload-6', 'a.jpg', 'ready', 0],
    ]);
  });

  it('moves one photo through its states without touching the others', () => {
    let items = uploadsReducer([], { type: 'pick', files: [file('a.jpg'), file('b.jpg')], firstKey: 1 });
    items = uploadsReducer(items, { type: 'start', key: 'upload-2' });
    items = uploadsReducer(items, { type: 'progress', key: 'upload-2', fraction: 0.4 });
    expect(items[0]).toMatchObject({ status: 'ready', progress: 0 });
    expect(items[1]).toMatchObject({ status: 'uploading', progress: 0.4 });
    items = uploadsReducer(items, { type: 'failed', key: 'upload-2', error: 'Jenis file tidak didukung.' });
    items = uploadsReducer(items, { type: 'done', key: 'upload-1' });
    expect(items[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(items[1]).toMatchObject({ status: 'failed', error: 'Jenis file tidak didukung.' });
  });

  it('a new try sends only what is not done, from 0% and without the old error', () => {
    const items: UploadItem[] = [
      { key: 'k1', file: file('a.jpg'), status: 'done', progress: 1 },
      { key: 'k2', file: file('b.jpg'), status: 'failed', progress: 0.7, error: 'x' },
    ];
    const pending = pendingUploads(items);
    expect(pending.map((item) => item.key)).toEqual(['k2']);
    const queued = uploadsReducer(items, { type: 'queue', keys: pending.map((item) => item.key) });
    expect(queued[0]).toBe(items[0]);
    expect(queued[1]).toMatchObject({ status: 'ready', progress: 0, error: undefined });
  });
});

describe('uploadReport', () => {
  const ok = (message: string): PhotoOutcome => ({ ok: true, reply: { message } as unknown as PhotoSaveReply });
  const failed: PhotoOutcome = { ok: false, error: new WriteError('Failed to upload photo.', null) };

  it("one photo that went in: the server's words", () => {
    expect(uploadReport([ok('Foto berhasil diunggah.')])).toEqual({
      summary: '1 dari 1 foto berhasil diunggah.',
      allDone: true,
      onlyReply: 'Foto berhasil diunggah.',
    });
  });

  it('several, or any failure: the count', () => {
    expect(uploadReport([ok('a'), ok('b')])).toMatchObject({
      summary: '2 dari 2 foto berhasil diunggah.',
      allDone: true,
      onlyReply: undefined,
    });
    expect(uploadReport([ok('a'), failed, ok('c')])).toMatchObject({ summary: '2 dari 3 foto berhasil diunggah.', allDone: false });
    expect(uploadReport([failed])).toMatchObject({ summary: '0 dari 1 foto berhasil diunggah.', allDone: false, onlyReply: undefined });
  });
});
