import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MB, PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_TYPES, WISH_MESSAGE_MAX, WISH_NAME_MAX } from '@shared/constants';
import { ApiError } from '@/api/client';
import { useSendWish, wishGuestQueryOptions } from '@/api/wish-guest';
import { id } from '@/i18n/id';
import { idWishGuest } from '@/i18n/id-wish-guest';

// The wishes link's guest page (decision 045), where /w/{key} leads: the recipient's name, and a form for a
// friend's name, message (with counters) and one optional photo (with a preview), sent with its upload's progress.
// A failure keeps everything typed and chosen; a sent wish shows the thank-you. Without the key, with a rotated
// one, or on a closed link the page says so plainly. It reads nothing else of the gift, and its code is its own
// small chunk: the guest's browser has no PIN, no session and no music.

const t = idWishGuest;
const count = (n: number) => n.toLocaleString(t.locale);

/** The HEIC photo a browser may not name with its type: known by its extension (decision 042). */
const isPhoto = (file: File) => (PHOTO_TYPES as readonly string[]).includes(file.type) || /\.(heic|heif)$/i.test(file.name);

export default function LeaveWishPage() {
  const guest = useQuery(wishGuestQueryOptions());
  if (guest.isPending) {
    return (
      <Shell title={id.pageNames.leaveWish}>
        <p role="status" className="text-center text-rose-900/70">
          {t.loading}
        </p>
      </Shell>
    );
  }
  if (guest.isError) {
    // 403: no key, a rotated one; the server's words say so. No reply at all: a retry.
    const refused = guest.error instanceof ApiError && guest.error.status === 403;
    return (
      <Shell title={refused ? t.invalidHeading : id.pageNames.leaveWish} heading={refused ? t.invalidHeading : undefined}>
        <p role="alert" className="text-center text-rose-900/80">
          {refused ? guest.error.message : t.loadFailed}
        </p>
        {!refused && (
          <div className="mt-4 text-center">
            <button type="button" className="btn-secondary" onClick={() => void guest.refetch()}>
              {t.retry}
            </button>
          </div>
        )}
      </Shell>
    );
  }
  const recipient = guest.data.recipient.trim() || t.someone;
  if (!guest.data.open) {
    return (
      <Shell title={t.closedHeading} heading={t.closedHeading}>
        <p className="text-center text-rose-900/80">{t.closedBody}</p>
      </Shell>
    );
  }
  return <WishForm recipient={recipient} />;
}

