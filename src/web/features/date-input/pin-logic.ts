import { PIN_CHECK_LENGTH, PIN_MAX_LENGTH } from '@shared/constants';

// The PIN entry's rules (docs/product.md §4, §5): only digits are kept, at most 8; at exactly 6 it is checked.

export function sanitizePin(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
}

export function isReadyToCheck(pin: string): boolean {
  return pin.length === PIN_CHECK_LENGTH;
}

/** How many of the meter's six segments are filled. */
export function meterFill(pinLength: number): number {
  return Math.max(0, Math.min(PIN_CHECK_LENGTH, pinLength));
}
