import { GALLERY_PHOTO_TITLE_MAX } from '@shared/constants';

// What the upload modal sends (docs/product.md §5): one request per photo, all sharing the given title,
// numbered when there are several ('Liburan 1', 'Liburan 2'), each title within the server's limit.

export type UploadCheck = 'ok' | 'folderMissing' | 'required';

/** docs/product.md §5: a folder first, then a title and at least one photo. */
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
