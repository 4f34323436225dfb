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
    expect(toastStore.getSnapshot().map((t) => [t.type, t.message])).toEqual([['loading', 'Menghapus...']]);
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

  it('keeps an updated toast in its place for its full time again', () => {
    toast.success('Menyimpan 1', { id: 'save' });
    toast('lain');
    vi.advanceTimersByTime(TOAST_SUCCESS_MS - 500);
    toast.success('Menyimpan 2', { id: 'save' });
    expect(shown()).toEqual(['lain', 'Menyimpan 2']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['lain', 'Menyimpan 2']);
    vi.advanceTimersByTime(TOAST_SUCCESS_MS - 1000);
    expect(shown()).toEqual(['lain']);
  });

  it('shows a blank toast for 4 s and an icon given in place of its mark', () => {
    toast('Tautan disalin', { icon: '📋' });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: 'blank', message: 'Tautan disalin', icon: '📋', visible: true });
    vi.advanceTimersByTime(3999);
    expect(shown()).toEqual(['Tautan disalin']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('dismisses one toast, or all, fading them before they go', () => {
    toast.loading('satu', { id: 'a' });
    toast.loading('dua', { id: 'b' });
    toast.loading('tiga', { id: 'c' });
    toast.dismiss('b');
    expect(shown()).toEqual(['tiga', 'satu']);
    expect(toastStore.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(toastStore.getSnapshot().map((t) => t.id)).toEqual(['c', 'a']);
    toast.dismiss();
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(TOAST_FADE_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(2);
    // Dismissing a fading toast again does not keep it longer.
    toast.dismiss('a');
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('counts only the visible toasts against the limit', () => {
    for (let i = 1; i <= TOAST_MAX; i++) toast.loading(`pesan ${i}`);
    toast.dismiss(toastStore.getSnapshot()[0]!.id);
    toast.loading('baru');
    expect(shown()).toHaveLength(TOAST_MAX);
    expect(shown().at(-1)).toBe('pesan 1');
  });

  it('tells its listeners of each change until they stop listening', () => {
    const listener = vi.fn();
    const stop = toastStore.subscribe(listener);
    toast('satu');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    toast('dua');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
