import { couponSettingsInput, type Coupon, type CouponSettingsInput } from '@shared/schemas/coupon';

// The coupon settings form: flat text fields, checked in the browser with the server's own
// schema, so the giver sees the same message either side gives (e.g. an invalid WhatsApp number).

export interface CouponForm {
  whatsappNumber: string;
  couponCode: string;
  couponName: string;
  couponDescription: string;
  title: string;
  intro: string;
  additional: string;
  buttonText: string;
}

export type CouponField = keyof CouponForm;
export type CouponFormErrors = Partial<Record<CouponField, string>>;

/** The server's error keys (paths of the schema) as the form's fields. */
const FIELD_OF: Record<string, CouponField> = {
  whatsappNumber: 'whatsappNumber',
  couponCode: 'couponCode',
  couponName: 'couponName',
  couponDescription: 'couponDescription',
  'messages.title': 'title',
  'messages.intro': 'intro',
  'messages.additional': 'additional',
  buttonText: 'buttonText',
};

export function formFromCoupon(coupon: Coupon): CouponForm {
  return {
    whatsappNumber: coupon.whatsappNumber,
    couponCode: coupon.couponCode,
    couponName: coupon.couponName,
    couponDescription: coupon.couponDescription,
    title: coupon.messages.title,
    intro: coupon.messages.intro,
    additional: coupon.messages.additional,
    buttonText: coupon.buttonText,
  };
}

export type CouponCheck = { ok: true; value: CouponSettingsInput } | { ok: false; errors: CouponFormErrors };

export function checkCouponForm(form: CouponForm): CouponCheck {
  const result = couponSettingsInput.safeParse({
    whatsappNumber: form.whatsappNumber,
    couponCode: form.couponCode,
    couponName: form.couponName,
    couponDescription: form.couponDescription,
    messages: { title: form.title, intro: form.intro, additional: form.additional },
    buttonText: form.buttonText,
  });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: errorsFromServer(Object.fromEntries(result.error.issues.map((i) => [i.path.map(String).join('.'), [i.message]]))),
  };
}

/** Field errors of a 422 reply (or of the schema), first message per field. */
export function errorsFromServer(errors: Record<string, string[]>): CouponFormErrors {
  const out: CouponFormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = FIELD_OF[key];
    if (field && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}
