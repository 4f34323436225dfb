import { useState } from 'react';
import { DEMO_CONTENT, demoContent } from '@shared/demo-content';
import { DEMO_PIN, RECIPIENT_NAME_MAX } from '@shared/constants';
import { isValidIsoDate } from '@shared/dates';
import { dayOfPin, isFutureDay, pinOfDay } from '@shared/pin-dates';
import { MILESTONE_TIME_ZONE, todayIn } from '@shared/milestones';
import { pinIsCounterStart } from '@shared/occasions/types';
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
import { useOccasions } from '@/api/occasions';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import type { StepProps } from './occasion-step';

// Steps 2 and 3 (docs/product.md §28). The names: the recipient's, on the opening page (§1); Kado keeps no name of
// the giver's anywhere in the gift, so the step says where to sign instead. The dates, as the occasion has them (§27):
// the PIN (DDMMYY, §3) asked for in the PIN page's own heading, and the counter's start (YYYY-MM-DD), the same day or,
// for a birthday, one asked for apart; a day still to come is refused. Each is saved only when it changed, since a
// new PIN ends every recipient session (§4).

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

/** The demo's recipient names ('Nama'), in every language: a placeholder to the giver, never a value to delete. */
const DEMO_NAMES = new Set(Object.values(DEMO_CONTENT).map((demo) => demo.opening.recipient_name));

function NamesForm({ initial, commit }: { initial: Opening | null; commit: CommitSlot }) {
  const title = initial?.title ?? '';
  const stored = initial?.recipient_name ?? '';
  // The demo's name starts the field empty, under a placeholder (decision 083).
  const [first] = useState(DEMO_NAMES.has(stored.trim()) ? '' : stored);
  const [name, setName] = useState(first);
  const [error, setError] = useState<string>();
  const save = useSaveOpening();

  useStepCommit(
    commit,
    async () => {
      const checked = checkForm(openingBody, { title: title || demoContent(undefined).opening.title, recipient_name: name });
      if (!checked.ok) {
        setError(firstError(checked.errors, 'recipient_name') ?? firstError(checked.errors, 'title'));
        return false;
      }
      if (initial && checked.value.recipient_name === initial.recipient_name) return true;
      return saved(save.mutateAsync(checked.value));
    },
    () => name.trim() !== first.trim(),
  );

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
        placeholder={t.names.recipientPlaceholder}
        autoComplete="off"
        enterKeyHint="next"
      />
      <p className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900/80">{t.names.giverNote}</p>
    </div>
  );
}

export function DateStep({ headingId, commit }: StepProps) {
  const pin = useDateInput();
  const counter = useDaysOfLove();
  const occasions = useOccasions();
  return (
    <>
      <StepHeading id={headingId}>{t.date.heading}</StepHeading>
      <Loaded queries={[pin, counter, occasions]}>
        {() => (
          <DateForm
            pinRecord={pin.data ?? null}
            counter={counter.data!}
            together={pinIsCounterStart(occasions.data?.current)}
            commit={commit}
          />
        )}
      </Loaded>
    </>
  );
}

/** The earliest year each date may be: a PIN that also starts the counter keeps §28's 2000-2099; a birth date, 1900. */
const TOGETHER_FROM = 2000;
const BIRTH_FROM = 1900;

interface DateFormProps {
  pinRecord: DateInput | null;
  counter: DaysOfLove;
  /** The occasion's PIN is the counter's start too (docs/product.md §27); else it is the recipient's birth date. */
  together: boolean;
  commit: CommitSlot;
}

function DateForm({ pinRecord, counter, together, commit }: DateFormProps) {
  const today = todayIn(MILESTONE_TIME_ZONE);
  const storedPin = pinRecord?.selected_date;
  // A birth date is asked afresh while the PIN is the demo's: the demo's day is nobody's birthday.
  const [firstPinDay] = useState(() =>
    together
      ? (storedPin && dayOfPin(storedPin, today)) || counter.date_at
      : storedPin && storedPin !== DEMO_PIN
        ? (dayOfPin(storedPin, today) ?? '')
        : '',
  );
  const [pinDay, setPinDay] = useState(firstPinDay);
  const [counterDay, setCounterDay] = useState(counter.date_at);
  const [pinError, setPinError] = useState<string>();
  const [counterError, setCounterError] = useState<string>();
  const savePin = useSaveDateInput();
  const saveCounter = useSaveDaysOfLove();
  const from = together ? TOGETHER_FROM : BIRTH_FROM;
  const pin = pinOfDay(pinDay, from);
  const start = together ? pinDay : counterDay;
  // The words the recipient's PIN page shows above the field (docs/product.md §27): the builder asks in them.
  const pinTitle = pinRecord?.title || demoContent(undefined).dateInputTitle;

  /** Why a day cannot be used, or undefined. */
  const problem = (day: string, fromYear: number, outOfRange: string) => {
    if (!day) return t.date.required;
    if (!isValidIsoDate(day) || Number(day.slice(0, 4)) < fromYear || Number(day.slice(0, 4)) > 2099) return outOfRange;
    if (isFutureDay(day, today)) return t.date.future(formatDay(day));
    return undefined;
  };

  useStepCommit(
    commit,
    async () => {
      const pinProblem = problem(pinDay, from, together ? t.date.outOfRange : t.date.birthOutOfRange);
      const counterProblem = together ? undefined : problem(counterDay, BIRTH_FROM, t.date.birthOutOfRange);
      setPinError(pinProblem);
      setCounterError(counterProblem);
      if (pinProblem || counterProblem) return false;
      if (pin !== storedPin) {
        if (!(await saved(savePin.mutateAsync({ id: pinRecord?.id ?? null, title: pinTitle, selected_date: pin })))) return false;
      }
      if (start !== counter.date_at) return saved(saveCounter.mutateAsync({ title: counter.title, date_at: start }));
      return true;
    },
    () => pinDay !== firstPinDay || counterDay !== counter.date_at,
  );

  return (
    <div className="mt-4 space-y-4">
      <StepHint>{together ? t.date.hint : t.date.birthHint}</StepHint>
      <TextField
        type="date"
        label={pinTitle}
        hint={t.date.pinFieldHint}
        value={pinDay}
        min={`${from}-01-01`}
        max={today}
        onValue={(value) => {
          setPinDay(value);
          setPinError(undefined);
        }}
        error={pinError}
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
          {together && <p className="mt-3 text-sm text-rose-900/80">{t.date.counterIntro(formatDay(pinDay))}</p>}
        </div>
      )}
      {!together && (
        <TextField
          type="date"
          label={t.date.counterLabel}
          hint={t.date.counterHint}
          value={counterDay}
          min={`${BIRTH_FROM}-01-01`}
          max={today}
          onValue={(value) => {
            setCounterDay(value);
            setCounterError(undefined);
          }}
          error={counterError}
        />
      )}
    </div>
  );
}

/** '2023-02-14' → '14-02-2023', as docs/product.md §9 writes a date. */
const formatDay = (iso: string) => iso.split('-').reverse().join('-');
