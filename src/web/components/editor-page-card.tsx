import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { EditorOnlyState } from '@/components/editor-only';
import { id } from '@/i18n/id';

// A stand-alone editor page (/edit-love-typing, /edit-video-gift): one card with the heading, a status
// while the session is asked for, then the editor's form, or a locked note with the way back and the login.

export interface EditorPageWords {
  heading: string;
  checking: string;
  lockedNote: string;
  cancel: string;
  login: string;
}

interface EditorPageCardProps {
  access: EditorOnlyState;
  words: EditorPageWords;
  /** Where the locked note's cancel link leads (the page being edited). */
  cancelTo: string;
  /** The form, shown to the editor only. */
  children: ReactNode;
}

export function EditorPageCard({ access, words, cancelTo, children }: EditorPageCardProps) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center gap-5 px-4 py-8 sm:px-6">
      <title>{`${words.heading} · ${id.appName}`}</title>
      <section className="card w-full" aria-busy={access.checking}>
        <h1 className="font-display text-center text-3xl font-bold text-rose-700">{words.heading}</h1>
        {access.checking ? (
          <p className="mt-4 text-center text-rose-900/70" role="status">
            {words.checking}
          </p>
        ) : access.isEditor ? (
          children
        ) : (
          <div className="mt-4 flex flex-col items-center gap-4 text-center">
            <p className="text-rose-900/80">{words.lockedNote}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={cancelTo} className="btn-secondary">
                {words.cancel}
              </Link>
              <button type="button" className="btn-primary" onClick={access.askLogin}>
                {words.login}
              </button>
            </div>
          </div>
        )}
      </section>
    </main>
  );
}
