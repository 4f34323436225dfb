import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import type { NewMail } from '../lib/mail-sender.js';

export type { NewMail };

export type MailRow = Selectable<MailOutboxTable>;

/** The outbox in figures, for /metrics: every process reads the same rows. */
export interface OutboxFigures {
  waiting: number;
  sent: number;
  failed: number;
  /** When the oldest waiting mail was made (ms since the epoch), or undefined when none waits. */
  oldestWaitingAt: number | undefined;
}

/**
 * A waiting mail with no earlier waiting mail of its own line: the same gift, or (a mail of no gift, e.g. sign-up's)
 * the same address. A gift's mails go out in the order they were made (decision 076): a later one waits while an
 * earlier one waits for its next try.
 */
function firstOfItsLine(eb: ExpressionBuilder<Database, 'mail_outbox'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('mail_outbox as earlier')
        .select('earlier.id')
        .where('earlier.status', '=', 'waiting')
        .whereRef('earlier.id', '<', 'mail_outbox.id')
        .where((inner) =>
          inner.or([
            inner('earlier.site_id', '=', inner.ref('mail_outbox.site_id')),
            inner.and([
              inner('earlier.site_id', 'is', null),
              inner('mail_outbox.site_id', 'is', null),
              inner('earlier.to_address', '=', inner.ref('mail_outbox.to_address')),
            ]),
          ]),
        ),
    ),
  );
}

/**
 * The mail waiting to be sent, and what became of the rest. It belongs to no gift's scope: every
 * process sends every gift's mail. Times are milliseconds since the epoch.
 */
export function mailOutboxRepository(db: Db) {
  return {
    async add(mail: NewMail, now: number): Promise<number> {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          site_id: mail.siteId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers_json: mail.headers ? JSON.stringify(mail.headers) : null,
          status: 'waiting',
          next_attempt_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Waiting mails whose time has come, which no process is trying and no earlier mail of their gift holds back. */
    async due(now: number, limit: number): Promise<MailRow[]> {
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'waiting')
        .where('next_attempt_at', '<=', now)
        .where('claimed_until', '<=', now)
        .where(firstOfItsLine)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Takes a mail for `until`; false when another process took it first. */
    async claim(id: number, now: number, until: number): Promise<boolean> {
      const result = await db
        .updateTable('mail_outbox')
        .set({ claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .where('claimed_until', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: number, attempts: number, now: number): Promise<void> {
      await db.updateTable('mail_outbox').set({ status: 'sent', attempts, sent_at: now, claimed_until: 0 }).where('id', '=', id).execute();
    },

    /** A failed try: again at `nextAt`, or given up (`nextAt` undefined). */
    async markFailure(id: number, attempts: number, error: string, nextAt: number | undefined): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: nextAt === undefined ? 'failed' : 'waiting',
          attempts,
          last_error: error,
          claimed_until: 0,
          ...(nextAt !== undefined && { next_attempt_at: nextAt }),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The earliest moment a waiting mail may be tried, or undefined when none waits: the first of each gift's line, once
     * its time has come and no process holds it.
     */
    async nextDue(): Promise<number | undefined> {
      const row = await db
        .selectFrom('mail_outbox')
        .select(
          sql<number | string | null>`min(case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end)`.as(
            'next',
          ),
        )
        .where('status', '=', 'waiting')
        .where(firstOfItsLine)
        .executeTakeFirst();
      return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
    },

    async figures(): Promise<OutboxFigures> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', sql<number | string>`count(*)`.as('n'), sql<number | string | null>`min(created_at)`.as('oldest')])
        .groupBy('status')
        .execute();
      const of = (status: string) => rows.find((r) => r.status === status);
      const oldest = of('waiting')?.oldest;
      return {
        waiting: Number(of('waiting')?.n ?? 0),
        sent: Number(of('sent')?.n ?? 0),
        failed: Number(of('failed')?.n ?? 0),
        oldestWaitingAt: oldest === null || oldest === undefined ? undefined : Number(oldest),
      };
    },

    async counts(): Promise<{ waiting: number; sent: number; failed: number; lastError: string | null }> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', sql<number | string>`count(*)`.as('n')])
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      const last = await db
        .selectFrom('mail_outbox')
        .select('last_error')
        .where('last_error', 'is not', null)
        .where('status', '!=', 'sent')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return { waiting: count('waiting'), sent: count('sent'), failed: count('failed'), lastError: last?.last_error ?? null };
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
