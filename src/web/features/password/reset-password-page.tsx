import { useId, useState } from 'react';
import { ROUTES } from '@shared/routes';
import { useResetPassword } from '@/api/password';
import { FieldError } from '@/components/field-error';
import { id } from '@/i18n/id';
// The words come through the login dialog's chunk, which holds them already (one chunk, not a shared one more).
import { idPassword } from '@/components/login-modal';
import { firstError, onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { Link } from '@/lib/router';

// Where the forgotten password's mail leads (docs/product.md §24, decision 060): /edit-pages?reset=…. The new
// password is checked by the server (the giver's rule, its field error under the field); an unknown, used or
// expired link says so, with the way to ask for a new one (the login's 'Lupa password?', which the edit hub
// opens). Saved, the giver is signed in.

/** `token`: the link's, which editor-routes.tsx reads from the address. */
export default function ResetPasswordPage({ token }: { token: string }) {
  const ids = { password: useId(), passwordError: useId() };
  const [done, setDone] = useState<string | null>(null);
  // The server checks the password (its field error under the field); a refusal of the link itself (unknown, used,
  // expired) is the page's to say, with the way to ask again.
  const {
    form,
    errors,
    change,
    submit,
    pending,
    failure: refusal,
  } = useForm({
    initial: { password: '' },
    check: (values: { password: string }) => ({ ok: true, value: { token, password: values.password } }),
    useSave: useResetPassword,
    serverErrors: (error) => serverFieldErrors(error, onlyFields(['password'])),
    failure: 'inline',
    onSaved: (reply) => setDone(reply.message),
  });

  const passwordError = firstError(errors, 'password');
  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${idPassword.resetHeading} · ${id.appName}`}</title>
      <section className="card w-full max-w-sm bg-white">
        <h1 className="font-display mb-3 text-center text-2xl font-bold text-rose-700">{idPassword.resetHeading}</h1>
        {done ? (
          <>
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              {done}
            </p>
            <Link to={ROUTES.editPages} className="btn-primary mt-4 block w-full text-center">
              {idPassword.toHub}
            </Link>
          </>
        ) : !token ? (
          <p role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
            {idPassword.noToken}
          </p>
        ) : (
          <form className="space-y-4" onSubmit={submit} noValidate>
            <p className="text-sm text-rose-900">{idPassword.resetHint}</p>
            <label className="block" htmlFor={ids.password}>
              <span className="text-sm font-medium text-rose-900">{idPassword.newPassword}</span>
              <input
                id={ids.password}
                type="password"
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => change('password')(e.target.value)}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? ids.passwordError : undefined}
                className="field mt-1"
              />
            </label>
            <FieldError id={ids.passwordError} message={passwordError} />
            {refusal && (
              <div role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
                <p>{refusal}</p>
                <Link to={ROUTES.editPages} className="mt-1 inline-block underline">
                  {idPassword.askAgain}
                </Link>
              </div>
            )}
            <button type="submit" disabled={pending} aria-busy={pending} className="btn-primary w-full">
              {pending ? idPassword.resetSaving : idPassword.resetSubmit}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