function Shell({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${title} · ${id.appName}`}</title>
      <section className="card w-full max-w-lg">
        {heading && <h1 className="font-display mb-3 text-center text-2xl font-bold text-rose-700">{heading}</h1>}
        {children}
      </section>
    </main>
  );
}

interface FieldErrors {
  name?: string;
  message?: string;
  photo?: string;
}

function WishForm({ recipient }: { recipient: string }) {
  const ids = {
    name: useId(),
    nameCounter: useId(),
    nameError: useId(),
    message: useId(),
    messageCounter: useId(),
    messageError: useId(),
    photo: useId(),
    photoLabel: useId(),
    photoHint: useId(),
    photoError: useId(),
    formError: useId(),
  };
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [photo, setPhotoState] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const previewUrl = useRef<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const heading = t.heading(recipient);

  // The preview's object URL lives as long as its photo is chosen, and goes with the page.
  const setPhoto = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setPhotoState(file);
    setPreview(previewUrl.current);
    setPreviewFailed(false);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  /** A file that is not a photo, or too large, is refused at once: the photo chosen before (if any) stays. */
  const choosePhoto = (file: File | undefined, input: HTMLInputElement) => {
    const refused = !file
      ? undefined
      : !isPhoto(file)
        ? t.errors.notPhoto
        : file.size > PHOTO_MAX_MB * MB
          ? t.errors.tooLarge(PHOTO_MAX_MB)
          : undefined;
    setErrors((current) => ({ ...current, photo: refused }));
    if (refused || !file) {
      input.value = '';
      return;
    }
    setPhoto(file);
  };

  const removePhoto = () => {
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = '';
    photoInput.current?.focus();
  };

  const send = useSendWish({
    onSuccess: () => setSent(true),
    // Nothing typed or chosen is lost: the form stays as it was, with the server's words.
    onError: (failure) => {
      setErrors({ name: failure.errors.name?.[0], message: failure.errors.message?.[0], photo: failure.errors.photo?.[0] });
      setFormError(failure.message);
    },
    onSettled: () => setProgress(null),
  });
  const sending = send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const cleanName = name.replace(/\s+/g, ' ').trim();
    const cleanMessage = message.replace(/\r\n?/g, '\n').trim();
    const found: FieldErrors = {
      name: !cleanName ? t.errors.nameEmpty : cleanName.length > WISH_NAME_MAX ? t.errors.nameTooLong(count(WISH_NAME_MAX)) : undefined,
      message: !cleanMessage
        ? t.errors.messageEmpty
        : cleanMessage.length > WISH_MESSAGE_MAX
          ? t.errors.messageTooLong(count(WISH_MESSAGE_MAX))
          : undefined,
    };
    setFormError(undefined);
    setErrors(found);
    if (found.name || found.message) {
      document.getElementById(found.name ? ids.name : ids.message)?.focus();
      return;
    }
    setProgress(photo ? 0 : null);
    send.mutate({ name: cleanName, message: cleanMessage, photo, onProgress: photo ? setProgress : undefined });
  };

  const again = () => {
    setName('');
    setMessage('');
    setPhoto(null);
    setErrors({});
    setSent(false);
  };

  if (sent) {
    return (
      <Shell title={t.thanksHeading}>
        <h1 ref={thanks} tabIndex={-1} className="font-display text-center text-3xl font-bold text-rose-700 outline-none">
          {t.thanksHeading}
        </h1>
        <p role="status" className="mt-3 text-center text-rose-900/80">
          {t.thanksBody(recipient)}
        </p>
        <div className="mt-6 text-center">
          <button type="button" className="btn-secondary" onClick={again}>
            {t.another}
          </button>
        </div>
      </Shell>
    );
  }

  const describedBy = (...idsOf: (string | false | undefined)[]) => idsOf.filter(Boolean).join(' ') || undefined;
  return (
    <Shell title={heading}>
      <h1 className="font-display text-center text-3xl font-bold text-rose-700">{heading}</h1>
      <p className="mt-2 text-center text-rose-900/80">{t.intro}</p>
      <form className="mt-6 flex flex-col gap-5" onSubmit={submit} noValidate aria-busy={sending}>
        <div>
          <label htmlFor={ids.name} className="font-semibold text-rose-900">
            {t.nameLabel}
          </label>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            value={name}
            maxLength={WISH_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(ids.nameCounter, errors.name && ids.nameError)}
            className="field mt-1"
          />
          <p id={ids.nameCounter} className="mt-1 text-right text-sm text-rose-900/70 tabular-nums">
            {t.counter(count(name.length), count(WISH_NAME_MAX))}
          </p>
          {errors.name && (
            <p id={ids.nameError} className="text-sm font-medium text-red-700">
              {errors.name}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.message} className="font-semibold text-rose-900">
            {t.messageLabel}
          </label>
          <textarea
            id={ids.message}
            value={message}
            rows={6}
            maxLength={WISH_MESSAGE_MAX}
            onChange={(event) => {
              setMessage(event.target.value);
              if (errors.message) setErrors((current) => ({ ...current, message: undefined }));
            }}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(ids.messageCounter, errors.message && ids.messageError)}
            className="field mt-1 rounded-2xl"
          />
          <p id={ids.messageCounter} className="mt-1 text-right text-sm text-rose-900/70 tabular-nums">
            {t.counter(count(message.replace(/\r\n?/g, '\n').length), count(WISH_MESSAGE_MAX))}
          </p>
          {errors.message && (
            <p id={ids.messageError} className="text-sm font-medium text-red-700">
              {errors.message}
            </p>
          )}
        </div>
        <div>
          <p id={ids.photoLabel} className="font-semibold text-rose-900">
            {t.photoLabel}
          </p>
          <p id={ids.photoHint} className="text-sm text-rose-900/70">
            {photo ? t.chosen(photo.name) : t.photoHint(PHOTO_MAX_MB)}
          </p>
          {preview && !previewFailed && (
            <img
              src={preview}
              alt={t.photoPreview}
              onError={() => setPreviewFailed(true)}
              className="mt-2 max-h-64 w-full rounded-2xl border border-rose-100 object-contain"
            />
          )}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              ref={photoInput}
              id={ids.photo}
              type="file"
              accept={PHOTO_ACCEPT}
              onChange={(event) => choosePhoto(event.target.files?.[0], event.target)}
              aria-labelledby={ids.photoLabel}
              aria-describedby={describedBy(ids.photoHint, errors.photo && ids.photoError)}
              aria-invalid={errors.photo ? true : undefined}
              className="peer sr-only"
            />
            {/* The input's picture: a click opens its picker; its focus shows through `peer`. */}
            <label
              htmlFor={ids.photo}
              aria-hidden="true"
              className={
                'btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ' +
                'peer-focus-visible:outline-rose-500'
              }
            >
              {photo ? t.changePhoto : t.choosePhoto}
            </label>
            {photo && (
              <button type="button" className="btn-secondary" onClick={removePhoto}>
                {t.removePhoto}
              </button>
            )}
          </div>
          {errors.photo && (
            <p id={ids.photoError} className="mt-1 text-sm font-medium text-red-700">
              {errors.photo}
            </p>
          )}
        </div>
        {progress !== null && (
          <div
            role="progressbar"
            aria-label={t.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-rose-100"
          >
            <div className="h-full bg-rose-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        {formError && (
          <p id={ids.formError} role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <button type="submit" className="btn-primary w-full text-lg" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </form>
    </Shell>
  );
}
