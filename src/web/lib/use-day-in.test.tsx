import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDayIn } from './use-day-in';

// The time capsule's day turns at midnight of the gift's calendar without a reload (decision 028): by a timer to the
// next midnight, and by a fresh look when the page is shown again (a sleeping phone delays its timers).

function Day({ zone }: { zone: string }) {
  return <p>{useDayIn(zone)}</p>;
}

function showPage(visibility: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useDayIn', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("turns to the next day at the zone's midnight, and again a day later", () => {
    vi.setSystemTime(new Date('2026-11-26T16:59:58.000Z')); // 23:59:58 in Jakarta
    render(<Day zone="Asia/Jakarta" />);
    expect(screen.getByText('2026-11-26')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2026-11-26')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_300));
    expect(screen.getByText('2026-11-27')).toBeTruthy();
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(screen.getByText('2026-11-28')).toBeTruthy();
  });

  it('looks again when the page is shown, not while it is hidden', () => {
    vi.setSystemTime(new Date('2026-11-26T05:00:00.000Z'));
    render(<Day zone="Asia/Jakarta" />);
    // The phone slept past midnight: its timer has not fired.
    vi.setSystemTime(new Date('2026-11-26T18:00:00.000Z'));
    showPage('hidden');
    expect(screen.getByText('2026-11-26')).toBeTruthy();
    showPage('visible');
    expect(screen.getByText('2026-11-27')).toBeTruthy();
  });

  it("follows a change of the gift's zone at once", () => {
    vi.setSystemTime(new Date('2026-11-26T18:00:00.000Z')); // 01:00 on the 27th in Jakarta, 18:00 on the 26th in London
    const view = render(<Day zone="Asia/Jakarta" />);
    expect(screen.getByText('2026-11-27')).toBeTruthy();
    view.rerender(<Day zone="Europe/London" />);
    expect(screen.getByText('2026-11-26')).toBeTruthy();
  });

  it('stops looking once the page has gone', () => {
    vi.setSystemTime(new Date('2026-11-26T16:59:58.000Z'));
    const view = render(<Day zone="Asia/Jakarta" />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
