import { lazy, Suspense, useEffect, useId, useRef, type ComponentType, type MouseEvent, type PointerEvent } from 'react';
import type { HeartToggleProps } from '@/components/heart-toggle';
import { GALLERY_DISPLAY_LONG_SIDE } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { photoDownloadUrl } from '@/api/gallery';
import { storageUrl } from '@/api/storage-url';
import { keepTabInside } from '@/components/dialog';
import { idGallery } from '@/i18n/id-gallery';
import { ChevronIcon, CloseIcon, DownloadIcon } from './icons';
import { PhotoImage } from './photo-image';
import { variantWidth } from './photo-layout';

/**
 * The recipient's heart, fetched when the large view first opens: the folder page's first load
 * stays within its budget. Offline, where a heart could not be sent anyway, the view opens without it.
 */
const HeartToggle = lazy<ComponentType<HeartToggleProps>>(() =>
  import('@/components/heart-toggle').then(
    (module) => ({ default: module.HeartToggle }),
    () => ({ default: () => null }),
  ),
);

// The large view (docs/product.md §2 "click opens large view"): a modal dialog with the display size (~1600 px).
// The native <dialog> makes the page behind it inert and closes on Escape; Tab also cycles inside it,
// and focus returns to the photo that opened it. Like an album, it turns to the next and previous photo
// with the arrow keys, its two buttons and a sideways swipe. The recipient can give each photo a heart.

const t = idGallery.viewer;

/** How far (px) a finger must travel sideways for a swipe, and more sideways than down. */
const SWIPE_MIN_PX = 40;

interface PhotoViewerProps {
  photo: Photo;
  /** Its place in the folder, from 0. */
  index: number;
  total: number;
  /** Turn to the photo `step` away (-1 previous, 1 next); the caller stops at the ends. */
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
}

export function PhotoViewer({ photo, index, total, onStep, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const hasPrevious = index > 0;
  const hasNext = index < total - 1;

  // On the document: a button disabled at the end of the folder drops focus out of the dialog.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step === 0 || (step === -1 && !hasPrevious) || (step === 1 && !hasNext)) return;
      event.preventDefault();
      onStep(step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hasPrevious, hasNext, onStep]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    // A finger moving left brings the next photo in from the right.
    if (dx < 0 && hasNext) onStep(1);
    else if (dx > 0 && hasPrevious) onStep(-1);
  };

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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is the mouse's Escape
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
            {/* The recipient's heart. */}
            <Suspense fallback={null}>
              <HeartToggle target="photo" id={photo.id} title={photo.title} />
            </Suspense>
            <a
              href={photoDownloadUrl(photo.id)}
              download
              className={
                'flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 font-semibold text-rose-700 transition hover:bg-white'
              }
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
        <div
          className="relative touch-pan-y select-none"
          data-testid="photo-viewer-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <PhotoImage
            // A new photo is a new element: its placeholder shows until it loads.
            key={photo.id}
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
            style={{ width: `min(calc(100vw - 1rem), calc((100dvh - 10rem) * ${ratio}), ${width}px)` }}
          />
        </div>
        {total > 1 && (
          <div className="flex w-full items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => onStep(-1)}
              disabled={!hasPrevious}
              aria-label={t.previous}
              title={t.previous}
              className={
                'flex size-11 items-center justify-center rounded-full bg-white/90 ' +
                'text-rose-700 transition hover:bg-white disabled:opacity-40'
              }
            >
              <ChevronIcon direction="left" />
            </button>
            <p className="text-sm font-semibold text-white" aria-live="polite" data-testid="photo-viewer-position">
              {t.position(index + 1, total)}
            </p>
            <button
              type="button"
              onClick={() => onStep(1)}
              disabled={!hasNext}
              aria-label={t.next}
              title={t.next}
              className={
                'flex size-11 items-center justify-center rounded-full bg-white/90 ' +
                'text-rose-700 transition hover:bg-white disabled:opacity-40'
              }
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
