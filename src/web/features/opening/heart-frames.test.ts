import { describe, expect, it } from 'vitest';
import { HEART_ANIMATION_FRAMES, HEART_ANIMATION_SIZE } from '@shared/constants';
import { BURST_FRAMES, heartFrame, heartOutline } from './heart-frames';

describe('heart animation frames (docs/product.md §1: 30 fps, 362 frames, 1080x1080)', () => {
  it('depends on the frame index only, not on the frames drawn before', () => {
    const first = heartFrame(123);
    heartFrame(5, 10);
    heartFrame(300);
    expect(heartFrame(123)).toEqual(first);
  });

  it('moves from frame to frame, and its loop is the whole 362 frames, not a part of it', () => {
    expect(heartFrame(124)).not.toEqual(heartFrame(123));
    // 362 = 2 × 181: a loop repeating sooner would repeat at frame 181 or at frame 2.
    expect(heartFrame(HEART_ANIMATION_FRAMES / 2)).not.toEqual(heartFrame(0));
    expect(heartFrame(2)).not.toEqual(heartFrame(0));
  });

  it('loops seamlessly: frame 362 is frame 0, and the step across the seam is as small as any other', () => {
    expect(heartFrame(HEART_ANIMATION_FRAMES)).toEqual(heartFrame(0));
    expect(heartFrame(-1)).toEqual(heartFrame(HEART_ANIMATION_FRAMES - 1));
    const step = (a: number, b: number) => {
      const fa = heartFrame(a).floaters;
      const fb = heartFrame(b).floaters;
      // Floaters that wrap from top to bottom jump by design (they are invisible there); compare the rest.
      return Math.max(...fa.map((f, i) => (Math.abs(f.y - fb[i]!.y) > 500 ? 0 : Math.abs(f.x - fb[i]!.x))));
    };
    expect(step(HEART_ANIMATION_FRAMES - 1, 0)).toBeLessThan(step(100, 101) * 3 + 1);
  });

  it('beats: the heart grows and shrinks within the loop', () => {
    const scales = Array.from({ length: HEART_ANIMATION_FRAMES }, (_, i) => heartFrame(i).heartScale);
    expect(Math.min(...scales)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...scales)).toBeGreaterThan(1.05);
  });

  it('keeps the sparkles inside the 1080x1080 frame', () => {
    for (const frame of [0, 90, 181, 300]) {
      for (const s of heartFrame(frame).sparkles) {
        expect(s.x).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(HEART_ANIMATION_SIZE);
        expect(s.y).toBeGreaterThan(0);
        expect(s.y).toBeLessThan(HEART_ANIMATION_SIZE);
      }
    }
  });

  it('bursts only after the slide succeeds, and for a limited time', () => {
    expect(heartFrame(10).burst).toEqual([]);
    expect(heartFrame(10, 5).burst.length).toBeGreaterThan(10);
    expect(heartFrame(10, BURST_FRAMES).burst).toEqual([]);
  });

  it('draws a heart outline fitted to width 1', () => {
    const outline = heartOutline(64);
    const xs = outline.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(1, 2);
  });
});
