import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBuilderProgress, writeBuilderProgress } from './builder-progress';

// Where the giver left the builder: what the builder writes, the hub's card reads back; anything else
// in the browser's storage (an older shape, a hand-edited value, a refusing storage) reads as 'not started'.

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('builder progress', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing before the builder has written', () => {
    expect(readBuilderProgress()).toBeNull();
  });

  it('reads back the step, whether the builder was finished, and the photos folder', () => {
    writeBuilderProgress({ step: 'music', finished: false, folderId: 12 });
    expect(readBuilderProgress()).toEqual({ step: 'music', finished: false, folderId: 12 });
    writeBuilderProgress({ step: 'share', finished: true, folderId: null });
    expect(readBuilderProgress()).toEqual({ step: 'share', finished: true, folderId: null });
  });

  it('reads a step it does not know, or no step, as not started', () => {
    localStorage.setItem('kado.builder', JSON.stringify({ step: 'quiz', finished: true, folderId: 3 }));
    expect(readBuilderProgress()).toBeNull();
    localStorage.setItem('kado.builder', JSON.stringify({ finished: true }));
    expect(readBuilderProgress()).toBeNull();
    localStorage.setItem('kado.builder', '{not json');
    expect(readBuilderProgress()).toBeNull();
  });

  it('takes only a true `finished` and a numeric folder', () => {
    localStorage.setItem('kado.builder', JSON.stringify({ step: 'photos', finished: 'yes', folderId: '7' }));
    expect(readBuilderProgress()).toEqual({ step: 'photos', finished: false, folderId: null });
  });

  it('goes on without a word when the storage refuses, and then reads nothing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => writeBuilderProgress({ step: 'names', finished: false, folderId: null })).not.toThrow();
    expect(readBuilderProgress()).toBeNull();
  });
});
