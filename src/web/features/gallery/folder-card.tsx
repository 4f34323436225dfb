import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { GALLERY_FOLDER_NAME_MAX } from '@shared/constants';
import { ROUTES, routePath } from '@shared/routes';
import { GALLERY_THUMB_LONG_SIDE } from '@shared/constants';
import type { FolderSummary } from '@shared/schemas/gallery';
import { useDeleteFolder, useRenameFolder } from '@/api/gallery';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { idGallery } from '@/i18n/id-gallery';
import { useForm } from '@/lib/use-form';
import { FolderIcon, PencilIcon, TrashIcon } from './icons';
import { PhotoImage } from './photo-image';
import { PHOTO_GRID_SIZES, variantWidth } from './photo-layout';
import { ask, tell } from '@/components/ask';

// One folder of the /gallery grid, as an album: its cover photo, name and number of photos; opens
// /folder/{id}. For the logged-in giver only: the pencil renames it in place (docs/product.md §4
// "edit mode per folder, save or cancel"), and the bin shows inside the edit hub's frame.

const t = idGallery.folders;

/** The cover's box: a landscape album cover, whatever the photo's own shape (it covers the box). */
const COVER_RATIO = 4 / 3;

interface FolderCardProps {
  folder: FolderSummary;
  /** The giver's controls (the server refuses them to everyone else). */
  canEdit: boolean;
  canDelete: boolean;
}

export function FolderCard({ folder, canEdit, canDelete }: FolderCardProps) {
  const { runAsEditor } = useEditorGate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const stopEditing = () => {
    setEditing(false);
    // Back to the pencil, so a keyboard user keeps their place.
    requestAnimationFrame(() => pencilRef.current?.focus());
  };

  // The new name through the one form hook: a blank one is said in a dialog, nothing sent.
  const rename = useForm({
    initial: { name: folder.name },
    check: ({ name }) => (name.trim() ? { ok: true, value: { folderId: folder.id, name: name.trim() } } : { ok: false, errors: {} }),
    onInvalid: () => void tell(t.renameBlank),
    useSave: useRenameFolder,
    send: (variables, mutate) => void runAsEditor(() => mutate(variables)),
    saved: (reply) => reply.message,
    onSaved: stopEditing,
  });

  const remove = useDeleteFolder({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
  });

  const askRemove = async () => {
    if (!(await ask(t.confirmRemove))) return;
    void runAsEditor(() => remove.mutate(folder.id));
  };

  return (
    <li
      className={
        'relative flex flex-col rounded-3xl border border-rose-100 bg-white/90 shadow-md shadow-rose-200/50 transition hover:shadow-lg'
      }
    >
      {editing ? (
        <form onSubmit={rename.submit} className="flex flex-1 flex-col gap-2 p-3" noValidate>
          <FolderIcon className="mx-auto size-12" />
          <label htmlFor={inputId} className="sr-only">
            {t.nameLabel}
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            className="field min-h-11"
            value={rename.form.name}
            maxLength={GALLERY_FOLDER_NAME_MAX}
            autoComplete="off"
            onChange={(event) => rename.change('name')(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopEditing();
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary min-h-10 flex-1 px-3" disabled={rename.pending}>
              {rename.pending ? t.saving : t.save}
            </button>
            <button type="button" className="btn-secondary min-h-10 flex-1 px-3" onClick={stopEditing}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <Link
            to={routePath(ROUTES.folder, { folderId: folder.id })}
            aria-label={t.open(folder.name)}
            className={`flex flex-1 flex-col gap-2 rounded-3xl p-2 text-center sm:p-3 ${canEdit ? 'pb-14 sm:pb-14' : ''}`}
          >
            <FolderCoverImage folder={folder} />
            <span className="line-clamp-2 font-semibold break-words text-rose-900">{folder.name}</span>
            <span className="-mt-1 text-sm text-rose-900/70" data-testid="folder-count">
              {t.count(folder.photo_count)}
            </span>
          </Link>
          {canEdit && (
            <div className="absolute right-2 bottom-2 left-2 flex justify-center gap-1">
              <button
                ref={pencilRef}
                type="button"
                aria-label={t.rename(folder.name)}
                title={t.rename(folder.name)}
                className="flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-100"
                onClick={() => {
                  rename.reset({ name: folder.name });
                  setEditing(true);
                }}
              >
                <PencilIcon />
              </button>
              {canDelete && (
                <button
                  type="button"
                  aria-label={t.remove(folder.name)}
                  title={t.remove(folder.name)}
                  disabled={remove.isPending}
                  className={
                    'flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-100 disabled:opacity-50'
                  }
                  onClick={askRemove}
                >
                  <TrashIcon />
                </button>
              )}
            </div>
          )}
        </>
      )}
    </li>
  );
}

function FolderCoverImage({ folder }: { folder: FolderSummary }) {
  const cover = folder.cover;
  if (!cover) {
    return (
      <div className="flex items-center justify-center rounded-2xl bg-rose-50" style={{ aspectRatio: String(COVER_RATIO) }}>
        <FolderIcon className="size-16 sm:size-20" />
      </div>
    );
  }
  const width = variantWidth(cover, GALLERY_THUMB_LONG_SIDE);
  return (
    <PhotoImage
      key={cover.thumb_url}
      src={storageUrl(cover.thumb_url)}
      sizes={PHOTO_GRID_SIZES}
      alt={t.coverAlt(folder.name)}
      width={width}
      height={Math.round(width / COVER_RATIO)}
      ratio={COVER_RATIO}
      placeholder={cover.placeholder}
      className="rounded-2xl"
    />
  );
}
