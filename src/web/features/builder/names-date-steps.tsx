import { useState } from 'react';
import { RECIPIENT_NAME_MAX } from '@shared/constants';
import { demoContent } from '@shared/demo-content';
import { isValidDdmmyy } from '@shared/dates';
import { openingBody, type Opening } from '@shared/schemas/opening';
import type { DateInput } from '@shared/schemas/date-input';
import type { DaysOfLove } from '@shared/schemas/days-of-love';
import { useOpening, useSaveOpening } from '@/api/opening';
import { useDateInput, useSaveDateInput } from '@/api/date-input';
import { useDaysOfLove, useSaveDaysOfLove } from '@/api/days-of-love';
import { TextField } from '@/components/text-field';
import { idBuilder } from '@/i18n/id-builder';
import { checkForm } from '@/lib/check-form';
import { firstError } from '@/lib/form-errors';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import type { StepProps } from './occasion-step';

// Steps 2 and 3 (docs/product.md §28). The names: the recipient's, on the opening page (§1); Kado keeps no name of
// the giver's anywhere in the gift, so the step says where to sign instead. The date: one day fills the PIN
// (DDMMYY, §3) and the counter's start (YYYY-MM-DD); each is saved only when it changed, since a new PIN ends every
// recipient session (§4).

const t = idBuilder;

export function NamesStep({ headingId, commit }: StepProps) {
  const opening = useOpening();
  return (
    <>
      <StepHeading id={headingId}>{t.names.heading}</StepHeading>
      <Loaded queries={[opening]}>{() => <NamesForm initial={opening.data ?? null} commit={commit} />}</Loaded>
    </>
  );
}

function NamesForm({ initial, commit }: { initial: Opening | null; commit: CommitSlot }) {
  const title = initial?.title ?? '';
  const [name, setName] = useState(initial?.recipient_name ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveOpening();

  useStepCommit(commit, async () => {
    const checked = checkForm(openingBody, { title: title || demoContent(undefined).opening.title, recipient_name: name });
    if (!checked.ok) {
      setError(firstError(checked.errors, 'recipient_name') ?? firstError(checked.errors, 'title'));
      return false;
    }
    if (initial && checked.value.recipient_name === initial.recipient_name) return true;
    return saved(save.mutateAsync(checked.value));
  });

  return (
    <div className="mt-4 space-y-4">
      <TextField
        label={t.names.recipientLabel}
        hint={t.names.recipientHint}
        value={name}
        onValue={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
        maxLength={RECIPIENT_NAME_MAX}
        autoComplete="off"
        enterKeyHint="next"
      />
      <p className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900/80">{t.names.giverNote}</p>
    </div>
  );
}

/** '140223' → '2023-02-14'; anything else → ''. */
export function isoFromPin(pin: string | undefined): string {
  if (!pin || !isValidDdmmyy(pin)) return '';
  return `20${pin.slice(4, 6)}-${pin.slice(2, 4)}-${pin.slice(0, 2)}`;
}

/** '2023-02-14' → '140223' (docs/product.md §3: the PIN as the recipient types it); '' when it is no day of 2000-2099. */
export function pinFromIso(iso: string): string {
  const match = /^20(\d\d)-(\d\d)-(\d\d)$/.exec(iso);
  if (!match) return '';
  const pin = `${match[3]}${match[2]}${match[1]}`;
  return isValidDdmmyy(pin) ? pin : '';
}

export function DateStep({ headingId, commit }: StepProps) {
  const pin = useDateInput();
  const counter = useDaysOfLove();
  return (
    <>
      <StepHeading id={headingId}>{t.date.heading}</StepHeading>
      <StepHint>{t.date.hint}</StepHint>
      <Loaded queries={[pin, counter]}>{() => <DateForm pinRecord={pin.data ?? null} counter={counter.data!} commit={commit} />}</Loaded>
    </>
  );
}

function DateForm({ pinRecord, counter, commit }: { pinRecord: DateInput | null; counter: DaysOfLove; commit: CommitSlot }) {
  const [date, setDate] = useState(() => isoFromPin(pinRecord?.selected_date) || counter.date_at);
  const [error, setError] = useState<string>();
  const savePin = useSaveDateInput();
  const saveCounter = useSaveDaysOfLove();
  const pin = pinFromIso(date);

  useStepCommit(commit, async () => {
    if (!date) {
      setError(t.date.required);
      return false;
    }
    if (!pin) {
      setError(t.date.outOfRange);
      return false;
    }
    if (pin !== pinRecord?.selected_date) {
      const title = pinRecord?.title || demoContent(undefined).dateInputTitle;
      if (!(await saved(savePin.mutateAsync({ id: pinRecord?.id ?? null, title, selected_date: pin })))) return false;
    }
    if (date !== counter.date_at) return saved(saveCounter.mutateAsync({ title: counter.title, date_at: date }));
    return true;
  });

  const [year, month, day] = date.split('-');
  return (
    <div className="mt-4 space-y-4">
      <TextField
        type="date"
        label={t.date.label}
        value={date}
        min="2000-01-01"
        max="2099-12-31"
        onValue={(value) => {
          setDate(value);
          setError(undefined);
        }}
        error={error}
      />
      {pin && (
        <div className="rounded-2xl bg-white p-4 shadow-sm" aria-live="polite">
          <p className="text-sm text-rose-900/80">{t.date.pinIntro}</p>
          <p className="mt-2 flex gap-1.5" role="img" aria-label={t.date.pinLabel(pin)}>
            {pin.split('').map((digit, index) => (
              <span
                key={index}
                className={
                  'flex h-10 w-8 items-center justify-center rounded-lg border border-rose-200 bg-rose-50 ' +
                  'font-mono text-2xl font-bold text-rose-700'
                }
              >
                {digit}
              </span>
            ))}
          </p>
          <p className="mt-3 text-sm text-rose-900/80">{t.date.counterIntro(`${day}-${month}-${year}`)}</p>
        </div>
      )}
    </div>
  );
}
