import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// Room an upload holds in its gift's storage quota while it is received and processed (decision 052): the
// bytes it declared (or has streamed), until its files are recorded in media_files or it is refused. Rows in
// the database, so processes sharing it share the quota; a row whose process died lapses at expires_at.

export function uploadReservationsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('upload_reservations');
      // Bytes and milliseconds since the epoch: bigint on PostgreSQL (read back as a string), integer on SQLite.
      const big = dialect === 'postgres' ? 'bigint' : 'integer';
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('bytes', big, (c) => c.notNull())
        .addColumn('expires_at', big, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('upload_reservations_site_index').on('upload_reservations').columns(['site_id', 'expires_at']).execute();
    },
  };
}
