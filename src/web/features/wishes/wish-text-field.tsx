import { useId } from 'react';
import { idWishGuest as t } from '@/i18n/id-wish-guest';
import { count } from './wish-form-check';

/** The ids a field is described by, or none. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface WishTextFieldProps {
  /** The field's id, so the form can give it the focus. */
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  max: number;
  /** The length the counter shows (a message counts its line breaks as the server does). */
  length: number;
  error: string | undefined;
  /** A message: a textarea; otherwise the name, one line. */
  multiline?: boolean;
}

/** The name or the message: label, field, its counter while typed, and its error. */
export function WishTextField({ id, label, value, onValue, max, length, error, multiline = false }: WishTextFieldProps) {
  const ids = { counter: useId(), error: useId() };
  const common = {
    id,
    value,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids.counter, error && ids.error),
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-rose-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onValue(event.target.value)} className="field mt-1 rounded-2xl" />
      ) : (
        <input {...common} type="text" autoComplete="name" onChange={(event) => onValue(event.target.value)} className="field mt-1" />
      )}
      <p id={ids.counter} className="mt-1 text-right text-sm text-rose-900/70 tabular-nums">
        {t.counter(count(length), count(max))}
      </p>
      {error && (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
