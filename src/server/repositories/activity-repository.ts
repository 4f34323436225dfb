import { inTransaction, type Db, type Trx } from '../db/database.js';
import { ACTIVITY_MAX_EVENTS, type ActivityEvent, type ActivityPage } from '../../shared/activity.js';

export interface ActivityRow {
  event: string;
  page: string | null;
  at: string;
}

/** The recipient's footsteps: the newest ACTIVITY_MAX_EVENTS events of the request's gift. */
export function activityRepository(db: Db, siteId: () => number) {
  /** Keeps the newest ACTIVITY_MAX_EVENTS events of the gift. */
  async function trim(q: Db | Trx): Promise<void> {
    const edge = await q
      .selectFrom('activity_events')
      .select('id')
      .where('site_id', '=', siteId())
      .orderBy('id', 'desc')
      .offset(ACTIVITY_MAX_EVENTS - 1)
      .limit(1)
      .executeTakeFirst();
    if (edge) await q.deleteFrom('activity_events').where('site_id', '=', siteId()).where('id', '<', edge.id).execute();
  }

  return {
    /** Newest first. */
    async list(trx?: Trx): Promise<ActivityRow[]> {
      return (trx ?? db)
        .selectFrom('activity_events')
        .select(['event', 'page', 'at'])
        .where('site_id', '=', siteId())
        .orderBy('id', 'desc')
        .limit(ACTIVITY_MAX_EVENTS)
        .execute();
    },

    /**
     * Records an event while the giver lets it be (sites.record_activity), and drops the oldest past the cap,
     * in one transaction. A `page` event names its session: a second visit of that page in it adds nothing.
     * Returns whether a row was written.
     */
    async record(input: { event: ActivityEvent; page?: ActivityPage; sessionHash?: string; at?: Date }, trx?: Trx): Promise<boolean> {
      return inTransaction(db, trx, async (t) => {
        const site = await t.selectFrom('sites').select('record_activity').where('id', '=', siteId()).executeTakeFirst();
        if (!site || Number(site.record_activity) !== 1) return false;
        const inserted = await t
          .insertInto('activity_events')
          .values({
            site_id: siteId(),
            event: input.event,
            page: input.page ?? null,
            session_hash: input.event === 'page' ? (input.sessionHash ?? null) : null,
            at: (input.at ?? new Date()).toISOString(),
          })
          .onConflict((oc) => oc.columns(['site_id', 'session_hash', 'page']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trim(t);
        return true;
      });
    },
  };
}
