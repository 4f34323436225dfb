import { useId, useState } from 'react';
import { useReveal, useSaveReveal, type RevealReading } from '@/api/reveal';
import { useEditorGate } from '@/components/editor-gate';
import { FieldError } from '@/components/field-error';
import { idRevealHub } from '@/i18n/id-reveal-hub';
import { useForm } from '@/lib/use-form';
import { fromWallTime, REVEAL_ZONE_ABBREVIATION, REVEAL_ZONE_LABEL, wallTimeIn } from '@shared/reveal';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// The timed reveal in the 'Bagikan' section (decision 039): the moment the gift opens, set as a date and a
// time on the gift's zone's wall (WIB, Asia/Jakarta) whatever zone the giver's browser is in; the server
// keeps the instant and its clock decides. RevealNote says when the gift opens.

const t = idRevealHub;
const pad = (n: number) => String(n).padStart(2, '0');

/** The moment's date (YYYY-MM-DD) and time (HH:MM) on the zone's wall, for the fields. */
function fieldsOf(revealAt: string | null | undefined): { date: string; time: string } {
  if (!revealAt) return { date: '', time: '' };
  const wall = wallTimeIn(Date.parse(revealAt));
  return { date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** 'Hadiah ini terbuka pada 14 Februari 2027 pukul 00.00 WIB.', or that it has opened, or that it always may. */
export function revealSentence(reading: Pick<RevealReading, 'reveal_at' | 'open'>): string {
  if (!reading.reveal_at) return t.always;
  const wall = wallTimeIn(Date.parse(reading.reveal_at));
  const words = [
    `${wall.day} ${t.months[wall.month - 1] ?? ''} ${wall.year}`,
    `${pad(wall.hour)}.${pad(wall.minute)}`,
    REVEAL_ZONE_ABBREVIATION,
  ] as const;
  return reading.open ? t.openedAt(...words) : t.opensAt(...words);
}

/** The panel's line on when the gift opens. */
export function RevealNote() {
  const reveal = useReveal();
  if (!reveal.data) return null;
  return (
    <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" data-testid="reveal-note">
      {revealSentence(reveal.data)}
    </p>
  );
}

/** The reveal's save, with the words of its failure when the server sends none. */
const useSaveRevealHere = (callbacks: Parameters<typeof useSaveReveal>[1]) => useSaveReveal(t.saveFailed, callbacks);

export function RevealField() {
  const reveal = useReveal();
  useLoadFailure(reveal, 'GET /api/reveal');
  const { runAsEditor } = useEditorGate();
  const ids = { hint: useId(), date: useId(), time: useId(), status: useId(), error: useId() };
  const {
    form: fields,
    change,
    reset,
    error,
    submit,
    sendNow,
    pending,
  } = useForm({
    initial: () => fieldsOf(reveal.data?.reveal_at),
    // Both fields, or the sentence that asks for both (the moment is on the zone's wall, whatever the browser's zone).
    check: (values: { date: string; time: string }) => {
      const moment = values.date && values.time ? fromWallTime(values.date, values.time) : undefined;
      return moment ? { ok: true, value: moment } : { ok: false, errors: { moment: [t.incomplete] } };
    },
    useSave: useSaveRevealHere,
    send: (moment, mutate) => void runAsEditor(() => mutate(moment)),
    saved: (reply) => reply.message,
  });
  const saved = reveal.data?.reveal_at;
  // The fields follow the stored moment when it arrives or changes (set during render, React's way).
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    reset(fieldsOf(saved));
  }

  return (
    <fieldset className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" aria-describedby={ids.hint} data-testid="reveal-field">
      <legend className="px-1 font-semibold text-rose-900">{t.heading}</legend>
      <p id={ids.hint} className="mb-3 text-sm text-rose-900/80">
        {t.hint(REVEAL_ZONE_LABEL)}
      </p>
      {reveal.isPending ? (
        <p role="status">{t.loading}</p>
      ) : reveal.isError ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <p id={ids.status} role="status" className="text-sm text-rose-950" data-testid="reveal-status">
            {revealSentence(reveal.data)}
          </p>
          <div className="flex flex-wrap gap-3">
            <div>
              <label htmlFor={ids.date} className="mb-1 block text-sm font-semibold text-rose-900">
                {t.dateLabel}
              </label>
              <input
                id={ids.date}
                type="date"
                className="field"
                value={fields.date}
                onChange={(event) => change('date')(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={ids.time} className="mb-1 block text-sm font-semibold text-rose-900">
                {t.timeLabel(REVEAL_ZONE_LABEL)}
              </label>
              <input
                id={ids.time}
                type="time"
                className="field"
                value={fields.time}
                onChange={(event) => change('time')(event.target.value)}
              />
            </div>
          </div>
          <FieldError id={ids.error} message={error('moment')} alert />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? t.saving : t.save}
            </button>
            {saved && (
              <button type="button" className="btn-secondary" disabled={pending} onClick={() => sendNow(null)}>
                {t.clear}
              </button>
            )}
          </div>
        </form>
      )}
    </fieldset>
  );
}
