import type { Db } from '../db/database.js';
import type { Folder } from '../../shared/schemas/gallery.js';

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
 * this site. Pass a transaction as `db` to run inside one (MediaStore.persist).
 */
export function galleryRepository(db: Db, siteId: number) {
  const folderOfSite = (folderId: number) =>
    db.selectFrom('gallery_folders').select('id').where('id', '=', folderId).where('site_id', '=', siteId);
  const foldersOfSite = () => db.selectFrom('gallery_folders').select('id').where('site_id', '=', siteId);
  const photosOfSite = () => db.selectFrom('gallery_photos').select(photoColumns).where('folder_id', 'in', foldersOfSite());

  return {
    async listFolders(): Promise<Folder[]> {
      return db.selectFrom('gallery_folders').select(['id', 'name']).where('site_id', '=', siteId).orderBy('id').execute();
    },

    async findFolder(id: number): Promise<Folder | undefined> {
      return db.selectFrom('gallery_folders').select(['id', 'name']).where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
    },

    async createFolder(name: string): Promise<Folder> {
      return db
        .insertInto('gallery_folders')
        .values({ site_id: siteId, name, created_at: new Date().toISOString() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async renameFolder(id: number, name: string): Promise<Folder | undefined> {
      return db
        .updateTable('gallery_folders')
        .set({ name })
        .where('id', '=', id)
        .where('site_id', '=', siteId)
        .returning(['id', 'name'])
        .executeTakeFirst();
    },

    /** Deletes the folder and its photos in one transaction; returns the photos' files to remove, or undefined. */
    async deleteFolder(id: number): Promise<string[] | undefined> {
      return db.transaction().execute(async (trx) => {
        const folder = await trx.selectFrom('gallery_folders').select('id').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
        if (!folder) return undefined;
        const photos = await trx
          .deleteFrom('gallery_photos')
          .where('folder_id', '=', folder.id)
          .returning(['path', 'thumb_path', 'display_path'])
          .execute();
        await trx.deleteFrom('gallery_folders').where('id', '=', folder.id).execute();
        return photos.flatMap(photoFiles);
      });
    },

    async listPhotos(folderId: number): Promise<PhotoRow[]> {
      return photosOfSite().where('folder_id', '=', folderId).orderBy('id').execute();
    },

    async findPhoto(id: number): Promise<PhotoRow | undefined> {
      return photosOfSite().where('id', '=', id).executeTakeFirst();
    },

    /** Adds a photo to a folder of this site; undefined when the folder is gone. */
    async createPhoto(folderId: number, title: string, image: PhotoImage): Promise<PhotoRow | undefined> {
      const folder = await folderOfSite(folderId).executeTakeFirst();
      if (!folder) return undefined;
      return db
        .insertInto('gallery_photos')
        .values({ folder_id: folder.id, title, ...image, created_at: new Date().toISOString() })
        .returning(photoColumns)
        .executeTakeFirstOrThrow();
    },

    /**
     * Changes the title and, when given, the image; returns the row before and after, or undefined.
     * Replacing the image runs inside MediaStore.persist's transaction, so `before` is the row it replaced.
     */
    async updatePhoto(id: number, change: { title?: string; image?: PhotoImage }): Promise<{ before: PhotoRow; after: PhotoRow } | undefined> {
      const before = await photosOfSite().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const set = { ...(change.title !== undefined && { title: change.title }), ...change.image };
      const after = await db.updateTable('gallery_photos').set(set).where('id', '=', id).returning(photoColumns).executeTakeFirstOrThrow();
      return { before, after };
    },

    /** Deletes a photo; returns its files to remove, or undefined if no such photo. */
    async deletePhoto(id: number): Promise<string[] | undefined> {
      const row = await db
        .deleteFrom('gallery_photos')
        .where('id', '=', id)
        .where('folder_id', 'in', foldersOfSite())
        .returning(['path', 'thumb_path', 'display_path'])
        .executeTakeFirst();
      return row && photoFiles(row);
    },
  };
}

export type GalleryRepository = ReturnType<typeof galleryRepository>;
