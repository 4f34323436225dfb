import { useState } from 'react';
import { useConfirmSignup } from '@/api/signup';
import { id } from '@/i18n/id';
import { idSignup } from '@/i18n/id-signup';

// Where the confirmation mail leads (decision 061): the console's address with ?signup=…. The link is spent only by the
// giver's own press of 'Buat kado saya': a mail scanner that opens the link, even one that runs its scripts, presses
// nothing. The gift made, the page goes to it on the gift's own host, where the one-use welcome code signs the giver
// in. An unknown, used or expired link says so, with the way back to the sign-up.

const t = idSignup;

export default function ConfirmSignupPage({ token }: { token: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useConfirmSignup({
    onSuccess: (reply) => window.location.assign(reply.data.url),
    onError: (error) => setRefusal(error.message),
  });
  // Pending until the next page loads: the link is spent once.
  const busy = confirm.isPending || confirm.isSuccess;

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
          <>
            <p className="text-rose-900/80">{t.confirmIntro}</p>
            <button type="button" className="btn-primary mt-4 w-full" disabled={busy} onClick={() => confirm.mutate(token)}>
              {t.confirmButton}
            </button>
            {busy && (
              <p role="status" className="mt-3 text-rose-900/80">
                {t.confirmHeading}
              </p>
            )}
          </>
        )}
      </section>
    </main>
  );
}
