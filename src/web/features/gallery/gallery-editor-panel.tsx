import { useId, useRef, useState } from 'react';
import { GALLERY_FOLDER_NAME_MAX } from '@shared/constants';
import { useCreateFolder, useFolders } from '@/api/gallery';
import { useEditorGate } from '@/components/editor-gate';
import type { HubPanelContext } from '@/components/hub-panel';
import { idGallery } from '@/i18n/id-gallery';
import { firstError, type Checked } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { UploadPhotoModal } from './upload-photo-modal';

// The edit hub's Gallery section (docs/product.md §2, §5, §8): the folder form ('Nama Folder', 'Simpan'),
// the current folder (read by the hub from the preview, or the one just created), and the
// Upload button that opens the photo modal.

const t = idGallery.editor;

/** The folder's name, trimmed; blank is refused here (docs/product.md §5). */
function checkFolderName(values: { name: string }): Checked<string> {
  const name = values.name.trim();
  return name ? { ok: true, value: name } : { ok: false, errors: { name: [t.nameRequired] } };
}

/** `reloadNote`: the hub's note about its preview's Reload; false where no preview is beside it (the builder, §28). */
export function GalleryEditorPanel({ currentFolderId, setCurrentFolderId, reloadNote = true }: HubPanelContext & { reloadNote?: boolean }) {
  const { runAsEditor } = useEditorGate();
  const folders = useFolders();
  const ids = { heading: useId(), name: useId(), nameError: useId() };
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const [uploadOpen, setUploadOpen] = useState(false);

  const { field, submit, pending, reset } = useForm({
    initial: { name: '' },
    check: checkFolderName,
    useSave: useCreateFolder,
    send: (folderName, mutate) => void runAsEditor(() => mutate(folderName)),
    saved: (reply) => reply.message,
    invalidToast: (errors) => firstError(errors, 'name'),
    // The failure's words read under the field as well as in the toast.
    serverErrors: (failure) => ({ name: [failure.message] }),
    onSaved: (reply) => {
      reset({ name: '' });
      setCurrentFolderId(reply.data.id);
    },
  });
  const name = field('name');
  const nameError = name.error;

  const list = folders.data ?? [];
  const current = list.find((folder) => folder.id === currentFolderId) ?? null;

  return (
    <section className="card w-full" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="font-display text-2xl font-bold text-rose-700">
        {t.heading}
      </h2>
      {reloadNote && <p className="mt-1 text-sm font-medium text-amber-700">{t.reloadNote}</p>}

      <form className="mt-5 space-y-2" onSubmit={submit} noValidate>
        <label htmlFor={ids.name} className="block text-sm font-medium text-rose-900">
          {t.nameLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={ids.name}
            type="text"
            name="name"
            required
            maxLength={GALLERY_FOLDER_NAME_MAX}
            autoComplete="off"
            placeholder={t.namePlaceholder}
            value={name.value}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(event) => name.onValue(event.target.value)}
            className="field min-h-11 flex-1"
          />
          <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
            {pending ? t.saving : t.save}
          </button>
        </div>
        {nameError && (
          <p id={ids.nameError} role="alert" className="text-sm text-rose-700">
            {nameError}
          </p>
        )}
      </form>

      <div className="mt-6 space-y-3 border-t border-rose-100 pt-5">
        {/* Read-only: the hub follows the preview (a folder page there makes that folder current). */}
        <p className="text-sm text-rose-900" aria-live="polite">
          {currentFolderId === null ? (
            <>
              {t.noCurrentFolder} <span className="text-rose-900/70">{t.currentHint}</span>
            </>
          ) : (
            <>
              {t.currentFolder}: <strong className="font-semibold">{current?.name ?? `#${currentFolderId}`}</strong>
            </>
          )}
        </p>
        <button
          ref={uploadButtonRef}
          type="button"
          className="btn-primary w-full sm:w-auto"
          aria-haspopup="dialog"
          onClick={() => setUploadOpen(true)}
        >
          {t.upload}
        </button>
      </div>

      {uploadOpen && (
        <UploadPhotoModal
          folderId={currentFolderId}
          folderName={current?.name ?? null}
          onClose={() => {
            setUploadOpen(false);
            requestAnimationFrame(() => uploadButtonRef.current?.focus());
          }}
        />
      )}
    </section>
  );
}

export default GalleryEditorPanel;
