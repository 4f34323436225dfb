import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ERROR_MS, TOAST_MAX, TOAST_SUCCESS_MS } from '@shared/constants';
import { toast, toastStore, TOAST_FADE_MS } from './toast';

const shown = () =>
  toastStore
    .getSnapshot()
    .filter((t) => t.visible)
    .map((t) => t.message);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toast.remove();
    vi.useRealTimers();
  });

  it("keeps a success for the spec's 2 s and an error for 4 s, then fades and removes them", () => {
    toast.success('Data berhasil disimpan!');
    toast.error('Gagal menyimpan data.');
    expect(shown()).toEqual(['Gagal menyimpan data.', 'Data berhasil disimpan!']);
    vi.advanceTimersByTime(TOAST_SUCCESS_MS);
    expect(shown()).toEqual(['Gagal menyimpan data.']);
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_ERROR_MS - TOAST_SUCCESS_MS);
    expect(shown()).toEqual([]);
  });

  it('updates a toast with the same id in place: a loading toast becomes its result and then times out', () => {
    const id = toast.loading('Menghapus...');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['Menghapus...']);
    toast.success('Opsi dihapus', { id, duration: 1000 });
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([['success', 'Opsi dihapus']]);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
  });

  it(`shows at most ${TOAST_MAX}: the oldest fade out`, () => {
    for (let i = 1; i <= TOAST_MAX + 3; i++) toast.error(`pesan ${i}`);
    expect(shown()).toHaveLength(TOAST_MAX);
    expect(shown().at(-1)).toBe('pesan 4');
  });

  it('removes one toast at once, or all of them', () => {
    toast('satu', { id: 'a' });
    toast('dua', { id: 'b' });
    toast.remove('a');
    expect(toastStore.getSnapshot().map((t) => t.id)).toEqual(['b']);
    toast.remove();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
