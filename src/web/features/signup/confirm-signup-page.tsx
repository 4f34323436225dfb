import { useEffect, useRef, useState } from 'react';
import { useConfirmSignup } from '@/api/signup';
import { id } from '@/i18n/id';
import { idSignup } from '@/i18n/id-signup';

// Where the confirmation mail leads (decision 061): the console's address with ?signup=…. The page confirms at once
// (a person who opened the link asked for it; a mail scanner that fetches the link runs no script) and, the gift
// made, goes to its hub on the gift's own host, where the one-use welcome code signs the giver in. An unknown, used
// or expired link says so, with the way back to the sign-up.

const t = idSignup;

export default function ConfirmSignupPage({ token }: { token: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useConfirmSignup({
    onSuccess: (reply) => window.location.assign(reply.data.url),
    onError: (error) => setRefusal(error.message),
  });
  // Once per page, even when React mounts it twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

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
          <p role="status" className="text-rose-900/80">
            {t.confirmHeading}
          </p>
        )}
      </section>
    </main>
  );
}
