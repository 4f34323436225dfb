import { describe, expect, it } from 'vitest';
import { folderIdFromPath, HUB_SECTIONS, previewPathOf, sectionFromParam } from './hub-sections';

describe('folderIdFromPath', () => {
  it('reads the last segment of a folder page as its id', () => {
    expect(folderIdFromPath('/folder/12')).toBe(12);
    expect(folderIdFromPath('/folder/7/')).toBe(7);
  });

  it('gives null when the last segment is not a positive whole number', () => {
    expect(folderIdFromPath('/gallery')).toBeNull();
    expect(folderIdFromPath('/')).toBeNull();
    expect(folderIdFromPath('')).toBeNull();
    expect(folderIdFromPath('/folder/0')).toBeNull();
    expect(folderIdFromPath('/folder/12abc')).toBeNull();
    expect(folderIdFromPath('/folder/-3')).toBeNull();
    expect(folderIdFromPath('/folder/1.5')).toBeNull();
    expect(folderIdFromPath('/folder/99999999999999999999')).toBeNull();
    expect(folderIdFromPath('blank')).toBeNull();
  });
});

describe('sections', () => {
  it("places 'Tampilan' (look) right after the first sections", () => {
    const ids = HUB_SECTIONS.map((section) => section.id);
    expect(ids.slice(0, 5)).toEqual(['opening', 'dateInput', 'daysOfLove', 'features', 'look']);
  });

  it('previews the pages the spec names', () => {
    expect(Object.fromEntries(HUB_SECTIONS.map((s) => [s.id, s.previewPath]))).toEqual({
      opening: '/',
      dateInput: '/date-input2',
      daysOfLove: '/days-of-love',
      features: '/features',
      look: '/',
      loveMoments: '/love-moment',
      gallery: '/gallery',
      quiz: '/games/quiz/list',
      mainGift: '/main-gift',
      music: '/features',
      ready: '/',
      share: '/',
      footsteps: '/',
      replies: '/reply',
      heartMoments: '/momen-hati',
      wishes: '/wishes',
      archive: '/',
    });
    expect(previewPathOf('gallery')).toBe('/gallery');
  });

  it('takes the section from the URL, falling back to the first', () => {
    expect(sectionFromParam('gallery')).toBe('gallery');
    expect(sectionFromParam('dateInput')).toBe('dateInput');
    expect(sectionFromParam(null)).toBe('opening');
    expect(sectionFromParam('nope')).toBe('opening');
    expect(sectionFromParam('toString')).toBe('opening');
  });
});
