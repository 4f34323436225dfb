import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { precompile } from '../db/precompiled.js';
import type { Role, SiteRow } from '../db/schema.js';
import { SEED_SITE_TITLE, seedSite } from '../db/seed.js';
import { newShareKey } from '../lib/share-key.js';
import type { Language } from '../../shared/languages.js';

/** What the database holds for a candidate's hash (the gift's own session, if any). */
export interface SessionMatch {
  token_hash: string;
  role: Role;
  user_id: number | null;
  expires_at: string;
}

/** What the operator's list shows of a gift. */
export interface GiftSummary {
  id: number;
  slug: string;
  editor_email: string | null;
  created_at: string;
  media_bytes: number;
  last_visit_at: string | null;
  disabled_at: string | null;
  is_private: boolean;
  /** The operator's quota for it in MB; null: GIFT_QUOTA_MB. */
  quota_mb: number | null;
  ends_at: string | null;
  /** When a visitor made it by signing up; null: the operator's. */
  signed_up_at: string | null;
}

/** The gift a request names, by id (one gift) or by its host's slug (many gifts). */
export type GiftKey = { id: number } | { slug: string };

/** A request's gift and the sessions of it matching the request's tokens (none, one or two). */
export interface RequestGift {
  site: SiteRow;
  sessions: SessionMatch[];
}

type RequestGiftArgs = { key: number | string; hash1: string; hash2: string };

/** No session has an empty hash (hashes are hex SHA-256): the filler for a missing token. */
const NO_HASH = '';

/**
 * The gifts themselves, across every gift: which one a host names, and the operator's console. The only
 * repository not scoped to the request's gift (decision 018), so routes of a gift never use it.
 */
export function siteRepository(db: Db) {
  // Every request reads its gift and its session: one precompiled query (decision 021). The sessions
  // are joined on the gift's id, so a token of another gift never matches.
  const requestGiftQuery = (by: 'id' | 'slug') =>
    precompile((args: RequestGiftArgs) =>
      db
        .selectFrom('sites')
        .leftJoin('sessions', (join) =>
          join.onRef('sessions.site_id', '=', 'sites.id').on('sessions.token_hash', 'in', [args.hash1, args.hash2]),
        )
        .selectAll('sites')
        .select([
          'sessions.token_hash as session_token_hash',
          'sessions.role as session_role',
          'sessions.user_id as session_user_id',
          'sessions.expires_at as session_expires_at',
        ])
        .where(by === 'id' ? 'sites.id' : 'sites.slug', '=', args.key),
    );
  const requestGiftById = requestGiftQuery('id');
  const requestGiftBySlug = requestGiftQuery('slug');

  return {
    /** The request's gift and its sessions for up to two token hashes; undefined for no such gift. */
    async findForRequest(key: GiftKey, tokenHashes: string[], trx?: Trx): Promise<RequestGift | undefined> {
      const args = { hash1: tokenHashes[0] ?? NO_HASH, hash2: tokenHashes[1] ?? NO_HASH };
      const rows =
        'id' in key
          ? await requestGiftById(trx ?? db, { ...args, key: key.id })
          : await requestGiftBySlug(trx ?? db, { ...args, key: key.slug });
      const first = rows[0];
      if (!first) return undefined;
      const { session_token_hash: _hash, session_role: _role, session_user_id: _user, session_expires_at: _expires, ...site } = first;
      const sessions = rows.flatMap((row) =>
        row.session_token_hash !== null && row.session_role !== null && row.session_expires_at !== null
          ? [
              {
                token_hash: row.session_token_hash,
                role: row.session_role,
                user_id: row.session_user_id,
                expires_at: row.session_expires_at,
              },
            ]
          : [],
      );
      return { site, sessions };
    },

    async findById(id: number, trx?: Trx): Promise<SiteRow | undefined> {
      return (trx ?? db).selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findBySlug(slug: string, trx?: Trx): Promise<SiteRow | undefined> {
      return (trx ?? db).selectFrom('sites').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** A new gift with the demo content in its language; returns its id. Its editor and music are added by the caller. */
    async create(input: { slug: string; isPrivate: boolean; language: Language }, trx: Trx): Promise<number> {
      const row = await trx
        .insertInto('sites')
        .values({
          title: SEED_SITE_TITLE,
          slug: input.slug,
          share_key: newShareKey(),
          is_private: input.isPrivate ? 1 : 0,
          language: input.language,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedSite(trx, row.id, input.language);
      return row.id;
    },

    /** Marks a gift made by sign-up, with the self-made gifts' quota. */
    async markSignedUp(id: number, quotaMb: number, trx: Trx): Promise<void> {
      await trx.updateTable('sites').set({ signed_up_at: new Date().toISOString(), quota_mb: quotaMb }).where('id', '=', id).execute();
    },

    /** Every gift with a slug, newest first, with its giver's email and the bytes of its media. */
    async list(trx?: Trx): Promise<GiftSummary[]> {
      const q = trx ?? db;
      const rows = await q
        .selectFrom('sites')
        .select((eb) => [
          'sites.id',
          'sites.slug',
          'sites.created_at',
          'sites.last_visit_at',
          'sites.disabled_at',
          'sites.is_private',
          'sites.quota_mb',
          'sites.ends_at',
          'sites.signed_up_at',
          eb
            .selectFrom('users')
            .select('users.email')
            .whereRef('users.site_id', '=', 'sites.id')
            .orderBy('users.id')
            .limit(1)
            .as('editor_email'),
          eb
            .selectFrom('media_files')
            .select(sql<string | number>`COALESCE(SUM(media_files.size), 0)`.as('bytes'))
            .whereRef('media_files.site_id', '=', 'sites.id')
            .as('media_bytes'),
        ])
        .where('sites.slug', 'is not', null)
        .orderBy('sites.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug ?? '',
        editor_email: row.editor_email ?? null,
        created_at: row.created_at,
        media_bytes: Number(row.media_bytes ?? 0),
        last_visit_at: row.last_visit_at,
        disabled_at: row.disabled_at,
        is_private: row.is_private === 1,
        quota_mb: row.quota_mb === null ? null : Number(row.quota_mb),
        ends_at: row.ends_at,
        signed_up_at: row.signed_up_at,
      }));
    },

    /** Editor emails are unique across gifts (migration 001): a giver has one account. */
    async emailInUse(email: string, trx?: Trx): Promise<boolean> {
      const row = await (trx ?? db).selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    async setDisabled(id: number, disabled: boolean, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where('id', '=', id)
        .execute();
    },

    /** The gift's own storage quota in MB, or null for GIFT_QUOTA_MB. */
    async setQuota(id: number, quotaMb: number | null, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ quota_mb: quotaMb }).where('id', '=', id).execute();
    },

    /** When the gift closes (an ISO date-time), or null for never; its data stays either way. */
    async setEnd(id: number, endsAt: string | null, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ ends_at: endsAt }).where('id', '=', id).execute();
    },

    /** Notes a visit; at most one write per gift every few minutes (the operator's list needs no more). */
    async touchVisit(id: number, now: Date, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ last_visit_at: now.toISOString() }).where('id', '=', id).execute();
    },

    /** Deletes the gift and every row hanging off it (foreign keys cascade); returns its media paths. */
    async remove(id: number, trx?: Trx): Promise<string[]> {
      const q = trx ?? db;
      const media = await q.selectFrom('media_files').select('path').where('site_id', '=', id).execute();
      await q.deleteFrom('sites').where('id', '=', id).execute();
      return media.map((m) => m.path);
    },
  };
}
