import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@shared/routes';
import { useFolders } from '@/api/gallery';
import { id } from '@/i18n/id';
import { idGallery } from '@/i18n/id-gallery';
import { isInEditPagesFrame } from '@/lib/embedding';
import { FolderCard } from './folder-card';

// /gallery (SPEC.md §2): the folders in a 2/3/4-column grid; a click opens /folder/{id}; 'Kembali' to
// /features. Renaming is for everyone to try (the login comes first); deleting only inside the edit hub.

const t = idGallery.folders;

export default function GalleryPage() {
  const folders = useFolders();
  // The frame a page sits in does not change while it lives.
  const [canDelete] = useState(() => isInEditPagesFrame(window));
  const list = folders.data ?? [];

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <header className="text-center">
        <h1 className="font-display text-3xl font-bold text-rose-700 sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 text-rose-900/70">{t.intro}</p>
      </header>

      <section aria-label={t.listLabel} aria-busy={folders.isPending} className="flex-1">
        {folders.isPending ? (
          <p className="p-4 text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : folders.isError ? (
          <div className="flex flex-col items-center gap-3 p-4 text-center">
            <p role="alert" className="rounded-xl bg-rose-100 px-4 py-2 text-rose-800">
              {t.loadFailed}
            </p>
            <button type="button" className="btn-secondary" onClick={() => void folders.refetch()}>
              {t.retry}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-center text-rose-900/70">{t.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {list.map((folder) => (
              <FolderCard key={folder.id} folder={folder} canDelete={canDelete} />
            ))}
          </ul>
        )}
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.features} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}
