import { useState, type FormEvent } from 'react';
import { useConfirmSignup } from '@/api/signup';
import { NewPasswordForm } from '@/components/new-password-form';
import { id } from '@/i18n/id';
import { idSignup } from '@/i18n/id-signup';
import { checkForm } from '@/lib/check-form';
import { onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { signupConfirmBody } from '@shared/schemas/signup';

// Where the confirmation mail leads (decisions 061, 078): the console's address with ?signup=…. Whoever holds the link
// chooses the giver's password here, so a stranger who signed up with someone else's email holds no key to the gift.
// The link is spent only by the giver's own press of 'Buat kado saya': a mail scanner that opens the link, even one
// that runs its scripts, presses nothing. The gift made, the page goes to it on the gift's own host, where the one-use
// welcome code signs the giver in. An unknown, used or expired link says so, with the way back to the sign-up.

const t = idSignup;
const passwordOnly = signupConfirmBody.pick({ password: true });

export default function ConfirmSignupPage({ token }: { token: string }) {
  const [leaving, setLeaving] = useState(false);
  // The password's rule reads under its field; the link's refusal (unknown, used, expired, taken) is the page's.
  const {
    form,
    error,
    change,
    submit,
    pending,
    failure: refusal,
  } = useForm({
    initial: { password: '' },
    check: (values: { password: string }) => checkForm(passwordOnly, values),
    useSave: useConfirmSignup,
    toVariables: (value) => ({ token, password: value.password }),
    serverErrors: (failure) => serverFieldErrors(failure, onlyFields(['password'])),
    failure: 'inline',
    onSaved: (reply) => {
      setLeaving(true);
      window.location.assign(reply.data.url);
    },
  });
  // Pending until the next page loads: the link is spent once.
  const busy = pending || leaving;
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (leaving) event.preventDefault();
    else submit(event);
  };

  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${t.title} · ${id.appName}`}</title>
      <section className="card w-full max-w-sm bg-white text-center">
        <h1 className="font-display mb-3 text-2xl font-bold text-rose-700">{t.title}</h1>
        {refusal ? (
          <>
            <p role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
              {refusal}
            </p>
            <a href="/" className="btn-primary mt-4 block w-full">
              {t.signupAgain}
            </a>
          </>
        ) : (
          <NewPasswordForm
            intro={t.confirmIntro}
            label={t.password}
            hint={t.passwordHint}
            value={form.password}
            onValue={change('password')}
            error={error('password')}
            onSubmit={send}
            busy={busy}
            submit={t.confirmButton}
          >
            {busy && (
              <p role="status" className="text-center text-rose-900/80">
                {t.confirmHeading}
              </p>
            )}
          </NewPasswordForm>
        )}
      </section>
    </main>
  );
}
