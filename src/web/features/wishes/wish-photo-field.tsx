import { useId, useRef } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_MB } from '@shared/constants';
import { idWishGuest as t } from '@/i18n/id-wish-guest';
import type { WishPhoto } from './use-wish-photo';
import { describedBy } from './wish-text-field';

/** The optional photo: its name or the hint, its preview, choose/change and remove, and why a file was refused. */
export function WishPhotoField({
  photos,
  error,
  onChosen,
}: {
  photos: WishPhoto;
  error: string | undefined;
  onChosen: (refused: string | undefined) => void;
}) {
  const ids = { input: useId(), label: useId(), hint: useId(), error: useId() };
  const { photo, preview } = photos;
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    photos.clear();
    if (input.current) input.current.value = '';
    input.current?.focus();
  };
  return (
    <div>
      <p id={ids.label} className="font-semibold text-rose-900">
        {t.photoLabel}
      </p>
      <p id={ids.hint} className="text-sm text-rose-900/70">
        {photo ? t.chosen(photo.name) : t.photoHint(PHOTO_MAX_MB)}
      </p>
      {preview && (
        <img
          src={preview}
          alt={t.photoPreview}
          onError={photos.previewFailed}
          className="mt-2 max-h-64 w-full rounded-2xl border border-rose-100 object-contain"
        />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={ids.input}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => onChosen(photos.choose(event.target.files?.[0], event.target))}
          aria-labelledby={ids.label}
          aria-describedby={describedBy(ids.hint, error && ids.error)}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        {/* The input's picture: a click opens its picker; its focus shows through `peer`. */}
        <label
          htmlFor={ids.input}
          aria-hidden="true"
          className={
            'btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ' +
            'peer-focus-visible:outline-rose-500'
          }
        >
          {photo ? t.changePhoto : t.choosePhoto}
        </label>
        {photo && (
          <button type="button" className="btn-secondary" onClick={remove}>
            {t.removePhoto}
          </button>
        )}
      </div>
      {error && (
        <p id={ids.error} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
