import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '@/lib/toast';
import { GALLERY_PHOTO_TITLE_MAX, PHOTO_ACCEPT, PHOTO_MAX_MB } from '@shared/constants';
import { Dialog } from '@/components/dialog';
import { useEditorGate } from '@/components/editor-gate';
import { FileField, ProgressBar } from '@/components/file-field';
import { idGallery } from '@/i18n/id-gallery';
import { idGalleryUpload } from '@/i18n/id-gallery-upload';
import { checkUpload, titleFromFileName } from './upload-plan';
import { pendingUploads, usePhotoUploads, type UploadItem } from './use-photo-uploads';

// The photo modal of the hub's Gallery section and the builder's photo step (docs/product.md §2, §5, §22): in the
// gift's language, the limit and the kinds said before picking, a thumbnail of each photo picked, a title that may be
// left empty (each photo then takes its file's name). Several photos go at once, one request after another in the
// order chosen, each with its own progress bar; one over the limit is refused at once, before a byte is sent; one that
// fails keeps its place (and its file) for another try without stopping the others. Closing clears it. When every
// photo is in, it says so plainly and closes.

import { useForm } from '@/lib/use-form';
const t = idGalleryUpload;

/** How long the done state shows before the modal closes by itself. */
const DONE_CLOSE_MS = 2500;

interface UploadPhotoModalProps {
  folderId: number | null;
  folderName: string | null;
  onClose: () => void;
}

