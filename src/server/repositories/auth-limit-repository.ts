import type { Db, Trx } from '../db/database.js';

/** One counter: at most `limit` attempts per fixed window of `windowMs`, per key. */
export interface LimitBucket {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * How long an attempt may stay in flight (its secret being checked) before the count of attempts in flight
 * forgets it: one whose process died mid-check. A check takes at most seconds (the hash queue, decision 014).
 */
export const IN_FLIGHT_FORGET_MS = 60 * 1000;

/** The row that counts a bucket's attempts in flight, beside the bucket's own row (same table, same key). */
export const inFlightBucket = (bucket: LimitBucket): string => `${bucket.name}:in-flight`;

/** What a bucket's rows say when read together: evaluated failures of the current window, and since when. */
export interface Standing {
  failures: number;
  windowStart: number;
}

/**
 * Failures of a bucket from its two rows, read in one statement: the bucket's count (failures and attempts
 * in flight) less the attempts in flight. An attempt enters the in-flight row before the bucket's and leaves
 * the bucket's first, so between two statements it is never counted as a failure it has not yet made.
 */
export function standingOf(
  rows: readonly { bucket: string; count: number | string; window_start: number | string }[],
  bucket: LimitBucket,
  now: number,
): Standing {
  const own = rows.find((row) => row.bucket === bucket.name);
  const inFlight = Number(rows.find((row) => row.bucket === inFlightBucket(bucket))?.count ?? 0);
  if (!own || Number(own.window_start) <= now - bucket.windowMs) return { failures: 0, windowStart: now };
  return { failures: Math.max(0, Number(own.count) - inFlight), windowStart: Number(own.window_start) };
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
              count: eb
                .case()
                .when(stale)
                .then(1)
                .else(eb('auth_attempts.count', '+', 1))
                .end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { bucket, key, count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /**
     * Counts one attempt in flight, before it is reserved (decision 014). A row untouched for
     * IN_FLIGHT_FORGET_MS starts again from this attempt, so attempts lost with a dead process are forgotten.
     */
    async enterFlight(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<void> {
      const forgotten = now - IN_FLIGHT_FORGET_MS;
      await (trx ?? db)
        .insertInto('auth_attempts')
        .values({ site_id: siteId(), bucket: inFlightBucket(bucket), key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.columns(['site_id', 'bucket', 'key']).doUpdateSet((eb) => {
            const lost = eb('auth_attempts.window_start', '<=', forgotten);
            return {
              window_start: now,
              count: eb
                .case()
                .when(lost)
                .then(1)
                .else(eb('auth_attempts.count', '+', 1))
                .end(),
            };
          }),
        )
        .execute();
    },

    /** An attempt in flight has ended: failed (its reservation stays), succeeded or never evaluated. */
    async leaveFlight(bucket: LimitBucket, key: string, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('auth_attempts')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('site_id', '=', siteId())
        .where('bucket', '=', inFlightBucket(bucket))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },

    /** The bucket's evaluated failures in its current window, from its two rows read in one statement. */
    async standing(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<Standing> {
      const rows = await (trx ?? db)
        .selectFrom('auth_attempts')
        .select(['bucket', 'count', 'window_start'])
        .where('site_id', '=', siteId())
        .where('bucket', 'in', [bucket.name, inFlightBucket(bucket)])
        .where('key', '=', key)
        .execute();
      return standingOf(rows, bucket, now);
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
