import { useState } from 'react';
import { ROUTES } from '@shared/routes';
import { useResetPassword } from '@/api/password';
import { NewPasswordForm } from '@/components/new-password-form';
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
          <NewPasswordForm
            intro={idPassword.resetHint}
            label={idPassword.newPassword}
            value={form.password}
            onValue={change('password')}
            error={firstError(errors, 'password')}
            onSubmit={submit}
            busy={pending}
            submit={pending ? idPassword.resetSaving : idPassword.resetSubmit}
          >
            {refusal && (
              <div role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
                <p>{refusal}</p>
                <Link to={ROUTES.editPages} className="mt-1 inline-block underline">
                  {idPassword.askAgain}
                </Link>
              </div>
            )}
          </NewPasswordForm>
        )}
      </section>
    </main>
  );
}
