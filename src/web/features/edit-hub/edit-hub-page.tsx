import { startTransition, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { readinessQueryOptions } from '@/api/readiness';
import { useLogout } from '@/api/session';
import { LockedNotice, useEditorOnly } from '@/components/editor-only';
import { id } from '@/i18n/id';
import { idHub } from '@/i18n/id-hub';
import type { HubPanels } from '@/components/hub-panel';
import { EditHub } from './edit-hub';

// The edit hub (docs/product.md §2 /edit-pages) is the editor's: the login modal comes first, and nothing
// editable shows until the server says this browser is the editor. The hub also waits for 'Siap diberikan?' (or its
// failure), which decides whether the builder's card heads it: a card arriving after the hub pushed the whole form down
// (a layout shift of 0.18 on a phone, decision 099).

export interface EditHubPageProps {
  /** Each section's form, composed by router.tsx. */
  panels: HubPanels;
}

export default function EditHubPage({ panels }: EditHubPageProps) {
  const access = useEditorOnly();
  const { checking, isEditor, email, askLogin } = access;
  const signOut = useLogout({ onError: (error) => toast.error(error.message) });
  // The session is known before any page is drawn (api/host.ts), so the list is asked for as the hub mounts. Once it
  // has answered or failed, the hub stays: a later read of the list never takes the forms away, not even a failed
  // list's, which the hub's own readers ask again for as they mount, clearing its error while they wait.
  const readiness = useQuery({ ...readinessQueryOptions(), enabled: isEditor });
  const [answered, setAnswered] = useState(false);
  const hasAnswer = readiness.data !== undefined || readiness.isError;
  // The whole hub is drawn in a transition: React draws it in slices, between which the phone answers a tap.
  useEffect(() => {
    if (hasAnswer) startTransition(() => setAnswered(true));
  }, [hasAnswer]);

  if (isEditor && answered) {
    return <EditHub panels={panels} email={email} onLogout={() => signOut.mutate()} loggingOut={signOut.isPending} />;
  }

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <title>{`${idHub.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={checking || isEditor}>
        <h1 className="font-display text-2xl font-bold text-rose-700">{idHub.heading}</h1>
        {checking || isEditor ? (
          <p className="mt-4 text-rose-900/70" role="status">
            {idHub.checking}
          </p>
        ) : (
          <LockedNotice onLogin={askLogin} access={access} />
        )}
      </section>
    </main>
  );
}
