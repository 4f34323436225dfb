// The opening's background image (docs/product.md §1), drawn rather than downloaded: a dawn-pink sky, soft
// bokeh lights and a few scattered hearts, scaled to cover the screen. Decorative only.

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 ' +
  '2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

/** [x, y, size, rotation, opacity] of the scattered hearts, in a 1000x1000 box. */
const HEARTS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [70, 120, 46, -18, 0.5],
  [880, 90, 34, 14, 0.45],
  [160, 760, 38, 10, 0.4],
  [820, 700, 56, -12, 0.45],
  [500, 60, 24, 6, 0.35],
  [930, 420, 28, 20, 0.35],
  [40, 450, 30, -8, 0.35],
  [640, 930, 30, 16, 0.4],
  [300, 900, 22, -20, 0.35],
  [380, 200, 18, 12, 0.3],
  [700, 260, 20, -10, 0.3],
];

/** [x, y, radius, colour] of the bokeh lights. */
const LIGHTS: ReadonlyArray<readonly [number, number, number, string]> = [
  [150, 220, 140, '#fecdd3'],
  [860, 260, 180, '#fbcfe8'],
  [520, 520, 260, '#ffe4e6'],
  [120, 880, 200, '#fbcfe8'],
  [880, 880, 160, '#fecdd3'],
];

export function OpeningBackground() {
  return (
    <svg
      className="pointer-events-none absolute inset-0 -z-10 size-full"
      viewBox="0 0 1000 1000"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="opening-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1f2" />
          <stop offset="0.55" stopColor="#ffe4ec" />
          <stop offset="1" stopColor="#fbcfe8" />
        </linearGradient>
        <radialGradient id="opening-light">
          <stop offset="0" stopColor="#fff" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <path id="opening-heart" d={HEART} />
      </defs>
      <rect width="1000" height="1000" fill="url(#opening-sky)" />
      {LIGHTS.map(([x, y, r, colour]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill={colour} opacity="0.55" />
          <circle cx={x} cy={y} r={r} fill="url(#opening-light)" opacity="0.5" />
        </g>
      ))}
      {/* A soft wave of hills along the bottom. */}
      <path d="M0 860 C 180 800 320 900 500 860 S 820 800 1000 850 V1000 H0z" fill="#fda4af" opacity="0.25" />
      <path d="M0 920 C 220 870 380 960 560 920 S 860 880 1000 930 V1000 H0z" fill="#fb7185" opacity="0.18" />
      {HEARTS.map(([x, y, size, rotation, opacity]) => (
        <use
          key={`${x}-${y}`}
          href="#opening-heart"
          fill="#fb7185"
          opacity={opacity}
          transform={`translate(${x} ${y}) rotate(${rotation}) scale(${size / 24}) translate(-12 -12)`}
        />
      ))}
    </svg>
  );
}
