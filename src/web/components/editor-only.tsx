import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { ApiError } from '@/api/client';
import { useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';
import { idHub } from '@/i18n/id-hub';

// Editor pages (the hub, /edit-opening and the like) show nothing editable until the server says this
// browser is the editor: the login modal opens on arrival, and a locked notice offers it again.

const noop = () => {};

export interface EditorOnlyState {
  /** The session is still being asked for. */
  checking: boolean;
  isEditor: boolean;
  email: string;
  /** Opens the login modal (again). */
  askLogin: () => void;
  /** The session check got no reply (offline, or the server not answering): nothing is known of who this is. */
  unreachable: boolean;
  /** Asks for the session again. */
  recheck: () => void;
}

export function useEditorOnly(): EditorOnlyState {
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const askedOnce = useRef(false);
  const isEditor = session.data?.role === 'editor';
  // No reply is no answer: the page says it is the connection and offers to ask again, not a login (decision 081).
  const unreachable = !session.data && session.error instanceof ApiError && session.error.status === 0;

  // The gift's theme dresses the recipient's pages, not the giver's (decision 041): it is off while an editor page shows.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-editor', '');
    return () => root.removeAttribute('data-editor');
  }, []);

  useEffect(() => {
    // Ask on arrival only; after a cancel or a logout the locked notice's button asks again.
    if (askedOnce.current || session.isPending || unreachable) return;
    askedOnce.current = true;
    if (!isEditor) void runAsEditor(noop);
  }, [session.isPending, unreachable, isEditor, runAsEditor]);

  const askLogin = useCallback(() => void runAsEditor(noop), [runAsEditor]);
  const { refetch } = session;
  const recheck = useCallback(() => void refetch(), [refetch]);
  return {
    checking: session.isPending || (unreachable && session.isFetching),
    isEditor,
    email: session.data?.user?.email ?? '',
    askLogin,
    unreachable,
    recheck,
  };
}

/** What a visitor sees instead of an editor's page; with no reply to the session check, the connection and a retry. */
export function LockedNotice({ onLogin, access }: { onLogin: () => void; access?: Pick<EditorOnlyState, 'unreachable' | 'recheck'> }) {
  if (access?.unreachable) {
    return (
      <>
        <p role="alert" className="mt-4 text-rose-900/80">
          {idHub.sessionUnreachable}
        </p>
        <button type="button" className="btn-primary mt-6" onClick={access.recheck}>
          {idHub.sessionRecheck}
        </button>
      </>
    );
  }
  return (
    <>
      <p className="mt-4 text-rose-900/80">{idHub.lockedNote}</p>
      <button type="button" className="btn-primary mt-6" onClick={onLogin}>
        {idHub.login}
      </button>
    </>
  );
}

/**
 * The edit hub's preview, for a part deep in a panel's form (the theme picker). It lives in this
 * module, which the hub already shares with the giver's parts: a module of its own would be one more chunk that
 * the recipient's first load has to name.
 */
export interface HubPreview {
  /** Re-creates the preview frame, as the hub's 'Reload' button does. */
  reloadPreview: () => void;
}

export const HubPreviewContext = createContext<HubPreview>({ reloadPreview: noop });

export function useHubPreview(): HubPreview {
  return useContext(HubPreviewContext);
}
