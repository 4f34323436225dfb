import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { dateInputPhotoUrl, useDateInput, useUploadDateInputPhoto } from '@/api/date-input';
import { FileField } from '@/components/file-field';
import { idHub } from '@/i18n/id-hub';
import { PHOTO_ACCEPT } from '@shared/constants';

// The PIN page's photo, set by the giver from the Date Input panel (POST /api/date-input/photo).
// The server keeps it on the date input record, so the title and date are saved first.

const t = idHub.dateInput;

/** The picker offers what the server takes for this photo. */

export function PinPhotoField() {
  const record = useDateInput();
  const headingId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useUploadDateInputPhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => setProgress(null),
  });

  const pick = ([file]: File[], input: HTMLInputElement) => {
    // Cleared at once, so choosing the same file again still counts.
    input.value = '';
    if (!file) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  const current = record.data ?? null;
  const photoUrl = current?.photo_url ?? null;

  return (
    <section className="card w-full" aria-labelledby={headingId} aria-busy={upload.isPending}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-rose-700">
        {t.photoHeading}
      </h2>
      <p className="mt-1 text-sm text-rose-900/70">{t.photoNote}</p>
      <div className="mt-4 flex items-center gap-4">
        {photoUrl ? (
          <img
            src={dateInputPhotoUrl(photoUrl)}
            alt={t.photoCurrent}
            className="size-20 shrink-0 rounded-full border-4 border-white object-cover shadow-md shadow-rose-200"
          />
        ) : (
          <p className="text-sm text-rose-900/70">{t.photoNone}</p>
        )}
        <div className="min-w-0 flex-1">
          <FileField
            label={t.photoLabel}
            name="photo"
            accept={PHOTO_ACCEPT}
            disabled={!current || upload.isPending}
            hint={current ? t.photoHint : t.photoNeedsRecord}
            progress={progress}
            progressLabel={t.photoProgress}
            onFiles={pick}
          />
        </div>
      </div>
    </section>
  );
}
