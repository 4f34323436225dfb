import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { VIDEO_GIFT_MSG, videoGiftFields, type VideoGift } from '@shared/schemas/video-gift';
import { useSaveVideoGift, useVideoGift } from '@/api/video-gift';
import type { WriteError } from '@/api/write';
import { useEditorOnly } from '@/components/editor-only';
import { EditorPageCard } from '@/components/editor-page-card';
import { FileField } from '@/components/file-field';
import { TextAreaField, TextField } from '@/components/text-field';
import { idMainGift } from '@/i18n/id-main-gift';
import { fieldBinder } from '@/lib/use-editor-form';
import { parseGiftId } from './edit-path';
import { formatBytes, uploadProgress } from './upload-progress';

// The video gift editor (docs/product.md §2 "Video gift editor"): Title, Description, Video File; in
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
  const [texts, setTexts] = useState({ title: current?.title ?? '', description: current?.description ?? '' });
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
    const parsed = videoGiftFields.safeParse(texts);
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
  const field = fieldBinder(texts, errors, (name, value) => setTexts((now) => ({ ...now, [name]: value })));
  const progress = file ? uploadProgress(fraction, file.size) : null;

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate aria-busy={saving}>
      <TextField label={t.title} maxLength={VIDEO_GIFT_TITLE_MAX} required disabled={saving} alertError {...field('title')} />
      <TextAreaField label={t.description} maxLength={VIDEO_GIFT_DESCRIPTION_MAX} disabled={saving} alertError {...field('description')} />

      <FileField
        label={t.video}
        accept="video/mp4,video/quicktime,video/webm"
        disabled={saving}
        hint={t.videoHint}
        chosen={file ? t.chosenFile(file.name, formatBytes(file.size)) : undefined}
        error={errors.video}
        alertError
        current={
          editMode && (
            <p className="mb-2 text-sm break-all text-rose-900/80" data-testid="current-video-file">
              {current?.video_url ? t.currentFile(current.video_name ?? fileName(current.video_url)) : t.noCurrentFile}
            </p>
          )
        }
        progress={saving && progress ? progress.percent / 100 : null}
        progressLabel={t.progressLabel}
        progressText={progress ? t.progress(progress.percent, formatBytes(progress.remaining)) : undefined}
        onFiles={([picked]) => {
          setFile(picked ?? null);
          setErrors((now) => ({ ...now, video: undefined }));
        }}
      />

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
