import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailOutboxTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import type { NewMail } from '../lib/mail-sender.js';

export type { NewMail };

export type MailRow = Selectable<MailOutboxTable>;

/**
 * The mail waiting to be sent, and what became of the rest (decision 060). It belongs to no gift's scope: every
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

    /** Waiting mails whose time has come and which no process is trying. */
    async due(now: number, limit: number): Promise<MailRow[]> {
      return db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'waiting')
        .where('next_attempt_at', '<=', now)
        .where('claimed_until', '<=', now)
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

    /** The earliest moment a waiting mail is due, or undefined when none waits. */
    async nextDue(): Promise<number | undefined> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
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
