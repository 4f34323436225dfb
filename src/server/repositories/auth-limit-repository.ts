import type { Db, Trx } from '../db/database.js';

/** One counter: at most `limit` attempts per fixed window of `windowMs`, per key. */
export interface LimitBucket {
  name: string;
  limit: number;
  windowMs: number;
}

/** What a reservation found: the count including this attempt, and the window it belongs to. */
export interface Reservation {
  bucket: LimitBucket;
  key: string;
  count: number;
  windowStart: number;
}

/**
 * Attempt counters in the database, so they hold across restarts and across app processes sharing one
 * database (decision 014). Each call is one statement; both engines run it atomically per row.
 */
export function authLimitRepository(db: Db, siteId: () => number) {
  return {
    /**
     * Counts one attempt (starting a new window when the old one has passed) and returns the new count.
     * One INSERT ... ON CONFLICT DO UPDATE ... RETURNING: concurrent callers each see a distinct count.
     */
    async reserve(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<Reservation> {
      const expired = now - bucket.windowMs;
      const row = await (trx ?? db)
        .insertInto('auth_attempts')
        .values({ site_id: siteId(), bucket: bucket.name, key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.columns(['site_id', 'bucket', 'key']).doUpdateSet((eb) => {
            const stale = eb('auth_attempts.window_start', '<=', expired);
            return {
              window_start: eb.case().when(stale).then(now).else(eb.ref('auth_attempts.window_start')).end(),
              count: eb.case().when(stale).then(1).else(eb('auth_attempts.count', '+', 1)).end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { bucket, key, count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /** Gives a reservation back (a success, or an attempt never evaluated); never touches a newer window. */
    async release(reservation: Reservation, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('auth_attempts')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('site_id', '=', siteId())
        .where('bucket', '=', reservation.bucket.name)
        .where('key', '=', reservation.key)
        .where('window_start', '=', reservation.windowStart)
        .where('count', '>', 0)
        .execute();
    },

    /** Forgets every attempt of one key (npm run editor:password clears the account's login counter). */
    async clear(bucket: LimitBucket, key: string, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .deleteFrom('auth_attempts')
        .where('site_id', '=', siteId())
        .where('bucket', '=', bucket.name)
        .where('key', '=', key)
        .execute();
    },

    /** Drops rows whose window ended before `olderThan` (all buckets' windows are at most that long). */
    async deleteStale(olderThan: number, trx?: Trx): Promise<number> {
      const result = await (trx ?? db).deleteFrom('auth_attempts').where('window_start', '<', olderThan).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuthLimitRepository = ReturnType<typeof authLimitRepository>;
