import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { useLocation } from '@/lib/router';
import { sessionQueryOptions } from '@/api/session';
import type { SessionInfo } from '@shared/schemas/auth';
import { id } from '@/i18n/id';
import { toast } from '@/lib/toast';

// Editing entry points (docs/product.md §6) go through runAsEditor: an editor's action runs at once; anyone else
// logs in first, and the action resumes after a successful login (docs/product.md §4 "Login modal").

// The modal's code is fetched only when someone needs it, never on the recipient's first load.
const LoginModal = lazy(() => import('./login-modal'));

type Action = () => void;

interface EditorGate {
  /** Runs the action as the editor, asking for a login first when the server says we are not one. */
  runAsEditor: (action: Action) => Promise<void>;
}

const EditorGateContext = createContext<EditorGate | null>(null);

export function EditorGateProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const pending = useRef<Action | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);

  const runAsEditor = useCallback(
    async (action: Action) => {
      let session: SessionInfo | null;
      try {
        session = await queryClient.fetchQuery(sessionQueryOptions());
      } catch (error) {
        // A check that got no reply says nothing of who this is: the action goes on and meets the connection itself
        // (an upload keeps its photos for another try), rather than a login that could not be sent either (decision 081).
        if (error instanceof ApiError && error.status === 0) {
          action();
          return;
        }
        session = null;
      }
      if (session?.role === 'editor') {
        action();
        return;
      }
      // The dialog's code is fetched before it opens: code that cannot come (offline, or replaced by a newer build) is
      // said in a toast and the page stays as it was; asking again fetches it anew. Never a lazy
      // component's failed load, which React keeps for good and which would empty the page.
      try {
        await import('./login-modal');
      } catch {
        toast.error(id.api.noResponse);
        return;
      }
      pending.current = action;
      openedOn.current = window.location.pathname;
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    },
    [queryClient],
  );

  const close = useCallback((loggedIn: boolean) => {
    setOpen(false);
    const action = pending.current;
    pending.current = null;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    if (loggedIn) action?.();
  }, []);

  // The dialog belongs to the page that asked: leaving it (a phone's Back, a link) cancels the login, so no dialog
  // stays over the next page (docs/product.md §28).
  useEffect(() => {
    if (open && pathname !== openedOn.current) close(false);
  }, [open, pathname, close]);

  const value = useMemo(() => ({ runAsEditor }), [runAsEditor]);

  return (
    <EditorGateContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LoginModal onCancel={() => close(false)} onLoggedIn={() => close(true)} />
        </Suspense>
      )}
    </EditorGateContext.Provider>
  );
}

export function useEditorGate(): EditorGate {
  const gate = useContext(EditorGateContext);
  if (!gate) throw new Error('useEditorGate must be used inside <EditorGateProvider>');
  return gate;
}
