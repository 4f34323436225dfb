import { describe, expect, it } from 'vitest';
import { clampProgress, dragProgress, progressPercent, reachesThreshold, releasedProgress, slideKey, trackLength } from './slide-logic';

describe('slide logic (docs/product.md §4)', () => {
  it('makes the track 55 % of the control', () => {
    expect(trackLength(320)).toBeCloseTo(176);
    expect(trackLength(400)).toBeCloseTo(220);
    expect(trackLength(-5)).toBe(0);
  });

  it('turns a drag into progress along the track, stopping at both ends', () => {
    const track = trackLength(400); // 220 px
    expect(dragProgress(0, 110, track)).toBeCloseTo(0.5);
    expect(dragProgress(0, 165, track)).toBeCloseTo(0.75);
    expect(dragProgress(0, 1000, track)).toBe(1);
    expect(dragProgress(0, -40, track)).toBe(0);
    expect(dragProgress(0.5, -55, track)).toBeCloseTo(0.25);
    expect(dragProgress(0.3, 50, 0)).toBe(0.3);
  });

  it('clamps progress to 0..1', () => {
    expect(clampProgress(-0.2)).toBe(0);
    expect(clampProgress(1.7)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(0.42)).toBe(0.42);
  });

  it('succeeds at 75 % or more of the track, and only then', () => {
    expect(reachesThreshold(0.7499)).toBe(false);
    expect(reachesThreshold(0.75)).toBe(true);
    expect(reachesThreshold(1)).toBe(true);
    const track = trackLength(400);
    expect(reachesThreshold(dragProgress(0, 164, track))).toBe(false);
    expect(reachesThreshold(dragProgress(0, 165, track))).toBe(true);
  });

  it('springs back to the start below the threshold, and stays at the end above it', () => {
    expect(releasedProgress(0.2)).toBe(0);
    expect(releasedProgress(0.74)).toBe(0);
    expect(releasedProgress(0.75)).toBe(1);
    expect(releasedProgress(0.9)).toBe(1);
  });

  it('moves by keyboard, completing once a step reaches the threshold', () => {
    expect(slideKey('ArrowRight', 0)).toEqual({ kind: 'move', progress: 0.1 });
    expect(slideKey('ArrowUp', 0.3)).toEqual({ kind: 'move', progress: 0.4 });
    expect(slideKey('ArrowLeft', 0.3)).toEqual({ kind: 'move', progress: 0.2 });
    expect(slideKey('ArrowDown', 0)).toEqual({ kind: 'move', progress: 0 });
    expect(slideKey('ArrowRight', 0.6)).toEqual({ kind: 'move', progress: 0.7 });
    expect(slideKey('ArrowRight', 0.7)).toEqual({ kind: 'complete' });
    expect(slideKey('PageUp', 0.5)).toEqual({ kind: 'complete' });
    expect(slideKey('PageDown', 0.5)).toEqual({ kind: 'move', progress: 0.25 });
    expect(slideKey('Home', 0.6)).toEqual({ kind: 'move', progress: 0 });
    expect(slideKey('End', 0)).toEqual({ kind: 'complete' });
    expect(slideKey('Enter', 0)).toEqual({ kind: 'complete' });
    expect(slideKey(' ', 0)).toEqual({ kind: 'complete' });
    expect(slideKey('a', 0.4)).toEqual({ kind: 'ignore' });
  });

  it('reports progress as a whole percentage', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.756)).toBe(76);
    expect(progressPercent(2)).toBe(100);
  });
});
