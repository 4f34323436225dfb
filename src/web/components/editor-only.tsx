import { useCallback, useEffect, useRef } from 'react';
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
}

export function useEditorOnly(): EditorOnlyState {
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const askedOnce = useRef(false);
  const isEditor = session.data?.role === 'editor';

  useEffect(() => {
    // Ask on arrival only; after a cancel or a logout the locked notice's button asks again.
    if (askedOnce.current || session.isPending) return;
    askedOnce.current = true;
    if (!isEditor) void runAsEditor(noop);
  }, [session.isPending, isEditor, runAsEditor]);

  const askLogin = useCallback(() => void runAsEditor(noop), [runAsEditor]);
  return { checking: session.isPending, isEditor, email: session.data?.user?.email ?? '', askLogin };
}

/** What a visitor sees instead of an editor's page. */
export function LockedNotice({ onLogin }: { onLogin: () => void }) {
  return (
    <>
      <p className="mt-4 text-rose-900/80">{idHub.lockedNote}</p>
      <button type="button" className="btn-primary mt-6" onClick={onLogin}>
        {idHub.login}
      </button>
    </>
  );
}
