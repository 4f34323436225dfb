import type { AppContext } from '../../context.js';
import type { AppConfig } from '../../lib/config.js';
import type { SiteRow } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { MB } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * How long a reservation outlives its process if that process dies mid-upload (decision 052): longer than any
 * upload takes to arrive and be processed, so that a live upload never loses its room.
 */
export const RESERVATION_LAPSE_MS = 6 * 60 * 60 * 1000;
/** How long a processed upload waits for room other uploads hold to settle (their files recorded or refused). */
const SETTLE_WAIT_MS = 60_000;
const SETTLE_POLL_MS = 100;
/** Room a form without a declared length (or one that outgrows it) asks for at a time while it streams. */
const GROWTH_STEP_BYTES = 1024 * 1024;

type HoldContext = Pick<AppContext, 'config' | 'repos'>;

/**
 * Room one upload holds in its gift's quota: reserved in the database before the bytes it covers
 * are read, so parallel uploads, in one process or several, can never store more than the quota between them.
 * It grows as the form outgrows it, and is given back once the upload's files are recorded or it is refused.
 */
export class QuotaHold {
  /** Bytes held so far, across the hold's reservations. */
  bytes = 0;
  private readonly ids: number[] = [];

  constructor(
    private readonly ctx: HoldContext,
    readonly quotaMb: number,
  ) {}

  /** Holds `bytes` more; false (nothing more held) when the quota has no room for them. */
  async grow(bytes: number): Promise<boolean> {
    if (bytes <= 0) return true;
    const now = Date.now();
    const id = await this.ctx.repos.uploadReservations.reserve(bytes, this.quotaMb * MB, now, now + RESERVATION_LAPSE_MS);
    if (id === undefined) return false;
    this.ids.push(id);
    this.bytes += bytes;
    return true;
  }

  /**
   * Holds at least `total` bytes in all. A small shortfall (a form streaming past what it declared, or declaring
   * nothing) is asked for a GROWTH_STEP_BYTES at a time, so a stream is not a statement per chunk; when a whole
   * step does not fit, exactly the shortfall is asked for.
   */
  async cover(total: number): Promise<boolean> {
    const shortfall = total - this.bytes;
    if (shortfall <= 0) return true;
    if (shortfall < GROWTH_STEP_BYTES && (await this.grow(GROWTH_STEP_BYTES))) return true;
    return this.grow(shortfall);
  }

  /**
   * Holds exactly `total` bytes in place of what it holds now: the files as they will be stored, known once the
   * form is processed. When the quota has no room for them only because other uploads hold room still, this hold
   * gives its own back (so that two uploads never wait on each other) and asks again as they settle, until
   * SETTLE_WAIT_MS have passed. False when the recorded files and the uploads still holding leave no room.
   */
  async settle(total: number): Promise<boolean> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      const now = Date.now();
      const replacing = this.ids.splice(0);
      const id = await this.ctx.repos.uploadReservations.reserve(total, this.quotaMb * MB, now, now + RESERVATION_LAPSE_MS, replacing);
      if (id !== undefined) {
        this.ids.push(id);
        this.bytes = total;
        return true;
      }
      await this.ctx.repos.uploadReservations.release(replacing);
      this.bytes = 0;
      if (Date.now() > deadline || (await this.ctx.repos.uploadReservations.heldBytes(Date.now())) === 0) return false;
      await sleep(SETTLE_POLL_MS + Math.random() * SETTLE_POLL_MS);
    }
  }

  /** Gives every reservation back; safe to call twice. */
  async release(): Promise<void> {
    const ids = this.ids.splice(0);
    this.bytes = 0;
    await this.ctx.repos.uploadReservations.release(ids);
  }
}
