import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { GALLERY_DISPLAY_LONG_SIDE } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { photoDownloadUrl } from '@/api/gallery';
import { storageUrl } from '@/api/storage-url';
import { keepTabInside } from '@/components/dialog';
import { idGallery } from '@/i18n/id-gallery';
import { CloseIcon, DownloadIcon } from './icons';
import { PhotoImage } from './photo-image';
import { variantWidth } from './photo-layout';

// The large view (SPEC.md §2 "click opens large view"): a modal dialog with the display size (~1600 px).
// The native <dialog> makes the page behind it inert and closes on Escape; Tab also cycles inside it,
// and focus returns to the photo that opened it.

const t = idGallery.viewer;

interface PhotoViewerProps {
  photo: Photo;
  onClose: () => void;
}

export function PhotoViewer({ photo, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  /** A click on the backdrop (the dialog element itself, outside its content) closes it. */
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) onClose();
  };

  const width = variantWidth(photo, GALLERY_DISPLAY_LONG_SIDE);
  const ratio = photo.width && photo.height ? photo.width / photo.height : 1;
  const height = Math.round(width / ratio);

  return (
    // The dialog's own Escape handling closes it; onCancel lets React state follow.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Tab would otherwise reach the browser's own bar.
      onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
      onClick={closeOnBackdrop}
      className="m-auto max-h-dvh max-w-none bg-transparent p-2 backdrop:bg-rose-950/80 backdrop:backdrop-blur-sm sm:p-4"
    >
      <div className="flex flex-col items-center gap-3">
        <div className="flex w-full items-center justify-between gap-3">
          <h2 id={titleId} className="min-w-0 truncate font-display text-lg font-bold text-white sm:text-xl">
            {photo.title}
          </h2>
          <div className="flex shrink-0 gap-2">
            <a
              href={photoDownloadUrl(photo.id)}
              download
              className="flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 font-semibold text-rose-700 transition hover:bg-white"
            >
              <DownloadIcon />
              <span className="sr-only sm:not-sr-only">{t.download}</span>
            </a>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={t.close}
              title={t.close}
              className="flex size-11 items-center justify-center rounded-full bg-white/90 text-rose-700 transition hover:bg-white"
            >
              <CloseIcon />
            </button>
          </div>
        </div>
        <PhotoImage
          src={storageUrl(photo.display_url)}
          alt={photo.title}
          width={width}
          height={height}
          ratio={ratio}
          placeholder={photo.placeholder}
          loading="eager"
          imgClassName="object-contain"
          className="rounded-xl"
          // As large as the screen allows below the bar, never beyond the display size itself.
          style={{ width: `min(calc(100vw - 1rem), calc((100dvh - 6rem) * ${ratio}), ${width}px)` }}
        />
      </div>
    </dialog>
  );
}
