import { describe, expect, it } from 'vitest';
import { COUPON_DEFAULTS } from '@shared/schemas/coupon';
import { COUPON_MSG } from '@shared/messages/coupon';
import { couponClaimUrl } from '@shared/coupon-claim';
import { ApiError } from '@/api/client';
import { WriteError } from '@/api/write';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkCouponForm, couponFieldNames, formFromCoupon } from './coupon-form';
import { inIndonesian } from '@shared/message-codes';

describe('coupon settings form', () => {
  it('accepts the defaults and normalises the number to wa.me digits', () => {
    const form = { ...formFromCoupon(COUPON_DEFAULTS), whatsappNumber: '+62 812-3456-7890' };
    const result = checkCouponForm(form);
    expect(result.ok && result.value.whatsappNumber).toBe('6281234567890');
  });

  it('refuses a number too short with the server message', () => {
    const result = checkCouponForm({ ...formFromCoupon(COUPON_DEFAULTS), whatsappNumber: '081234' });
    expect(result).toEqual({ ok: false, errors: { whatsappNumber: [inIndonesian(COUPON_MSG.whatsappInvalid)] } });
  });

  it('takes a number typed the Indonesian way and saves it as an international one', () => {
    const result = checkCouponForm({ ...formFromCoupon(COUPON_DEFAULTS), whatsappNumber: '0812-3456-7890' });
    expect(result.ok && result.value.whatsappNumber).toBe('6281234567890');
  });

  it('maps nested message fields to their inputs', () => {
    const result = checkCouponForm({ ...formFromCoupon(COUPON_DEFAULTS), title: ' ', buttonText: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toEqual([inIndonesian(COUPON_MSG.titleRequired)]);
      expect(result.errors.buttonText).toEqual([inIndonesian(COUPON_MSG.buttonTextRequired)]);
    }
    const refused = new WriteError('x', new ApiError(422, 'x', { 'messages.intro': ['x', 'y'], couponImage: ['bukan gambar'] }));
    expect(serverFieldErrors(refused, couponFieldNames)).toEqual({ intro: ['x', 'y'], image: ['bukan gambar'] });
  });

  it("shows the server's refusal of each message under its own input", () => {
    const refused = new WriteError(
      'x',
      new ApiError(422, 'x', { 'messages.title': ['t'], 'messages.additional': ['a'], buttonText: ['b'] }),
    );
    expect(serverFieldErrors(refused, couponFieldNames)).toEqual({ title: ['t'], additional: ['a'], buttonText: ['b'] });
  });

  it('builds the chat link with the number, the coupon name, code and description', () => {
    const url = new URL(couponClaimUrl({ ...COUPON_DEFAULTS, whatsappNumber: '6281234567890' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(COUPON_DEFAULTS.couponName);
    expect(text).toContain('GIFT2025');
    expect(text).toContain(COUPON_DEFAULTS.couponDescription);
    expect(text).toContain('Kode: GIFT2025');
  });

  it("labels the code with the page's own word, so an English gift's chat says 'Code:' as its page does", () => {
    const text = new URL(couponClaimUrl({ ...COUPON_DEFAULTS, whatsappNumber: '6281234567890' }, 'Code')).searchParams.get('text');
    expect(text).toContain('Code: GIFT2025');
    expect(text).not.toContain('Kode:');
  });
});
