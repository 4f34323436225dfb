import { useId, useState } from 'react';
import { WISH_MESSAGE_MAX, WISH_NAME_MAX } from '@shared/constants';
import { useSendWish } from '@/api/wish-guest';
import { onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { idWishGuest as t } from '@/i18n/id-wish-guest';
import { useWishPhoto } from './use-wish-photo';
import { checkWish, withLf } from './wish-form-check';
import { WishGuestShell } from './wish-guest-shell';
import { WishPhotoField } from './wish-photo-field';
import { WishTextField } from './wish-text-field';
import { WishThanks } from './wish-thanks';

// The guest's form (decision 045): a name and a message (counted), one optional photo, sent with its upload's
// progress, through the one form hook with no toasts: its failures read inside the form. A failure keeps
// everything typed and chosen; a sent wish shows the thanks.

/** The fields a refusal of the server may name. */
const FIELDS = onlyFields(['name', 'message', 'photo']);

export function WishForm({ recipient }: { recipient: string }) {
  const ids = { name: useId(), message: useId(), formError: useId() };
  const photos = useWishPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const heading = t.heading(recipient);

  const {
    form,
    error,
    change,
    setError,
    reset,
    submit,
    pending: sending,
    failure: formError,
  } = useForm({
    initial: { name: '', message: '' },
    check: checkWish,
    useSave: useSendWish,
    toVariables: (value) => ({ ...value, photo: photos.photo, onProgress: photos.photo ? setProgress : undefined }),
    send: (variables, mutate) => {
      setProgress(variables.photo ? 0 : null);
      mutate(variables);
    },
    // Nothing typed or chosen is lost: the form stays as it was, with the server's words.
    serverErrors: (failure) => serverFieldErrors(failure, FIELDS),
    failure: 'inline',
    onInvalid: (errors) => document.getElementById(errors.name ? ids.name : ids.message)?.focus(),
    onSaved: () => setSent(true),
    onSettled: () => setProgress(null),
  });

  const another = () => {
    reset({ name: '', message: '' });
    photos.clear();
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
          value={form.name}
          onValue={change('name')}
          max={WISH_NAME_MAX}
          length={form.name.length}
          error={error('name')}
        />
        <WishTextField
          id={ids.message}
          label={t.messageLabel}
          value={form.message}
          onValue={change('message')}
          max={WISH_MESSAGE_MAX}
          length={withLf(form.message).length}
          error={error('message')}
          multiline
        />
        <WishPhotoField photos={photos} error={error('photo')} onChosen={(refused) => setError('photo', refused)} />
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
