import { sql } from 'kysely';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import { precompile } from '../db/precompiled.js';
import type { Folder, FolderSummary } from '../../shared/schemas/gallery.js';

export interface PhotoRow {
  id: number;
  folder_id: number;
  title: string;
  path: string;
  thumb_path: string | null;
  display_path: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

/** The stored image of a photo: its files and what the grid needs to lay it out. */
export interface PhotoImage {
  path: string;
  thumb_path: string;
  display_path: string;
  width: number;
  height: number;
  placeholder: string | null;
}

const photoColumns = ['id', 'folder_id', 'title', 'path', 'thumb_path', 'display_path', 'width', 'height', 'placeholder'] as const;

/** Every file of a photo, for removal after its row is gone. */
export const photoFiles = (row: Pick<PhotoRow, 'path' | 'thumb_path' | 'display_path'>): string[] =>
  [row.path, row.thumb_path, row.display_path].filter((p): p is string => p !== null);

/**
 * Folders belong to the site; photos belong to a folder, so every photo query goes through a folder of
 * this site.
 */
export function galleryRepository(db: Db, siteId: () => number) {
  const foldersOfSite = (q: Db) => q.selectFrom('gallery_folders').select('id').where('site_id', '=', siteId());
  const photosOfSite = (q: Db) => q.selectFrom('gallery_photos').select(photoColumns).where('folder_id', 'in', foldersOfSite(q));

  // The viewer's gallery page: each folder with its count and cover in one precompiled query
  // (decision 021). The cover is the chosen photo while it is in the folder, else the folder's first.
  const folderSummaries = precompile((args: { siteId: number }) =>
    db
      .selectFrom('gallery_folders as f')
      .leftJoin('gallery_photos as c', (join) =>
        join.on(
          'c.id',
          '=',
          sql<number>`coalesce(
            (select p.id from gallery_photos p where p.id = f.cover_photo_id and p.folder_id = f.id),
            (select min(p.id) from gallery_photos p where p.folder_id = f.id))`,
        ),
      )
      .select([
        'f.id',
        'f.name',
        'c.id as cover_id',
        'c.path as cover_path',
        'c.thumb_path as cover_thumb_path',
        'c.width as cover_width',
        'c.height as cover_height',
        'c.placeholder as cover_placeholder',
        sql<number | string>`(select count(*) from gallery_photos p where p.folder_id = f.id)`.as('photo_count'),
      ])
      .where('f.site_id', '=', args.siteId)
      .orderBy('f.id'),
  );

  return {
    /** The folders with their number of photos and their cover: the chosen photo while it is theirs, else the first. */
    async listFolderSummaries(trx?: Trx): Promise<FolderSummary[]> {
      const rows = await folderSummaries(trx ?? db, { siteId: siteId() });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        photo_count: Number(row.photo_count ?? 0),
        cover:
          row.cover_id !== null && row.cover_path !== null
            ? {
                photo_id: row.cover_id,
                thumb_url: row.cover_thumb_path ?? row.cover_path,
                width: row.cover_width,
                height: row.cover_height,
                placeholder: row.cover_placeholder,
              }
            : null,
      }));
    },

    /** The photo covering a folder now: the chosen one while it is in the folder, else the first; null when empty. */
    async coverPhotoId(folderId: number, trx?: Trx): Promise<number | null> {
      const q = trx ?? db;
      const folder = await q
        .selectFrom('gallery_folders')
        .select('cover_photo_id')
        .where('id', '=', folderId)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      if (!folder) return null;
      const photos = photosOfSite(q).where('folder_id', '=', folderId);
      const chosen = folder.cover_photo_id === null ? undefined : await photos.where('id', '=', folder.cover_photo_id).executeTakeFirst();
      const first = chosen ?? (await photos.orderBy('id').limit(1).executeTakeFirst());
      return first?.id ?? null;
    },

    /** Makes a photo of the folder its cover; false when the folder or the photo (in that folder) is not there. */
    async setCover(folderId: number, photoId: number, trx?: Trx): Promise<boolean> {
      const q = trx ?? db;
      const photo = await photosOfSite(q).where('id', '=', photoId).where('folder_id', '=', folderId).executeTakeFirst();
      if (!photo) return false;
      const result = await q
        .updateTable('gallery_folders')
        .set({ cover_photo_id: photo.id })
        .where('id', '=', folderId)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async findFolder(id: number, trx?: Trx): Promise<Folder | undefined> {
      return (trx ?? db)
        .selectFrom('gallery_folders')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
    },

    async createFolder(name: string, trx?: Trx): Promise<Folder> {
      return (trx ?? db)
        .insertInto('gallery_folders')
        .values({ site_id: siteId(), name, created_at: new Date().toISOString() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async renameFolder(id: number, name: string, trx?: Trx): Promise<Folder | undefined> {
      return (trx ?? db)
        .updateTable('gallery_folders')
        .set({ name })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(['id', 'name'])
        .executeTakeFirst();
    },

    /** Deletes the folder and its photos in one transaction; returns the photos' files to remove, or undefined. */
    async deleteFolder(id: number, trx?: Trx): Promise<string[] | undefined> {
      return inTransaction(db, trx, async (t) => {
        const folder = await t
          .selectFrom('gallery_folders')
          .select('id')
          .where('id', '=', id)
          .where('site_id', '=', siteId())
          .executeTakeFirst();
        if (!folder) return undefined;
        const photos = await t
          .deleteFrom('gallery_photos')
          .where('folder_id', '=', folder.id)
          .returning(['path', 'thumb_path', 'display_path'])
          .execute();
        await t.deleteFrom('gallery_folders').where('id', '=', folder.id).execute();
        return photos.flatMap(photoFiles);
      });
    },

    /** When the first photo was added (ISO 8601), or undefined without one ('Hari ini, setahun lalu', docs/product.md §29). */
    async firstPhotoAddedAt(trx?: Trx): Promise<string | undefined> {
      const q = trx ?? db;
      const row = await q
        .selectFrom('gallery_photos')
        .select((eb) => eb.fn.min('created_at').as('first'))
        .where('folder_id', 'in', foldersOfSite(q))
        .executeTakeFirst();
      return row?.first ?? undefined;
    },

    /** The photo added last within one of `ranges` ([from, to) in ISO 8601), or undefined. */
    async newestPhotoAddedWithin(
      ranges: readonly { from: string; to: string }[],
      trx?: Trx,
    ): Promise<(PhotoRow & { created_at: string }) | undefined> {
      if (ranges.length === 0) return undefined;
      const q = trx ?? db;
      return q
        .selectFrom('gallery_photos')
        .select([...photoColumns, 'created_at'])
        .where('folder_id', 'in', foldersOfSite(q))
        .where((eb) => eb.or(ranges.map(({ from, to }) => eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]))))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async listPhotos(folderId: number, trx?: Trx): Promise<PhotoRow[]> {
      return photosOfSite(trx ?? db)
        .where('folder_id', '=', folderId)
        .orderBy('id')
        .execute();
    },

    async findPhoto(id: number, trx?: Trx): Promise<PhotoRow | undefined> {
      return photosOfSite(trx ?? db)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Adds a photo to a folder of this site; undefined when the folder is gone. */
    async createPhoto(folderId: number, title: string, image: PhotoImage, trx?: Trx): Promise<PhotoRow | undefined> {
      const q = trx ?? db;
      const folder = await foldersOfSite(q).where('id', '=', folderId).executeTakeFirst();
      if (!folder) return undefined;
      return q
        .insertInto('gallery_photos')
        .values({ folder_id: folder.id, title, ...image, created_at: new Date().toISOString() })
        .returning(photoColumns)
        .executeTakeFirstOrThrow();
    },

    /**
     * Changes the title and, when given, the image; returns the row before and after, or undefined.
     * Run in the upload's transaction, `before` is the row it replaced.
     */
    async updatePhoto(
      id: number,
      change: { title?: string; image?: PhotoImage },
      trx?: Trx,
    ): Promise<{ before: PhotoRow; after: PhotoRow } | undefined> {
      const q = trx ?? db;
      const before = await photosOfSite(q).where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const set = { ...(change.title !== undefined && { title: change.title }), ...change.image };
      const after = await q.updateTable('gallery_photos').set(set).where('id', '=', id).returning(photoColumns).executeTakeFirstOrThrow();
      return { before, after };
    },

    /** Deletes a photo; returns its files to remove, or undefined if no such photo. */
    async deletePhoto(id: number, trx?: Trx): Promise<string[] | undefined> {
      const q = trx ?? db;
      const row = await q
        .deleteFrom('gallery_photos')
        .where('id', '=', id)
        .where('folder_id', 'in', foldersOfSite(q))
        .returning(['path', 'thumb_path', 'display_path'])
        .executeTakeFirst();
      return row && photoFiles(row);
    },
  };
}
