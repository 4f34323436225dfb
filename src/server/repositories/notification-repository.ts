import { sql } from 'kysely';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { NotifyKind } from '../../shared/schemas/settings.js';

export interface NotificationState {
  siteId: number;
  kind: NotifyKind;
  pending: number;
  lastSentAt: number;
  events: number;
  origin: string;
}

const COLUMN = { opened: 'notify_opened', replies: 'notify_replies', wishes: 'notify_wishes' } as const;

const toState = (row: {
  site_id: number;
  kind: string;
  pending: number;
  last_sent_at: number | string;
  events: number;
  origin: string;
}) => ({
  siteId: row.site_id,
  kind: row.kind as NotifyKind,
  pending: Number(row.pending),
  lastSentAt: Number(row.last_sent_at),
  events: Number(row.events),
  origin: row.origin,
});

/**
 * Word to the giver (decision 061), per gift and kind: the events since the last mail and when it went. Not scoped
 * to the request's gift: the sweep sends what waits across every gift, and the unsubscribe link names its gift itself.
 */
export function notificationRepository(db: Db) {
  return {
    /** Whether the giver's switch for `kind` is on, and the unsubscribe links' secret (made on first use). */
    async switchAndKey(
      siteId: number,
      kind: NotifyKind,
      newKey: () => string,
      trx?: Trx,
    ): Promise<{ on: boolean; key: string } | undefined> {
      const q = trx ?? db;
      const site = await q.selectFrom('sites').select([COLUMN[kind], 'notify_key']).where('id', '=', siteId).executeTakeFirst();
      if (!site) return undefined;
      let key = site.notify_key;
      if (key === null) {
        key = newKey();
        await q.updateTable('sites').set({ notify_key: key }).where('id', '=', siteId).where('notify_key', 'is', null).execute();
        const again = await q.selectFrom('sites').select('notify_key').where('id', '=', siteId).executeTakeFirstOrThrow();
        key = again.notify_key ?? key;
      }
      return { on: Number((site as Record<string, unknown>)[COLUMN[kind]]) === 1, key };
    },

    async setSwitch(siteId: number, kind: NotifyKind, on: boolean, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ [COLUMN[kind]]: on ? 1 : 0 })
        .where('id', '=', siteId)
        .execute();
    },

    /**
     * Counts an event: every one in `events`, and in `pending` when `tell` (the switch is on, and for 'opened' only the
     * first). Returns the state after it.
     */
    async count(
      siteId: number,
      kind: NotifyKind,
      origin: string,
      tell: (before: { events: number }) => boolean,
    ): Promise<NotificationState> {
      return inTransaction(db, undefined, async (trx) => {
        await trx
          .insertInto('notifications')
          .values({ site_id: siteId, kind, origin })
          .onConflict((oc) => oc.columns(['site_id', 'kind']).doNothing())
          .execute();
        const before = await trx
          .selectFrom('notifications')
          .selectAll()
          .where('site_id', '=', siteId)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow();
        const add = tell({ events: Number(before.events) }) ? 1 : 0;
        await trx
          .updateTable('notifications')
          .set({ events: sql`events + 1`, pending: sql`pending + ${add}`, origin })
          .where('site_id', '=', siteId)
          .where('kind', '=', kind)
          .execute();
        return { ...toState(before), events: Number(before.events) + 1, pending: Number(before.pending) + add, origin };
      });
    },

    /**
     * Takes the waiting events for one mail: true when this call took them (another process or request did not).
     */
    async claim(state: NotificationState, now: number): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ pending: 0, last_sent_at: now })
        .where('site_id', '=', state.siteId)
        .where('kind', '=', state.kind)
        .where('pending', '=', state.pending)
        .where('last_sent_at', '=', state.lastSentAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Events waiting whose window is over (their last mail went before `sentBefore`), across every gift. */
    async due(sentBefore: number, limit = 50): Promise<NotificationState[]> {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('pending', '>', 0)
        .where('last_sent_at', '<=', sentBefore)
        .limit(limit)
        .execute();
      return rows.map(toState);
    },

    /** Drops what waits for a kind the giver turned off. */
    async drop(siteId: number, kind: NotifyKind, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('notifications').set({ pending: 0 }).where('site_id', '=', siteId).where('kind', '=', kind).execute();
    },
  };
}

export type NotificationRepository = ReturnType<typeof notificationRepository>;
