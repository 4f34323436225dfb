import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import type { HubSectionId } from '@/components/hub-panel';
import { LockedNotice, useEditorOnly } from '@/components/editor-only';
import { id } from '@/i18n/id';
import { idHub } from '@/i18n/id-hub';

// The editors' own routes (/edit-opening, /edit-date-input2, /edit-daysoflove, /edit-features): the
// same panel as in the hub, behind the same login. A link leads to the hub, where the preview is.

const t = idHub;

export interface EntryEditorPageProps {
  /** The page's name (docs/product.md §2), e.g. 'Edit Opening Page'. */
  name: string;
  /** The hub section with the same form. */
  section: HubSectionId;
  children: ReactNode;
}

export default function EntryEditorPage({ name, section, children }: EntryEditorPageProps) {
  const access = useEditorOnly();
  const { checking, isEditor, askLogin } = access;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 p-4 sm:p-6">
      <title>{`${name} · ${id.appName}`}</title>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-display text-xl font-bold text-rose-700">{t.heading}</h1>
        {isEditor && (
          <Link to={`${ROUTES.editPages}?section=${section}`} className="btn-secondary min-h-10 px-4">
            {t.backToHub}
          </Link>
        )}
      </header>
      {isEditor ? (
        children
      ) : (
        <section className="card text-center" aria-busy={checking}>
          <h2 className="font-display text-2xl font-bold text-rose-700">{name}</h2>
          {checking ? (
            <p role="status" className="mt-4 text-rose-900/70">
              {t.checking}
            </p>
          ) : (
            <LockedNotice onLogin={askLogin} access={access} />
          )}
        </section>
      )}
    </main>
  );
}
