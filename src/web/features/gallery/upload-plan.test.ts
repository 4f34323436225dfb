import { describe, expect, it } from 'vitest';
import { checkUpload, numberedTitles, runEach } from './upload-plan';

describe('checkUpload', () => {
  it('needs a folder before anything else', () => {
    expect(checkUpload(null, '', 0)).toBe('folderMissing');
    expect(checkUpload(undefined, 'Liburan', 2)).toBe('folderMissing');
    expect(checkUpload(0, 'Liburan', 2)).toBe('folderMissing');
  });

  it('then a title that is not blank and at least one photo', () => {
    expect(checkUpload(3, '   ', 1)).toBe('required');
    expect(checkUpload(3, 'Liburan', 0)).toBe('required');
    expect(checkUpload(3, 'Liburan', 1)).toBe('ok');
  });
});

describe('numberedTitles', () => {
  it('keeps the title for one photo and numbers several', () => {
    expect(numberedTitles(' Liburan ', 1)).toEqual(['Liburan']);
    expect(numberedTitles('Liburan', 2)).toEqual(['Liburan 1', 'Liburan 2']);
    expect(numberedTitles('Liburan', 0)).toEqual([]);
  });

  it('shortens the title so the number still fits the limit', () => {
    const titles = numberedTitles('x'.repeat(100), 12, 100);
    expect(titles.every((title) => title.length <= 100)).toBe(true);
    expect(titles[11]).toBe(`${'x'.repeat(97)} 12`);
    expect(numberedTitles('y'.repeat(120), 1, 100)[0]).toHaveLength(100);
  });
});

describe('runEach', () => {
  it('runs every item, keeps their order, and a failure does not stop the others', async () => {
    let running = 0;
    let peak = 0;
    const results = await runEach([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (6 - n)));
      running -= 1;
      if (n === 2) throw new Error('two');
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 10 });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('two') });
  });

  it('returns nothing for no items', async () => {
    expect(await runEach([], 2, async () => 1)).toEqual([]);
  });
});
