import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A gift's secret: 192 random bits, URL-safe (32 characters). */
export function newShareKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Constant-time comparison of a presented key with the gift's (hashing first evens the lengths). */
export function sameShareKey(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored || given.length > 200) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}
