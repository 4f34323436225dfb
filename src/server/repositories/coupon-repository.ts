import type { Db, Trx } from '../db/database.js';
import { coupon, COUPON_DEFAULTS, type Coupon } from '../../shared/schemas/coupon.js';

/**
 * The coupon settings live in the site row (sites.coupon_json), image path included. A missing or
 * unreadable value reads as the spec's defaults.
 */
export function couponRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<Coupon> {
      const site = await (trx ?? db).selectFrom('sites').select('coupon_json').where('id', '=', siteId()).executeTakeFirst();
      if (!site?.coupon_json) return COUPON_DEFAULTS;
      let stored: unknown;
      try {
        stored = JSON.parse(site.coupon_json);
      } catch {
        return COUPON_DEFAULTS;
      }
      const parsed = coupon.safeParse(stored);
      return parsed.success ? parsed.data : COUPON_DEFAULTS;
    },

    async save(settings: Coupon, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ coupon_json: JSON.stringify(settings) }).where('id', '=', siteId()).execute();
    },
  };
}
