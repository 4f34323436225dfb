import { useState } from 'react';
import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useFolders } from '@/api/gallery';
import { useSession } from '@/api/session';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { idGallery } from '@/i18n/id-gallery';
import { isInEditPagesFrame } from '@/lib/embedding';
import { useLoadFailure } from '@/lib/toast';
import { FolderCard } from './folder-card';

// /gallery (docs/product.md §2): the folders in a 2/3/4-column grid; a click opens /folder/{id}; 'Kembali' to
// /features. Renaming is the logged-in giver's (a recipient never meets a login inside their
// gift); deleting too, and only inside the edit hub.

const t = idGallery.folders;

export default function GalleryPage() {
  const folders = useFolders();
  useLoadFailure(folders, 'GET /api/gallery');
  const canEdit = useSession().data?.role === 'editor';
  // The frame a page sits in does not change while it lives.
  const [inEditHub] = useState(() => isInEditPagesFrame(window));
  const list = folders.data ?? [];

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader heading={t.heading} intro={t.intro} />

      <section aria-label={t.listLabel} aria-busy={folders.isPending} className="flex-1">
        <QueryState
          pending={folders.isPending}
          failed={folders.isError}
          empty={list.length === 0}
          onRetry={() => void folders.refetch()}
          words={t}
        >
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {list.map((folder) => (
              <FolderCard key={folder.id} folder={folder} canEdit={canEdit} canDelete={canEdit && inEditHub} />
            ))}
          </ul>
        </QueryState>
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.features} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}
