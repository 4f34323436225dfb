import type { Coupon } from './schemas/coupon.js';

// 'Klaim Hadiah' (docs/product.md §2 Coupon): the WhatsApp link the recipient's coupon page opens. Apart from the
// coupon's schema, so zod stays out of the recipient's pages (decision 019).

/** Whether the giver has set the number 'Klaim Hadiah' messages. */
export const hasWhatsappNumber = (settings: Pick<Coupon, 'whatsappNumber'>) => settings.whatsappNumber.length > 0;

/** The prefilled chat message: the intro, the coupon's name, code and description, then the closing line. */
export function couponClaimText(settings: Coupon): string {
  const { messages, couponName, couponCode, couponDescription } = settings;
  const body = [messages.intro, `🎟️ *${couponName}*\nKode: ${couponCode}\n${couponDescription}`, messages.additional];
  return body.filter((part) => part.length > 0).join('\n\n');
}

/** The chat link 'Klaim Hadiah' opens in a new tab. */
export function couponClaimUrl(settings: Coupon): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(couponClaimText(settings))}`;
}
