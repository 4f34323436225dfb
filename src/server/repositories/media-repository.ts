import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import type { MediaFileRow } from '../db/schema.js';
import type { PlacedFile } from '../storage/media-store.js';

/** The media_files rows: what each stored file is, so /storage can serve it with its type and audience. */
export function mediaRepository(db: Db, siteId: () => number) {
  return {
    async findByPath(path: string, trx?: Trx): Promise<MediaFileRow | undefined> {
      return (trx ?? db).selectFrom('media_files').selectAll().where('path', '=', path).where('site_id', '=', siteId()).executeTakeFirst();
    },

    /** The name a stored file was uploaded with, if it kept one. */
    async originalName(path: string | null, trx?: Trx): Promise<string | null> {
      if (!path) return null;
      const row = await (trx ?? db)
        .selectFrom('media_files')
        .select('original_name')
        .where('path', '=', path)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return row?.original_name ?? null;
    },

    /** Records files the store has just placed; run in the transaction of the row that owns them. */
    async record(files: PlacedFile[], trx?: Trx): Promise<void> {
      if (files.length === 0) return;
      const createdAt = new Date().toISOString();
      await (trx ?? db)
        .insertInto('media_files')
        .values(
          files.map((file) => ({
            site_id: siteId(),
            kind: file.kind.folder,
            path: file.path,
            mime: file.mime,
            size: file.size,
            is_public: file.kind.isPublic ? 1 : 0,
            created_at: createdAt,
            original_name: file.originalName ?? null,
          })),
        )
        .execute();
    },

    /**
     * The bytes this gift's stored files take, as recorded when they were placed: every
     * media_files row, so an image's variants, the seeded music track and imported files count too.
     */
    async usedBytes(trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('media_files')
        .select(sql<string | number>`COALESCE(SUM(size), 0)`.as('bytes'))
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** The bytes this gift's stored files of one kind (its folder, e.g. 'wish-photos') take, variants included. */
    async usedBytesOfKind(kind: string, trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('media_files')
        .select(sql<string | number>`COALESCE(SUM(size), 0)`.as('bytes'))
        .where('site_id', '=', siteId())
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** Marks a stored file as a kind of its own (the seeded music track). */
    async setKind(path: string, kind: string, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('media_files').set({ kind }).where('path', '=', path).where('site_id', '=', siteId()).execute();
    },

    /**
     * Every recorded path, of every gift: the orphan sweep keeps these. Deliberately not scoped to this
     * gift, because all gifts share one storage folder and a file another gift recorded is not an orphan.
     */
    async allPaths(trx?: Trx): Promise<Set<string>> {
      const rows = await (trx ?? db).selectFrom('media_files').select('path').execute();
      return new Set(rows.map((row) => row.path));
    },

    /** Drops the rows of files about to be deleted. */
    async forget(paths: string[], trx?: Trx): Promise<void> {
      if (paths.length === 0) return;
      await (trx ?? db).deleteFrom('media_files').where('path', 'in', paths).where('site_id', '=', siteId()).execute();
    },
  };
}
