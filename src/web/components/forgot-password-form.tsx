import { useId, useState } from 'react';
import { useForgotPassword } from '@/api/password';
import { id } from '@/i18n/id';
import { idPassword } from '@/i18n/id-password';
import { useForm } from '@/lib/use-form';

// 'Lupa password?' inside the login dialog (docs/product.md §24): the giver's email, then the server's answer,
// the same whether the address is a giver's or not.

interface ForgotPasswordFormProps {
  initialEmail: string;
  headingId: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, headingId, onBack }: ForgotPasswordFormProps) {
  const messageId = useId();
  const [sent, setSent] = useState<string | null>(null);
  // The server decides (the answer is the same for any address); whatever it refuses reads above the button.
  const {
    form,
    change,
    submit,
    pending,
    failure: error,
  } = useForm({
    initial: { email: initialEmail },
    check: (values: { email: string }) => ({ ok: true, value: { email: values.email.trim() } }),
    useSave: useForgotPassword,
    serverErrors: () => ({}),
    failure: 'inline',
    onSaved: (reply) => setSent(reply.message),
  });
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
              value={form.email}
              onChange={(e) => change('email')(e.target.value)}
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
