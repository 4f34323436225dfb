import type { FormEvent, ReactNode } from 'react';
import { TextField } from './text-field';

// The one form of the pages a mailed link opens to set the giver's password (the forgotten password's;
// the sign-up's confirmation): a line of what it does, the new password with its error under it, and
// the button, busy while the password is sent. What the page says about the link itself goes between them.

interface NewPasswordFormProps {
  intro: string;
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The button's words (the page's own while busy, if it has them). */
  submit: string;
  /** Under the field, above the button: the link's refusal, the page's status. */
  children?: ReactNode;
}

export function NewPasswordForm({ intro, label, hint, value, onValue, error, onSubmit, busy, submit, children }: NewPasswordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 text-left">
      <p className="text-center text-rose-900/80">{intro}</p>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        value={value}
        onValue={onValue}
        error={error}
        hint={hint}
      />
      {children}
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
        {submit}
      </button>
    </form>
  );
}
