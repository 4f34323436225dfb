import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { isStored, putStored } from '../../test-support/stored-media.js';
import { ORPHAN_MIN_AGE_MS, startOrphanSweep, sweepOrphans } from './orphan-sweep.js';

// Runs on the store the tests are given (KADO_TEST_MEDIA_STORE): a bucket's objects cannot be
// back-dated, so age is shown by sweeping "an hour later" rather than by old files.
const t = useTestApp();
const AN_HOUR_LATER = () => Date.now() + ORPHAN_MIN_AGE_MS + 60_000;

/** A stored file that no media_files row names, as a crash leaves it. */
async function orphan(relative: string): Promise<string> {
  await putStored(t.app, t.dataDir, relative, Buffer.from('left by a crash'));
  return relative;
}

async function recordedPaths(): Promise<string[]> {
  return [...(await t.app.ctx.repos.media.allPaths())];
}

describe('orphan sweep', () => {
  it('keeps unrecorded files younger than an hour; an hour later removes them and keeps every recorded file', async () => {
    const recorded = await recordedPaths();
    expect(recorded.length).toBeGreaterThan(0); // the default track
    const orphans = [await orphan('gallery/aaaa.jpg'), await orphan('videos/bbbb.mp4')];

    const now = await sweepOrphans(t.app.ctx);
    expect(now).toEqual({ checked: recorded.length + 2, removed: [] });
    for (const p of orphans) expect(await isStored(t.app, p)).toBe(true);

    const later = await sweepOrphans(t.app.ctx, ORPHAN_MIN_AGE_MS, AN_HOUR_LATER());
    expect(later.removed.sort()).toEqual(orphans.sort());
    for (const p of orphans) expect(await isStored(t.app, p)).toBe(false);
    for (const p of recorded) expect(await isStored(t.app, p)).toBe(true);
  });

  it('with no age threshold removes every unrecorded file, however young', async () => {
    const young = await orphan('covers/dddd.jpg');
    const report = await sweepOrphans(t.app.ctx, 0);
    expect(report.removed).toEqual(expect.arrayContaining([young]));
    expect(await isStored(t.app, young)).toBe(false);
  });

  it('sweeps at start and on its timer, logs what it removed, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const info = vi.fn();
      const log = { info, debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
      const first = await orphan('gallery/eeee.jpg');
      const sweeper = startOrphanSweep(t.app.ctx, log, { everyMs: 1000, minAgeMs: 0 });
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(info.mock.calls[0]?.[0]).toEqual({ removed: 1, paths: [first] });

      const second = await orphan('gallery/ffff.jpg');
      vi.advanceTimersByTime(1000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
      expect(info.mock.calls[1]?.[0]).toEqual({ removed: 1, paths: [second] });

      await sweeper.stop();
      const third = await orphan('gallery/gggg.jpg');
      vi.advanceTimersByTime(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(info).toHaveBeenCalledTimes(2);
      expect(await isStored(t.app, third)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
