import { useState } from 'react';
import { toast } from '@/lib/toast';
import { GALLERY_THUMB_LONG_SIDE, STORAGE_KEYS } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { useDeletePhoto, useReplacePhoto, useSetFolderCover } from '@/api/gallery';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { idGallery } from '@/i18n/id-gallery';
import { PinIcon } from './icons';
import { PhotoActionBar, ReplaceProgress } from './photo-actions';
import { PhotoImage } from './photo-image';
import { PHOTO_GRID_SIZES, tileRatio, tileSrcSet, variantWidth } from './photo-layout';
import { PhotoTitle } from './photo-title';
import { ask, tell } from '@/components/ask';

// A photo of /folder/{id} (docs/product.md §2, §4, §5, §8): pin, image (a click opens the large view), the title
// edited in place (Enter saves, Save, Cancel; photo-title.tsx), download, delete, upload-new-photo (photo-actions.tsx)
// and 'Jadikan sampul'. The writes show to the logged-in giver only; a lapsed session logs in again and resumes.

const t = idGallery.photo;

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
  const [progress, setProgress] = useState<number | null>(null);

  /** docs/product.md §4: after a login started from the photo card, isLoggedIn is 'true'. */
  const asEditor = (action: () => void) =>
    void runAsEditor(() => {
      localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
      action();
    });

  const replace = useReplacePhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => void tell(error.message),
    onSettled: () => setProgress(null),
  });

  const makeCover = useSetFolderCover({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
  });

  const remove = useDeletePhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => void tell(error.message),
  });

  const replaceWith = (file: File) =>
    asEditor(() => {
      setProgress(0);
      replace.mutate({ photoId: photo.id, file, title: photo.title, onProgress: setProgress });
    });

  const askRemove = async () => {
    if (!(await ask(t.confirmRemove))) return;
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

        <ReplaceProgress photo={photo} progress={progress} />

        <PhotoTitle photo={photo} canEdit={canEdit} asEditor={asEditor} iconButton={iconButton} />

        <PhotoActionBar photo={photo} canEdit={canEdit} busy={busy} iconButton={iconButton} onReplace={replaceWith} onRemove={askRemove} />
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
