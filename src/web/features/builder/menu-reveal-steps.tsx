import { useId, useState } from 'react';
import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';
import { fromWallTime, wallTimeIn } from '@shared/reveal';
import { useFeatures, useSaveFeatures, type FeaturesConfig } from '@/api/features';
import { useReveal, useSaveReveal } from '@/api/reveal';
import { FieldError } from '@/components/field-error';
import { idBuilder } from '@/i18n/id-builder';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import type { StepProps } from './occasion-step';

// Steps 7 and 9 (docs/product.md §28). The menu: each feature the giver may offer with a line of what it is
// (§2 Feature menu), saved through POST /api/features when it changed; Main Gift stays in the middle. When it opens:
// now, or a date and a time on the gift's wall clock, WIB (§10, decision 039), through PUT /api/reveal.

const t = idBuilder;

export function MenuStep({ headingId, commit }: StepProps) {
  const features = useFeatures();
  return (
    <>
      <StepHeading id={headingId}>{t.menu.heading}</StepHeading>
      <StepHint>{t.menu.hint}</StepHint>
      <Loaded queries={[features]}>{() => <MenuForm initial={features.data!} commit={commit} />}</Loaded>
    </>
  );
}

type EditableId = (typeof EDITABLE_FEATURE_IDS)[number];

function MenuForm({ initial, commit }: { initial: FeaturesConfig; commit: CommitSlot }) {
  const [selected, setSelected] = useState<ReadonlySet<FeatureId>>(() => new Set(initial.selectedFeatures));
  const save = useSaveFeatures();
  const list = (set: ReadonlySet<FeatureId>): FeatureId[] => ['gift', ...EDITABLE_FEATURE_IDS.filter((feature) => set.has(feature))];

  useStepCommit(commit, async () => {
    const next = list(selected);
    if (next.join() === list(new Set(initial.selectedFeatures)).join()) return true;
    return saved(save.mutateAsync({ title: initial.title, selectedFeatures: next }));
  });

  const toggle = (feature: EditableId, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(feature);
      else next.delete(feature);
      return next;
    });

  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t.menu.heading}</legend>
      <div className="grid gap-2">
        {EDITABLE_FEATURE_IDS.map((feature) => {
          const [name, line] = t.menu.features[feature];
          return (
            <label
              key={feature}
              className={
                'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-rose-200 bg-white p-3 ' +
                'has-[:checked]:border-rose-400 has-[:checked]:bg-rose-50 ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500'
              }
            >
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-rose-500"
                checked={selected.has(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-rose-950">{name}</span>
                <span className="block text-sm text-rose-900/80">{line}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

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
  const [error, setError] = useState<string>();
  const ids = { error: useId(), date: useId(), time: useId() };
  const save = useSaveReveal(t.reveal.saveFailed);

  useStepCommit(commit, async () => {
    if (!later) return initial === null ? true : saved(save.mutateAsync(null));
    const moment = date && time ? fromWallTime(date, time) : undefined;
    if (!moment) {
      setError(t.reveal.incomplete);
      return false;
    }
    if (initial !== null && Date.parse(initial) === Date.parse(moment)) return true;
    return saved(save.mutateAsync(moment));
  });

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
