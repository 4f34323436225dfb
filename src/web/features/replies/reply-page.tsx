import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { REPLY_MESSAGE_MAX } from '@shared/constants';
import type { Reply } from '@shared/schemas/replies';
import { ROUTES } from '@shared/routes';
import { useReplies, useSendReply } from '@/api/replies';
import { useSession } from '@/api/session';
import { storageUrl } from '@/api/storage-url';
import { VoiceNoteField, type ChosenVoice } from '@/components/voice-note-field';
import { VoiceNotePlayer } from '@/components/voice-note-player';
import { id } from '@/i18n/id';
import { idReplies } from '@/i18n/id-replies';
import { firstError, onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { checkReply } from './reply-form-check';
import { formatCount, formatReplyTime } from './reply-format';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// Balas Hadiah (decision 043): the recipient writes back, up to 2,000 characters, and may record or pick a
// voice note (the love moment's field). Reached from the menu (when the giver put it there)
// and at the end of the Main Gift. The replies sent so far are listed under the form. The giver's preview
// shows the page, says that only the recipient sends, and sends nothing. The background music holds while
// the page is open (the 'kado-music-hold' window event voice notes use), so a recording does not pick it up.
// The one form hook holds the letter and the voice note; its check (reply-form-check.ts) and the
// server's refusal give the one shape of a form's errors (form-errors.ts); the page shows one message under the
// letter: the letter's, else the voice note's, else the failure's own.

const t = idReplies.page;

/** The fields a refusal of the server may name. */
const FIELDS = onlyFields(['message', 'voiceNote']);

export default function ReplyPage() {
  const session = useSession();
  const isGiver = session.data?.role === 'editor';
  const ids = { message: useId(), hint: useId(), counter: useId(), error: useId() };
  const [voiceError, setVoiceError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [voiceUnsaved, setVoiceUnsaved] = useState(false);
  const max = formatCount(REPLY_MESSAGE_MAX);
  const { form, errors, change, reset, submit, pending, failure } = useForm({
    initial: { message: '', voice: null as ChosenVoice | null },
    // A recording running, or done and neither kept nor thrown away, is not sent silently without it.
    check: (values) =>
      voiceUnsaved
        ? { ok: false, errors: { voiceNote: [t.voice.unsaved] } }
        : checkReply({ message: values.message, withVoice: values.voice !== null }),
    useSave: useSendReply,
    toVariables: (value, values) => ({
      message: value.message,
      voiceNote: values.voice && { data: values.voice.data, name: values.voice.name },
      onProgress: values.voice ? setProgress : undefined,
    }),
    send: (variables, mutate) => {
      setProgress(variables.voiceNote ? 0 : null);
      mutate(variables);
    },
    saved: (reply) => reply.message,
    serverErrors: (refusal) => serverFieldErrors(refusal, FIELDS),
    failure: 'inline',
    onSaved: () => {
      reset({ message: '', voice: null });
      setInputKey((key) => key + 1);
    },
    onSettled: () => setProgress(null),
  });
  const { message, voice } = form;
  const error = firstError(errors, 'message') ?? firstError(errors, 'voiceNote') ?? failure ?? undefined;
  // The giver's preview shows the form and sends nothing.
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (isGiver) event.preventDefault();
    else submit(event);
  };

  useEffect(() => {
    const hold = (by: 1 | -1) => {
      window.dispatchEvent(new CustomEvent('kado-music-hold', { detail: by }));
    };
    hold(1);
    return () => hold(-1);
  }, []);

  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-xl" aria-busy={pending}>
        <h1 className="font-display text-center text-3xl font-bold text-rose-700">{t.heading}</h1>
        <p className="mt-2 text-center text-rose-900/80">{t.intro}</p>
        {isGiver && (
          <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900" role="note">
            {t.previewNote}
          </p>
        )}
        <form className="mt-6 flex flex-col gap-4" onSubmit={send} noValidate>
          <div>
            <label htmlFor={ids.message} className="font-semibold text-rose-900">
              {t.messageLabel}
            </label>
            <textarea
              id={ids.message}
              value={message}
              onChange={(event) => change('message')(event.target.value)}
              rows={6}
              maxLength={REPLY_MESSAGE_MAX}
              aria-describedby={`${ids.hint} ${ids.counter}${error ? ` ${ids.error}` : ''}`}
              aria-invalid={error ? true : undefined}
              className="mt-1 w-full rounded-2xl border border-rose-200 bg-white px-4 py-3 text-rose-950 focus:border-rose-400"
            />
            <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-rose-900/70">
              <p id={ids.hint}>{t.messageHint(max)}</p>
              <p id={ids.counter} className="tabular-nums">
                {t.counter(formatCount(message.length), max)}
              </p>
            </div>
          </div>
          <VoiceNoteField
            current={null}
            chosen={voice}
            onChosen={change('voice')}
            removing={false}
            onRemoving={() => undefined}
            error={voiceError}
            onError={setVoiceError}
            progress={progress}
            inputKey={inputKey}
            words={t.voice}
            onUnsaved={setVoiceUnsaved}
          />
          {error && (
            <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary w-full text-lg" disabled={isGiver || pending}>
            {pending ? t.sending : t.send}
          </button>
        </form>
        <SentReplies />
        <div className="mt-6 text-center">
          <Link to={ROUTES.features} className="btn-secondary">
            {t.back}
          </Link>
        </div>
      </section>
    </main>
  );
}

function SentReplies() {
  const replies = useReplies();
  const headingId = useId();
  useLoadFailure(replies, 'GET /api/replies');
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-rose-100 pt-6">
      <h2 id={headingId} className="font-display text-xl font-bold text-rose-700">
        {t.sentHeading}
      </h2>
      {replies.isPending ? (
        <p role="status" className="mt-2 text-rose-900/70">
          {t.loading}
        </p>
      ) : replies.isError ? (
        <LoadFailed words={t.loadFailed} className="mt-2 text-red-700" />
      ) : replies.data.length === 0 ? (
        <p className="mt-2 text-rose-900/70">{t.none}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {replies.data.map((reply) => (
            <SentReply key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SentReply({ reply }: { reply: Reply }) {
  const when = formatReplyTime(reply.created_at);
  return (
    <li className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
      <time dateTime={reply.created_at} className="text-sm text-rose-900/70">
        {when}
      </time>
      {reply.message && <p className="mt-1 break-words whitespace-pre-wrap text-rose-950">{reply.message}</p>}
      {reply.voice_note && (
        <VoiceNotePlayer
          src={storageUrl(reply.voice_note)}
          label={idReplies.hub.voiceLabel(when)}
          durationMs={reply.voice_note_duration_ms}
          className="mt-2"
        />
      )}
    </li>
  );
}
