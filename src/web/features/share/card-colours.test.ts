import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { THEMES } from '@shared/themes';
import { CARD_COLOURS } from './card-colours';

// The printed card's colours are the theme sheet's own (decision 041): a sheet whose colours change changes the card.

const sheet = (theme: string) => fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'themes', `${theme}.css`), 'utf8');

/** The value a sheet gives a custom property in its first rule for the gift's root. */
function declared(css: string, property: string): string | undefined {
  const root = /:root\[data-theme='[a-z]+'\]:not\(\[data-editor\]\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new RegExp(`${property}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
}

it('every themed card colour is the one its sheet declares, and rose keeps the app palette', () => {
  expect(CARD_COLOURS.rose).toEqual({});
  for (const theme of THEMES.filter((each) => each !== 'rose')) {
    const css = sheet(theme);
    const colours = Object.entries(CARD_COLOURS[theme]);
    expect(colours.length, theme).toBeGreaterThanOrEqual(4);
    for (const [property, value] of colours)
      expect(`${theme} ${property}: ${value}`).toBe(`${theme} ${property}: ${declared(css, property)}`);
  }
});
