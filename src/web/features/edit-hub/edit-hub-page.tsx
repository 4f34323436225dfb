import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { ROUTES } from '@shared/routes';
import { errorMessage } from '@/api/client';
import { logout, sessionQueryOptions, useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import type { HubPanels } from '@/components/hub-panel';

// The edit hub (SPEC.md §2 /edit-pages) is the editor's: the login modal comes first, and nothing
// editable shows until the server says this browser is the editor. Its sections arrive in later issues.

const noop = () => {};

export interface EditHubPageProps {
  /** Each section's form, composed by router.tsx. */
  panels: HubPanels;
}

export default function EditHubPage({ panels }: EditHubPageProps) {
  void panels; // The sections arrive with the hub layout (issue 3).
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const queryClient = useQueryClient();
  const askedOnce = useRef(false);

  const role = session.data?.role;
  const isEditor = role === 'editor';

  useEffect(() => {
    // Ask for the login on arrival only; after a cancel or a logout the button below asks again.
    if (askedOnce.current || session.isPending || isEditor) return;
    askedOnce.current = true;
    void runAsEditor(noop);
  }, [session.isPending, isEditor, runAsEditor]);

  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
    onError: (error) => toast.error(errorMessage(error, id.editHub.logoutFailed)),
  });

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <title>{`${id.editHub.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={session.isPending}>
        <h1 className="font-display text-2xl font-bold text-rose-700">{id.editHub.heading}</h1>
        {session.isPending ? (
          <p className="mt-4 text-rose-900/70" role="status">
            {id.editHub.checking}
          </p>
        ) : isEditor ? (
          <>
            <p className="mt-4 text-rose-900">{id.editHub.signedInAs(session.data?.user?.email ?? '')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Link to={ROUTES.opening} className="btn-secondary">
                {id.editHub.seeFullWebsite}
              </Link>
              <button
                type="button"
                className="btn-primary"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate()}
              >
                {signOut.isPending ? id.editHub.loggingOut : id.editHub.logout}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="mt-4 text-rose-900/80">{id.editHub.lockedNote}</p>
            <button type="button" className="btn-primary mt-6" onClick={() => void runAsEditor(noop)}>
              {id.editHub.login}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
