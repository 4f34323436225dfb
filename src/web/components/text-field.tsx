import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';

// A labelled one-line field with its hint and its error under it, wired for screen readers
// (aria-invalid, aria-describedby). Used by every editor form.

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  /** Announce the error as soon as it appears (see FieldError). */
  alertError?: boolean;
}

export function TextField({ label, value, onValue, error, hint, alertError = false, type = 'text', ...rest }: TextFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block font-semibold text-rose-900">
        {label}
      </label>
      <input
        id={inputId}
        type={type}
        className="field min-h-11"
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-rose-900/70">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} alert={alertError} />
    </div>
  );
}
