import { useId, useState } from 'react';
import { FieldError } from '@/components/field-error';
import { idBuilder } from '@/i18n/id-builder';
import { useApplyOccasion, useOccasions, type Occasions } from '@/api/occasions';
import type { OccasionKey } from '@shared/occasions/types';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';

// Step 1, the occasion (docs/product.md §28): the five of GET /api/templates, one chosen; going on applies it
// (POST /api/templates/apply), which fills only the texts the giver has not written yet.

const t = idBuilder.occasion;

export interface StepProps {
  headingId: string;
  commit: CommitSlot;
}

export function OccasionStep({ headingId, commit }: StepProps) {
  const occasions = useOccasions();
  return (
    <>
      <StepHeading id={headingId}>{t.heading}</StepHeading>
      <StepHint>{t.hint}</StepHint>
      <Loaded queries={[occasions]}>{() => <OccasionChoice list={occasions.data!} commit={commit} />}</Loaded>
    </>
  );
}

function OccasionChoice({ list, commit }: { list: Occasions; commit: CommitSlot }) {
  const [chosen, setChosen] = useState<OccasionKey | null>(list.current);
  const [error, setError] = useState<string>();
  const errorId = useId();
  const apply = useApplyOccasion();

  useStepCommit(
    commit,
    async () => {
      if (!chosen) {
        setError(t.required);
        return false;
      }
      // Applying again fills nothing new: once the occasion is in use, going on saves nothing.
      if (chosen === list.current) return true;
      return saved(apply.mutateAsync(chosen));
    },
    () => chosen !== list.current,
  );

  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t.heading}</legend>
      <div className="grid gap-2">
        {list.templates.map((occasion) => (
          <label
            key={occasion.key}
            className={
              'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-[:focus-visible]:outline-2 ' +
              'has-[:focus-visible]:outline-rose-500 ' +
              (chosen === occasion.key ? 'border-rose-500 ring-2 ring-rose-200' : 'border-rose-100')
            }
          >
            <input
              type="radio"
              name="occasion"
              value={occasion.key}
              checked={chosen === occasion.key}
              onChange={() => {
                setChosen(occasion.key);
                setError(undefined);
              }}
              className="mt-1 size-5 shrink-0 accent-rose-600"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-rose-950">
                {occasion.name}
                {list.current === occasion.key && <span className="ml-2 text-xs font-medium text-rose-700">{t.current}</span>}
              </span>
              <span className="block text-sm text-rose-900/80">{occasion.description}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} alert />
    </fieldset>
  );
}
