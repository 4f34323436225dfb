import { useEffect, useRef } from 'react';
import { useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';

// The editor pages are the giver's (SPEC.md §6): on arrival anyone else gets the login dialog first, and
// nothing editable shows until the server says this browser is the editor.

const noop = () => {};

export function useEditorAccess() {
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const askedOnce = useRef(false);
  const isEditor = session.data?.role === 'editor';

  useEffect(() => {
    // Ask on arrival only; after a cancel the page's Login button asks again.
    if (askedOnce.current || session.isPending || isEditor) return;
    askedOnce.current = true;
    void runAsEditor(noop);
  }, [session.isPending, isEditor, runAsEditor]);

  return { checking: session.isPending, isEditor, askLogin: () => void runAsEditor(noop) };
}
