import { HEART_ANIMATION_FPS, HEART_ANIMATION_SIZE } from '@shared/constants';
import { HEART_WIDTH, ROSE_HEART, heartFrame, heartOutline, type HeartColours, type HeartFrame, type Sprite } from './heart-frames';

// Paints the frames of heart-frames.ts on a 2D canvas, 1080x1080 logical px scaled to the canvas, at
// most 30 frames a second. The same painter runs in heart-worker.ts (on an OffscreenCanvas, off the main
// thread) or, where a browser cannot hand a canvas to a worker, in the page itself (decision 020).

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const CENTER = HEART_ANIMATION_SIZE / 2;
/** Glow steps the big heart is drawn at: 16 per unit of glow, so a beat's swell still looks smooth. */
const GLOW_STEPS = 16;
/** The glow's blur at full glow, in logical px (canvas shadows are in device px, so it is scaled). */
const GLOW_BLUR = 90;

function heartPath(): Path2D {
  const path = new Path2D();
  heartOutline(120).forEach(([x, y], i) => (i === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
  path.closePath();
  return path;
}

function starPath(): Path2D {
  // A four-point sparkle of width 1.
  const path = new Path2D();
  path.moveTo(0, -0.5);
  path.quadraticCurveTo(0.07, -0.07, 0.5, 0);
  path.quadraticCurveTo(0.07, 0.07, 0, 0.5);
  path.quadraticCurveTo(-0.07, 0.07, -0.5, 0);
  path.quadraticCurveTo(-0.07, -0.07, 0, -0.5);
  path.closePath();
  return path;
}

function newCanvas(side: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(side, side);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  return canvas;
}

/**
 * The big heart with its glow and shine, drawn once per glow step into a bitmap of its own: a 90 px
 * shadow blur costs tens of milliseconds a frame on a phone (or in software rendering), a scaled
 * drawImage almost nothing.
 */
function bigHeartSprite(heart: Path2D, scale: number, glow: number, colours: HeartColours): HTMLCanvasElement | OffscreenCanvas {
  const width = HEART_WIDTH * scale;
  // A blur of b spreads about 1.5 b past the edge; the heart's outline stays inside half its width.
  const side = Math.ceil(width * 1.2 + 3.2 * GLOW_BLUR * scale);
  const sprite = newCanvas(side);
  const ctx = sprite.getContext('2d') as Context2D | null;
  if (!ctx) return sprite;
  ctx.translate(side / 2, side / 2);
  ctx.scale(width, width);
  ctx.shadowColor = colours.glow;
  ctx.shadowBlur = GLOW_BLUR * glow * scale;
  const fill = ctx.createRadialGradient(-0.18, -0.2, 0.02, 0, 0, 0.7);
  fill.addColorStop(0, colours.light);
  fill.addColorStop(0.45, colours.mid);
  fill.addColorStop(1, colours.deep);
  ctx.fillStyle = fill;
  ctx.fill(heart);
  ctx.shadowBlur = 0;
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.ellipse(-0.22, -0.2, 0.1, 0.05, -0.7, 0, Math.PI * 2);
  ctx.fill();
  return sprite;
}

function drawSprite(ctx: Context2D, shape: Path2D, sprite: Sprite, palette: readonly string[]) {
  if (sprite.alpha <= 0.01) return;
  ctx.save();
  ctx.globalAlpha = sprite.alpha;
  ctx.translate(sprite.x, sprite.y);
  ctx.rotate(sprite.rotation);
  ctx.scale(sprite.size, sprite.size);
  ctx.fillStyle = palette[sprite.tint] ?? palette[0] ?? ROSE_HEART.mid;
  ctx.fill(shape);
  ctx.restore();
}

/** What the page tells the painter, wherever it runs. */
export type HeartMessage =
  | { type: 'size'; pixels: number }
  | { type: 'reduced-motion'; reduced: boolean }
  | { type: 'play' }
  | { type: 'burst' }
  | { type: 'colours'; colours: HeartColours };

export class HeartPainter {
  private readonly heart = heartPath();
  private readonly star = starPath();
  /** Big-heart bitmaps by glow step, for the canvas's current size (emptied when it changes). */
  private readonly bigHearts = new Map<number, HTMLCanvasElement | OffscreenCanvas>();
  private readonly began: number;
  private pixels = 0;
  private reduced = false;
  private burstStart: number | null = null;
  private lastDrawn = -1;
  /** The gift's theme's colours; rose's until the page says otherwise. */
  private colours: HeartColours = ROSE_HEART;

  constructor(
    private readonly ctx: Context2D,
    now: number,
  ) {
    this.began = now;
  }

  /** Applies a message from the page; `now` is the painter's clock. */
  receive(message: HeartMessage, now: number): void {
    if (message.type === 'size') {
      this.pixels = message.pixels;
      this.ctx.canvas.width = message.pixels;
      this.ctx.canvas.height = message.pixels;
      this.bigHearts.clear();
      this.redraw(now);
    } else if (message.type === 'reduced-motion') {
      this.reduced = message.reduced;
      this.redraw(now);
    } else if (message.type === 'colours') {
      this.colours = message.colours;
      this.bigHearts.clear();
      this.redraw(now);
    } else if (message.type === 'burst') {
      if (this.burstStart === null) this.burstStart = now;
    }
  }

  /** One animation frame: draws only when the 30 fps frame index has changed. */
  tick(now: number): void {
    if (this.reduced || this.pixels === 0) return;
    const index = Math.floor(((now - this.began) * HEART_ANIMATION_FPS) / 1000);
    if (index === this.lastDrawn) return;
    this.lastDrawn = index;
    this.draw(this.frameAt(now));
  }

  private redraw(now: number): void {
    this.lastDrawn = -1;
    if (this.pixels > 0) this.draw(this.frameAt(now));
  }

  private frameAt(now: number): HeartFrame {
    // With prefers-reduced-motion: one still frame.
    if (this.reduced) return heartFrame(0, null);
    const index = Math.floor(((now - this.began) * HEART_ANIMATION_FPS) / 1000);
    const age = this.burstStart === null ? null : Math.floor(((now - this.burstStart) * HEART_ANIMATION_FPS) / 1000);
    return heartFrame(index, age);
  }

  private draw(frame: HeartFrame): void {
    const { ctx, pixels } = this;
    const scale = pixels / HEART_ANIMATION_SIZE;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, pixels, pixels);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);

    for (const sprite of frame.floaters) drawSprite(ctx, this.heart, sprite, this.colours.small);

    for (const ring of frame.rings) {
      ctx.save();
      ctx.globalAlpha = ring.alpha;
      ctx.translate(CENTER, CENTER);
      ctx.scale(ring.radius * 2, ring.radius * 2);
      ctx.lineWidth = 5 / (ring.radius * 2);
      ctx.strokeStyle = this.colours.mid;
      ctx.stroke(this.heart);
      ctx.restore();
    }

    // The big heart: its bitmap for this glow step, scaled by the beat (in device px).
    const step = Math.round(frame.glow * GLOW_STEPS);
    let big = this.bigHearts.get(step);
    if (!big) {
      big = bigHeartSprite(this.heart, scale, step / GLOW_STEPS, this.colours);
      this.bigHearts.set(step, big);
    }
    const side = big.width * frame.heartScale;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(big, pixels / 2 - side / 2, pixels / 2 - side / 2, side, side);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);

    for (const sprite of frame.sparkles) drawSprite(ctx, this.star, sprite, this.colours.small);
    for (const sprite of frame.burst) drawSprite(ctx, this.heart, sprite, this.colours.small);
  }
}
