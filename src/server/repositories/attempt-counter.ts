import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Db, Trx } from '../db/database.js';

// Attempt counters in the database, so they hold across restarts and across app processes sharing one database
// (decisions 014 and 024). One builder for both tables that keep them: `auth_attempts` (a gift's PIN and login,
// scoped by site) and `console_attempts` (the operator's sign-in, which belongs to no gift). Each call is one
// statement; both engines run it atomically per row.

/** One counter: at most `limit` attempts per fixed window of `windowMs`, per key. */
export interface LimitBucket {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * How long an attempt may stay in flight (its secret being checked) before the count of attempts in flight
 * forgets it: one whose process died mid-check. A check takes at most seconds (the hash queue).
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

/** The columns both tables share; `site_id` only where the counters belong to a gift. */
interface AttemptRow {
  site_id: number;
  bucket: string;
  key: string;
  window_start: number;
  count: number;
}

/** Both tables seen through one name: the builder writes the real table's name into every statement. */
type AttemptDb = Kysely<{ attempts: AttemptRow }>;

/**
 * The counters kept in `table`. With `siteId`, every row is the current gift's (`auth_attempts`); without it,
 * the table has no gift column (`console_attempts`).
 */
export function attemptCounter(db: Db, table: 'auth_attempts' | 'console_attempts', siteId?: () => number) {
  const on = (trx: Trx | undefined): AttemptDb => (trx ?? db) as unknown as AttemptDb;
  const name = table as 'attempts';
  /** The stored row's own column in ON CONFLICT DO UPDATE, told apart from the row that was refused. */
  const stored = (column: 'window_start' | 'count') => sql.ref<number>(`${table}.${column}`);
  const conflict: ('site_id' | 'bucket' | 'key')[] = siteId ? ['site_id', 'bucket', 'key'] : ['bucket', 'key'];
  /** A new row of one bucket and key (of the current gift where the table has one). */
  const newRow = (bucketName: string, keyValue: string, now: number) =>
    ({ ...(siteId ? { site_id: siteId() } : {}), bucket: bucketName, key: keyValue, window_start: now, count: 1 }) as AttemptRow;
  /** Rows of one bucket (or two) and key, of the current gift where the table has one. */
  const matching = (bucketNames: string | string[], keyValue: string) => (eb: ExpressionBuilder<{ attempts: AttemptRow }, 'attempts'>) =>
    eb.and([
      ...(siteId ? [eb('site_id', '=', siteId())] : []),
      Array.isArray(bucketNames) ? eb('bucket', 'in', bucketNames) : eb('bucket', '=', bucketNames),
      eb('key', '=', keyValue),
    ]);

  return {
    /**
     * Counts one attempt (starting a new window when the old one has passed) and returns the new count.
     * One INSERT ... ON CONFLICT DO UPDATE ... RETURNING: concurrent callers each see a distinct count.
     */
    async reserve(bucket: LimitBucket, keyValue: string, now: number, trx?: Trx): Promise<Reservation> {
      const expired = now - bucket.windowMs;
      const row = await on(trx)
        .insertInto(name)
        .values(newRow(bucket.name, keyValue, now))
        .onConflict((oc) =>
          oc.columns(conflict).doUpdateSet((eb) => {
            const stale = eb(stored('window_start'), '<=', expired);
            return {
              window_start: eb.case().when(stale).then(now).else(stored('window_start')).end(),
              count: eb
                .case()
                .when(stale)
                .then(1)
                .else(eb(stored('count'), '+', 1))
                .end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { bucket, key: keyValue, count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /**
     * Counts one attempt in flight, before it is reserved. A row untouched for
     * IN_FLIGHT_FORGET_MS starts again from this attempt, so attempts lost with a dead process are forgotten.
     */
    async enterFlight(bucket: LimitBucket, keyValue: string, now: number, trx?: Trx): Promise<void> {
      const forgotten = now - IN_FLIGHT_FORGET_MS;
      await on(trx)
        .insertInto(name)
        .values(newRow(inFlightBucket(bucket), keyValue, now))
        .onConflict((oc) =>
          oc.columns(conflict).doUpdateSet((eb) => {
            const lost = eb(stored('window_start'), '<=', forgotten);
            return {
              window_start: now,
              count: eb
                .case()
                .when(lost)
                .then(1)
                .else(eb(stored('count'), '+', 1))
                .end(),
            };
          }),
        )
        .execute();
    },

    /** An attempt in flight has ended: failed (its reservation stays), succeeded or never evaluated. */
    async leaveFlight(bucket: LimitBucket, keyValue: string, trx?: Trx): Promise<void> {
      await on(trx)
        .updateTable(name)
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where(matching(inFlightBucket(bucket), keyValue))
        .where('count', '>', 0)
        .execute();
    },

    /** The bucket's evaluated failures in its current window, from its two rows read in one statement. */
    async standing(bucket: LimitBucket, keyValue: string, now: number, trx?: Trx): Promise<Standing> {
      const rows = await on(trx)
        .selectFrom(name)
        .select(['bucket', 'count', 'window_start'])
        .where(matching([bucket.name, inFlightBucket(bucket)], keyValue))
        .execute();
      return standingOf(rows, bucket, now);
    },

    /** Gives a reservation back (a success, or an attempt never evaluated); never touches a newer window. */
    async release(reservation: Reservation, trx?: Trx): Promise<void> {
      await on(trx)
        .updateTable(name)
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where(matching(reservation.bucket.name, reservation.key))
        .where('window_start', '=', reservation.windowStart)
        .where('count', '>', 0)
        .execute();
    },

    /** Forgets every attempt of one key (a new password, or a successful operator sign-in). */
    async clear(bucket: LimitBucket, keyValue: string, trx?: Trx): Promise<void> {
      await on(trx).deleteFrom(name).where(matching(bucket.name, keyValue)).execute();
    },

    /** Drops rows whose window ended before `olderThan` (all buckets' windows are at most that long). */
    async deleteStale(olderThan: number, trx?: Trx): Promise<number> {
      const result = await on(trx).deleteFrom(name).where('window_start', '<', olderThan).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AttemptCounter = ReturnType<typeof attemptCounter>;
