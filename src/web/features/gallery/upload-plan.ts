import { GALLERY_PHOTO_TITLE_MAX, MB, PHOTO_MAX_MB } from '@shared/constants';

// What the upload modal sends (docs/product.md §5, §22): one request per photo. A title given is shared, numbered when
// there are several ('Liburan 1', 'Liburan 2'); a title left empty gives each photo its file's name without the
// extension (the server still needs a title: the dialog sends the default). Every title fits the server's limit.

export type UploadCheck = 'ok' | 'folderMissing' | 'noPhoto';

/** docs/product.md §5, §22: a folder first, then at least one photo (the title may be left empty). */
export function checkUpload(folderId: number | null | undefined, fileCount: number): UploadCheck {
  if (!folderId || folderId <= 0) return 'folderMissing';
  if (fileCount === 0) return 'noPhoto';
  return 'ok';
}

/** docs/product.md §22: a photo over the gallery's limit (25 MB) is refused in the browser, before a byte is sent. */
export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > PHOTO_MAX_MB * MB;
}

/** A photo's default title: its file's name without the extension ('IMG_2041.HEIC' → 'IMG_2041'), or `fallback`. */
export function titleFromFileName(name: string, fallback: string, max: number = GALLERY_PHOTO_TITLE_MAX): string {
  const base = name.replace(/\.[^.]*$/, '').trim();
  return (base || fallback).slice(0, max).trimEnd();
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

/** Each photo's title: the one typed (numbered for several), or, left empty, each file's own name. */
export function photoTitles(
  title: string,
  fileNames: readonly string[],
  fallback: string,
  max: number = GALLERY_PHOTO_TITLE_MAX,
): string[] {
  if (title.trim() !== '') return numberedTitles(title, fileNames.length, max);
  return fileNames.map((name) => titleFromFileName(name, fallback, max));
}
