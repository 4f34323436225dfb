import { expect, test } from 'vitest';
import { DEFAULT_THEME, isTheme, themeOf, THEMES } from './themes.js';

// The gift's themes (docs/product.md §12, decision 041): a stored name is read back as itself when it is one of
// the four, and as the default (rose) when it is anything else.

test('each theme is read back as itself', () => {
  for (const theme of THEMES) {
    expect(isTheme(theme)).toBe(true);
    expect(themeOf(theme)).toBe(theme);
  }
});

test('anything else shows the default theme', () => {
  expect(DEFAULT_THEME).toBe('rose');
  for (const value of ['ocean', 'Night', '', null, undefined, 1, ['night']]) {
    expect(isTheme(value), String(value)).toBe(false);
    expect(themeOf(value), String(value)).toBe('rose');
  }
});
