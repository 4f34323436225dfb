import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Figures about the whole service for /metrics (decision 038): read across every gift, never scoped to one,
 * and never any gift's content. Also the query /readyz runs to see that the database answers.
 */
export function serviceFiguresRepository(db: Db) {
  return {
    /** Every gift the service holds, disabled ones included. */
    async gifts(): Promise<number> {
      const row = await db
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** The bytes of every stored media file, as recorded when it was placed. */
    async mediaBytes(): Promise<number> {
      const row = await db
        .selectFrom('media_files')
        .select((eb) => eb.fn.sum<string | number | null>('size').as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Gifts without a slug: the one gift of one-gift mode, which a many-gift service does not serve. */
    async withoutSlug(): Promise<number> {
      const row = await db
        .selectFrom('sites')
        .where('slug', 'is', null)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** A query that touches no table: does the database answer at all? */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type ServiceFiguresRepository = ReturnType<typeof serviceFiguresRepository>;
