import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { LOVE_TYPING_MAX_PARAGRAPHS, PARAGRAPH_MAX_LENGTH } from '@shared/constants';
import { useLoveTyping, useSaveLoveTyping } from '@/api/love-typing';
import { FieldError } from '@/components/field-error';
import { idBuilder } from '@/i18n/id-builder';
import { useOccasions } from '@/api/occasions';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import type { StepProps } from './occasion-step';

// Step 5, the letter (docs/product.md §3 Love typing, §28): the occasion's three writing prompts above the
// paragraphs, which already hold the occasion's words once it was applied (step 1). Blank paragraphs are dropped,
// one at least, each at most 480 characters (§5); saved only when changed, with the letter's own music kept.

const t = idBuilder.letter;

export function LetterStep({ headingId, commit }: StepProps) {
  const letter = useLoveTyping();
  const occasions = useOccasions();
  const prompts = occasions.data?.templates.find((occasion) => occasion.key === occasions.data?.current)?.letterPrompts ?? [];
  return (
    <>
      <StepHeading id={headingId}>{t.heading}</StepHeading>
      {prompts.length > 0 && (
        <section className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900" aria-label={t.promptsHeading}>
          <p className="text-sm font-semibold">{t.promptsHeading}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {prompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ul>
        </section>
      )}
      <StepHint>{t.hint}</StepHint>
      <Loaded queries={[letter]}>{() => <LetterForm initial={letter.data!.paragraphs} commit={commit} />}</Loaded>
    </>
  );
}

/**
 * The letter opened in place in the Main Gift step: the same paragraphs as step 5, with 'Simpan' and
 * 'Batal' of their own, both closing it. It holds the builder's commit while open, so going on saves it too and leaving
 * with changes asks first.
 */
export function LetterInPlace({ commit, close }: { commit: CommitSlot; close: () => void }) {
  const letter = useLoveTyping();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const run = commit.current;
    if (!run || busy) return;
    setBusy(true);
    const ok = await run();
    setBusy(false);
    if (!ok) return;
    toast.success(t.saved);
    close();
  };
  return (
    <Loaded queries={[letter]}>
      {() => (
        <>
          <LetterForm initial={letter.data!.paragraphs} commit={commit} />
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary min-h-11" onClick={close}>
              {t.cancel}
            </button>
            <button type="button" className="btn-primary min-h-11" disabled={busy} aria-busy={busy} onClick={() => void save()}>
              {busy ? idBuilder.saving : t.save}
            </button>
          </div>
        </>
      )}
    </Loaded>
  );
}

function LetterForm({ initial, commit }: { initial: string[]; commit: CommitSlot }) {
  const [paragraphs, setParagraphs] = useState<string[]>(() => (initial.length > 0 ? [...initial] : ['']));
  const [error, setError] = useState<string>();
  const errorId = useId();
  const baseId = useId();
  const save = useSaveLoveTyping();

  useStepCommit(
    commit,
    async () => {
      const kept = paragraphs.map((text) => text.trim()).filter(Boolean);
      if (kept.length === 0) {
        setError(t.required);
        return false;
      }
      if (kept.some((text) => text.length > PARAGRAPH_MAX_LENGTH)) {
        setError(t.tooLong);
        return false;
      }
      if (kept.length === initial.length && kept.every((text, index) => text === initial[index])) return true;
      return saved(save.mutateAsync({ paragraphs: kept }));
    },
    () => paragraphs.join('\n') !== initial.join('\n'),
  );

  const change = (index: number, value: string) => {
    setParagraphs((list) => list.map((text, at) => (at === index ? value : text)));
    setError(undefined);
  };

  return (
    <div className="mt-4 space-y-4">
      {paragraphs.map((text, index) => {
        const fieldId = `${baseId}-${index}`;
        return (
          <div key={index}>
            <div className="mb-1 flex items-baseline justify-between gap-2">
              <label htmlFor={fieldId} className="font-semibold text-rose-900">
                {t.paragraph(index + 1)}
              </label>
              <span className="text-xs text-rose-900/70" aria-hidden="true">
                {t.counter(text.length, PARAGRAPH_MAX_LENGTH)}
              </span>
            </div>
            <textarea
              id={fieldId}
              className="field"
              rows={4}
              value={text}
              maxLength={PARAGRAPH_MAX_LENGTH}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => change(index, event.target.value)}
            />
            {paragraphs.length > 1 && (
              <button
                type="button"
                className="mt-1 min-h-10 text-sm font-medium text-rose-700 underline"
                onClick={() => setParagraphs((list) => list.filter((_, at) => at !== index))}
              >
                {t.remove(index + 1)}
              </button>
            )}
          </div>
        );
      })}
      <FieldError id={errorId} message={error} alert />
      {paragraphs.length < LOVE_TYPING_MAX_PARAGRAPHS && (
        <button type="button" className="btn-secondary min-h-11" onClick={() => setParagraphs((list) => [...list, ''])}>
          {t.add}
        </button>
      )}
    </div>
  );
}
