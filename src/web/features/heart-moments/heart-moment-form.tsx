import { useId, useState } from 'react';
import { MILESTONE_TIME_ZONE } from '@shared/constants';
import { HEART_MOMENT_FEELINGS, HEART_MOMENT_WORDS_MAX, type HeartMomentFeeling } from '@shared/heart-moments';
import { todayIn } from '@shared/milestones';
import type { HeartMoment } from '@shared/schemas/heart-moments';
import { useSaveHeartMoment } from '@/api/heart-moments';
import { FieldError } from '@/components/field-error';
import { idHeartMoments } from '@/i18n/id-heart-moments';
import { onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { checkHeartMoment, wordsMax } from './heart-moment-check';

// The Momen Hati form (docs/product.md §29): the words (1 to 500 characters), one of six feelings, the day (today
// unless changed; never after today), an optional photo and who sees it. A new moment or one being edited. Offline it
// says that writing needs the connection and sends nothing; the server's refusals show under their fields. The one
// form hook holds it; the connection's words are the form's own error ('connection').

const t = idHeartMoments.form;
const FIELDS = onlyFields(['words', 'feeling', 'date', 'photo', 'visibility']);
/**
 * Whether the browser says it is online (decision 081's words for a write offline). Read here, not from
 * lib/use-online.ts: sharing it made a chunk of its own, a name on every page's first load.
 */
const isOnline = () => navigator.onLine !== false;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export function HeartMomentForm({ editing, onDone }: { editing?: HeartMoment; onDone?: () => void }) {
  const today = todayIn(MILESTONE_TIME_ZONE);
  const ids = { words: useId(), counter: useId(), date: useId(), photo: useId(), error: useId() };
  const [inputKey, setInputKey] = useState(0);
  const blank = () => ({
    words: '',
    feeling: '' as HeartMomentFeeling | '',
    date: todayIn(MILESTONE_TIME_ZONE),
    shared: true,
    photo: null as File | null,
    removePhoto: false,
  });
  const { form, errors, error, change, reset, submit, pending, failure } = useForm({
    initial: () =>
      editing
        ? { ...blank(), words: editing.words, feeling: editing.feeling, date: editing.date, shared: editing.visibility === 'shared' }
        : blank(),
    check: (values) =>
      isOnline() ? checkHeartMoment(values, todayIn(MILESTONE_TIME_ZONE)) : { ok: false, errors: { connection: [t.offline] } },
    useSave: useSaveHeartMoment,
    toVariables: (value, values) => ({
      id: editing?.id,
      ...value,
      visibility: values.shared ? ('shared' as const) : ('private' as const),
      photo: values.photo,
      removePhoto: values.removePhoto && !values.photo,
    }),
    saved: (reply) => reply.message,
    serverErrors: (refusal) => (isOnline() ? serverFieldErrors(refusal, FIELDS) : { connection: [t.offline] }),
    failure: 'inline',
    onSaved: () => {
      if (editing) return onDone?.();
      reset(blank());
      setInputKey((key) => key + 1);
    },
  });
  const { words, feeling, date, shared, photo, removePhoto } = form;
  const formError = error('connection') ?? failure ?? undefined;

  const fieldError = (field: string, id: string) => <FieldError id={id} message={error(field)} alert />;

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-busy={pending}>
      <h2 className="font-display text-xl font-bold text-rose-700">{editing ? t.editHeading : t.heading}</h2>
      <div>
        <label htmlFor={ids.words} className="font-semibold text-rose-900">
          {t.wordsLabel}
        </label>
        <textarea
          id={ids.words}
          value={words}
          onChange={(event) => change('words')(event.target.value)}
          rows={4}
          maxLength={HEART_MOMENT_WORDS_MAX}
          placeholder={t.wordsPlaceholder}
          aria-invalid={errors.words ? true : undefined}
          aria-describedby={`${ids.counter}${errors.words ? ` ${ids.error}-words` : ''}`}
          className="mt-1 w-full rounded-2xl border border-rose-200 bg-white px-4 py-3 text-rose-950 focus:border-rose-400"
        />
        <p id={ids.counter} className="mt-1 text-right text-sm text-rose-900/70 tabular-nums">
          {t.counter(words.length.toLocaleString(idHeartMoments.locale), wordsMax())}
        </p>
        {fieldError('words', `${ids.error}-words`)}
      </div>
      <fieldset aria-invalid={errors.feeling ? true : undefined}>
        <legend className="font-semibold text-rose-900">{t.feelingLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HEART_MOMENT_FEELINGS.map((code) => (
            <label
              key={code}
              className={
                'cursor-pointer rounded-full border px-3 py-2 text-sm text-rose-900 ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500 ' +
                (feeling === code ? 'border-rose-500 bg-rose-100' : 'border-rose-200 bg-white')
              }
            >
              <input
                type="radio"
                name={`${ids.words}-feeling`}
                value={code}
                checked={feeling === code}
                onChange={() => change('feeling')(code)}
                className="sr-only"
              />
              {idHeartMoments.feelings[code]}
            </label>
          ))}
        </div>
        {fieldError('feeling', `${ids.error}-feeling`)}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={ids.date} className="font-semibold text-rose-900">
            {t.dateLabel}
          </label>
          <input
            id={ids.date}
            type="date"
            value={date}
            max={today}
            onChange={(event) => change('date')(event.target.value)}
            aria-invalid={errors.date ? true : undefined}
            className="mt-1 block rounded-xl border border-rose-200 bg-white px-3 py-2 text-rose-950"
          />
          {fieldError('date', `${ids.error}-date`)}
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.photo} className="font-semibold text-rose-900">
            {t.photoLabel}
          </label>
          <input
            key={inputKey}
            id={ids.photo}
            type="file"
            accept={PHOTO_TYPES}
            onChange={(event) => change('photo')(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full max-w-full text-sm text-rose-900"
          />
          <p className="mt-1 text-sm text-rose-900/70">{t.photoHint}</p>
          {editing?.photo && !photo && (
            <label className="mt-1 flex items-center gap-2 text-sm text-rose-900">
              <input type="checkbox" checked={removePhoto} onChange={(event) => change('removePhoto')(event.target.checked)} />
              {t.removePhoto}
            </label>
          )}
          {fieldError('photo', `${ids.error}-photo`)}
        </div>
      </div>
      <fieldset>
        <legend className="font-semibold text-rose-900">{t.visibilityLegend}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <label className="flex items-center gap-2 text-rose-900">
            <input type="radio" name={`${ids.words}-visibility`} checked={shared} onChange={() => change('shared')(true)} />
            {t.shared}
          </label>
          <label className="flex items-center gap-2 text-rose-900">
            <input type="radio" name={`${ids.words}-visibility`} checked={!shared} onChange={() => change('shared')(false)} />
            {t.private}
          </label>
        </div>
      </fieldset>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary flex-1" disabled={pending}>
          {pending ? t.saving : editing ? t.update : t.save}
        </button>
        {editing && (
          <button type="button" className="btn-secondary" onClick={onDone}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
