import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { GALLERY_PHOTO_TITLE_MAX } from '@shared/constants';
import type { Photo } from '@shared/schemas/gallery';
import { useSavePhotoTitle } from '@/api/gallery';
import { idGallery } from '@/i18n/id-gallery';
import { PencilIcon } from './icons';
import { tell } from '@/components/ask';

// A photo card's title (docs/product.md §2, §4 "Photo card: title editing"): the heading, and for the giver a
// pencil that edits it in place: Enter or Save saves, Escape or Cancel leaves; a blank title is refused.

const t = idGallery.photo;

export interface PhotoTitleProps {
  photo: Photo;
  canEdit: boolean;
  /** Runs a write as the giver (a lapsed session logs in first). */
  asEditor: (action: () => void) => void;
  /** The card's icon buttons' look. */
  iconButton: string;
}

export function PhotoTitle({ photo, canEdit, asEditor, iconButton }: PhotoTitleProps) {
  const titleInputId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(photo.title);

  const saveTitle = useSavePhotoTitle({
    onSuccess: (reply) => {
      toast.success(reply.message);
      setEditing(false);
    },
    onError: (error) => void tell(error.message),
  });

  const blank = draft.trim() === '';

  const submitTitle = () => {
    const title = draft.trim();
    if (!title) {
      void tell(t.titleBlank);
      return;
    }
    if (title === photo.title) {
      setEditing(false);
      return;
    }
    asEditor(() => saveTitle.mutate({ photoId: photo.id, title }));
  };

  if (editing) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={titleInputId} className="sr-only">
          {t.titleLabel}
        </label>
        <input
          id={titleInputId}
          type="text"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the giver chose to rename the photo
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
    );
  }

  return (
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
  );
}
