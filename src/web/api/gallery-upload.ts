import { apiUpload } from './client';
import { useWrite, worded, type WriteCallbacks, type WriteError } from './write';
import { GALLERY_CHANGES } from './gallery-cache';
import { galleryCallMessage, replaceFailureDetail } from './gallery-failures';
import type { PhotoSaveReply } from './gallery-mutations';
import { idGallery } from '@/i18n/id-gallery';

// The gallery's uploads with progress (docs/product.md §7 gallery rows, §8 "Gallery calls"; decision 008):
// a pick of new photos, sent one after another, and a photo's image replaced. Each write resolves after the
// gallery (folders and photos) has been refetched.

export interface PhotoUpload {
  folderId: number;
  title: string;
  file: File;
}

/** Multipart folder_id, title, photo; progress from 0 to 1. */
export function uploadPhoto(
  { folderId, title, file }: PhotoUpload,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PhotoSaveReply> {
  const form = new FormData();
  form.append('folder_id', String(folderId));
  form.append('title', title);
  form.append('photo', file);
  return apiUpload<PhotoSaveReply>('/api/gallery/create-photos', form, onProgress, { signal });
}

/** Replaces a photo's image (multipart photo + title); the old files are deleted by the server. */
export function replacePhoto(photoId: number, file: File, title: string, onProgress?: (fraction: number) => void): Promise<PhotoSaveReply> {
  const form = new FormData();
  form.append('title', title);
  form.append('photo', file);
  return apiUpload<PhotoSaveReply>(`/api/gallery/update-photo/${photoId}`, form, onProgress);
}

export type PhotoOutcome = { ok: true; reply: PhotoSaveReply } | { ok: false; error: WriteError };

export interface PhotoBatch {
  folderId: number;
  /** In the order chosen: they are sent, and so stored and shown, in this order. */
  photos: readonly { title: string; file: File }[];
  /** Each photo's start, progress (0 to 1) and outcome, by its index in `photos`. */
  onStart?: (index: number) => void;
  onProgress?: (index: number, fraction: number) => void;
  onOutcome?: (index: number, outcome: PhotoOutcome) => void;
  signal?: AbortSignal;
}

/**
 * Sends the photos of one pick, one request each, one after another: the server stores (and shows) a photo
 * when its request ends, so parallel requests could swap them. A failure does not stop the others; it is
 * worded per photo (docs/product.md §8 "Gallery calls", errors.photo first). A stopped batch sends nothing more.
 */
export async function sendPhotos(
  { folderId, photos, onStart, onProgress, onOutcome, signal }: PhotoBatch,
  send: typeof uploadPhoto = uploadPhoto,
): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  for (const [index, { title, file }] of photos.entries()) {
    if (signal?.aborted) break;
    onStart?.(index);
    let outcome: PhotoOutcome;
    try {
      const reply = await worded(
        'POST /api/gallery/create-photos',
        send({ folderId, title, file }, (fraction) => onProgress?.(index, fraction), signal),
        (error) => galleryCallMessage(error, idGallery.upload.failed, { field: 'photo', exception: idGallery.upload.unexpected }),
      );
      outcome = { ok: true, reply };
    } catch (error) {
      outcome = { ok: false, error: error as WriteError };
    }
    outcomes.push(outcome);
    onOutcome?.(index, outcome);
  }
  return outcomes;
}

/** sendPhotos as a write: resolves with every outcome, in order, once the gallery is refetched. */
export function useUploadPhotos() {
  return useWrite({
    request: 'POST /api/gallery/create-photos (batch)',
    write: (batch: PhotoBatch) => sendPhotos(batch),
    // sendPhotos words each photo's failure itself; only a fault of its own lands here.
    word: () => idGallery.upload.failed,
    changes: GALLERY_CHANGES,
  });
}

export interface PhotoReplace {
  photoId: number;
  file: File;
  title: string;
  onProgress?: (fraction: number) => void;
}

/** A reply without the new image's url did not replace it (docs/product.md §8). */
class ReplyWithoutUrl extends Error {}

export function useReplacePhoto(callbacks: WriteCallbacks<PhotoSaveReply, PhotoReplace> = {}) {
  return useWrite(
    {
      request: 'POST /api/gallery/update-photo (image)',
      write: async ({ photoId, file, title, onProgress }: PhotoReplace) => {
        const reply = await replacePhoto(photoId, file, title, onProgress);
        if (!reply?.success || !reply.data?.url) throw new ReplyWithoutUrl();
        return reply;
      },
      word: (error) => idGallery.photo.replaceFailed(replaceFailureDetail(error)),
      changes: GALLERY_CHANGES,
    },
    callbacks,
  );
}
