import { sql } from 'kysely';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { NotifyKind } from '../../shared/schemas/settings.js';

/** The giver's kinds (its switches) and the recipient's 'recipient_moments' (the address it left, docs/product.md §29). */
type MailKind = NotifyKind | 'recipient_moments';

export interface NotificationState {
  siteId: number;
  kind: MailKind;
  pending: number;
  lastSentAt: number;
  events: number;
  origin: string;
}

const COLUMN = { opened: 'notify_opened', replies: 'notify_replies', wishes: 'notify_wishes', moments: 'notify_moments' } as const;

const toState = (row: {
  site_id: number;
  kind: string;
  pending: number;
  last_sent_at: number | string;
  events: number;
  origin: string;
}) => ({
  siteId: row.site_id,
  kind: row.kind as MailKind,
  pending: Number(row.pending),
  lastSentAt: Number(row.last_sent_at),
  events: Number(row.events),
  origin: row.origin,
});

/**
 * Word to the giver, per gift and kind: the events since the last mail and when it went. Not scoped
 * to the request's gift: the sweep sends what waits across every gift, and the unsubscribe link names its gift itself.
 */
export function notificationRepository(db: Db) {
  return {
    /**
     * Whether the giver's switch for `kind` is on (for 'recipient_moments': whether the recipient left an address, and
     * which), and the unsubscribe links' secret (made on first use).
     */
    async switchAndKey(
      siteId: number,
      kind: MailKind,
      newKey: () => string,
      trx?: Trx,
    ): Promise<{ on: boolean; key: string; address: string | null } | undefined> {
      const q = trx ?? db;
      const column = kind === 'recipient_moments' ? 'moments_mail_to' : COLUMN[kind];
      const site = await q.selectFrom('sites').select([column, 'notify_key']).where('id', '=', siteId).executeTakeFirst();
      if (!site) return undefined;
      let key = site.notify_key;
      if (key === null) {
        key = newKey();
        await q.updateTable('sites').set({ notify_key: key }).where('id', '=', siteId).where('notify_key', 'is', null).execute();
        const again = await q.selectFrom('sites').select('notify_key').where('id', '=', siteId).executeTakeFirstOrThrow();
        key = again.notify_key ?? key;
      }
      const value = (site as Record<string, unknown>)[column];
      if (kind === 'recipient_moments') return { on: typeof value === 'string', key, address: typeof value === 'string' ? value : null };
      return { on: Number(value) === 1, key, address: null };
    },

    /** Turns a giver's kind on or off; 'recipient_moments' only off: the address and its consent go. */
    async setSwitch(siteId: number, kind: MailKind, on: boolean, trx?: Trx): Promise<void> {
      if (kind === 'recipient_moments') {
        if (on) throw new Error('The recipient turns its mail on by leaving an address');
        await (trx ?? db).updateTable('sites').set({ moments_mail_to: null, moments_mail_since: null }).where('id', '=', siteId).execute();
        return;
      }
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
    async count(siteId: number, kind: MailKind, origin: string, tell: (before: { events: number }) => boolean): Promise<NotificationState> {
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
    async drop(siteId: number, kind: MailKind, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('notifications').set({ pending: 0 }).where('site_id', '=', siteId).where('kind', '=', kind).execute();
    },
  };
}

export type NotificationRepository = ReturnType<typeof notificationRepository>;
