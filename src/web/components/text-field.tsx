import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';

// A labelled one-line field (TextField) or text area (TextAreaField) with its hint and its error under
// it, wired for screen readers (aria-invalid, aria-describedby). Used by every editor form.

interface FieldWords {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  /** Announce the error as soon as it appears (see FieldError). */
  alertError?: boolean;
}

export interface TextFieldProps extends FieldWords, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {}

export interface TextAreaFieldProps extends FieldWords, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {}

/** What a control needs to be tied to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Announce the error as soon as it appears (see FieldError). */
  alertError?: boolean;
  /** An error shown elsewhere in the form that is about this field: its element's id. */
  errorId?: string;
  /** Between the label and the control (what is there now). */
  before?: ReactNode;
  /** Under the error (notes, a preview, a progress bar). */
  after?: ReactNode;
  control: (wiring: ControlWiring) => ReactNode;
}

/** The label, hint and error around one control; `control` gets the ids that tie them together. */
export function LabelledField({ label, error, hint, alertError = false, errorId, before, after, control }: LabelledFieldProps) {
  const inputId = useId();
  const ownErrorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? ownErrorId : '', hint ? hintId : '', errorId ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block font-semibold text-rose-900">
        {label}
      </label>
      {before}
      {control({ id: inputId, 'aria-invalid': error || errorId ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-rose-900/70">
          {hint}
        </p>
      )}
      <FieldError id={ownErrorId} message={error} alert={alertError} />
      {after}
    </div>
  );
}

export function TextField({ label, value, onValue, error, hint, alertError, type = 'text', ...rest }: TextFieldProps) {
  return (
    <LabelledField
      {...{ label, error, hint, alertError }}
      control={(wiring) => (
        <input
          type={type}
          className="field min-h-11"
          value={value}
          autoComplete="off"
          onChange={(event) => onValue(event.target.value)}
          {...wiring}
          {...rest}
        />
      )}
    />
  );
}

export function TextAreaField({ label, value, onValue, error, hint, alertError, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledField
      {...{ label, error, hint, alertError }}
      control={(wiring) => (
        <textarea rows={rows} className="field" value={value} onChange={(event) => onValue(event.target.value)} {...wiring} {...rest} />
      )}
    />
  );
}
