import { useOperatorLogin } from '@/api/operator';
import { TextField } from '@/components/text-field';
import { idOperator } from '@/i18n/id-operator';
import { useSignInForm } from '@/components/use-sign-in-form';

const t = idOperator.login;

export function OperatorLogin() {
  // The server decides; its refusal reads above the button (the same words whatever was wrong).
  const { form, change, submit, pending, failure: error } = useSignInForm(useOperatorLogin);

  return (
    <section className="card w-full max-w-md" aria-labelledby="operator-login-heading">
      <h1 id="operator-login-heading" className="font-display text-2xl font-bold text-rose-700">
        {t.heading}
      </h1>
      <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <TextField label={t.email} type="email" value={form.email} onValue={change('email')} required autoComplete="username" />
        <TextField
          label={t.password}
          type="password"
          value={form.password}
          onValue={change('password')}
          required
          autoComplete="current-password"
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
