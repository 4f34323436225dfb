import { useEffect, useReducer, useRef, useState } from 'react';
import { useUploadPhotos, type PhotoOutcome } from '@/api/gallery';
import { idGalleryUpload } from '@/i18n/id-gallery-upload';
import { isTooLarge, photoTitles } from './upload-plan';

// The upload modal's queue (docs/product.md §5, §22): the photos of the last pick, in the order chosen, each
// with its thumbnail (an object URL, revoked with the next pick or the modal), status and progress. A photo over the
// limit never joins it: it is named at once and nothing of it is sent. Upload sends those not yet done (new ones, or
// ones that failed) through useUploadPhotos; one that fails keeps its place and its file for another try.

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error?: string;
  /** The thumbnail: an object URL of the file, alive while the pick is. */
  preview?: string;
}

export type UploadEvent =
  | { type: 'pick'; files: readonly File[]; firstKey: number; previews?: readonly string[] }
  | { type: 'queue'; keys: readonly string[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string };

export function uploadsReducer(items: UploadItem[], event: UploadEvent): UploadItem[] {
  const patch = (key: string, change: Partial<UploadItem>) => items.map((item) => (item.key === key ? { ...item, ...change } : item));
  switch (event.type) {
    case 'pick':
      return event.files.map((file, i) => ({
        key: `upload-${event.firstKey + i}`,
        file,
        status: 'ready',
        progress: 0,
        preview: event.previews?.[i],
      }));
    case 'queue':
      return items.map((item) => (event.keys.includes(item.key) ? { ...item, status: 'ready', progress: 0, error: undefined } : item));
    case 'start':
      return patch(event.key, { status: 'uploading' });
    case 'progress':
      return patch(event.key, { progress: event.fraction });
    case 'done':
      return patch(event.key, { status: 'done', progress: 1 });
    case 'failed':
      return patch(event.key, { status: 'failed', error: event.error });
  }
}

/** What Upload sends: every photo not yet in the folder, in the order chosen. */
export function pendingUploads(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.status !== 'done');
}

export interface UploadReport {
  /** 'N dari M foto berhasil diunggah.' */
  summary: string;
  allDone: boolean;
  /** The server's words for a single photo that went in. */
  onlyReply?: string;
}

export function uploadReport(outcomes: readonly PhotoOutcome[]): UploadReport {
  const done = outcomes.filter((outcome) => outcome.ok);
  const only = outcomes.length === 1 ? done[0] : undefined;
  return {
    summary: idGalleryUpload.summary(done.length, outcomes.length),
    allDone: done.length === outcomes.length,
    onlyReply: only?.ok ? only.reply.message : undefined,
  };
}

let keySequence = 0;

export function usePhotoUploads() {
  const upload = useUploadPhotos();
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const [summary, setSummary] = useState<string | null>(null);
  /** The names of the last pick's files over the limit, refused before any byte went. */
  const [refused, setRefused] = useState<string[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const previews = useRef<string[]>([]);
  const revokePreviews = () => {
    previews.current.forEach((url) => URL.revokeObjectURL(url));
    previews.current = [];
  };

  // Leaving the page (or the section, or closing the modal) stops what is still going and lets the thumbnails go.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      revokePreviews();
    },
    [],
  );

  const pick = (files: readonly File[]) => {
    const accepted = files.filter((file) => !isTooLarge(file));
    revokePreviews();
    previews.current = accepted.map((file) => URL.createObjectURL(file));
    dispatch({ type: 'pick', files: accepted, firstKey: keySequence + 1, previews: previews.current });
    keySequence += accepted.length;
    setRefused(files.filter(isTooLarge).map((file) => file.name));
    setSummary(null);
  };

  /** Stops the uploads still running. */
  const cancel = () => abortRef.current?.abort();

  /** Sends the pending photos to the folder; null when stopped before the end. */
  const start = async (folderId: number, title: string): Promise<UploadReport | null> => {
    const pending = pendingUploads(items);
    // Titles by each photo's place in the whole pick, so a second try keeps the numbers of the first.
    const titles = photoTitles(
      title,
      items.map((item) => item.file.name),
      idGalleryUpload.untitled,
    );
    const titleOf = (item: UploadItem) => titles[items.indexOf(item)] ?? idGalleryUpload.untitled;
    const controller = new AbortController();
    abortRef.current = controller;
    setSummary(null);
    dispatch({ type: 'queue', keys: pending.map((item) => item.key) });
    const keyAt = (index: number) => pending[index]?.key ?? '';

    const outcomes = await upload.mutateAsync({
      folderId,
      photos: pending.map((item) => ({ title: titleOf(item), file: item.file })),
      signal: controller.signal,
      onStart: (index) => dispatch({ type: 'start', key: keyAt(index) }),
      onProgress: (index, fraction) => dispatch({ type: 'progress', key: keyAt(index), fraction }),
      onOutcome: (index, outcome) => {
        if (outcome.ok) dispatch({ type: 'done', key: keyAt(index) });
        else if (!outcome.error.aborted) dispatch({ type: 'failed', key: keyAt(index), error: outcome.error.message });
      },
    });
    if (controller.signal.aborted) return null;
    abortRef.current = null;
    const report = uploadReport(outcomes);
    setSummary(report.summary);
    return report;
  };

  return { items, refused, summary, uploading: upload.isPending, pick, start, cancel };
}
