import { useEffect, useRef } from 'react';
import { Link, useParams } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useSession } from '@/api/session';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idHub } from '@/i18n/id-hub';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { LoveMomentEditorPanel } from './love-moment-editor-panel';
import { momentIdFrom } from './love-moment-form';

// /edit-love-moment/{id?} (docs/product.md §2): the love moment form on its own page; with an id, that moment opens
// in Edit mode. The editor's only: anyone else meets the login modal first.

const noop = () => {};
const t = idLoveMoment.page;

export default function EditLoveMomentPage() {
  const params = useParams();
  const momentId = momentIdFrom(params.id);
  const session = useSession();
  const { runAsEditor } = useEditorGate();
  const askedOnce = useRef(false);
  const isEditor = session.data?.role === 'editor';

  useEffect(() => {
    // Ask for the login on arrival only; after a cancel the button below asks again.
    if (askedOnce.current || session.isPending || isEditor) return;
    askedOnce.current = true;
    void runAsEditor(noop);
  }, [session.isPending, isEditor, runAsEditor]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${idHub.pageNames.editLoveMoment} · ${id.appName}`}</title>
      <h1 className="text-center font-display text-3xl font-bold text-rose-700">{idHub.pageNames.editLoveMoment}</h1>
      {session.isPending ? (
        <p className="text-center text-rose-900/70" role="status">
          {t.checking}
        </p>
      ) : isEditor ? (
        // A new address opens a fresh form.
        <LoveMomentEditorPanel key={params.id ?? 'new'} initialId={momentId} reloadNote={false} />
      ) : (
        <section className="card text-center">
          <p className="text-rose-900/80">{t.lockedNote}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => void runAsEditor(noop)}>
            {t.login}
          </button>
        </section>
      )}
      <nav className="flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.loveMoment} className="btn-secondary">
          {t.seeStory}
        </Link>
        <Link to={ROUTES.editPages} className="btn-secondary">
          {t.backToHub}
        </Link>
      </nav>
    </main>
  );
}
