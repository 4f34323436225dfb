import { useId, useState } from 'react';
import { fromWallTime, wallTimeIn } from '@shared/reveal';
import { useReveal, useSaveReveal } from '@/api/reveal';
import { FieldError } from '@/components/field-error';
import { idBuilder } from '@/i18n/id-builder';
import { Loaded, StepHeading } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import type { StepProps } from './occasion-step';

// Step 10 (docs/product.md §28): when the gift opens: now, or a date and a time on the gift's wall clock, WIB (§10,
// decision 039), through PUT /api/reveal.

const t = idBuilder;

const pad = (n: number) => String(n).padStart(2, '0');

export function RevealStep({ headingId, commit }: StepProps) {
  const reveal = useReveal();
  return (
    <>
      <StepHeading id={headingId}>{t.reveal.heading}</StepHeading>
      <Loaded queries={[reveal]}>{() => <RevealForm initial={reveal.data!.reveal_at} commit={commit} />}</Loaded>
    </>
  );
}

function RevealForm({ initial, commit }: { initial: string | null; commit: CommitSlot }) {
  const wall = initial ? wallTimeIn(Date.parse(initial)) : null;
  const [later, setLater] = useState(initial !== null);
  const [date, setDate] = useState(wall ? `${wall.year}-${pad(wall.month)}-${pad(wall.day)}` : '');
  const [time, setTime] = useState(wall ? `${pad(wall.hour)}:${pad(wall.minute)}` : '');
  const [first] = useState(`${date} ${time}`);
  const [error, setError] = useState<string>();
  const ids = { error: useId(), date: useId(), time: useId() };
  const save = useSaveReveal(t.reveal.saveFailed);

  useStepCommit(
    commit,
    async () => {
      if (!later) return initial === null ? true : saved(save.mutateAsync(null));
      const moment = date && time ? fromWallTime(date, time) : undefined;
      if (!moment) {
        setError(t.reveal.incomplete);
        return false;
      }
      if (initial !== null && Date.parse(initial) === Date.parse(moment)) return true;
      return saved(save.mutateAsync(moment));
    },
    () => later !== (initial !== null) || (later && `${date} ${time}` !== first),
  );

  const choose = (value: boolean) => {
    setLater(value);
    setError(undefined);
  };

  return (
    <fieldset className="mt-4 space-y-2" aria-describedby={error ? ids.error : undefined}>
      <legend className="sr-only">{t.reveal.heading}</legend>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-rose-200 bg-white p-3">
        <input type="radio" name="reveal" className="size-5 accent-rose-600" checked={!later} onChange={() => choose(false)} />
        <span className="font-semibold text-rose-950">{t.reveal.now}</span>
      </label>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-rose-200 bg-white p-3">
        <input type="radio" name="reveal" className="size-5 accent-rose-600" checked={later} onChange={() => choose(true)} />
        <span className="font-semibold text-rose-950">{t.reveal.later}</span>
      </label>
      {later && (
        <div className="grid grid-cols-2 gap-3 pt-1">
          <div>
            <label htmlFor={ids.date} className="mb-1 block font-semibold text-rose-900">
              {t.reveal.dateLabel}
            </label>
            <input id={ids.date} type="date" className="field min-h-11" value={date} onChange={(event) => setDate(event.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.time} className="mb-1 block font-semibold text-rose-900">
              {t.reveal.timeLabel}
            </label>
            <input id={ids.time} type="time" className="field min-h-11" value={time} onChange={(event) => setTime(event.target.value)} />
          </div>
        </div>
      )}
      <FieldError id={ids.error} message={error} alert />
    </fieldset>
  );
}
