// The gift's designed themes (docs/product.md §12, decision 041): the giver picks one, every recipient page
// follows it. 'rose' is the first and the default: Kado's own look, which needs no theme stylesheet at all.

export const THEMES = ['rose', 'night', 'cream', 'sage'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'rose';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A stored name read back: an unknown one (a row written by a later version) shows the default. */
export function themeOf(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}
