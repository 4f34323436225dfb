import type { Db, Trx } from '../db/database.js';
import {
  IN_FLIGHT_FORGET_MS,
  inFlightBucket,
  standingOf,
  type LimitBucket,
  type Reservation,
  type Standing,
} from './auth-limit-repository.js';

/**
 * The operator console's attempt counters (decision 024): auth_attempts' fixed windows and atomic upsert,
 * in console_attempts because the console belongs to no gift. Shared by every app process on the database.
 */
export function consoleAttemptRepository(db: Db) {
  return {
    /** Counts one attempt (a new window when the old one has passed); concurrent callers see distinct counts. */
    async reserve(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<Reservation> {
      const expired = now - bucket.windowMs;
      const row = await (trx ?? db)
        .insertInto('console_attempts')
        .values({ bucket: bucket.name, key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.columns(['bucket', 'key']).doUpdateSet((eb) => {
            const stale = eb('console_attempts.window_start', '<=', expired);
            return {
              window_start: eb.case().when(stale).then(now).else(eb.ref('console_attempts.window_start')).end(),
              count: eb
                .case()
                .when(stale)
                .then(1)
                .else(eb('console_attempts.count', '+', 1))
                .end(),
            };
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return { bucket, key, count: Number(row.count), windowStart: Number(row.window_start) };
    },

    /** Counts one attempt in flight, before it is reserved; a row untouched for IN_FLIGHT_FORGET_MS starts again. */
    async enterFlight(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<void> {
      const forgotten = now - IN_FLIGHT_FORGET_MS;
      await (trx ?? db)
        .insertInto('console_attempts')
        .values({ bucket: inFlightBucket(bucket), key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.columns(['bucket', 'key']).doUpdateSet((eb) => {
            const lost = eb('console_attempts.window_start', '<=', forgotten);
            return {
              window_start: now,
              count: eb
                .case()
                .when(lost)
                .then(1)
                .else(eb('console_attempts.count', '+', 1))
                .end(),
            };
          }),
        )
        .execute();
    },

    /** An attempt in flight has ended: failed (its reservation stays), succeeded or never evaluated. */
    async leaveFlight(bucket: LimitBucket, key: string, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('console_attempts')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('bucket', '=', inFlightBucket(bucket))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },

    /** The bucket's evaluated failures in its current window, from its two rows read in one statement. */
    async standing(bucket: LimitBucket, key: string, now: number, trx?: Trx): Promise<Standing> {
      const rows = await (trx ?? db)
        .selectFrom('console_attempts')
        .select(['bucket', 'count', 'window_start'])
        .where('bucket', 'in', [bucket.name, inFlightBucket(bucket)])
        .where('key', '=', key)
        .execute();
      return standingOf(rows, bucket, now);
    },

    /** Gives a reservation back; never touches a newer window. */
    async release(reservation: Reservation, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('console_attempts')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('bucket', '=', reservation.bucket.name)
        .where('key', '=', reservation.key)
        .where('window_start', '=', reservation.windowStart)
        .where('count', '>', 0)
        .execute();
    },

    /** Forgets every attempt of one key (a successful sign-in clears its client's failures). */
    async clear(bucket: LimitBucket, key: string, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('console_attempts').where('bucket', '=', bucket.name).where('key', '=', key).execute();
    },

    /** Drops rows whose window ended before `olderThan`. */
    async deleteStale(olderThan: number, trx?: Trx): Promise<number> {
      const result = await (trx ?? db).deleteFrom('console_attempts').where('window_start', '<', olderThan).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ConsoleAttemptRepository = ReturnType<typeof consoleAttemptRepository>;
