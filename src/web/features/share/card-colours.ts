import type { CSSProperties } from 'react';
import type { Theme } from '@shared/themes';

// The printed card in the gift's own colours (docs/product.md §10, §20). The hub wears no theme ([data-editor]
// turns the sheets off, decision 041), so the card carries the few colours it draws with itself: the same
// custom properties, with the same values, as the theme's sheet in src/web/themes/ (card-colours.test.ts reads
// them there). Rose is the app's own palette. The QR code stays black on white for every camera.

type CardColour = '--color-white' | '--color-rose-200' | '--color-rose-400' | '--color-rose-700' | '--color-rose-900';

export const CARD_COLOURS: Record<Theme, Partial<Record<CardColour, string>>> = {
  rose: {},
  night: {
    '--color-white': '#221a2e',
    '--color-rose-200': '#43335a',
    '--color-rose-400': '#e58fb0',
    '--color-rose-700': '#fbc4d6',
    '--color-rose-900': '#fde6ee',
  },
  cream: { '--color-rose-200': '#f0dbbd', '--color-rose-400': '#cf9a63', '--color-rose-700': '#7a4421', '--color-rose-900': '#54301b' },
  sage: { '--color-rose-200': '#c6dcc2', '--color-rose-400': '#74a36d', '--color-rose-700': '#33582f', '--color-rose-900': '#253c23' },
};

/** The style that dresses the card's face in `theme`. */
export const cardStyle = (theme: Theme): CSSProperties => CARD_COLOURS[theme] as CSSProperties;
