import { ROUTES } from '@shared/routes';

/** docs/product.md §2: /edit-video-gift?id={id} edits the record; without an id the editor creates one. */
export function editVideoGiftPath(giftId: number | null | undefined): string {
  return giftId === null || giftId === undefined ? ROUTES.editVideoGift : `${ROUTES.editVideoGift}?id=${giftId}`;
}

/** The record id of ?id=, or undefined when absent or not a positive whole number. */
export function parseGiftId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 && Number.isSafeInteger(parsed) ? parsed : undefined;
}
