import { useEffect, useRef, useState } from 'react';
import { MB, PHOTO_MAX_MB, PHOTO_TYPES } from '@shared/constants';
import { idWishGuest as t } from '@/i18n/id-wish-guest';

// The wish's one optional photo: what is chosen, its preview's object URL (alive as long as the photo is chosen,
// and gone with the page).

/** The HEIC photo a browser may not name with its type: known by its extension (decision 042). */
const isPhoto = (file: File) => (PHOTO_TYPES as readonly string[]).includes(file.type) || /\.(heic|heif)$/i.test(file.name);

export function useWishPhoto() {
  const [photo, setPhotoState] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const previewUrl = useRef<string | null>(null);

  const setPhoto = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPhotoState(file);
    setPreview(previewUrl.current);
    setPreviewFailed(false);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  /** A file that is not a photo, or too large, is refused at once (its words returned): the photo chosen before (if any) stays. */
  const choose = (file: File | undefined, from: HTMLInputElement): string | undefined => {
    const refused = !file
      ? undefined
      : !isPhoto(file)
        ? t.errors.notPhoto
        : file.size > PHOTO_MAX_MB * MB
          ? t.errors.tooLarge(PHOTO_MAX_MB)
          : undefined;
    if (refused || !file) from.value = '';
    else setPhoto(file);
    return refused;
  };

  return {
    photo,
    /** The preview to show: none once the browser could not draw it. */
    preview: previewFailed ? null : preview,
    previewFailed: () => setPreviewFailed(true),
    choose,
    /** No photo (removed, or the form emptied for another wish). */
    clear: () => setPhoto(null),
  };
}

export type WishPhoto = ReturnType<typeof useWishPhoto>;
