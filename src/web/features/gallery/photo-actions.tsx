import { useRef, type ChangeEvent } from 'react';
import { PHOTO_ACCEPT } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { photoDownloadUrl } from '@/api/gallery';
import { idGallery } from '@/i18n/id-gallery';
import { DownloadIcon, TrashIcon, UploadIcon } from './icons';

// A photo card's actions (docs/product.md §2, §4, §5): download for everyone; for the giver, upload a new
// photo in its place (the picker offers JPEG and WebP, docs/product.md §9), with the upload's progress, and delete.

const t = idGallery.photo;

/** The replacing upload's progress, under the image while it runs. */
export function ReplaceProgress({ photo, progress }: { photo: Photo; progress: number | null }) {
  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.replaceProgress(photo.title)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="h-2 overflow-hidden rounded-full bg-rose-100"
    >
      <div className="h-full bg-rose-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
    </div>
  );
}

export interface PhotoActionBarProps {
  photo: Photo;
  canEdit: boolean;
  /** A replace or a delete is running. */
  busy: boolean;
  iconButton: string;
  onReplace: (file: File) => void;
  onRemove: () => void;
}

export function PhotoActionBar({ photo, canEdit, busy, iconButton, onReplace, onRemove }: PhotoActionBarProps) {
  const fileRef = useRef<HTMLInputElement>(null);

  const pickReplacement = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (file) onReplace(file);
  };

  return (
    <div className="mt-auto flex items-center justify-around border-t border-rose-100 pt-1">
      <a href={photoDownloadUrl(photo.id)} download aria-label={t.downloadLabel(photo.title)} title={t.download} className={iconButton}>
        <DownloadIcon />
      </a>
      {canEdit && (
        <>
          <button
            type="button"
            aria-label={t.replaceLabel(photo.title)}
            title={t.replace}
            disabled={busy}
            className={iconButton}
            onClick={() => fileRef.current?.click()}
          >
            <UploadIcon />
          </button>
          <button
            type="button"
            aria-label={t.removeLabel(photo.title)}
            title={t.remove}
            disabled={busy}
            className={iconButton}
            onClick={onRemove}
          >
            <TrashIcon />
          </button>
          <input
            ref={fileRef}
            type="file"
            accept={PHOTO_ACCEPT}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pickReplacement}
          />
        </>
      )}
    </div>
  );
}
