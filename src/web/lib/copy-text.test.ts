import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  it('uses the clipboard when it takes the text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const copySelection = vi.fn(() => true);
    await expect(copyText('https://a.example/?k=1', { writeText, copySelection })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://a.example/?k=1');
    expect(copySelection).not.toHaveBeenCalled();
  });

  it('falls back to copying the selection when the clipboard refuses or is missing', async () => {
    const copySelection = vi.fn(() => true);
    await expect(copyText('x', { writeText: () => Promise.reject(new Error('denied')), copySelection })).resolves.toBe('copied');
    await expect(copyText('x', { copySelection })).resolves.toBe('copied');
    expect(copySelection).toHaveBeenCalledTimes(2);
  });

  it('asks for a copy by hand when nothing worked', async () => {
    await expect(copyText('x', { copySelection: () => false })).resolves.toBe('manual');
    await expect(
      copyText('x', {
        copySelection: () => {
          throw new Error('no execCommand');
        },
      }),
    ).resolves.toBe('manual');
  });
});
