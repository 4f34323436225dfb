import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DateInput,
  DateInputCreate,
  DateInputUpdate,
  dateInputListReply,
  dateInputSaveReply,
  pinVerifyReply,
} from '@shared/schemas/date-input';
import { writeIsPin } from '@/lib/is-pin';
import { id } from '@/i18n/id';
import { idEntry } from '@/i18n/id-entry';
import { ApiError, apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks, type WriteError } from './write';
import { storageUrl } from './storage-url';
import { daysOfLoveQueryOptions } from './days-of-love';
import { milestonesQueryOptions } from './milestones';
import { sessionQueryOptions } from './session';

// The PIN page (docs/product.md §7): GET api/date-input (first item: title, photo; the date itself only for the
// editor), the server-side PIN check POST api/date-input/verify, and the editor's save (PUT when a record
// exists, otherwise POST).

type DateInputListReply = z.infer<typeof dateInputListReply>;
type DateInputSaveReply = z.infer<typeof dateInputSaveReply>;
type PinVerifyReply = z.infer<typeof pinVerifyReply>;

export async function getDateInput(signal?: AbortSignal): Promise<DateInput | null> {
  const reply = await apiFetch<DateInputListReply>('/api/date-input', { signal });
  return reply.data[0] ?? null;
}

export const dateInputQueryOptions = () =>
  queryOptions({
    queryKey: ['date-input'],
    queryFn: ({ signal }) => getDateInput(signal),
  });

export function useDateInput() {
  return useQuery(dateInputQueryOptions());
}

/** Where the PIN page's photo is served (photo_url is a storage path). */
export function dateInputPhotoUrl(photoUrl: string): string {
  return storageUrl(photoUrl);
}

/** Checks the PIN on the server; a right PIN starts a viewer session (cookie). 401 wrong, 429 blocked. */
export async function verifyPin(pin: string): Promise<PinVerifyReply> {
  const reply = await apiFetch<PinVerifyReply>('/api/date-input/verify', { method: 'POST', json: { pin } });
  writeIsPin('true');
  return reply;
}

/** Why a PIN check failed, in the words to show: 401 a wrong PIN, 429 too many tries (both the server's message). */
export type PinFailure = { kind: 'wrong' | 'blocked' | 'failed'; message: string };

const kindOfStatus = (status: number): PinFailure['kind'] => (status === 401 ? 'wrong' : status === 429 ? 'blocked' : 'failed');

export function pinFailure(error: unknown): PinFailure {
  return { kind: kindOfStatus(error instanceof ApiError ? error.status : 0), message: errorMessage(error, id.api.unexpected) };
}

/** A failed check's kind, from the status its WriteError keeps. */
export const pinFailureKind = (error: WriteError): PinFailure['kind'] => kindOfStatus(error.status);

/**
 * The PIN check: on a right PIN the reads a viewer may now make are refetched before
 * `onSuccess`. A failure's message is `pinFailure`'s; its kind is `pinFailureKind(error)`.
 */
export function useVerifyPin(callbacks: WriteCallbacks<PinVerifyReply, string> = {}) {
  return useWrite(
    {
      request: 'POST /api/date-input/verify',
      write: verifyPin,
      word: (error) => pinFailure(error).message,
      // The browser is a viewer now: what it was refused before may load.
      changes: [sessionQueryOptions().queryKey, daysOfLoveQueryOptions().queryKey, milestonesQueryOptions().queryKey],
      // A wrong PIN is an answer, not a fault: the page says it (the browser already reports the 401).
      log: false,
    },
    callbacks,
  );
}

/** The editor's save: update the record if there is one, otherwise create it (docs/product.md §4). */
export type DateInputSave = DateInputCreate & { id?: number | null };

export function saveDateInput(input: DateInputSave): Promise<DateInputSaveReply> {
  const { id, ...fields } = input;
  if (id) {
    const update: DateInputUpdate = { id, ...fields };
    return apiFetch<DateInputSaveReply>('/api/date-input', { method: 'PUT', json: update });
  }
  return apiFetch<DateInputSaveReply>('/api/date-input', { method: 'POST', json: fields });
}

/**
 * The editor's save; `onSuccess` gets the reply (its id makes the next save an update).
 * docs/product.md §8: a failure reads 'Terjadi kesalahan saat menyimpan data.'.
 */
export function useSaveDateInput(callbacks: WriteCallbacks<DateInputSaveReply, DateInputSave> = {}) {
  return useWrite(
    {
      request: (input: DateInputSave) => (input.id ? 'PUT /api/date-input' : 'POST /api/date-input'),
      write: saveDateInput,
      word: () => id.api.saveFailed,
      changes: [dateInputQueryOptions().queryKey],
    },
    callbacks,
  );
}

// --- The PIN page's photo: the giver sets it from the Date Input panel ---

type DateInputPhotoReply = DateInputSaveReply;

/** Multipart photo (JPEG, WebP or HEIC) for the date input record; the old photo is deleted by the server. */
export function uploadDateInputPhoto(file: File, onProgress?: (fraction: number) => void): Promise<DateInputPhotoReply> {
  const form = new FormData();
  form.append('photo', file);
  return apiUpload<DateInputPhotoReply>('/api/date-input/photo', form, onProgress);
}

export interface DateInputPhotoUpload {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** Sets the PIN page's photo; resolves once the date input is read again. */
export function useUploadDateInputPhoto(callbacks: WriteCallbacks<DateInputPhotoReply, DateInputPhotoUpload> = {}) {
  return useWrite(
    {
      request: 'POST /api/date-input/photo',
      write: ({ file, onProgress }: DateInputPhotoUpload) => uploadDateInputPhoto(file, onProgress),
      word: (error) => errorMessage(error, idEntry.pin.photoSaveFailed),
      changes: [dateInputQueryOptions().queryKey],
    },
    callbacks,
  );
}
