import type { Db, Trx } from '../db/database.js';

export interface SignupRow {
  id: number;
  email: string;
  slug: string;
  language: string;
  expires_at: number;
  used_at: number | null;
}

const toRow = (row: {
  id: number;
  email: string;
  slug: string;
  language: string;
  expires_at: number | string;
  used_at: number | string | null;
}): SignupRow => ({ ...row, expires_at: Number(row.expires_at), used_at: row.used_at === null ? null : Number(row.used_at) });

/**
 * Sign-ups waiting for their confirmation, across the service: they belong to no gift yet and hold no
 * address. Only the SHA-256 of the mailed token and of the welcome code are kept; no password, which the link's holder
 * chooses when confirming (decision 078).
 */
export function signupRepository(db: Db) {
  const columns = ['id', 'email', 'slug', 'language', 'expires_at', 'used_at'] as const;
  return {
    async create(
      input: { email: string; slug: string; language: string; tokenHash: string; expiresAt: number; usedAt?: number },
      now: number,
      trx?: Trx,
    ): Promise<void> {
      await (trx ?? db)
        .insertInto('signups')
        .values({
          email: input.email.toLowerCase(),
          slug: input.slug,
          // No password is kept; the column stays for the release before (decision 074).
          password_hash: '',
          language: input.language,
          token_hash: input.tokenHash,
          expires_at: input.expiresAt,
          used_at: input.usedAt ?? null,
          created_at: now,
        })
        .execute();
    },

    /** Mails sent to the address since `since` (every sign-up with it sends one). */
    async countForEmailSince(email: string, since: number, trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('signups')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('email', '=', email.toLowerCase())
        .where('created_at', '>', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async findByTokenHash(tokenHash: string, trx?: Trx): Promise<SignupRow | undefined> {
      const row = await (trx ?? db).selectFrom('signups').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && toRow(row);
    },

    /** Uses the link and keeps the welcome code's hash; false when another request used it meanwhile. */
    async use(id: number, now: number, welcome: { hash: string; expiresAt: number }, trx?: Trx): Promise<boolean> {
      const result = await (trx ?? db)
        .updateTable('signups')
        .set({ used_at: now, welcome_hash: welcome.hash, welcome_expires_at: welcome.expiresAt })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes the welcome code for the gift `slug` once: its email, or undefined for an unknown, used or expired code. */
    async takeWelcome(hash: string, slug: string, now: number, trx?: Trx): Promise<string | undefined> {
      const row = await (trx ?? db)
        .selectFrom('signups')
        .select(['id', 'email', 'welcome_expires_at'])
        .where('welcome_hash', '=', hash)
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row || Number(row.welcome_expires_at) <= now) return undefined;
      const result = await (trx ?? db)
        .updateTable('signups')
        .set({ welcome_hash: null, welcome_expires_at: null })
        .where('id', '=', row.id)
        .where('welcome_hash', '=', hash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? row.email : undefined;
    },

    /** Sign-ups whose day ended before `before` are forgotten (the housekeeping's purge). */
    async deleteExpired(before: number, trx?: Trx): Promise<void> {
      await (trx ?? db).deleteFrom('signups').where('expires_at', '<', before).execute();
    },

    /** Sign-ups still waiting for their confirmation, for the operator's console. */
    async waiting(now: number, trx?: Trx): Promise<{ email: string; slug: string; created_at: number; expires_at: number }[]> {
      const rows = await (trx ?? db)
        .selectFrom('signups')
        .select(['email', 'slug', 'created_at', 'expires_at'])
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at) }));
    },
  };
}

export type SignupRepository = ReturnType<typeof signupRepository>;
