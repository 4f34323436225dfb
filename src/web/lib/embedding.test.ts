import { describe, expect, it } from 'vitest';
import { isInEditPagesFrame, type FrameWindow } from './embedding';

const framedIn = (pathname: string): FrameWindow => ({ self: {}, parent: { location: { pathname } } });

describe('isInEditPagesFrame', () => {
  it('is true in a frame of /edit-pages, with or without a trailing slash', () => {
    expect(isInEditPagesFrame(framedIn('/edit-pages'))).toBe(true);
    expect(isInEditPagesFrame(framedIn('/edit-pages/'))).toBe(true);
  });

  it('is false for a page that is not framed', () => {
    // The top window is its own parent.
    const parent = { location: { pathname: '/edit-pages' } };
    const win: FrameWindow = { self: parent, parent };
    expect(isInEditPagesFrame(win)).toBe(false);
  });

  it('is false in a frame of another page', () => {
    expect(isInEditPagesFrame(framedIn('/love-moment'))).toBe(false);
    expect(isInEditPagesFrame(framedIn('/edit-pages-old'))).toBe(false);
  });

  it('is false when the parent cannot be read (another origin)', () => {
    const win = {
      self: {},
      get parent(): FrameWindow['parent'] {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(isInEditPagesFrame(win)).toBe(false);
  });
});
