import { couponSettingsInput, type Coupon, type CouponSettingsInput } from '@shared/schemas/coupon';
import { checkForm } from '@/lib/check-form';
import { renameFields, type Checked } from '@/lib/form-errors';

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

/** The schema's paths (and the server's error keys) as the form's fields; the image is `image`. */
export function couponFieldNames(name: string): string | undefined {
  // Built per call, not once as the module loads, so StrykerJS can test it wrong (decision 084).
  return renameFields({
    'messages.title': 'title',
    'messages.intro': 'intro',
    'messages.additional': 'additional',
    couponImage: 'image',
  })(name);
}

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

export function checkCouponForm(form: CouponForm): Checked<CouponSettingsInput> {
  const settings = {
    whatsappNumber: form.whatsappNumber,
    couponCode: form.couponCode,
    couponName: form.couponName,
    couponDescription: form.couponDescription,
    messages: { title: form.title, intro: form.intro, additional: form.additional },
    buttonText: form.buttonText,
  };
  return checkForm(couponSettingsInput, settings, couponFieldNames);
}
