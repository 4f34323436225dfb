import { useEffect, useId, useRef, useState } from 'react';
import { useLogin } from '@/api/session';
import { Dialog } from '@/components/dialog';
import { id } from '@/i18n/id';
import { idPassword } from '@/i18n/id-password';
import { useSignInForm } from './use-sign-in-form';

/** The forgotten password's words, for its page too: they travel in this chunk only. */
export { idPassword };
import { ForgotPasswordForm } from './forgot-password-form';

// docs/product.md §2/§4: 'Login', email, password, 'Batal'; a loading state while submitting; on failure the
// server's message or 'Login failed', on an exception 'Terjadi kesalahan: ...'.

interface LoginModalProps {
  onCancel: () => void;
  onLoggedIn: () => void;
}

export default function LoginModal({ onCancel, onLoggedIn }: LoginModalProps) {
  const titleId = useId();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  // 'Lupa password?' turns the dialog into the forgotten password's form (docs/product.md §24).
  const [forgot, setForgot] = useState(false);
  // A refusal is said once, in the dialog beside the fields: a toast as well would show and announce it twice.
  const { form, change, submit, pending, failure: error } = useSignInForm(useLogin, () => onLoggedIn());

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !pending) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel, pending]);

  return (
    // Escape is handled on the whole document above (so it works wherever focus is), not by the Dialog.
    <Dialog
      labelledBy={titleId}
      initialFocus={emailRef}
      backdropClassName="z-50 items-center p-4"
      className="card w-full max-w-sm bg-white"
    >
      {forgot ? (
        <ForgotPasswordForm initialEmail={form.email.trim()} headingId={titleId} onBack={() => setForgot(false)} />
      ) : (
        <>
          <h2 id={titleId} className="font-display text-center text-2xl font-bold text-rose-700">
            {id.login.heading}
          </h2>
          <form className="mt-5 space-y-4" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
            <label className="block">
              <span className="text-sm font-medium text-rose-900">{id.login.email}</span>
              <input
                ref={emailRef}
                type="email"
                name="email"
                autoComplete="username"
                required
                value={form.email}
                onChange={(e) => change('email')(e.target.value)}
                className="field mt-1"
              />
            </label>
            <label className="block">
              <span className="text-sm font-medium text-rose-900">{id.login.password}</span>
              <input
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={form.password}
                onChange={(e) => change('password')(e.target.value)}
                className="field mt-1"
              />
            </label>
            {error && (
              <p id={errorId} role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
                {error}
              </p>
            )}
            <div className="flex gap-3 pt-1">
              <button type="button" onClick={onCancel} disabled={pending} className="btn-secondary flex-1">
                {id.login.cancel}
              </button>
              <button type="submit" disabled={pending} aria-busy={pending} className="btn-primary flex-1">
                {pending ? id.login.submitting : id.login.submit}
              </button>
            </div>
            <p className="text-center">
              <button type="button" onClick={() => setForgot(true)} disabled={pending} className="text-sm font-medium text-rose-700">
                {idPassword.forgotLink}
              </button>
            </p>
          </form>
        </>
      )}
    </Dialog>
  );
}
