import { useId, useState, type FormEvent } from 'react';
import { WISH_MESSAGE_MAX, WISH_NAME_MAX } from '@shared/constants';
import { useSendWish } from '@/api/wish-guest';
import { firstError, onlyFields, serverFieldErrors, withFieldError, withoutFieldError, type FieldErrors } from '@/lib/form-errors';
import { idWishGuest as t } from '@/i18n/id-wish-guest';
import { useWishPhoto } from './use-wish-photo';
import { checkWish, withLf } from './wish-form-check';
import { WishGuestShell } from './wish-guest-shell';
import { WishPhotoField } from './wish-photo-field';
import { WishTextField } from './wish-text-field';
import { WishThanks } from './wish-thanks';

// The guest's form (decision 045): a name and a message (counted), one optional photo, sent with its upload's
// progress. It keeps its own state (decision 013: a form of another shape than an editor's, with no toasts) but the
// one error adapter. A failure keeps everything typed and chosen; a sent wish shows the thanks.

/** The fields a refusal of the server may name. */
const FIELDS = onlyFields(['name', 'message', 'photo']);

export function WishForm({ recipient }: { recipient: string }) {
  const ids = { name: useId(), message: useId(), formError: useId() };
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const photos = useWishPhoto();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const heading = t.heading(recipient);

  const send = useSendWish({
    onSuccess: () => setSent(true),
    // Nothing typed or chosen is lost: the form stays as it was, with the server's words.
    onError: (failure) => {
      setErrors(serverFieldErrors(failure, FIELDS));
      setFormError(failure.message);
    },
    onSettled: () => setProgress(null),
  });
  const sending = send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkWish({ name, message });
    setFormError(undefined);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      document.getElementById(checked.errors.name ? ids.name : ids.message)?.focus();
      return;
    }
    const { photo } = photos;
    setProgress(photo ? 0 : null);
    send.mutate({ ...checked.value, photo, onProgress: photo ? setProgress : undefined });
  };

  const edited = (field: string) => {
    if (errors[field]) setErrors((current) => withoutFieldError(current, field));
  };

  const another = () => {
    setName('');
    setMessage('');
    photos.clear();
    setErrors({});
    setSent(false);
  };

  if (sent) return <WishThanks recipient={recipient} onAnother={another} />;

  return (
    <WishGuestShell title={heading}>
      <h1 className="font-display text-center text-3xl font-bold text-rose-700">{heading}</h1>
      <p className="mt-2 text-center text-rose-900/80">{t.intro}</p>
      <form className="mt-6 flex flex-col gap-5" onSubmit={submit} noValidate aria-busy={sending}>
        <WishTextField
          id={ids.name}
          label={t.nameLabel}
          value={name}
          onValue={(value) => {
            setName(value);
            edited('name');
          }}
          max={WISH_NAME_MAX}
          length={name.length}
          error={firstError(errors, 'name')}
        />
        <WishTextField
          id={ids.message}
          label={t.messageLabel}
          value={message}
          onValue={(value) => {
            setMessage(value);
            edited('message');
          }}
          max={WISH_MESSAGE_MAX}
          length={withLf(message).length}
          error={firstError(errors, 'message')}
          multiline
        />
        <WishPhotoField
          photos={photos}
          error={firstError(errors, 'photo')}
          onChosen={(refused) => setErrors((current) => withFieldError(current, 'photo', refused))}
        />
        {progress !== null && <SendProgress progress={progress} />}
        {formError && (
          <p id={ids.formError} role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <button type="submit" className="btn-primary w-full text-lg" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </form>
    </WishGuestShell>
  );
}

/** The upload's progress while a wish with a photo is sent. */
function SendProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={t.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-rose-100"
    >
      <div className="h-full bg-rose-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
