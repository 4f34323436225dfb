import { HEART_ANIMATION_FRAMES, HEART_ANIMATION_SIZE } from '@shared/constants';

// The opening's heart animation (docs/product.md §1: 30 fps, 362 frames, 1080x1080), authored as code: every
// frame is a pure function of its index, so the loop is seamless (all periodic motion repeats a whole
// number of times in 362 frames) and the frames can be tested without a canvas.
// After the slide succeeds a burst plays on top, counted in frames since it began.

const SIZE = HEART_ANIMATION_SIZE;
const CENTER = SIZE / 2;
const TAU = Math.PI * 2;

/** Heartbeats per loop: 12 in 362 frames is one beat about every second at 30 fps. */
const BEATS_PER_LOOP = 12;
/** The rings rippling out from the heart, per loop. */
const RINGS_PER_LOOP = 6;

export interface Sprite {
  x: number;
  y: number;
  /** Width of the small heart in logical px. */
  size: number;
  rotation: number;
  alpha: number;
  /** Index into the palette. */
  tint: number;
}

export interface Ring {
  radius: number;
  alpha: number;
}

export interface HeartFrame {
  /** The big heart: scale around 1 and its glow (0..1). */
  heartScale: number;
  glow: number;
  rings: Ring[];
  /** Small hearts floating up, behind and around the big one. */
  floaters: Sprite[];
  /** Twinkling sparkles (drawn as four-point stars). */
  sparkles: Sprite[];
  /** Hearts flying out after the slide succeeds; empty before. */
  burst: Sprite[];
}

/** A fixed pseudo-random sequence (mulberry32): the same scene every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const frac = (x: number) => x - Math.floor(x);
const bump = (x: number, center: number, width: number) => Math.exp(-(((x - center) / width) ** 2));

interface FloaterSeed {
  x: number;
  phase: number;
  /** Whole trips up the screen per loop, so the loop is seamless. */
  trips: number;
  swayTrips: number;
  sway: number;
  size: number;
  tint: number;
}

interface SparkleSeed {
  angle: number;
  distance: number;
  phase: number;
  twinkles: number;
  size: number;
}

const FLOATERS: FloaterSeed[] = (() => {
  const random = seeded(1402);
  return Array.from({ length: 22 }, (_, i) => ({
    x: 60 + random() * (SIZE - 120),
    phase: random(),
    trips: 1 + (i % 3),
    swayTrips: 2 + (i % 4),
    sway: 20 + random() * 45,
    size: 22 + random() * 40,
    tint: i % 4,
  }));
})();

const SPARKLES: SparkleSeed[] = (() => {
  const random = seeded(2202);
  return Array.from({ length: 14 }, (_, i) => ({
    angle: random() * TAU,
    distance: 300 + random() * 190,
    phase: random(),
    twinkles: 3 + (i % 5),
    size: 14 + random() * 18,
  }));
})();

const BURST_COUNT = 28;
/** The burst lasts two seconds. */
export const BURST_FRAMES = 60;
const BURST: { angle: number; speed: number; size: number; spin: number; tint: number }[] = (() => {
  const random = seeded(314);
  return Array.from({ length: BURST_COUNT }, (_, i) => ({
    angle: (i / BURST_COUNT) * TAU + random() * 0.3,
    speed: 380 + random() * 260,
    size: 30 + random() * 40,
    spin: (random() - 0.5) * 3,
    tint: i % 4,
  }));
})();

