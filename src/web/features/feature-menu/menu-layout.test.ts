import { describe, expect, it } from 'vitest';
import { menuItems, ringOffsets } from './menu-layout';

describe('menuItems', () => {
  it('keeps only the selected features, in the editor order, without Main Gift', () => {
    expect(menuItems(['letter', 'gift', 'gallery'])).toEqual(['gallery', 'letter']);
    expect(menuItems(['gift', 'gallery', 'todo', 'games', 'letter'])).toEqual(['gallery', 'todo', 'games', 'letter']);
    expect(menuItems([])).toEqual([]);
  });
});

describe('ringOffsets', () => {
  const HEART_RADIUS = 80;
  const ICON_SIZE = 90;

  it.each([1, 2, 3, 4, 5, 6])('places %i icons clear of the heart and of each other', (count) => {
    const offsets = ringOffsets(count);
    expect(offsets).toHaveLength(count);
    for (const { x, y } of offsets) expect(Math.hypot(x, y)).toBeGreaterThan(HEART_RADIUS + ICON_SIZE / 2);
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const a = offsets[i]!;
        const b = offsets[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(ICON_SIZE);
      }
    }
  });

  it('uses fixed, mirror-symmetric places for one to four icons', () => {
    expect(ringOffsets(1)).toEqual([{ x: 0, y: -170 }]);
    for (const count of [2, 3, 4]) {
      const offsets = ringOffsets(count);
      const mirrored = offsets.map(({ x, y }) => `${-x},${y}`).sort();
      expect(offsets.map(({ x, y }) => `${x},${y}`).sort()).toEqual(mirrored);
    }
  });

  it('gives nothing for no icons, and copies so callers cannot change the table', () => {
    expect(ringOffsets(0)).toEqual([]);
    ringOffsets(1)[0]!.x = 999;
    expect(ringOffsets(1)[0]!.x).toBe(0);
  });
});
