import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { PIN_CHECK_LENGTH, PIN_SUCCESS_REDIRECT_MS, PIN_WRONG_RESET_MS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { dateInputPhotoUrl, pinFailureKind, useDateInput, useVerifyPin } from '@/api/date-input';
import { useOpening } from '@/api/opening';
import { revealQueryOptions } from '@/api/reveal';
import { pinReturnPath } from '@/components/recipient-gate';
import { id } from '@/i18n/id';
import { idEntry } from '@/i18n/id-entry';
import { isEmbedded } from '@/lib/embedding';
import { playSound } from '@/lib/sounds';
import { writeIsPin } from '@/lib/is-pin';
import { isReadyToCheck, meterFill, sanitizePin } from './pin-logic';
import './date-input.css';

// The PIN page (docs/product.md §2, §4, §5): the occasion's date (§27) as a 6-digit PIN, checked by the server.
// Right: is_pin 'true', success sound, /days-of-love after 1.5 s. Wrong: shake, error sound, the meter
// empties, the input clears after 1 s. Too many tries (429): the server's message says when to try again.

type Phase = 'idle' | 'checking' | 'wrong' | 'right' | 'blocked';

const t = idEntry.pin;

export default function DateInputPage() {
  // In the edit hub's preview the PIN field does not take the focus (on load or after a wrong PIN): the giver
  // is typing in the hub beside it, and what they type must stay there.
  const embedded = isEmbedded();
  const dateInput = useDateInput();
  const navigate = useNavigate();
  const waitingForReveal = useCountdownFirst(embedded);
  // Sent here from a page that needed the PIN: continue there after it (components/recipient-gate.tsx).
  const returnTo = pinReturnPath(useLocation().state);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [pin, setPin] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');

  useEffect(() => {
    // docs/product.md §4: visiting the PIN page locks the gift again (a UI hint; the server decides access).
    writeIsPin('false');
    return () => window.clearTimeout(timer.current);
  }, []);

  useLoadFailure(dateInput, 'GET /api/date-input', t.loadFailed);

  const verify = useVerifyPin({
    onSuccess: () => {
      setPhase('right');
      playSound('success');
      timer.current = window.setTimeout(() => navigate(returnTo ?? ROUTES.daysOfLove), PIN_SUCCESS_REDIRECT_MS);
    },
    onError: (error) => {
      playSound('error');
      const kind = pinFailureKind(error);
      if (kind === 'wrong') {
        setPhase('wrong');
        setMessage(error.message);
        timer.current = window.setTimeout(() => {
          setPin('');
          setPhase('idle');
          if (!embedded) inputRef.current?.focus();
        }, PIN_WRONG_RESET_MS);
        return;
      }
      setPin('');
      if (kind === 'blocked') {
        setPhase('blocked');
        setMessage(error.message);
        return;
      }
      setPhase('idle');
      toast.error(error.message);
    },
  });

  const check = (candidate: string) => {
    setPhase('checking');
    setMessage('');
    verify.mutate(candidate);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (phase === 'checking' || phase === 'wrong' || phase === 'right') return;
    const next = sanitizePin(event.target.value);
    setPin(next);
    if (phase === 'idle' && message) setMessage('');
    if (next !== pin && isReadyToCheck(next)) check(next);
  };

  if (dateInput.isPending || waitingForReveal) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6 text-rose-400">
        <p role="status">{id.pageLoading}</p>
      </main>
    );
  }

  const record = dateInput.data ?? null;
  const title = record?.title ?? t.defaultTitle;
  // The date the recipient types, named in the heading's words (the giver's, or the occasion's: docs/product.md §27)
  // in the hint and the field's label too, so the page asks for one date in the words the builder asked in.
  const date = record?.title ?? t.defaultDate;
  const filled = phase === 'wrong' ? 0 : meterFill(pin.length);
  const busy = phase === 'checking' || phase === 'wrong' || phase === 'right';

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10 short:py-4">
      <title>{`${title} · ${id.appName}`}</title>
      <section
        data-testid="pin-card"
        data-state={phase}
        className={`card w-full max-w-md text-center ${phase === 'wrong' ? 'pin-shake' : ''}`}
      >
        {record?.photo_url && (
          <img
            src={dateInputPhotoUrl(record.photo_url)}
            alt={t.photoAlt}
            className={
              'mx-auto mb-5 size-28 rounded-full border-4 border-white object-cover shadow-lg shadow-rose-200 sm:size-32 ' +
              'short:mb-3 short:size-20'
            }
          />
        )}
        <h1 className="font-display text-2xl font-bold text-rose-700 sm:text-3xl">{title}</h1>
        <p id={hintId} className="mt-2 text-sm text-rose-900/70 sm:text-base">
          {t.hint(date)}
        </p>

        <label htmlFor={inputId} className="sr-only">
          {t.inputLabel(date)}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          pattern="[0-9]*"
          placeholder="DDMMYY"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the recipient opens this page to type the PIN, and only this field
          autoFocus={!embedded}
          value={pin}
          onChange={onChange}
          readOnly={busy}
          aria-describedby={`${hintId} ${messageId}`}
          aria-invalid={phase === 'wrong' || undefined}
          className="field mx-auto mt-6 max-w-64 text-center font-mono text-2xl tracking-[0.4em] placeholder:tracking-[0.2em] sm:text-3xl"
        />

        <div className="mt-5 flex justify-center gap-2 sm:gap-3" aria-hidden="true" data-testid="pin-meter" data-filled={filled}>
          {Array.from({ length: PIN_CHECK_LENGTH }, (_, i) => (
            <span
              key={i}
              className={`h-3 w-8 rounded-full transition-colors duration-200 sm:w-10 ${
                i < filled ? (phase === 'right' ? 'bg-emerald-400' : 'bg-rose-500') : 'bg-rose-100'
              }`}
            />
          ))}
        </div>

        <p id={messageId} role="status" className="mt-4 min-h-6 text-sm font-semibold" data-testid="pin-message">
          {phase === 'checking' && <span className="text-rose-400">{t.checking}</span>}
          {phase === 'right' && <span className="text-emerald-600">{t.right}</span>}
          {(phase === 'wrong' || phase === 'blocked' || phase === 'idle') && message && <span className="text-rose-700">{message}</span>}
        </p>
      </section>
    </main>
  );
}

/**
 * Before the gift's timed reveal the server refuses every PIN (docs/product.md §4), so a recipient
 * who comes to this page directly is sent to the countdown at `/` before typing one. Only a gift with a moment
 * asks `/api/reveal` (`/api/opening` is read beside `/api/date-input`, usually already cached by `/`); the hub's
 * preview shows the PIN page as it is. True while the answer is awaited.
 */
function useCountdownFirst(embedded: boolean): boolean {
  const opening = useOpening();
  const hasMoment = !embedded && Boolean(opening.data?.reveal_at);
  const reveal = useQuery({ ...revealQueryOptions(), enabled: hasMoment });
  const navigate = useNavigate();
  const closed = hasMoment && reveal.data?.open === false;
  useEffect(() => {
    if (closed) navigate(ROUTES.opening, { replace: true });
  }, [closed, navigate]);
  return closed || (!embedded && opening.isPending) || (hasMoment && reveal.isPending);
}
