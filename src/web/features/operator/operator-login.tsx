import { useState, type FormEvent } from 'react';
import { useOperatorLogin } from '@/api/operator';
import { TextField } from '@/components/text-field';
import { idOperator } from '@/i18n/id-operator';

const t = idOperator.login;

export function OperatorLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useOperatorLogin({ onError: (failure) => setError(failure.message) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setError(null);
    login.mutate({ email: email.trim(), password });
  };

  return (
    <section className="card w-full max-w-md" aria-labelledby="operator-login-heading">
      <h1 id="operator-login-heading" className="font-display text-2xl font-bold text-rose-700">
        {t.heading}
      </h1>
      <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <TextField label={t.email} type="email" value={email} onValue={setEmail} required autoComplete="username" />
        <TextField label={t.password} type="password" value={password} onValue={setPassword} required autoComplete="current-password" />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
