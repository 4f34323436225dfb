import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logged } from '@/testing/server';
import { toastStore, useLoadFailure } from './toast';

// A page's failed read (decision 095): logged as '{request} failed' (docs/product.md §8), and its words, where the
// spec gives some, shown as one error toast per request and words however often the page asks.

const shown = () => toastStore.getSnapshot().map(({ type, message }) => `${type} ${message}`);

describe('useLoadFailure', () => {
  it('says nothing while the read has not failed', () => {
    renderHook(() => useLoadFailure({ isError: false, error: null }, 'GET /api/wishes', 'Gagal memuat harapan'));
    expect(logged).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('logs the failed request and shows its words once, even when two parts of the page read the same list', () => {
    const query = { isError: true, error: new Error('offline') };
    renderHook(() => useLoadFailure(query, 'GET /api/wishes', 'Gagal memuat harapan'));
    const { rerender } = renderHook(() => useLoadFailure(query, 'GET /api/wishes', 'Gagal memuat harapan'));
    rerender();
    expect(logged[0]).toBe('GET /api/wishes failed Error: offline');
    expect(shown()).toEqual(['error Gagal memuat harapan']);
  });

  it('tells a read that fails after the page has shown (the usual way: loading first)', () => {
    const { rerender } = renderHook(
      (query: { isError: boolean; error: unknown }) => useLoadFailure(query, 'GET /api/wishes', 'Gagal memuat'),
      {
        initialProps: { isError: false, error: null as unknown },
      },
    );
    expect(shown()).toEqual([]);
    rerender({ isError: true, error: new Error('offline') });
    expect(logged).toEqual(['GET /api/wishes failed Error: offline']);
    expect(shown()).toEqual(['error Gagal memuat']);
  });

  it('only logs where the spec gives no words for it', () => {
    renderHook(() => useLoadFailure({ isError: true, error: new Error('500') }, 'GET /api/reactions'));
    expect(logged).toEqual(['GET /api/reactions failed Error: 500']);
    expect(shown()).toEqual([]);
  });

  it('shows each request its own toast', () => {
    const query = { isError: true, error: new Error('offline') };
    renderHook(() => useLoadFailure(query, 'GET /api/wishes', 'Gagal memuat'));
    renderHook(() => useLoadFailure(query, 'GET /api/replies', 'Gagal memuat'));
    expect(shown()).toEqual(['error Gagal memuat', 'error Gagal memuat']);
  });
});
