import { z } from 'zod';
import {
  COUPON_BUTTON_TEXT_MAX,
  COUPON_CODE,
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  COUPON_TEXT_MAX,
  WHATSAPP_NUMBER_MAX_DIGITS,
  WHATSAPP_NUMBER_MIN_DIGITS,
} from '../constants.js';
import { optionalMultiline, requiredMultiline, requiredText } from './common.js';
import { jsonField } from './json-field.js';
import { COUPON_MSG } from '../messages/coupon.js';

// The claim link's rules live in ../coupon-claim.ts, without zod, for the recipient's coupon page (decision 019).

// The coupon page's settings (docs/product.md §2 Coupon, §3 Coupon): gift settings the giver edits, with
// the demo values of docs/product.md §3 as defaults.

/**
 * An international number as wa.me wants it: digits only. Spaces, dashes and a leading '+' are removed; a
 * number typed the Indonesian way (0812-3456-7890) has its trunk 0 replaced by the country code 62, and an
 * international prefix 00 is dropped. Then 8 to 15 digits, the first not 0. Empty means not set yet: the
 * coupon ships without a number and 'Klaim Hadiah' waits for one (decision 017).
 */
export const whatsappNumber = z
  .string({ error: COUPON_MSG.whatsappInvalid })
  .transform((text) => {
    const typed = text.trim().replace(/[\s-]/g, '');
    if (typed.startsWith('+')) return typed.slice(1);
    if (typed.startsWith('00')) return typed.slice(2);
    return typed.startsWith('0') ? `62${typed.slice(1)}` : typed;
  })
  .pipe(
    z.string().regex(new RegExp(`^(?:[1-9]\\d{${WHATSAPP_NUMBER_MIN_DIGITS - 1},${WHATSAPP_NUMBER_MAX_DIGITS - 1}})?$`), {
      error: COUPON_MSG.whatsappInvalid,
    }),
  )
  // The number as the API description gives it: written out in digits; the spellings above are read too.
  .meta({
    pattern: `^(?:\\+?[1-9]\\d{${WHATSAPP_NUMBER_MIN_DIGITS - 1},${WHATSAPP_NUMBER_MAX_DIGITS - 1}})?$`,
    description:
      `An international number, ${WHATSAPP_NUMBER_MIN_DIGITS} to ${WHATSAPP_NUMBER_MAX_DIGITS} digits, or empty. Spaces and dashes ` +
      'are removed first, a leading 00 is dropped and a leading 0 is read as 62.',
  });

export const couponMessages = z.object({
  /** The page heading. */
  title: requiredText(COUPON_MSG.titleRequired, COUPON_NAME_MAX, COUPON_MSG.titleMax),
  /** Opens the chat message the recipient sends. */
  intro: requiredMultiline(COUPON_MSG.introRequired, COUPON_TEXT_MAX, COUPON_MSG.introMax),
  /** Closes it; may be empty. */
  additional: optionalMultiline(COUPON_TEXT_MAX, COUPON_MSG.additionalMax),
});

/** The settings as the giver edits them (everything but the image). */
export const couponSettingsInput = z.object({
  whatsappNumber,
  couponCode: requiredText(COUPON_MSG.codeRequired, COUPON_CODE_MAX, COUPON_MSG.codeMax),
  couponName: requiredText(COUPON_MSG.nameRequired, COUPON_NAME_MAX, COUPON_MSG.nameMax),
  couponDescription: requiredMultiline(COUPON_MSG.descriptionRequired, COUPON_TEXT_MAX, COUPON_MSG.descriptionMax),
  messages: couponMessages,
  buttonText: requiredText(COUPON_MSG.buttonTextRequired, COUPON_BUTTON_TEXT_MAX, COUPON_MSG.buttonTextMax),
});
export type CouponSettingsInput = z.infer<typeof couponSettingsInput>;

/** The multipart text fields of POST api/coupon: as above, with `messages` as a JSON object string. */
export const couponFields = couponSettingsInput.extend({
  messages: jsonField(couponMessages, COUPON_MSG.messagesInvalid),
});

export const coupon = z.object({
  whatsappNumber: z.string(),
  couponCode: z.string(),
  couponName: z.string(),
  couponDescription: z.string(),
  messages: z.object({ title: z.string(), intro: z.string(), additional: z.string() }),
  buttonText: z.string(),
  /** Storage path of the coupon image (served from /storage/{path}), or null. */
  couponImage: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;

/**
 * What the coupon page shows until the giver saves their own settings (docs/product.md §2, §3, §9); an English
 * gift's twin is in shared/demo-content.ts.
 */
export const COUPON_DEFAULTS: Coupon = {
  /** Not set: a real recipient must never message a placeholder. */
  whatsappNumber: '',
  couponCode: COUPON_CODE,
  couponName: 'Kupon Kencan Spesial',
  couponDescription: 'Berlaku untuk satu kencan romantis; tempat dan waktunya kamu yang pilih.',
  messages: {
    title: 'Hadiah Kecil Untukmu',
    intro: 'Halo sayang! Aku mau klaim hadiah kecil dari kamu 🥰',
    additional: 'Makasih ya sudah menyiapkan semua ini. Aku sayang kamu! ❤️',
  },
  buttonText: 'Klaim Hadiah',
  couponImage: null,
};

export const couponReply = z.object({
  success: z.literal(true),
  data: coupon,
});

export const couponSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: coupon,
});
