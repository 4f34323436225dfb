import { idGallery } from '@/i18n/id-gallery';
import { firstError, serverFieldErrors } from '@/lib/form-errors';
import { ApiError, errorMessage } from './client';

// The spec's failure messages of the gallery calls (docs/product.md §8 "Gallery calls"), built on errorMessage
// (decision 013): what gallery-mutations.ts and gallery-upload.ts show when a call fails. The server's field
// errors come through the one adapter (serverFieldErrors).

/**
 * A failed gallery call: no reply → the network message; a reply → the server's message, else the
 * field error of `field`, else any field error, else `fallback`; an exception → `exception` (else
 * `fallback`), never its own text.
 */
export function galleryCallMessage(error: unknown, fallback: string, options: { field?: string; exception?: string } = {}): string {
  if (!(error instanceof ApiError)) return options.exception ?? fallback;
  const named = options.field && error.status > 0 && !error.fromServer ? firstError(serverFieldErrors(error), options.field) : undefined;
  return named ?? errorMessage(error, fallback);
}

/** docs/product.md §8 folder rename and delete: the server refused → `refused`; no reply or an exception → `broke`. */
export function folderCallMessage(error: unknown, refused: string, broke: string): string {
  return error instanceof ApiError && error.status > 0 ? refused : broke;
}

/**
 * The {message} of the photo-replace alert (docs/product.md §8): the server's message, else its field errors
 * flattened to 'field: errors; ...', else 'Gagal mengunggah foto (status: N)'; no reply → the network
 * message; a reply without the new url (or any other exception) → 'Gagal memperbarui foto dari response API'.
 */
export function replaceFailureDetail(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && !error.fromServer) {
    const flattened = Object.entries(serverFieldErrors(error))
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    return flattened || idGallery.photo.replaceStatus(error.status);
  }
  return errorMessage(error, idGallery.photo.replaceNoUrl);
}
