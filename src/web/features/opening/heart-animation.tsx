import { useEffect, useRef } from 'react';
import { HEART_ANIMATION_FPS, HEART_ANIMATION_SIZE } from '@shared/constants';
import { HEART_PALETTE, HEART_WIDTH, heartFrame, heartOutline, type HeartFrame, type Sprite } from './heart-frames';

// Draws the heart animation of heart-frames.ts on a canvas: 1080x1080 logical px scaled to fit the space
// it is given, 30 frames a second, looping. Loaded as its own chunk after the page has painted.
// With prefers-reduced-motion it shows one still frame.

const CENTER = HEART_ANIMATION_SIZE / 2;
const MAX_PIXEL_RATIO = 2;

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

function drawSprite(ctx: CanvasRenderingContext2D, shape: Path2D, sprite: Sprite) {
  if (sprite.alpha <= 0.01) return;
  ctx.save();
  ctx.globalAlpha = sprite.alpha;
  ctx.translate(sprite.x, sprite.y);
  ctx.rotate(sprite.rotation);
  ctx.scale(sprite.size, sprite.size);
  ctx.fillStyle = HEART_PALETTE[sprite.tint] ?? HEART_PALETTE[0];
  ctx.fill(shape);
  ctx.restore();
}

function draw(ctx: CanvasRenderingContext2D, frame: HeartFrame, pixels: number, shapes: { heart: Path2D; star: Path2D }) {
  const scale = pixels / HEART_ANIMATION_SIZE;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, pixels, pixels);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);

  for (const sprite of frame.floaters) drawSprite(ctx, shapes.heart, sprite);

  for (const ring of frame.rings) {
    ctx.save();
    ctx.globalAlpha = ring.alpha;
    ctx.translate(CENTER, CENTER);
    ctx.scale(ring.radius * 2, ring.radius * 2);
    ctx.lineWidth = 5 / (ring.radius * 2);
    ctx.strokeStyle = '#f43f5e';
    ctx.stroke(shapes.heart);
    ctx.restore();
  }

  // The big heart: a glow, a rosy gradient, a soft shine.
  const width = HEART_WIDTH * frame.heartScale;
  ctx.save();
  ctx.translate(CENTER, CENTER);
  ctx.scale(width, width);
  ctx.shadowColor = 'rgba(244, 63, 94, 0.55)';
  ctx.shadowBlur = 90 * frame.glow * scale;
  const fill = ctx.createRadialGradient(-0.18, -0.2, 0.02, 0, 0, 0.7);
  fill.addColorStop(0, '#fda4af');
  fill.addColorStop(0.45, '#f43f5e');
  fill.addColorStop(1, '#be123c');
  ctx.fillStyle = fill;
  ctx.fill(shapes.heart);
  ctx.shadowBlur = 0;
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.ellipse(-0.22, -0.2, 0.1, 0.05, -0.7, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  for (const sprite of frame.sparkles) drawSprite(ctx, shapes.star, sprite);
  for (const sprite of frame.burst) drawSprite(ctx, shapes.heart, sprite);
}

export default function HeartAnimation({ burst = false }: { burst?: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const burstStart = useRef<number | null>(null);

  useEffect(() => {
    if (burst && burstStart.current === null) burstStart.current = performance.now();
  }, [burst]);

  useEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!box || !canvas || !ctx) return;

    const shapes = { heart: heartPath(), star: starPath() };
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let pixels = 0;
    let raf = 0;
    let lastDrawn = -1;
    const began = performance.now();

    const frameAt = (now: number): HeartFrame => {
      const index = Math.floor(((now - began) * HEART_ANIMATION_FPS) / 1000);
      const age = burstStart.current === null ? null : Math.floor(((now - burstStart.current) * HEART_ANIMATION_FPS) / 1000);
      return heartFrame(reduced.matches ? 0 : index, reduced.matches ? null : age);
    };

    const fit = () => {
      const side = Math.max(0, Math.floor(Math.min(box.clientWidth, box.clientHeight)));
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      pixels = Math.round(side * ratio);
      canvas.width = pixels;
      canvas.height = pixels;
      canvas.style.width = `${side}px`;
      canvas.style.height = `${side}px`;
      lastDrawn = -1;
      if (pixels > 0) draw(ctx, frameAt(performance.now()), pixels, shapes);
    };

    const tick = (now: number) => {
      raf = requestAnimationFrame(tick);
      if (reduced.matches || pixels === 0) return;
      // 30 fps: draw only when the frame index changes.
      const index = Math.floor(((now - began) * HEART_ANIMATION_FPS) / 1000);
      if (index === lastDrawn) return;
      lastDrawn = index;
      draw(ctx, frameAt(now), pixels, shapes);
    };

    const observer = new ResizeObserver(fit);
    observer.observe(box);
    fit();
    raf = requestAnimationFrame(tick);
    const onMotionChange = () => fit();
    reduced.addEventListener('change', onMotionChange);
    return () => {
      cancelAnimationFrame(raf);
      observer.disconnect();
      reduced.removeEventListener('change', onMotionChange);
    };
  }, []);

  return (
    <div ref={boxRef} className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
      <canvas ref={canvasRef} data-testid="heart-animation" className="block" />
    </div>
  );
}
