import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_THEME, THEMES } from '../../shared/themes';

// Each designed theme's words against their backgrounds (decision 041), by WCAG 2.1's contrast ratio, from
// the colours its sheet gives: the pairs the recipient's pages use (body text on the page, words on a card,
// a primary button's label, muted hints). The axe journey (e2e/themes.spec.ts) checks the pages themselves.

const dir = path.dirname(new URL(import.meta.url).pathname);

/** A theme sheet's custom properties of its main rule (the one on :root), name → value. */
function variables(theme: string): Map<string, string> {
  const css = fs.readFileSync(path.join(dir, `${theme}.css`), 'utf8');
  const rule = new RegExp(`:root\\[data-theme='${theme}'\\]:not\\(\\[data-editor\\]\\) \\{([^}]*)\\}`).exec(css);
  if (!rule) throw new Error(`${theme}.css: no :root rule`);
  return new Map([...rule[1]!.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

function luminance(hex: string): number {
  const value = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!value) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(value[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.1 contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `fg` over `bg` at `alpha` (Tailwind's text-rose-900/80), as one opaque colour. */
function over(fg: string, alpha: number, bg: string): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(fg, i) * alpha + channel(bg, i) * (1 - alpha)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const WHITE = '#ffffff';
/** [words, alpha, background, least ratio]: 4.5 for body text, 3 for large text and icons (WCAG 1.4.3, 1.4.11). */
const PAIRS: [string, number, string, number][] = [
  ['rose-950', 1, 'blush-50', 4.5],
  ['rose-950', 1, 'white', 4.5],
  ['rose-900', 1, 'white', 4.5],
  ['rose-900', 0.8, 'white', 4.5],
  ['rose-900', 0.7, 'white', 4.5],
  ['rose-900', 0.8, 'blush-50', 4.5],
  ['rose-900', 1, 'rose-50', 4.5],
  ['rose-900', 1, 'rose-100', 4.5],
  ['rose-800', 1, 'white', 4.5],
  ['rose-700', 1, 'white', 4.5],
  ['rose-700', 1, 'rose-50', 4.5],
  ['rose-700', 1, 'blush-50', 4.5],
  ['rose-600', 1, 'white', 4.5],
  ['white', 1, 'rose-600', 4.5],
  ['white', 1, 'rose-700', 4.5],
  ['rose-500', 1, 'white', 3],
  ['rose-500', 1, 'blush-50', 3],
];

describe.each(THEMES.filter((theme) => theme !== DEFAULT_THEME))('the %s theme', (theme) => {
  const vars = variables(theme);
  const colour = (name: string) => vars.get(`--color-${name}`) ?? (name === 'white' ? WHITE : undefined);

  test.each(PAIRS)('%s (at %d) on %s: at least %d to 1', (words, alpha, background, least) => {
    const fg = colour(words);
    const bg = colour(background);
    expect(fg, `--color-${words}`).toBeDefined();
    expect(bg, `--color-${background}`).toBeDefined();
    const ratio = contrast(alpha === 1 ? fg! : over(fg!, alpha, bg!), bg!);
    expect(ratio, `${theme}: ${words}/${alpha} on ${background} is ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(least);
  });

  test('overrides every rose, pink and blush step (no step keeps rose’s colour)', () => {
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
    for (const scale of ['rose', 'pink'])
      for (const step of steps) expect(vars.has(`--color-${scale}-${step}`), `${scale}-${step}`).toBe(true);
    for (const step of [50, 100, 200]) expect(vars.has(`--color-blush-${step}`)).toBe(true);
  });
});

// Night turns the amber and emerald notes (and the crossword's cursor and solved cells) dark too: their words,
// rose or their own, must stay readable on them.
test.each([
  ['rose-950', 'amber-200'],
  ['rose-950', 'emerald-100'],
  ['amber-900', 'amber-50'],
  ['amber-800', 'amber-50'],
  ['amber-700', 'white'],
  ['emerald-700', 'white'],
  ['emerald-800', 'emerald-100'],
])('night: %s on %s at least 4.5 to 1', (words, background) => {
  const vars = variables('night');
  const fg = vars.get(`--color-${words}`);
  const bg = vars.get(`--color-${background}`);
  expect(fg && bg, `${words} and ${background} both set`).toBeTruthy();
  expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
});

test('the contrast formula gives WCAG’s known figures', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});
