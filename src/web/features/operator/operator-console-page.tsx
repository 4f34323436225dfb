import type { ReactNode } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useOperatorGifts, useOperatorLogout } from '@/api/operator';
import { id } from '@/i18n/id';
import { idOperator } from '@/i18n/id-operator';
import { CreateGiftForm } from './create-gift-form';
import { GiftList } from './gift-list';
import { WaitingSignups } from './waiting-signups';
import { OperatorLogin } from './operator-login';
import { LoadFailed } from '@/components/page-fallback';

// The operator's console (decision 018), shown on BASE_DOMAIN itself: the login first, then the gifts and
// the form that makes a new one. Every gift lives on its own host, so nothing here is a gift's.

const t = idOperator;

/** `visitor`: what a visitor who is not the operator sees above the login (sign-up's form). */
export default function OperatorConsolePage({ visitor = null }: { visitor?: ReactNode }) {
  const gifts = useOperatorGifts();
  useLoadFailure(gifts, 'GET /api/operator/gifts');
  const logout = useOperatorLogout({ onError: (failure) => toast.error(failure.message) });
  const baseDomain = window.location.hostname;

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 p-4 md:p-8">
      <title>{`${t.title} · ${id.appName}`}</title>
      {gifts.isPending ? (
        <p role="status" className="m-auto text-rose-900/70">
          {t.loading}
        </p>
      ) : gifts.isError ? (
        <LoadFailed words={t.list.loadFailed} className="card m-auto text-red-700" />
      ) : gifts.data === null ? (
        <div className="m-auto flex w-full flex-col items-center gap-8">
          {visitor}
          <OperatorLogin />
        </div>
      ) : (
        <>
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 className="font-display text-3xl font-bold text-rose-700">{t.title}</h1>
              <p className="text-sm text-rose-900/70">{baseDomain}</p>
            </div>
            <button type="button" className="btn-secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {t.logout}
            </button>
          </header>
          <CreateGiftForm baseDomain={baseDomain} />
          <GiftList gifts={gifts.data.gifts} />
          {gifts.data.waiting.length > 0 && <WaitingSignups waiting={gifts.data.waiting} />}
        </>
      )}
    </main>
  );
}
