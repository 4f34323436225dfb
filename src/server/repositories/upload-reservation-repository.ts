import { sql } from 'kysely';
import type { Db, Dialect, Trx } from '../db/database.js';
import { PROCESS_ID } from '../lib/process-identity.js';

/** The first half of the advisory lock that serialises a gift's reservations on PostgreSQL (the gift is the second). */
const QUOTA_LOCK = 52;

/** A reservation the quota had no room for: thrown inside the transaction so that its row is rolled back. */
class NoRoom extends Error {}

/**
 * Room uploads hold in their gift's storage quota. A reservation is taken in one transaction that
 * counts it with the gift's recorded files and every live reservation, and is rolled back when they pass the
 * quota: on PostgreSQL a transaction-scoped advisory lock per gift orders them across processes; on SQLite the
 * insert takes the database's write lock before the count is read.
 */
export function uploadReservationRepository(db: Db, dialect: Dialect, siteId: () => number) {
  return {
    /**
     * Holds `bytes` of the gift's quota until `expiresAt` (ms) in place of the reservations `replacing` (none for a
     * first hold), when the recorded files and the other live reservations leave room for them; returns the new
     * reservation's id, or undefined when they do not (the reservations replaced are then kept).
     */
    async reserve(
      bytes: number,
      quotaBytes: number,
      now: number,
      expiresAt: number,
      replacing: readonly number[] = [],
    ): Promise<number | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${siteId()})`.execute(trx);
          const { id } = await trx
            .insertInto('upload_reservations')
            .values({ site_id: siteId(), bytes, expires_at: expiresAt, holder: PROCESS_ID })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (replacing.length > 0) await trx.deleteFrom('upload_reservations').where('id', 'in', replacing).execute();
          const used = await sql<{ bytes: string | number }>`
            SELECT (SELECT COALESCE(SUM(size), 0) FROM media_files WHERE site_id = ${siteId()})
                 + (SELECT COALESCE(SUM(bytes), 0) FROM upload_reservations WHERE site_id = ${siteId()} AND expires_at > ${now})
                 AS bytes`.execute(trx);
          if (Number(used.rows[0]?.bytes ?? 0) > quotaBytes) throw new NoRoom();
          return id;
        });
      } catch (error) {
        if (error instanceof NoRoom) return undefined;
        throw error;
      }
    },

    /**
     * Orders the caller's transaction after every other one of the gift's that counts its quota, until it ends: a share
     * of the quota (the wishes' photos, decision 078) is then counted with every file recorded before. On PostgreSQL
     * the reservations' advisory lock; on SQLite the transaction's write already holds the database's lock.
     */
    async lockQuota(trx: Trx): Promise<void> {
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${siteId()})`.execute(trx);
    },

    /** The bytes the gift's live reservations hold, beside its recorded files. */
    async heldBytes(now: number): Promise<number> {
      const row = await db
        .selectFrom('upload_reservations')
        .select(sql<string | number>`COALESCE(SUM(bytes), 0)`.as('bytes'))
        .where('site_id', '=', siteId())
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** Gives reservations back (their upload was recorded, or refused). */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('upload_reservations').where('id', 'in', ids).execute();
    },

    /**
     * Every gift's reservations whose process is known to be gone (killed mid-upload): their room is
     * free at once, not when they lapse. Returns how many went.
     */
    async releaseAbandoned(gone: (holder: string) => boolean): Promise<number> {
      const holders = await db.selectFrom('upload_reservations').select('holder').distinct().where('holder', 'is not', null).execute();
      const dead = holders.map((row) => row.holder).filter((holder): holder is string => holder !== null && gone(holder));
      if (dead.length === 0) return 0;
      const result = await db.deleteFrom('upload_reservations').where('holder', 'in', dead).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every gift's lapsed reservations (their process died on another machine); the housekeeping's purge. */
    async purgeLapsed(now: number): Promise<number> {
      const result = await db.deleteFrom('upload_reservations').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UploadReservationRepository = ReturnType<typeof uploadReservationRepository>;
