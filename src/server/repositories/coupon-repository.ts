import type { Db, Trx } from '../db/database.js';
import { demoContent } from '../../shared/demo-content.js';
import { coupon, type Coupon } from '../../shared/schemas/coupon.js';

/**
 * The coupon settings live in the site row (sites.coupon_json), image path included. A missing or
 * unreadable value reads as the defaults in the gift's language (the same row).
 */
export function couponRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<Coupon> {
      const site = await (trx ?? db).selectFrom('sites').select(['coupon_json', 'language']).where('id', '=', siteId()).executeTakeFirst();
      const defaults = demoContent(site?.language).coupon;
      if (!site?.coupon_json) return defaults;
      let stored: unknown;
      try {
        stored = JSON.parse(site.coupon_json);
      } catch {
        return defaults;
      }
      const parsed = coupon.safeParse(stored);
      return parsed.success ? parsed.data : defaults;
    },

    async save(settings: Coupon, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('sites')
        .set({ coupon_json: JSON.stringify(settings) })
        .where('id', '=', siteId())
        .execute();
    },
  };
}
