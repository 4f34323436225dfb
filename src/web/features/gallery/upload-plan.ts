import { GALLERY_PHOTO_TITLE_MAX } from '@shared/constants';

// What the upload modal sends (SPEC.md §5, issue 4): one request per photo, all sharing the given title,
// numbered when there are several ('Liburan 1', 'Liburan 2'), each title within the server's limit.

export type UploadCheck = 'ok' | 'folderMissing' | 'required';

/** SPEC.md §5: a folder first, then a title and at least one photo. */
export function checkUpload(folderId: number | null | undefined, title: string, fileCount: number): UploadCheck {
  if (!folderId || folderId <= 0) return 'folderMissing';
  if (title.trim() === '' || fileCount === 0) return 'required';
  return 'ok';
}

/** The title of each of `count` photos: the title itself for one, numbered for several. */
export function numberedTitles(title: string, count: number, max: number = GALLERY_PHOTO_TITLE_MAX): string[] {
  const base = title.trim();
  if (count <= 1) return count === 1 ? [base.slice(0, max)] : [];
  return Array.from({ length: count }, (_, i) => {
    const suffix = ` ${i + 1}`;
    return `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
  });
}

/**
 * Runs `task` for every item, at most `limit` at a time, and never stops at a failure: each result says
 * whether its item went through. The order of results is the order of items.
 */
export async function runEach<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
