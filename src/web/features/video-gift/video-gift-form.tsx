import { inPageLanguage } from '@shared/field-errors';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_GIFT_DESCRIPTION_MAX, VIDEO_GIFT_TITLE_MAX } from '@shared/constants';
import { videoGiftFields, type VideoGift, type VideoGiftInput } from '@shared/schemas/video-gift';
import { VIDEO_GIFT_MSG } from '@shared/messages/video-gift';
import { useSaveVideoGift, useVideoGift, type VideoGiftSaveRequest } from '@/api/video-gift';
import { FileField } from '@/components/file-field';
import { useLentForm } from '@/components/lent-form';
import { TextAreaField, TextField } from '@/components/text-field';
import { idMainGift } from '@/i18n/id-main-gift';
import { checkForm } from '@/lib/check-form';
import { firstError, renameFields, serverFieldErrors, withFieldError, type Checked } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { formatBytes, uploadProgress } from './upload-progress';
import { VideoConversionStatus } from '@/components/video-conversion-status';
import { useLoadFailure } from '@/lib/toast';

// The video gift's form (docs/product.md §2 "Video gift editor"): Title, Description, Video File; in edit mode the
// current file's name and 'Simpan Perubahan'. The file streams up with a progress bar (percent and what is left).
// Where it goes once saved or cancelled is its holder's: the editor's page returns to /video-gift, the builder's
// Main Gift step closes it in place (decision 088). Lent to the builder, it tells the builder whether it holds changes
// and saves them when the giver goes on or leaves with 'Simpan' (decision 094).

const t = idMainGift.videoEditor;

export interface VideoGiftEditorProps {
  /** The record named by the page's address; 'stored' edits the gift's stored video, if it has one. */
  giftId: number | undefined | 'stored';
  /** After a save, or 'Batal'. */
  onDone: () => void;
}

export function VideoGiftEditor({ giftId, onDone }: VideoGiftEditorProps) {
  const gift = useVideoGift();

  useLoadFailure(gift, 'GET /api/video-gift');

  if (gift.isPending) {
    return (
      <p className="mt-4 text-center text-rose-900/70" role="status">
        {t.loading}
      </p>
    );
  }
  const record = gift.data ?? null;
  // Edit mode follows the address; its fields start from the record when it is the one named ('stored': the record).
  const id = giftId === 'stored' ? record?.id : giftId;
  const current = id !== undefined && record?.id === id ? record : null;
  return <VideoGiftForm key={current?.id ?? 'new'} giftId={id} current={current} onDone={onDone} />;
}

interface VideoGiftValues {
  title: string;
  description: string;
  /** A new video file; without one the stored video is kept (and one is needed if there is none). */
  file: File | null;
}

/** The texts by the server's own schema, and a video: a new file or the stored one. */
function checkVideoGift(values: VideoGiftValues, current: VideoGift | null): Checked<VideoGiftInput> {
  const checked = checkForm(videoGiftFields, { title: values.title, description: values.description });
  const videoMissing = !values.file && !current?.video_url;
  if (checked.ok && !videoMissing) return checked;
  return {
    ok: false,
    errors: withFieldError(
      checked.ok ? {} : checked.errors,
      'video',
      videoMissing ? inPageLanguage(VIDEO_GIFT_MSG.videoRequired) : undefined,
    ),
  };
}

function fileName(path: string): string {
  return path.split('/').pop() ?? path;
}

interface VideoGiftFormProps {
  giftId: number | undefined;
  current: VideoGift | null;
  onDone: () => void;
}

function VideoGiftForm({ giftId, current, onDone }: VideoGiftFormProps) {
  const [fraction, setFraction] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The builder's save waiting for this form's: told once, true only when saved. */
  const waiting = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    waiting.current?.(ok);
    waiting.current = null;
  };
  const editMode = giftId !== undefined;

  useEffect(() => () => upload.current?.abort(), []);

  const {
    form,
    error,
    change,
    field,
    submit,
    pending: saving,
    setError,
  } = useForm({
    initial: (): VideoGiftValues => ({ title: current?.title ?? '', description: current?.description ?? '', file: null }),
    check: (values) => checkVideoGift(values, current),
    useSave: useSaveVideoGift,
    toVariables: (value, values): VideoGiftSaveRequest => ({
      gift: { id: giftId, title: value.title, description: value.description, file: values.file, videoUrl: current?.video_url ?? null },
      onProgress: setFraction,
    }),
    send: (variables, mutate) => {
      setFraction(0);
      const controller = new AbortController();
      upload.current = controller;
      mutate({ ...variables, signal: controller.signal });
    },
    saved: (reply) => reply.message || t.saved,
    invalidToast: (errors) =>
      firstError(errors, 'title') ?? firstError(errors, 'description') ?? firstError(errors, 'video') ?? t.saveFailed,
    serverErrors: (failure) => serverFieldErrors(failure, renameFields({ video_url: 'video' })),
    keepErrorsWhileEditing: true,
    onInvalid: () => settle(false),
    onSaved: () => {
      settle(true);
      onDone();
    },
    onSettled: () => {
      upload.current = null;
      settle(false);
    },
  });

  useLentForm(
    () =>
      saving
        ? Promise.resolve(false)
        : new Promise<boolean>((resolve) => {
            waiting.current = resolve;
            formRef.current?.requestSubmit();
          }),
    () => form.title !== (current?.title ?? '') || form.description !== (current?.description ?? '') || form.file !== null,
  );

  const cancel = () => {
    upload.current?.abort();
    onDone();
  };

  const file = form.file;
  const progress = file ? uploadProgress(fraction, file.size) : null;

  return (
    <form ref={formRef} className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate aria-busy={saving}>
      <VideoConversionStatus />
      <TextField label={t.title} maxLength={VIDEO_GIFT_TITLE_MAX} required disabled={saving} alertError {...field('title')} />
      <TextAreaField label={t.description} maxLength={VIDEO_GIFT_DESCRIPTION_MAX} disabled={saving} alertError {...field('description')} />

      <FileField
        label={t.video}
        accept="video/mp4,video/quicktime,video/webm,.mov,.mp4,.m4v,.webm"
        disabled={saving}
        hint={t.videoHint}
        chosen={file ? t.chosenFile(file.name, formatBytes(file.size)) : undefined}
        error={error('video')}
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
          change('file')(picked ?? null);
          setError('video', undefined);
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
