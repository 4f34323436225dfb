/// <reference lib="webworker" />
import { HeartPainter, type HeartMessage } from './heart-painter';

// The heart animation's painter in a worker of its own (decision 020): the page hands it the canvas
// (transferControlToOffscreen) and its messages; every frame is drawn and shown off the main thread,
// so the opening page's start-up and the slide control never wait for it.

declare const self: DedicatedWorkerGlobalScope;

let painter: HeartPainter | null = null;
let playing = false;

/** requestAnimationFrame where a worker has it (it runs in step with the display), else a 30 fps timer. */
const nextFrame = (callback: (now: number) => void) =>
  typeof self.requestAnimationFrame === 'function'
    ? self.requestAnimationFrame(callback)
    : self.setTimeout(() => callback(performance.now()), 1000 / 30);

function loop(now: number): void {
  painter?.tick(now);
  nextFrame(loop);
}

self.onmessage = (event: MessageEvent<{ type: 'canvas'; canvas: OffscreenCanvas } | HeartMessage>) => {
  const message = event.data;
  if (message.type === 'canvas') {
    const ctx = message.canvas.getContext('2d');
    if (ctx) painter = new HeartPainter(ctx, performance.now());
    return;
  }
  painter?.receive(message, performance.now());
  if (message.type === 'play' && !playing) {
    playing = true;
    nextFrame(loop);
  }
};
