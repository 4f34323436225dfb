import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-hot-toast';
import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { VIDEO_GIFT_MSG, videoGiftFields, type VideoGift } from '@shared/schemas/video-gift';
import { useSaveVideoGift, useVideoGift } from '@/api/video-gift';
import type { WriteError } from '@/api/write';
import { useEditorOnly } from '@/components/editor-only';
import { EditorPageCard } from '@/components/editor-page-card';
import { FieldError } from '@/components/field-error';
import { TextField } from '@/components/text-field';
import { idMainGift } from '@/i18n/id-main-gift';
import { parseGiftId } from './edit-path';
import { formatBytes, uploadProgress } from './upload-progress';

// The video gift editor (SPEC.md §2 "Video gift editor", issue 6): Title, Description, Video File; in
// edit mode (?id=) the current file's name and 'Simpan Perubahan'. The file streams up with a progress
// bar (percent and what is left); success returns to /video-gift.

const t = idMainGift.videoEditor;

export default function EditVideoGiftPage() {
  const [params] = useSearchParams();
  const giftId = parseGiftId(params.get('id'));
  const access = useEditorOnly();

  return (
    <EditorPageCard access={access} words={t} cancelTo={ROUTES.videoGift}>
      <VideoGiftEditor giftId={giftId} />
    </EditorPageCard>
  );
}

function VideoGiftEditor({ giftId }: { giftId: number | undefined }) {
  const gift = useVideoGift();

  useEffect(() => {
    if (gift.isError) console.error('GET /api/video-gift failed', gift.error);
  }, [gift.isError, gift.error]);

  if (gift.isPending) {
    return (
      <p className="mt-4 text-center text-rose-900/70" role="status">
        {t.loading}
      </p>
    );
  }
  const record = gift.data ?? null;
  // Edit mode follows the address; its fields start from the record when it is the one named.
  const current = giftId !== undefined && record?.id === giftId ? record : null;
  return <VideoGiftForm key={current?.id ?? 'new'} giftId={giftId} current={current} />;
}

type FieldErrors = Partial<Record<'title' | 'description' | 'video', string>>;

function serverErrors(error: WriteError): FieldErrors {
  return {
    title: error.fieldError('title'),
    description: error.fieldError('description'),
    video: error.fieldError('video') ?? error.fieldError('video_url'),
  };
}

function fileName(path: string): string {
  return path.split('/').pop() ?? path;
}

function VideoGiftForm({ giftId, current }: { giftId: number | undefined; current: VideoGift | null }) {
  const navigate = useNavigate();
  const ids = { description: useId(), video: useId(), progress: useId() };
  const [title, setTitle] = useState(current?.title ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [fraction, setFraction] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const editMode = giftId !== undefined;

  useEffect(() => () => upload.current?.abort(), []);

  const save = useSaveVideoGift({
    onSuccess: (reply) => {
      toast.success(reply.message || t.saved);
      navigate(ROUTES.videoGift);
    },
    onError: (error) => {
      if (error.aborted) return;
      setErrors(serverErrors(error));
      toast.error(error.message);
    },
    onSettled: () => {
      upload.current = null;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = videoGiftFields.safeParse({ title, description });
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'description') && !next[field]) next[field] = issue.message;
      }
    }
    if (!file && !current?.video_url) next.video = VIDEO_GIFT_MSG.videoRequired;
    setErrors(next);
    if (!parsed.success || next.video) {
      toast.error(next.title ?? next.description ?? next.video ?? t.saveFailed);
      return;
    }
    setFraction(0);
    upload.current = new AbortController();
    save.mutate({
      gift: {
        id: giftId,
        title: parsed.data.title,
        description: parsed.data.description,
        file,
        videoUrl: current?.video_url ?? null,
      },
      onProgress: setFraction,
      signal: upload.current.signal,
    });
  };

  const cancel = () => {
    upload.current?.abort();
    navigate(ROUTES.videoGift);
  };

  const saving = save.isPending;
  const progress = file ? uploadProgress(fraction, file.size) : null;
  const describedBy = (field: Exclude<keyof FieldErrors, 'title'>, extra?: string) =>
    [errors[field] ? `${ids[field]}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate aria-busy={saving}>
      <TextField
        label={t.title}
        value={title}
        maxLength={VIDEO_GIFT_TITLE_MAX}
        required
        disabled={saving}
        error={errors.title}
        alertError
        onValue={setTitle}
      />

      <div>
        <label htmlFor={ids.description} className="mb-1 block font-semibold text-rose-900">
          {t.description}
        </label>
        <textarea
          id={ids.description}
          rows={4}
          className="field"
          value={description}
          maxLength={VIDEO_GIFT_DESCRIPTION_MAX}
          disabled={saving}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FieldError id={`${ids.description}-error`} message={errors.description} alert />
      </div>

      <div>
        <label htmlFor={ids.video} className="mb-1 block font-semibold text-rose-900">
          {t.video}
        </label>
        {editMode && (
          <p className="mb-2 text-sm break-all text-rose-900/80" data-testid="current-video-file">
            {current?.video_url ? t.currentFile(current.video_name ?? fileName(current.video_url)) : t.noCurrentFile}
          </p>
        )}
        <input
          id={ids.video}
          type="file"
          accept="video/mp4,video/quicktime,video/webm"
          className="field file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-1.5 file:font-semibold file:text-rose-700"
          disabled={saving}
          aria-invalid={errors.video ? true : undefined}
          aria-describedby={describedBy('video', `${ids.video}-hint`)}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, video: undefined }));
          }}
        />
        <p id={`${ids.video}-hint`} className="mt-1 text-sm text-rose-900/70">
          {file ? t.chosenFile(file.name, formatBytes(file.size)) : t.videoHint}
        </p>
        <FieldError id={`${ids.video}-error`} message={errors.video} alert />
      </div>

      {saving && progress && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={t.progress(progress.percent, formatBytes(progress.remaining))}
            className="h-3 w-full overflow-hidden rounded-full bg-rose-100"
          >
            <div className="h-full rounded-full bg-rose-500 transition-[width] duration-200" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="text-sm font-medium text-rose-800" aria-live="polite" id={ids.progress}>
            {t.progress(progress.percent, formatBytes(progress.remaining))}
          </p>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={cancel}>
          {t.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t.saving : editMode ? t.saveChanges : t.save}
        </button>
      </div>
    </form>
  );
}
