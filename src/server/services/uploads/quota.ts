import type { AppContext } from '../../context.js';
import type { AppConfig } from '../../lib/config.js';
import type { SiteRow } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { MB } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';

// A gift's storage quota (decision 037, docs/product.md §11): the operator's own figure for the gift, or
// GIFT_QUOTA_MB. What is counted is every media_files row of the gift (media-repository.ts usedBytes):
// the bytes as stored, image variants included. An upload is checked before its files are placed.

type QuotaContext = Pick<AppContext, 'config' | 'repos'>;

/** The gift's quota in MB: its own, or the service's default. */
export function quotaMb(config: Pick<AppConfig, 'giftQuotaMb'>, site: Pick<SiteRow, 'quota_mb'> | null): number {
  return site?.quota_mb ?? config.giftQuotaMb;
}

/** What `GET /api/usage` answers and the operator's list shows. */
export interface GiftUsage {
  used_bytes: number;
  quota_bytes: number;
}

/** The request's gift's use and quota (the repositories are scoped to it). */
export async function giftUsage(ctx: QuotaContext, site: Pick<SiteRow, 'quota_mb'> | null): Promise<GiftUsage> {
  return { used_bytes: await ctx.repos.media.usedBytes(), quota_bytes: quotaMb(ctx.config, site) * MB };
}

/** The 413 of an upload that would pass the quota, naming it; on the form's file field when known. */
export function quotaFull(mb: number, field?: string): HttpError {
  const message = MSG.giftQuotaFull(mb);
  return new HttpError(413, message, field === undefined ? undefined : { [field]: [message] });
}

/** Room left for one upload: what it may add, and the quota to name when it would not fit. */
export interface UploadRoom {
  /** Bytes the upload may still add; never below 0. */
  bytesLeft: number;
  quotaMb: number;
}

export async function uploadRoom(ctx: QuotaContext, site: Pick<SiteRow, 'quota_mb'> | null): Promise<UploadRoom> {
  const usage = await giftUsage(ctx, site);
  return { bytesLeft: Math.max(0, usage.quota_bytes - usage.used_bytes), quotaMb: quotaMb(ctx.config, site) };
}