export function UploadPhotoModal({ folderId, folderName, onClose }: UploadPhotoModalProps) {
  const { runAsEditor } = useEditorGate();
  const uploads = usePhotoUploads();
  const ids = { heading: useId(), title: useId(), titleHint: useId(), error: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  /** How many photos went in, once all of them did: the done state. */
  const [doneCount, setDoneCount] = useState<number | null>(null);
  const doneButtonRef = useRef<HTMLButtonElement>(null);
  const { items, refused, summary, uploading } = uploads;
  const pending = pendingUploads(items);
  // Every photo still to send failed once: Upload is a retry of those, the files kept.
  const retrying = pending.length > 0 && pending.every((item) => item.status === 'failed');

  const closeWhenDone = useEffectEvent(() => onClose());
  useEffect(() => {
    if (doneCount === null) return;
    doneButtonRef.current?.focus();
    const timer = window.setTimeout(closeWhenDone, DONE_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [doneCount]);

  /** Cancel, Escape: stops the uploads still running; the title and files go with the modal. */
  const close = () => {
    uploads.cancel();
    onClose();
  };

  const start = async (targetFolder: number, title: string) => {
    const report = await uploads.start(targetFolder, title);
    if (!report) return;
    if (report.allDone) {
      toast.success(report.onlyReply ?? report.summary);
      setDoneCount(items.length);
    } else toast.error(report.summary);
  };

  // The title through the one form hook; its save is the upload queue (use-photo-uploads.ts), which
  // keeps each photo's progress and what failed. Photos already sent stay listed as done; Upload sends the rest (new
  // ones, or ones that failed). A refusal is said in the dialog and as a toast.
  const form = useForm({
    initial: { title: '' },
    check: ({ title }: { title: string }) => {
      const check = checkUpload(folderId, pending.length);
      if (check === 'folderMissing') return { ok: false, errors: { upload: [t.folderMissing] } };
      if (check === 'noPhoto') return { ok: false, errors: { upload: [t.photoRequired] } };
      return { ok: true, value: { folder: folderId as number, title } };
    },
    invalidToast: (errors) => errors.upload?.[0],
    useSave: () => ({ mutate: ({ folder, title }: { folder: number; title: string }) => void start(folder, title), isPending: uploading }),
    send: (variables, mutate) => void runAsEditor(() => mutate(variables)),
  });
  const title = form.form.title;
  const error = form.error('upload');

  const pick = (files: File[]) => {
    uploads.pick(files);
    form.setError('upload', undefined);
  };

  // On <body>: a transformed or scrolling ancestor (the hub's phone modal) must not clip it.
  return createPortal(
    // Above the hub's phone modal (z-40), below the login modal (z-50) that a lapsed session may bring.
    // The Dialog keeps Escape and Tab from the hub's phone modal that holds this one.
    <Dialog
      labelledBy={ids.heading}
      onEscape={close}
      initialFocus={titleRef}
      backdropClassName="z-[45] items-center p-4"
      className="card flex max-h-[calc(100dvh-2rem)] w-full max-w-md flex-col overflow-y-auto bg-white"
    >
      <h2 id={ids.heading} className="font-display text-center text-2xl font-bold text-rose-700">
        {t.heading}
      </h2>
      {doneCount !== null ? (
        <div className="mt-5 flex flex-col items-center gap-4 text-center" role="status" data-testid="upload-done">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-600"
          >
            ✓
          </span>
          <p className="font-display text-xl font-bold text-rose-700">{t.doneHeading}</p>
          <p className="text-rose-900">{t.doneBody(doneCount, folderName)}</p>
          <button ref={doneButtonRef} type="button" onClick={onClose} className="btn-primary w-full">
            {t.close}
          </button>
        </div>
      ) : (
        <>
          {folderName && <p className="mt-1 text-center text-sm text-rose-900/70">{t.folderTarget(folderName)}</p>}

          <form className="mt-5 space-y-4" onSubmit={form.submit} noValidate aria-describedby={error ? ids.error : undefined}>
            <div>
              <label htmlFor={ids.title} className="block text-sm font-medium text-rose-900">
                {t.titleLabel}
              </label>
              <input
                ref={titleRef}
                id={ids.title}
                type="text"
                name="title"
                autoComplete="off"
                maxLength={GALLERY_PHOTO_TITLE_MAX}
                value={title}
                disabled={uploading}
                // One photo: the name it will take; several: each its own, said in the hint.
                placeholder={items.length === 1 && items[0] ? titleFromFileName(items[0].file.name, t.untitled) : undefined}
                aria-describedby={ids.titleHint}
                onChange={(event) => {
                  form.change('title')(event.target.value);
                  form.setError('upload', undefined);
                }}
                className="field mt-1"
              />
              <p id={ids.titleHint} className="mt-1 text-sm text-rose-900/70">
                {t.titleHint}
              </p>
            </div>
            <FileField
              label={t.photoLabel}
              name="photo"
              accept={PHOTO_ACCEPT}
              multiple
              required
              disabled={uploading}
              hint={t.photoHint(PHOTO_MAX_MB)}
              chosen={items.length > 0 ? t.chosenCount(items.length) : undefined}
              error={refused.length > 0 ? t.tooLarge(refused, PHOTO_MAX_MB) : undefined}
              alertError
              onFiles={(files, input) => {
                pick(files);
                // Emptied, so the same file can be picked again once made smaller; the list keeps what was taken.
                input.value = '';
              }}
            />

            {items.length > 0 && (
              <ul aria-label={t.listLabel} className="space-y-3">
                {items.map((item) => (
                  <UploadRow key={item.key} item={item} />
                ))}
              </ul>
            )}

            {error && (
              <p id={ids.error} role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
                {error}
              </p>
            )}
            <p role="status" className="text-sm font-medium text-rose-900 empty:hidden">
              {summary}
            </p>

            <div className="flex gap-3 pt-1">
              <button type="button" onClick={close} className="btn-secondary flex-1">
                {t.cancel}
              </button>
              <button type="submit" disabled={uploading} aria-busy={uploading} className="btn-primary flex-1">
                {uploading ? t.uploading : retrying ? t.retry : t.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </Dialog>,
    document.body,
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const [drawn, setDrawn] = useState(true);
  const percent = Math.round(item.progress * 100);
  const state =
    item.status === 'done'
      ? t.done
      : item.status === 'failed'
        ? (item.error ?? idGallery.upload.failed)
        : item.status === 'uploading'
          ? t.percent(percent)
          : t.waiting;
  return (
    <li className="flex items-start gap-3">
      {item.preview && drawn ? (
        <img
          src={item.preview}
          alt={t.previewAlt(item.file.name)}
          onError={() => setDrawn(false)}
          className="size-14 shrink-0 rounded-lg bg-rose-50 object-cover"
        />
      ) : (
        // A photo the browser cannot draw (HEIC outside Safari): its place, without a picture.
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-rose-100 text-xs font-semibold text-rose-700"
        >
          {item.file.name.split('.').pop()?.toUpperCase().slice(0, 4)}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="min-w-0 truncate text-rose-950">{item.file.name}</span>
          <span className={`shrink-0 ${item.status === 'failed' ? 'text-rose-700' : 'text-rose-900/70'}`}>
            {item.status === 'failed' ? null : state}
          </span>
        </div>
        <ProgressBar label={t.progressLabel(item.file.name)} value={item.progress} valueText={state} failed={item.status === 'failed'} />
        {item.status === 'failed' && (
          <p role="alert" className="text-sm text-rose-700">
            {state}
          </p>
        )}
      </div>
    </li>
  );
}
