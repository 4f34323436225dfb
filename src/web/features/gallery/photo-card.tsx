import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { GALLERY_PHOTO_TITLE_MAX, GALLERY_THUMB_LONG_SIDE, PHOTO_ACCEPT, STORAGE_KEYS } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { photoDownloadUrl, useDeletePhoto, useReplacePhoto, useSavePhotoTitle, useSetFolderCover } from '@/api/gallery';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { idGallery } from '@/i18n/id-gallery';
import { DownloadIcon, PencilIcon, PinIcon, TrashIcon, UploadIcon } from './icons';
import { PhotoImage } from './photo-image';
import { PHOTO_GRID_SIZES, tileRatio, tileSrcSet, variantWidth } from './photo-layout';

// A photo of /folder/{id} (docs/product.md §2, §4, §5, §8): pin, image (a click opens the large view), the title
// edited in place (Enter saves, Save, Cancel), download, delete, upload-new-photo and 'Jadikan sampul'.
// The writes show to the logged-in giver only; a lapsed session logs in again and resumes.

const t = idGallery.photo;

/** The image types the replace picker offers (docs/product.md §9 "Upload types jpeg and webp"). */

interface PhotoCardProps {
  photo: Photo;
  onOpen: (photo: Photo) => void;
  /** The giver's controls (the server refuses them to everyone else). */
  canEdit: boolean;
  /** This photo covers its folder's card. */
  isCover: boolean;
}

export function PhotoCard({ photo, onOpen, canEdit, isCover }: PhotoCardProps) {
  const { runAsEditor } = useEditorGate();
  const titleInputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(photo.title);
  const [progress, setProgress] = useState<number | null>(null);

  /** docs/product.md §4: after a login started from the photo card, isLoggedIn is 'true'. */
  const asEditor = (action: () => void) =>
    void runAsEditor(() => {
      localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
      action();
    });

  const saveTitle = useSavePhotoTitle({
    onSuccess: (reply) => {
      toast.success(reply.message);
      setEditing(false);
    },
    onError: (error) => window.alert(error.message),
  });

  const replace = useReplacePhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => window.alert(error.message),
    onSettled: () => setProgress(null),
  });

  const makeCover = useSetFolderCover({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
  });

  const remove = useDeletePhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => window.alert(error.message),
  });

  const blank = draft.trim() === '';

  const submitTitle = () => {
    const title = draft.trim();
    if (!title) {
      window.alert(t.titleBlank);
      return;
    }
    if (title === photo.title) {
      setEditing(false);
      return;
    }
    asEditor(() => saveTitle.mutate({ photoId: photo.id, title }));
  };

  const pickReplacement = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    asEditor(() => {
      setProgress(0);
      replace.mutate({ photoId: photo.id, file, title: photo.title, onProgress: setProgress });
    });
  };

  const askRemove = () => {
    if (!window.confirm(t.confirmRemove)) return;
    asEditor(() => remove.mutate(photo.id));
  };

  const thumbWidth = variantWidth(photo, GALLERY_THUMB_LONG_SIDE);
  const ratio = tileRatio(photo.width, photo.height);
  const busy = replace.isPending || remove.isPending;
  const iconButton = 'flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-100 disabled:opacity-50';

  return (
    <li className="relative pt-3">
      <article
        aria-busy={busy}
        className="relative flex h-full flex-col gap-2 rounded-2xl border border-rose-100 bg-white p-2 shadow-md shadow-rose-200/60 sm:p-3"
      >
        <PinIcon className="absolute -top-4 left-1/2 size-8 -translate-x-1/2 drop-shadow" />
        {canEdit && isCover && (
          <span className="absolute top-3 left-3 z-10 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white shadow">
            {t.isCover}
          </span>
        )}
        <button type="button" onClick={() => onOpen(photo)} aria-label={t.view(photo.title)} className="block overflow-hidden rounded-xl">
          <PhotoImage
            // A replaced image is a new element: its placeholder shows again until it loads.
            key={photo.thumb_url}
            src={storageUrl(photo.thumb_url)}
            srcSet={tileSrcSet(photo, storageUrl(photo.thumb_url))}
            sizes={PHOTO_GRID_SIZES}
            alt={photo.title}
            width={thumbWidth}
            height={Math.round(thumbWidth / ratio)}
            ratio={ratio}
            placeholder={photo.placeholder}
          />
        </button>

        {progress !== null && (
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
        )}

        {editing ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={titleInputId} className="sr-only">
              {t.titleLabel}
            </label>
            <input
              id={titleInputId}
              type="text"
              autoFocus
              className="field min-h-10 px-2 text-sm"
              value={draft}
              maxLength={GALLERY_PHOTO_TITLE_MAX}
              autoComplete="off"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  submitTitle();
                } else if (event.key === 'Escape') {
                  setEditing(false);
                }
              }}
            />
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-primary min-h-10 flex-1 px-2 text-sm"
                disabled={blank || saveTitle.isPending}
                onClick={submitTitle}
              >
                {t.save}
              </button>
              <button type="button" className="btn-secondary min-h-10 flex-1 px-2 text-sm" onClick={() => setEditing(false)}>
                {t.cancel}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-1">
            <h2 className="min-w-0 flex-1 py-2 pl-1 text-sm font-semibold break-words text-rose-900 sm:text-base">{photo.title}</h2>
            {canEdit && (
              <button
                type="button"
                aria-label={t.editTitle(photo.title)}
                title={t.editTitle(photo.title)}
                className={`${iconButton} shrink-0`}
                onClick={() => {
                  setDraft(photo.title);
                  setEditing(true);
                }}
              >
                <PencilIcon className="size-4" />
              </button>
            )}
          </div>
        )}

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
                onClick={askRemove}
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
        {canEdit && !isCover && (
          <button
            type="button"
            aria-label={t.makeCoverLabel(photo.title)}
            disabled={makeCover.isPending}
            className="btn-secondary min-h-10 px-2 text-sm"
            onClick={() => asEditor(() => makeCover.mutate({ folderId: photo.folder_id, photoId: photo.id }))}
          >
            {t.makeCover}
          </button>
        )}
      </article>
    </li>
  );
}
