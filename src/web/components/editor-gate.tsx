import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/api/session';

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

  const runAsEditor = useCallback(
    async (action: Action) => {
      const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
      if (session?.role === 'editor') {
        action();
        return;
      }
      pending.current = action;
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
