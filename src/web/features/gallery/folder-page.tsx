import { useState } from 'react';
import { Link, useParams } from '@/lib/router';
import type { Photo } from '@shared/schemas/gallery';
import { ROUTES } from '@shared/routes';
import { ApiError } from '@/api/client';
import { useFolder } from '@/api/gallery';
import { useSession } from '@/api/session';
import { QueryState } from '@/components/query-state';
import { id } from '@/i18n/id';
import { idGallery } from '@/i18n/id-gallery';
import { useLoadFailure } from '@/lib/toast';
import { PhotoCard } from './photo-card';
import { PhotoViewer } from './photo-viewer';

// /folder/{folderId} (docs/product.md §2): the folder's name, its photos pinned in a 2/3/4-column grid, the large
// view of one of them, and 'Kembali' to /gallery.

const t = idGallery.folder;

/** The route's folder id, or NaN when it is not a positive whole number. */
function parseFolderId(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

export default function FolderPage() {
  const params = useParams();
  const folderId = parseFolderId(params.folderId);
  const validId = !Number.isNaN(folderId);
  const folder = useFolder(folderId);
  useLoadFailure(folder, 'GET /api/gallery/detail/:id');
  const canEdit = useSession().data?.role === 'editor';
  const [viewingId, setViewingId] = useState<number | null>(null);

  const photos = folder.data?.photo ?? [];
  // Looked up by id, so a rename or replacement shows in the open large view too.
  const viewingIndex = photos.findIndex((photo) => photo.id === viewingId);
  const viewing = photos[viewingIndex] ?? null;
  const step = (by: -1 | 1) => {
    const next = photos[viewingIndex + by];
    if (next) setViewingId(next.id);
  };
  const missing = !validId || (folder.error instanceof ApiError && folder.error.status === 404);

  const heading = missing ? t.notFound : (folder.data?.name ?? t.loadingHeading);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>{`${heading} · ${id.appName}`}</title>
      <h1 className="font-display text-center text-3xl font-bold break-words text-rose-700 sm:text-4xl">{heading}</h1>

      <section aria-label={t.listLabel} aria-busy={validId && folder.isPending} className="flex-1">
        {missing ? null : (
          <QueryState
            pending={folder.isPending}
            failed={folder.isError}
            empty={photos.length === 0}
            onRetry={() => void folder.refetch()}
            words={{ ...t, retry: idGallery.folders.retry }}
          >
            <ul className="grid grid-cols-2 items-start gap-x-3 gap-y-5 sm:gap-x-4 md:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo: Photo) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  onOpen={(p) => setViewingId(p.id)}
                  canEdit={canEdit}
                  isCover={photo.id === folder.data?.cover_photo_id}
                />
              ))}
            </ul>
          </QueryState>
        )}
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.gallery} className="btn-secondary">
          {t.back}
        </Link>
      </div>

      {viewing && (
        <PhotoViewer photo={viewing} index={viewingIndex} total={photos.length} onStep={step} onClose={() => setViewingId(null)} />
      )}
    </main>
  );
}
