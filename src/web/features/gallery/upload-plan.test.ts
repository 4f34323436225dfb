import { describe, expect, it } from 'vitest';
import { checkUpload, isTooLarge, numberedTitles, photoTitles, titleFromFileName } from './upload-plan';

describe('checkUpload', () => {
  it('needs a folder before anything else', () => {
    expect(checkUpload(null, 0)).toBe('folderMissing');
    expect(checkUpload(undefined, 2)).toBe('folderMissing');
    expect(checkUpload(0, 2)).toBe('folderMissing');
  });

  it('then at least one photo; the title may be left empty (docs/product.md §22)', () => {
    expect(checkUpload(3, 0)).toBe('noPhoto');
    expect(checkUpload(3, 1)).toBe('ok');
  });
});

describe('isTooLarge', () => {
  it('refuses a photo over 25 MB, and takes one of exactly 25 MB', () => {
    expect(isTooLarge({ size: 25 * 1024 * 1024 })).toBe(false);
    expect(isTooLarge({ size: 25 * 1024 * 1024 + 1 })).toBe(true);
  });
});

describe('photoTitles', () => {
  it("an empty title: each photo takes its file's name without the extension", () => {
    expect(photoTitles('  ', ['IMG_2041.HEIC', 'pantai.sore.jpg', '.jpg'], 'Foto')).toEqual(['IMG_2041', 'pantai.sore', 'Foto']);
    expect(titleFromFileName(`${'n'.repeat(120)}.jpg`, 'Foto', 100)).toHaveLength(100);
  });

  it('a title typed: shared and numbered as before', () => {
    expect(photoTitles('Liburan', ['a.jpg', 'b.jpg'], 'Foto')).toEqual(['Liburan 1', 'Liburan 2']);
    expect(photoTitles('Liburan', ['a.jpg'], 'Foto')).toEqual(['Liburan']);
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
