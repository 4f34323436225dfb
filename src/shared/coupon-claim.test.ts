import { expect, test } from 'vitest';
import { couponClaimText, couponClaimUrl, hasWhatsappNumber } from './coupon-claim.js';
import { COUPON_DEFAULTS, type Coupon } from './schemas/coupon.js';

// 'Klaim Hadiah' (docs/product.md §2 Coupon): the chat message the recipient sends the giver, exactly as WhatsApp
// prefills it, and whether there is a number to send it to.

const coupon: Coupon = {
  ...COUPON_DEFAULTS,
  whatsappNumber: '6281234567890',
  couponName: 'Makan Malam',
  couponCode: 'KODE-1',
  couponDescription: 'Di mana saja',
  messages: { title: 'Untukmu', intro: 'Halo!', additional: 'Makasih.' },
};

test('the message is the intro, the coupon, then the closing line, a blank line apart', () => {
  expect(couponClaimText(coupon)).toBe('Halo!\n\n🎟️ *Makan Malam*\nKode: KODE-1\nDi mana saja\n\nMakasih.');
  expect(couponClaimText(coupon, 'Code')).toBe('Halo!\n\n🎟️ *Makan Malam*\nCode: KODE-1\nDi mana saja\n\nMakasih.');
});

test('an intro or a closing line left empty leaves no blank lines of its own', () => {
  const without = (messages: Partial<Coupon['messages']>) => ({ ...coupon, messages: { ...coupon.messages, ...messages } });
  expect(couponClaimText(without({ intro: '' }))).toBe('🎟️ *Makan Malam*\nKode: KODE-1\nDi mana saja\n\nMakasih.');
  expect(couponClaimText(without({ additional: '' }))).toBe('Halo!\n\n🎟️ *Makan Malam*\nKode: KODE-1\nDi mana saja');
  expect(couponClaimText(without({ intro: '', additional: '' }))).toBe('🎟️ *Makan Malam*\nKode: KODE-1\nDi mana saja');
});

test('the link opens a chat with the number, the message encoded whole', () => {
  const url = couponClaimUrl({ ...coupon, couponName: 'A & B?' }, 'Code');
  expect(url.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
  expect(new URL(url).searchParams.get('text')).toBe(couponClaimText({ ...coupon, couponName: 'A & B?' }, 'Code'));
  expect(new URL(couponClaimUrl(coupon)).searchParams.get('text')).toContain('Kode: KODE-1');
});

test('a number is set only when the giver typed one', () => {
  expect(hasWhatsappNumber(coupon)).toBe(true);
  expect(hasWhatsappNumber({ whatsappNumber: '' })).toBe(false);
  expect(hasWhatsappNumber(COUPON_DEFAULTS)).toBe(false);
});
