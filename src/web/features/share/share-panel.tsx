import { useEffect, useId, useRef, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useOpening } from '@/api/opening';
import { useSettings } from '@/api/settings';
import { useRotateShare, useSetSharePrivate, useShare } from '@/api/share';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idShare } from '@/i18n/id-share';
import { copyText, type CopyOutcome } from '@/lib/copy-text';
import { CardPreview, PrintableCard } from './gift-card';
import { QrCode } from './qr-code';
import { RevealField, RevealNote } from './reveal-field';
import { ReadinessNote } from './readiness-note';
import { LoopbackCardWarning, LoopbackWarning } from './loopback-warning';
import { ask } from '@/components/ask';
import { LoadFailed } from '@/components/page-fallback';

// The edit hub's 'Bagikan' section (decision 018): the link to give, copied with one tap; its QR code; the
// secret-link switch and 'Buat Link Baru'; when the gift opens; and the printable A6 card.

const t = idShare;
/** The card's line is not secret (a hint, never the PIN): it stays in this browser. */
const CARD_LINE_KEY = 'kado.share.cardLine';
const COPIED_MS = 2000;

function readLine(): string {
  try {
    return localStorage.getItem(CARD_LINE_KEY) ?? '';
  } catch {
    return '';
  }
}

function useCopyLink(inputRef: React.RefObject<HTMLInputElement | null>) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async (text: string) => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    const result = await copyText(text, {
      writeText: clipboard ? (value) => clipboard.writeText(value) : undefined,
      copySelection: () => {
        inputRef.current?.focus();
        inputRef.current?.select();
        return document.execCommand('copy');
      },
    });
    if (result === 'manual') {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    setOutcome(result);
  };
  return { outcome, copy };
}

export default function SharePanel() {
  const share = useShare();
  useLoadFailure(share, 'GET /api/share');
  const opening = useOpening();
  const { runAsEditor } = useEditorGate();
  const ids = { heading: useId(), link: useId(), status: useId(), line: useId(), lineHint: useId(), privacy: useId() };
  const linkRef = useRef<HTMLInputElement>(null);
  const { outcome, copy } = useCopyLink(linkRef);
  const [line, setLine] = useState(readLine);

  const setPrivate = useSetSharePrivate({
    onSuccess: (_, isPrivate) => toast.success(t.privateSaved(isPrivate)),
    onError: (failure) => toast.error(failure.message),
  });
  const rotate = useRotateShare({
    onSuccess: (reply) => toast.success(t.rotated(reply.data.private)),
    onError: (failure) => toast.error(failure.message),
  });
  const busy = setPrivate.isPending || rotate.isPending;

  const changeLine = (value: string) => {
    setLine(value);
    try {
      localStorage.setItem(CARD_LINE_KEY, value);
    } catch {
      // Storage full or refused: the line still prints from the page's state.
    }
  };

  const togglePrivate = (next: boolean) => {
    if (busy) return;
    void runAsEditor(() => setPrivate.mutate(next));
  };

  const askRotate = async () => {
    if (busy || !(await ask(t.rotateConfirm(share.data?.private ?? false)))) return;
    void runAsEditor(() => rotate.mutate());
  };

  const recipientName = opening.data?.recipient_name || id.opening.defaultRecipient;
  // The card is drawn in the gift's theme (the one 'Tampilan' last saved).
  const theme = useSettings().data?.theme ?? 'rose';
  const data = share.data;

  return (
    <section aria-labelledby={ids.heading} className="space-y-6" data-testid="share-panel">
      <div>
        <h2 id={ids.heading} className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
      </div>
      {/* When the gift opens (the timed reveal). */}
      <RevealNote />

      {share.isPending ? (
        <p role="status" className="text-rose-900/70">
          {t.loading}
        </p>
      ) : share.isError || !data ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : (
        <>
          <ReadinessNote />
          <div>
            <label htmlFor={ids.link} className="mb-1 block font-semibold text-rose-900">
              {t.linkLabel}
            </label>
            <div className="flex gap-2">
              <input
                ref={linkRef}
                id={ids.link}
                type="url"
                readOnly
                value={data.url}
                onFocus={(event) => event.target.select()}
                aria-describedby={ids.status}
                className="field min-w-0 flex-1 font-mono text-sm"
              />
              <button type="button" className="btn-primary shrink-0 px-4" onClick={() => void copy(data.url)}>
                {t.copy}
              </button>
            </div>
            <p id={ids.status} role="status" aria-live="polite" className="mt-1 min-h-5 text-sm font-semibold text-emerald-700">
              {outcome === 'copied' ? t.copied : outcome === 'manual' ? <span className="text-amber-700">{t.copyManual}</span> : ''}
            </p>
            <LoopbackWarning url={data.url} />
          </div>

          <div className="flex justify-center">
            <QrCode
              text={data.url}
              label={t.qrLabel(data.url)}
              className="w-56 max-w-full rounded-lg border border-rose-100"
              testId="share-qr"
            />
          </div>

          <fieldset className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
            <legend className="px-1 font-semibold text-rose-900">{t.privateHeading}</legend>
            <label className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                role="switch"
                checked={data.private}
                disabled={busy}
                onChange={(event) => togglePrivate(event.target.checked)}
                aria-describedby={ids.privacy}
                className="size-5 accent-rose-500"
              />
              <span className="text-rose-950">{t.privateLabel}</span>
            </label>
            <p id={ids.privacy} className="mt-2 text-sm text-rose-900/70">
              {data.private ? t.privateOn : t.privateOff}
            </p>
            <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={askRotate}>
              {rotate.isPending ? t.rotating : t.rotate}
            </button>
          </fieldset>

          <RevealField />

          <div className="space-y-3">
            <h3 className="font-display text-xl font-bold text-rose-700">{t.card.heading}</h3>
            <p className="text-sm text-rose-900/80">{t.card.intro}</p>
            <div>
              <label htmlFor={ids.line} className="mb-1 block font-semibold text-rose-900">
                {t.card.lineLabel}
              </label>
              <input
                id={ids.line}
                type="text"
                value={line}
                maxLength={120}
                placeholder={t.card.linePlaceholder}
                onChange={(event) => changeLine(event.target.value)}
                aria-describedby={ids.lineHint}
                className="field"
              />
              <p id={ids.lineHint} className="mt-1 text-sm text-rose-900/70">
                {t.card.lineHint}
              </p>
            </div>
            <div className="flex justify-center">
              <CardPreview recipientName={recipientName} url={data.url} line={line} theme={theme} />
            </div>
            <LoopbackCardWarning url={data.url} />
            <button type="button" className="btn-primary w-full" onClick={() => window.print()}>
              {t.card.print}
            </button>
          </div>
          <PrintableCard recipientName={recipientName} url={data.url} line={line} theme={theme} />
        </>
      )}
    </section>
  );
}