/** The frame shown at loop position `frame` (any integer; taken modulo 362), `burstAge` frames after a burst began. */
export function heartFrame(frame: number, burstAge: number | null = null): HeartFrame {
  const index = ((Math.floor(frame) % HEART_ANIMATION_FRAMES) + HEART_ANIMATION_FRAMES) % HEART_ANIMATION_FRAMES;
  const t = index / HEART_ANIMATION_FRAMES;

  // Lub-dub: a strong beat and a softer one just after it.
  const beat = frac(t * BEATS_PER_LOOP);
  const pulse = bump(beat, 0.08, 0.06) + 0.6 * bump(beat, 0.26, 0.06);
  const burstBoost = burstAge === null ? 0 : 0.18 * bump(Math.min(burstAge, BURST_FRAMES) / BURST_FRAMES, 0.15, 0.25);
  const heartScale = 1 + 0.07 * pulse + burstBoost;
  const glow = Math.min(1, 0.35 + 0.5 * pulse + (burstAge === null ? 0 : 0.3));

  const rings: Ring[] = [0, 0.5].map((offset) => {
    const r = frac(t * RINGS_PER_LOOP + offset);
    return { radius: 250 + r * 280, alpha: 0.3 * (1 - r) ** 2 };
  });

  const floaters: Sprite[] = FLOATERS.map((f) => {
    const trip = frac(f.phase + t * f.trips);
    const y = SIZE + 80 - trip * (SIZE + 160);
    const swing = Math.sin(TAU * (f.phase + t * f.swayTrips));
    // Fade in at the bottom, out at the top.
    const alpha = 0.75 * Math.min(1, trip / 0.15, (1 - trip) / 0.25);
    return { x: f.x + f.sway * swing, y, size: f.size, rotation: 0.35 * swing, alpha, tint: f.tint };
  });

  const sparkles: Sprite[] = SPARKLES.map((s, i) => {
    const twinkle = 0.5 + 0.5 * Math.sin(TAU * (s.phase + t * s.twinkles));
    return {
      x: CENTER + Math.cos(s.angle) * s.distance,
      y: CENTER + Math.sin(s.angle) * s.distance,
      size: s.size * (0.6 + 0.4 * twinkle),
      rotation: TAU * t * (i % 2 === 0 ? 1 : -1),
      alpha: twinkle ** 2,
      tint: 4,
    };
  });

  const burst: Sprite[] = [];
  if (burstAge !== null && burstAge >= 0 && burstAge < BURST_FRAMES) {
    const p = burstAge / BURST_FRAMES;
    const eased = 1 - (1 - p) ** 3;
    for (const b of BURST) {
      burst.push({
        x: CENTER + Math.cos(b.angle) * b.speed * eased,
        y: CENTER + Math.sin(b.angle) * b.speed * eased,
        size: b.size * (0.4 + 0.6 * Math.min(1, p * 4)),
        rotation: b.spin * p,
        alpha: 1 - p ** 2,
        tint: b.tint,
      });
    }
  }

  return { heartScale, glow, rings, floaters, sparkles, burst };
}

/** Colours of the small hearts (0-3) and the sparkles (4): rose's; a theme gives its own. */
export const HEART_PALETTE: readonly string[] = ['#fb7185', '#f472b6', '#fda4af', '#ffffff', '#fff1f2'];

/** The heart's colours: the big heart's gradient (light, mid, deep), its glow, the rings and the small hearts. */
export interface HeartColours {
  light: string;
  mid: string;
  deep: string;
  glow: string;
  small: readonly string[];
}

export const ROSE_HEART: HeartColours = {
  light: '#fda4af',
  mid: '#f43f5e',
  deep: '#be123c',
  glow: 'rgba(244, 63, 94, 0.55)',
  small: HEART_PALETTE,
};

/**
 * The theme's heart colours from its stylesheet's variables (`--kado-heart-light`, `-mid`, `-deep`, `-glow`,
 * `--kado-heart-small`: five colours, space-separated); rose's where a variable is missing.
 */
export function heartColoursFrom(read: (name: string) => string): HeartColours {
  const value = (name: string) => read(`--kado-heart-${name}`).trim();
  const small = value('small').split(/\s+/).filter(Boolean);
  return {
    light: value('light') || ROSE_HEART.light,
    mid: value('mid') || ROSE_HEART.mid,
    deep: value('deep') || ROSE_HEART.deep,
    glow: value('glow') || ROSE_HEART.glow,
    small: small.length === HEART_PALETTE.length ? small : HEART_PALETTE,
  };
}

/** The big heart's width in logical px at scale 1. */
export const HEART_WIDTH = 480;

/**
 * A heart outline (the classic parametric heart), `points` points, fitted to width 1 and centred on the
 * origin; drawn scaled to any size.
 */
export function heartOutline(points = 96): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * TAU;
    const x = 16 * Math.sin(a) ** 3;
    const y = -(13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a));
    raw.push([x, y]);
  }
  // x spans -16..16; y spans about -12..17: centre it vertically.
  const ys = raw.map(([, y]) => y);
  const mid = (Math.min(...ys) + Math.max(...ys)) / 2;
  return raw.map(([x, y]) => [x / 32, (y - mid) / 32]);
}
