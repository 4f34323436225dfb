import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { GALLERY_PHOTO_TITLE_MAX } from '@shared/constants';
import { galleryCallMessage, galleryQueryKey, uploadPhoto } from '@/api/gallery';
import { Dialog } from '@/components/dialog';
import { useEditorGate } from '@/components/editor-gate';
import { idGallery } from '@/i18n/id-gallery';
import { checkUpload, numberedTitles, runEach } from './upload-plan';

// The photo modal of the hub's Gallery section (SPEC.md §2, §4, §5; issue 4): Title, Photo, Upload,
// Cancel. Several photos go at once, two requests at a time, each with its own progress bar; one that
// fails keeps its place (and its file, for another try) without stopping the others. Closing clears it.

const t = idGallery.upload;

/** SPEC.md §5: the picker offers JPEG and WebP only (the server checks the bytes anyway). */
const PHOTO_ACCEPT = 'image/jpeg,image/webp';
/** Two cores serve the site: more parallel uploads only queue on the server. */
const PARALLEL_UPLOADS = 2;

type ItemStatus = 'ready' | 'uploading' | 'done' | 'failed';

interface UploadItem {
  key: string;
  file: File;
  status: ItemStatus;
  progress: number;
  error?: string;
}

interface UploadPhotoModalProps {
  folderId: number | null;
  folderName: string | null;
  onClose: () => void;
}

let itemCounter = 0;

export function UploadPhotoModal({ folderId, folderName, onClose }: UploadPhotoModalProps) {
  const queryClient = useQueryClient();
  const { runAsEditor } = useEditorGate();
  const ids = { heading: useId(), title: useId(), photo: useId(), hint: useId(), error: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [title, setTitle] = useState('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    // Leaving the page (or the section) stops what is still going.
    return () => abortRef.current?.abort();
  }, []);

  /** Cancel, Escape: stops the uploads still running; the title and files go with the modal. */
  const close = () => {
    abortRef.current?.abort();
    onClose();
  };

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    setItems(files.map((file) => ({ key: `upload-${++itemCounter}`, file, status: 'ready', progress: 0 })));
    setSummary(null);
    if (error) setError(null);
  };

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const start = async (targetFolder: number, pending: UploadItem[]) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    setSummary(null);
    const titles = numberedTitles(title, pending.length);
    for (const item of pending) update(item.key, { status: 'ready', progress: 0, error: undefined });

    const results = await runEach(pending, PARALLEL_UPLOADS, async (item, index) => {
      if (controller.signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      update(item.key, { status: 'uploading' });
      try {
        const reply = await uploadPhoto(
          { folderId: targetFolder, title: titles[index] ?? title.trim(), file: item.file },
          (fraction) => update(item.key, { progress: fraction }),
          controller.signal,
        );
        update(item.key, { status: 'done', progress: 1 });
        return reply;
      } catch (cause) {
        if (!controller.signal.aborted) {
          console.error('POST /api/gallery/create-photos failed', cause);
          update(item.key, { status: 'failed', error: galleryCallMessage(cause, t.failed, { field: 'photo' }) });
        }
        throw cause;
      }
    });
    if (controller.signal.aborted) return;
    abortRef.current = null;
    setUploading(false);

    const succeeded = results.filter((result) => result.status === 'fulfilled');
    if (succeeded.length > 0) void queryClient.invalidateQueries({ queryKey: galleryQueryKey() });
    const done = succeeded.length;
    const message = t.summary(done, results.length);
    setSummary(message);
    if (done === results.length) {
      const first = succeeded[0];
      toast.success(results.length === 1 && first?.status === 'fulfilled' ? first.value.message : message);
    } else {
      toast.error(message);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    // Photos already sent stay listed as done; Upload sends the rest (new ones, or ones that failed).
    const pending = items.filter((item) => item.status !== 'done');
    const check = checkUpload(folderId, title, pending.length);
    if (check === 'folderMissing') return fail(t.folderMissing);
    if (check === 'required') return fail(t.required);
    setError(null);
    const targetFolder = folderId as number;
    void runAsEditor(() => void start(targetFolder, pending));
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
      {folderName && <p className="mt-1 text-center text-sm text-rose-900/70">{t.folderTarget(folderName)}</p>}

      <form className="mt-5 space-y-4" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <div>
          <label htmlFor={ids.title} className="block text-sm font-medium text-rose-900">
            {t.titleLabel}
          </label>
          <input
            ref={titleRef}
            id={ids.title}
            type="text"
            name="title"
            required
            autoComplete="off"
            maxLength={GALLERY_PHOTO_TITLE_MAX}
            value={title}
            disabled={uploading}
            onChange={(event) => {
              setTitle(event.target.value);
              if (error) setError(null);
            }}
            className="field mt-1"
          />
        </div>
        <div>
          <label htmlFor={ids.photo} className="block text-sm font-medium text-rose-900">
            {t.photoLabel}
          </label>
          <input
            id={ids.photo}
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            multiple
            required
            disabled={uploading}
            aria-describedby={ids.hint}
            onChange={pick}
            className="mt-1 block w-full text-sm text-rose-900 file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-2 file:font-semibold file:text-rose-700 hover:file:bg-rose-200"
          />
          <p id={ids.hint} className="mt-1 text-xs text-rose-900/60">
            {t.photoHint}
          </p>
        </div>

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
            {uploading ? t.uploading : t.submit}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const percent = Math.round(item.progress * 100);
  const state =
    item.status === 'done'
      ? t.done
      : item.status === 'failed'
        ? (item.error ?? t.failed)
        : item.status === 'uploading'
          ? t.percent(percent)
          : t.waiting;
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate text-rose-950">{item.file.name}</span>
        <span className={`shrink-0 ${item.status === 'failed' ? 'text-rose-700' : 'text-rose-900/70'}`}>
          {item.status === 'failed' ? null : state}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel(item.file.name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={state}
        className="h-2 overflow-hidden rounded-full bg-rose-100"
      >
        <div
          className={`h-full transition-[width] ${item.status === 'failed' ? 'bg-rose-300' : 'bg-rose-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {item.status === 'failed' && (
        <p role="alert" className="text-sm text-rose-700">
          {state}
        </p>
      )}
    </li>
  );
}
