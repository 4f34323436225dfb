import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

// Main Gift unlocks (decision 017): a perfect quiz attempt opens Main Gift for the viewer
// session that made it. Kept in the database so every app process agrees, keyed by the session's token
// hash and deleted with the session. Also: the coupon ships without a WhatsApp number, so a saved coupon
// carrying the demo placeholder number is cleared and reads as not set.

const OLD_PLACEHOLDER_NUMBER = '6281234567890';

export function mainGiftUnlockMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = db.schema.createTable('main_gift_unlocks');
      const withId =
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await withId
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique().references('sessions.token_hash').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();

      const sites = await sql<{ id: number; coupon_json: string | null }>`SELECT id, coupon_json FROM sites`.execute(db);
      for (const site of sites.rows) {
        if (!site.coupon_json) continue;
        let coupon: unknown;
        try {
          coupon = JSON.parse(site.coupon_json);
        } catch {
          continue;
        }
        if (typeof coupon !== 'object' || coupon === null) continue;
        const settings = coupon as { whatsappNumber?: unknown };
        if (settings.whatsappNumber !== OLD_PLACEHOLDER_NUMBER) continue;
        const cleared = JSON.stringify({ ...settings, whatsappNumber: '' });
        await sql`UPDATE sites SET coupon_json = ${cleared} WHERE id = ${site.id}`.execute(db);
      }
    },
  };
}
