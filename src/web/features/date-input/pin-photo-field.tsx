import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-hot-toast';
import { dateInputPhotoUrl, useDateInput, useUploadDateInputPhoto } from '@/api/date-input';
import { idHub } from '@/i18n/id-hub';

// The PIN page's photo, set by the giver from the Date Input panel (issue 13; POST /api/date-input/photo).
// The server keeps it on the date input record, so the title and date are saved first.

const t = idHub.dateInput;

/** The picker offers what the server takes for this photo. */
const PHOTO_ACCEPT = 'image/jpeg,image/webp';

export function PinPhotoField() {
  const record = useDateInput();
  const ids = { heading: useId(), input: useId(), hint: useId() };
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useUploadDateInputPhoto({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => setProgress(null),
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still counts.
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  const current = record.data ?? null;
  const photoUrl = current?.photo_url ?? null;

  return (
    <section className="card w-full" aria-labelledby={ids.heading} aria-busy={upload.isPending}>
      <h2 id={ids.heading} className="font-display text-2xl font-bold text-rose-700">
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
          <label htmlFor={ids.input} className="block text-sm font-medium text-rose-900">
            {t.photoLabel}
          </label>
          <input
            id={ids.input}
            type="file"
            name="photo"
            accept={PHOTO_ACCEPT}
            disabled={!current || upload.isPending}
            aria-describedby={ids.hint}
            onChange={pick}
            className="mt-1 block w-full text-sm text-rose-900 file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-2 file:font-semibold file:text-rose-700 hover:file:bg-rose-200"
          />
          <p id={ids.hint} className="mt-1 text-xs text-rose-900/60">
            {current ? t.photoHint : t.photoNeedsRecord}
          </p>
        </div>
      </div>
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={t.photoProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-rose-100"
        >
          <div className="h-full bg-rose-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </section>
  );
}
