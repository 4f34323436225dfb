import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Coupon, CouponSettingsInput, couponReply, couponSaveReply } from '@shared/schemas/coupon';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idMainGift } from '@/i18n/id-main-gift';

// The coupon page's settings (docs/product.md §3 Coupon): read by the viewer, written by the editor
// (multipart: the texts, messages as a JSON string, and an optional couponImage).

type CouponReply = z.infer<typeof couponReply>;
export type CouponSaveReply = z.infer<typeof couponSaveReply>;

export async function getCoupon(signal?: AbortSignal): Promise<Coupon> {
  const reply = await apiFetch<CouponReply>('/api/coupon', { signal });
  return reply.data;
}

export const couponQueryOptions = () =>
  queryOptions({
    queryKey: ['coupon'],
    queryFn: ({ signal }) => getCoupon(signal),
  });

export function useCoupon() {
  return useQuery(couponQueryOptions());
}

/** 'Klaim Hadiah' was pressed: noted among the recipient's footsteps; a failure changes nothing. */
export function claimCoupon(): Promise<void> {
  return apiFetch('/api/coupon/claim', { method: 'POST' }).then(
    () => undefined,
    () => undefined,
  );
}

export function saveCoupon(
  input: CouponSettingsInput,
  image?: File | null,
  onProgress?: (fraction: number) => void,
): Promise<CouponSaveReply> {
  const form = new FormData();
  form.append('whatsappNumber', input.whatsappNumber);
  form.append('couponCode', input.couponCode);
  form.append('couponName', input.couponName);
  form.append('couponDescription', input.couponDescription);
  form.append('messages', JSON.stringify(input.messages));
  form.append('buttonText', input.buttonText);
  if (image) form.append('couponImage', image);
  return apiUpload<CouponSaveReply>('/api/coupon', form, onProgress);
}

export interface CouponSave {
  settings: CouponSettingsInput;
  /** A new coupon image; without one the current image stays. */
  image?: File | null;
}

/** The editor's save: resolves once the coupon is refetched. */
export function useSaveCoupon(callbacks: WriteCallbacks<CouponSaveReply, CouponSave> = {}) {
  return useWrite(
    {
      request: 'POST /api/coupon',
      write: ({ settings, image }: CouponSave) => saveCoupon(settings, image),
      word: (error) => errorMessage(error, idMainGift.couponEditor.saveFailed),
      changes: [couponQueryOptions().queryKey],
    },
    callbacks,
  );
}
