import type { Coupon } from './schemas/coupon.js';

// 'Klaim Hadiah' (docs/product.md §2 Coupon): the WhatsApp link the recipient's coupon page opens. Apart from the
// coupon's schema, so zod stays out of the recipient's pages (decision 019).

/** Whether the giver has set the number 'Klaim Hadiah' messages. */
export const hasWhatsappNumber = (settings: Pick<Coupon, 'whatsappNumber'>) => settings.whatsappNumber.length > 0;

/**
 * The prefilled chat message: the intro, the coupon's name, code and description, then the closing line. The
 * code's label is the page's own word for it ('Kode', 'Code' on an English gift), so chat and page agree.
 */
export function couponClaimText(settings: Coupon, codeLabel = 'Kode'): string {
  const { messages, couponName, couponCode, couponDescription } = settings;
  const body = [messages.intro, `🎟️ *${couponName}*\n${codeLabel}: ${couponCode}\n${couponDescription}`, messages.additional];
  return body.filter((part) => part.length > 0).join('\n\n');
}

/** The chat link 'Klaim Hadiah' opens in a new tab. */
export function couponClaimUrl(settings: Coupon, codeLabel?: string): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(couponClaimText(settings, codeLabel))}`;
}
