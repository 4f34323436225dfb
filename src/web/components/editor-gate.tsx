import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { sessionQueryOptions } from '@/api/session';
import type { SessionInfo } from '@shared/schemas/auth';
import { id } from '@/i18n/id';

// Editing entry points (docs/product.md §6) go through runAsEditor: an editor's action runs at once; anyone else
// logs in first, and the action resumes after a successful login (docs/product.md §4 "Login modal").

interface LoginModalProps {
  onCancel: () => void;
  onLoggedIn: () => void;
  /** Loads the modal's code again, after it could not be fetched. */
  onRetry: () => void;
}

// The modal's code is fetched only when someone needs it, never on the recipient's first load. Code that cannot be
// fetched (offline, or replaced by a newer build) is a small dialog that says so, with a retry and Cancel, in place of
// a blank page (decision 081).
const loadLoginModal = () =>
  lazy<ComponentType<LoginModalProps>>(() => import('./login-modal').catch(() => ({ default: LoginModalUnavailable })));

function LoginModalUnavailable({ onCancel, onRetry }: LoginModalProps) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label={id.api.noResponse}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-6 text-center"
    >
      {id.api.noResponse}
      <button type="button" className="btn-primary" onClick={onRetry}>
        {id.retry}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {id.login.cancel}
      </button>
    </div>
  );
}

type Action = () => void;

interface EditorGate {
  /** Runs the action as the editor, asking for a login first when the server says we are not one. */
  runAsEditor: (action: Action) => Promise<void>;
}

const EditorGateContext = createContext<EditorGate | null>(null);

export function EditorGateProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [LoginModal, setLoginModal] = useState(loadLoginModal);
  const pending = useRef<Action | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

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
          <LoginModal onCancel={() => close(false)} onLoggedIn={() => close(true)} onRetry={() => setLoginModal(() => loadLoginModal())} />
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
