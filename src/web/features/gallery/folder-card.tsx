import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-hot-toast';
import { GALLERY_FOLDER_NAME_MAX } from '@shared/constants';
import { ROUTES, routePath } from '@shared/routes';
import type { Folder } from '@shared/schemas/gallery';
import { useDeleteFolder, useRenameFolder } from '@/api/gallery';
import { useEditorGate } from '@/components/editor-gate';
import { idGallery } from '@/i18n/id-gallery';
import { FolderIcon, PencilIcon, TrashIcon } from './icons';

// One folder of the /gallery grid: opens /folder/{id}; the pencil renames it in place (SPEC.md §4
// "edit mode per folder, save or cancel"); the bin shows only inside the edit hub's frame.

const t = idGallery.folders;

interface FolderCardProps {
  folder: Folder;
  canDelete: boolean;
}

export function FolderCard({ folder, canDelete }: FolderCardProps) {
  const { runAsEditor } = useEditorGate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(folder.name);

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const stopEditing = () => {
    setEditing(false);
    // Back to the pencil, so a keyboard user keeps their place.
    requestAnimationFrame(() => pencilRef.current?.focus());
  };

  const rename = useRenameFolder({
    onSuccess: (reply) => {
      toast.success(reply.message);
      stopEditing();
    },
    onError: (error) => toast.error(error.message),
  });

  const remove = useDeleteFolder({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
  });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      window.alert(t.renameBlank);
      return;
    }
    void runAsEditor(() => rename.mutate({ folderId: folder.id, name }));
  };

  const askRemove = () => {
    if (!window.confirm(t.confirmRemove)) return;
    void runAsEditor(() => remove.mutate(folder.id));
  };

  return (
    <li className="relative flex flex-col rounded-3xl border border-rose-100 bg-white/90 shadow-md shadow-rose-200/50 transition hover:shadow-lg">
      {editing ? (
        <form onSubmit={save} className="flex flex-1 flex-col gap-2 p-3" noValidate>
          <FolderIcon className="mx-auto size-12" />
          <label htmlFor={inputId} className="sr-only">
            {t.nameLabel}
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            className="field min-h-11"
            value={draft}
            maxLength={GALLERY_FOLDER_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopEditing();
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary min-h-10 flex-1 px-3" disabled={rename.isPending}>
              {rename.isPending ? t.saving : t.save}
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
            className="flex flex-1 flex-col items-center gap-2 rounded-3xl px-3 pt-6 pb-14 text-center"
          >
            <FolderIcon className="size-16 sm:size-20" />
            <span className="line-clamp-2 font-semibold break-words text-rose-900">{folder.name}</span>
          </Link>
          <div className="absolute right-2 bottom-2 left-2 flex justify-center gap-1">
            <button
              ref={pencilRef}
              type="button"
              aria-label={t.rename(folder.name)}
              title={t.rename(folder.name)}
              className="flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-100"
              onClick={() => {
                setDraft(folder.name);
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
                className="flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-100 disabled:opacity-50"
                onClick={askRemove}
              >
                <TrashIcon />
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
