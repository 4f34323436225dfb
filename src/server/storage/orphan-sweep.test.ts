import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { ORPHAN_MIN_AGE_MS, startOrphanSweep, sweepOrphans } from './orphan-sweep.js';

const t = useTestApp();
const stored = (relative: string) => path.join(t.dataDir, 'storage/app/public', relative);
const HOUR_AGO = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);

/** A file under storage that no media_files row names, last changed at `modified`. */
function orphan(relative: string, modified = HOUR_AGO): string {
  fs.mkdirSync(path.dirname(stored(relative)), { recursive: true });
  fs.writeFileSync(stored(relative), 'left by a crash');
  fs.utimesSync(stored(relative), modified, modified);
  return relative;
}

async function recordedPaths(): Promise<string[]> {
  return [...(await t.app.ctx.repos.media.allPaths())];
}

describe('orphan sweep', () => {
  it('removes unrecorded files older than an hour; keeps young ones and every recorded file', async () => {
    const recorded = await recordedPaths();
    expect(recorded.length).toBeGreaterThan(0); // the default track
    for (const p of recorded) fs.utimesSync(stored(p), HOUR_AGO, HOUR_AGO);
    const old = [orphan('gallery/aaaa.jpg'), orphan('videos/bbbb.mp4')];
    const young = orphan('covers/cccc.jpg', new Date());

    const report = await sweepOrphans(t.app.ctx);

    expect(report.removed.sort()).toEqual(old.sort());
    expect(report.checked).toBe(recorded.length + 3);
    for (const p of old) expect(fs.existsSync(stored(p))).toBe(false);
    for (const p of [...recorded, young]) expect(fs.existsSync(stored(p))).toBe(true);
  });

  it('with no age threshold removes every unrecorded file, however young', async () => {
    const young = orphan('covers/dddd.jpg', new Date());
    const report = await sweepOrphans(t.app.ctx, 0);
    expect(report.removed).toEqual(expect.arrayContaining([young]));
    expect(fs.existsSync(stored(young))).toBe(false);
  });

  it('sweeps at start and on its timer, logs what it removed, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const info = vi.fn();
      const log = { info, debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
      const first = orphan('gallery/eeee.jpg');
      const sweeper = startOrphanSweep(t.app.ctx, log, { everyMs: 1000 });
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect(info.mock.calls[0]?.[0]).toEqual({ removed: 1, paths: [first] });

      const second = orphan('gallery/ffff.jpg');
      vi.advanceTimersByTime(1000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
      expect(info.mock.calls[1]?.[0]).toEqual({ removed: 1, paths: [second] });

      await sweeper.stop();
      const third = orphan('gallery/gggg.jpg');
      vi.advanceTimersByTime(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(info).toHaveBeenCalledTimes(2);
      expect(fs.existsSync(stored(third))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
