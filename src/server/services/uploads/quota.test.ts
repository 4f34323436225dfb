import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { QuotaHold, quotaFull, quotaMb, uploadRoom } from './quota.js';

// A gift's storage quota (decision 037, docs/product.md §11) and the room one upload holds in it (decision 052), on a
// gift whose reservations behave as upload-reservation-repository.ts's: a reservation is taken only when the gift's
// recorded files and every live reservation (but those it replaces) leave room for it.

function giftStore(quotaMbFigure: number, recordedBytes: number) {
  const held = new Map<number, number>();
  let nextId = 1;
  const asked: number[] = [];
  const uploadReservations = {
    async reserve(bytes: number, quotaBytes: number, _now: number, _expiresAt: number, replacing: readonly number[] = []) {
      asked.push(bytes);
      const others = [...held].filter(([id]) => !replacing.includes(id)).reduce((sum, [, b]) => sum + b, 0);
      if (recordedBytes + others + bytes > quotaBytes) return undefined;
      for (const id of replacing) held.delete(id);
      const id = nextId++;
      held.set(id, bytes);
      return id;
    },
    async release(ids: readonly number[]) {
      for (const id of ids) held.delete(id);
    },
    async heldBytes() {
      return [...held.values()].reduce((sum, b) => sum + b, 0);
    },
  };
  const ctx = {
    config: { giftQuotaMb: quotaMbFigure },
    repos: { uploadReservations, media: { usedBytes: async () => recordedBytes } },
  } as unknown as ConstructorParameters<typeof QuotaHold>[0];
  return { ctx, asked, heldBytes: () => uploadReservations.heldBytes() };
}

afterEach(() => vi.restoreAllMocks());

describe('the quota of a gift', () => {
  it("is the gift's own figure, or the service's default", () => {
    expect(quotaMb({ giftQuotaMb: 500 }, { quota_mb: 20 })).toBe(20);
    expect(quotaMb({ giftQuotaMb: 500 }, { quota_mb: null })).toBe(500);
    expect(quotaMb({ giftQuotaMb: 500 }, null)).toBe(500);
  });

  it('leaves an upload the room the recorded files leave, never less than none', async () => {
    expect(await uploadRoom(giftStore(10, 4 * MB).ctx, { quota_mb: null })).toEqual({ bytesLeft: 6 * MB, quotaMb: 10 });
    expect(await uploadRoom(giftStore(10, 4 * MB).ctx, { quota_mb: 3 })).toEqual({ bytesLeft: 0, quotaMb: 3 });
  });

  it('refuses a full upload with a 413 naming the quota, under the file field when it is known', () => {
    const full = quotaFull(25, 'coverImage');
    expect(full.statusCode).toBe(413);
    expect(full.message).toBe(MSG.giftQuotaFull(25));
    expect(full.errors).toEqual({ coverImage: [MSG.giftQuotaFull(25)] });
    expect(quotaFull(25).errors).toBeUndefined();
  });
});

describe('QuotaHold', () => {
  it('holds what fits and refuses what does not, holding nothing more then', async () => {
    const gift = giftStore(2, 0);
    const hold = new QuotaHold(gift.ctx, 2);
    expect(await hold.grow(0)).toBe(true);
    expect(gift.asked).toEqual([]);
    expect(await hold.grow(2 * MB)).toBe(true);
    expect(await hold.grow(1)).toBe(false);
    expect(hold.bytes).toBe(2 * MB);
    expect(await gift.heldBytes()).toBe(2 * MB);
  });

  it('covers a streaming form a whole megabyte at a time while that fits, then exactly what is missing', async () => {
    const gift = giftStore(3, MB / 2);
    const hold = new QuotaHold(gift.ctx, 3);
    expect(await hold.cover(1000)).toBe(true);
    expect(hold.bytes).toBe(MB);
    expect(await hold.cover(MB)).toBe(true);
    expect(await hold.cover(MB + 1)).toBe(true);
    expect(hold.bytes).toBe(2 * MB);
    // Half a megabyte is left: a whole step no longer fits, the bytes still missing do.
    expect(await hold.cover(2 * MB + 1000)).toBe(true);
    expect(hold.bytes).toBe(2 * MB + 1000);
    expect(gift.asked).toEqual([MB, MB, MB, 1000]);
    expect(await hold.cover(2.5 * MB + 1)).toBe(false);
  });

  it('asks for a large shortfall at once', async () => {
    const gift = giftStore(10, 0);
    const hold = new QuotaHold(gift.ctx, 10);
    expect(await hold.cover(5 * MB)).toBe(true);
    expect(gift.asked).toEqual([5 * MB]);
  });

  it('settles on exactly the stored size, in place of what it held', async () => {
    const gift = giftStore(10, 0);
    const hold = new QuotaHold(gift.ctx, 10);
    await hold.cover(6 * MB);
    // The stored files are larger than the form (image variants): they replace the hold, not add to it.
    expect(await hold.settle(9 * MB)).toBe(true);
    expect(hold.bytes).toBe(9 * MB);
    expect(await gift.heldBytes()).toBe(9 * MB);
    await hold.release();
    await hold.release();
    expect(hold.bytes).toBe(0);
    expect(await gift.heldBytes()).toBe(0);
  });

  it('refuses at once, giving its room back, when the recorded files alone leave no room', async () => {
    const gift = giftStore(10, 8 * MB);
    const hold = new QuotaHold(gift.ctx, 10);
    await hold.cover(MB);
    expect(await hold.settle(3 * MB)).toBe(false);
    expect(hold.bytes).toBe(0);
    expect(await gift.heldBytes()).toBe(0);
  });

  it('waits for another upload to give its room back, then settles', async () => {
    const gift = giftStore(10, 0);
    const other = new QuotaHold(gift.ctx, 10);
    const hold = new QuotaHold(gift.ctx, 10);
    await other.cover(6 * MB);
    await hold.cover(3 * MB);
    const settled = hold.settle(5 * MB);
    // While it waits, it holds nothing, so the other upload never waits on it.
    await vi.waitFor(async () => expect(await gift.heldBytes()).toBe(6 * MB));
    expect(hold.bytes).toBe(0);
    await other.release();
    expect(await settled).toBe(true);
    expect(await gift.heldBytes()).toBe(5 * MB);
  });

  it('gives up once a minute has passed with the other upload still holding', async () => {
    const gift = giftStore(10, 0);
    const other = new QuotaHold(gift.ctx, 10);
    await other.cover(8 * MB);
    const hold = new QuotaHold(gift.ctx, 10);
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 20_000));
    expect(await hold.settle(5 * MB)).toBe(false);
    expect(gift.asked.filter((bytes) => bytes === 5 * MB).length).toBeGreaterThanOrEqual(1);
    expect(gift.asked.filter((bytes) => bytes === 5 * MB).length).toBeLessThan(4);
    expect(await gift.heldBytes()).toBe(8 * MB);
  });
});
