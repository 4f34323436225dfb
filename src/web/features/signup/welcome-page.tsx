import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@shared/routes';
import { useWelcome } from '@/api/signup';
import { id } from '@/i18n/id';
import { idSignup } from '@/i18n/id-signup';
import { Link, useNavigate } from '@/lib/router';

// The new gift's first page (decision 061): its hub's address with ?welcome=…, the one-use code the confirmation
// handed over. It signs the giver in on this host and opens the hub; a used or late code says to sign in instead.

const t = idSignup;

export default function WelcomePage({ code }: { code: string }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const welcome = useWelcome({
    onSuccess: () => void navigate(ROUTES.editBuild, { replace: true }),
    onError: (error) => setRefusal(error.message),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    welcome.mutate(code);
  }, [welcome, code]);

  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${t.welcomeHeading} · ${id.appName}`}</title>
      <section className="card w-full max-w-sm bg-white text-center">
        <h1 className="font-display mb-3 text-2xl font-bold text-rose-700">{t.welcomeHeading}</h1>
        {refusal ? (
          <>
            <p role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
              {refusal}
            </p>
            <Link to={ROUTES.editPages} replace className="btn-primary mt-4 block w-full">
              {t.toLogin}
            </Link>
          </>
        ) : (
          <p role="status" className="text-rose-900/80">
            {t.welcomeSigningIn}
          </p>
        )}
      </section>
    </main>
  );
}
