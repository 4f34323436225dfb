import { useEffect, useRef } from 'react';
import { onLoadingScreenLifted } from '@/lib/loading-screen';
import { heartColoursFrom } from './heart-frames';
import { HeartPainter, type HeartMessage } from './heart-painter';

// The opening's heart animation (docs/product.md §1: 30 fps, 362 frames, 1080x1080) on a canvas scaled to fit
// the space it is given, looping once the loading screen has lifted (under it nobody sees it, and the
// app's start-up keeps the main thread). Loaded as its own chunk after the page has painted.
// Where the browser can, the canvas is handed to a worker that draws every frame off the main thread
// (heart-worker.ts, decision 020); otherwise the same painter runs here. With prefers-reduced-motion it
// shows one still frame.

const MAX_PIXEL_RATIO = 2;

/** Sends messages to the painter, in a worker or in the page. */
interface Driver {
  send(message: HeartMessage): void;
  stop(): void;
}

function workerDriver(canvas: HTMLCanvasElement): Driver | null {
  if (typeof Worker === 'undefined' || typeof canvas.transferControlToOffscreen !== 'function') return null;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./heart-worker.ts', import.meta.url));
    worker.postMessage({ type: 'canvas', canvas: offscreen }, [offscreen]);
    return { send: (message) => worker.postMessage(message), stop: () => worker.terminate() };
  } catch (error) {
    console.error('heart animation worker failed', error);
    return null;
  }
}

function pageDriver(canvas: HTMLCanvasElement): Driver | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const painter = new HeartPainter(ctx, performance.now());
  let raf = 0;
  const tick = (now: number) => {
    raf = requestAnimationFrame(tick);
    painter.tick(now);
  };
  return {
    send(message) {
      painter.receive(message, performance.now());
      if (message.type === 'play' && raf === 0) raf = requestAnimationFrame(tick);
    },
    stop: () => cancelAnimationFrame(raf),
  };
}

export default function HeartAnimation({ burst = false }: { burst?: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const driverRef = useRef<Driver | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // A canvas of this effect's own: a canvas handed to a worker cannot be handed again.
    const canvas = document.createElement('canvas');
    canvas.dataset.testid = 'heart-animation';
    canvas.className = 'block';
    box.append(canvas);
    const driver = workerDriver(canvas) ?? pageDriver(canvas);
    driverRef.current = driver;
    if (!driver) return () => canvas.remove();

    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    driver.send({ type: 'reduced-motion', reduced: reduced.matches });
    // The gift's theme paints the heart in its own colours; a worker cannot read the page's styles.
    const style = getComputedStyle(document.documentElement);
    if (style.getPropertyValue('--kado-heart-mid')) {
      driver.send({ type: 'colours', colours: heartColoursFrom((name) => style.getPropertyValue(name)) });
    }
    const fit = () => {
      const side = Math.max(0, Math.floor(Math.min(box.clientWidth, box.clientHeight)));
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.style.width = `${side}px`;
      canvas.style.height = `${side}px`;
      driver.send({ type: 'size', pixels: Math.round(side * ratio) });
    };
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    fit();
    const stopWaiting = onLoadingScreenLifted(() => driver.send({ type: 'play' }));
    const onMotionChange = () => driver.send({ type: 'reduced-motion', reduced: reduced.matches });
    reduced.addEventListener('change', onMotionChange);
    return () => {
      stopWaiting();
      observer.disconnect();
      reduced.removeEventListener('change', onMotionChange);
      driver.stop();
      driverRef.current = null;
      canvas.remove();
    };
  }, []);

  // After the set-up above (effects run in order), so a re-run set-up is told of a burst again.
  useEffect(() => {
    if (burst) driverRef.current?.send({ type: 'burst' });
  }, [burst]);

  return <div ref={boxRef} className="absolute inset-0 flex items-center justify-center" aria-hidden="true" />;
}
