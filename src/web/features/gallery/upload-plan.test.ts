import { describe, expect, it } from 'vitest';
import { checkUpload, numberedTitles } from './upload-plan';

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
