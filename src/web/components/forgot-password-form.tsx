import { useId, useState, type FormEvent } from 'react';
import { useForgotPassword } from '@/api/password';
import { id } from '@/i18n/id';
import { idPassword } from '@/i18n/id-password';

// 'Lupa password?' inside the login dialog (docs/product.md §24): the giver's email, then the server's answer,
// the same whether the address is a giver's or not.

interface ForgotPasswordFormProps {
  initialEmail: string;
  headingId: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, headingId, onBack }: ForgotPasswordFormProps) {
  const messageId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useForgotPassword({
    onSuccess: (reply) => setSent(reply.message),
    onError: ({ message }) => setError(message),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    mutation.mutate({ email: email.trim() });
  };
  const pending = mutation.isPending;
  return (
    <>
      <h2 id={headingId} className="font-display text-center text-2xl font-bold text-rose-700">
        {idPassword.forgotHeading}
      </h2>
      {sent ? (
        <p role="status" className="mt-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {sent}
        </p>
      ) : (
        <form className="mt-5 space-y-4" onSubmit={submit} aria-describedby={error ? messageId : undefined}>
          <p className="text-sm text-rose-900">{idPassword.forgotHint}</p>
          <label className="block">
            <span className="text-sm font-medium text-rose-900">{id.login.email}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="field mt-1"
            />
          </label>
          {error && (
            <p id={messageId} role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
              {error}
            </p>
          )}
          <button type="submit" disabled={pending} aria-busy={pending} className="btn-primary w-full">
            {pending ? idPassword.forgotSending : idPassword.forgotSubmit}
          </button>
        </form>
      )}
      <button type="button" onClick={onBack} disabled={pending} className="btn-secondary mt-3 w-full">
        {idPassword.backToLogin}
      </button>
    </>
  );
}
