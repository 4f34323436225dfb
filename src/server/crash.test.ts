import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';
import { runCrashTest } from './test-support/crash-run.js';

// Crash safety: kill -9 during uploads and writes (decision 016). A few iterations here; `npm run chaos`
// runs more (scripts/chaos.ts). The seed is printed on failure so a run can be repeated.

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-crash-media-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

it(
  'survives kill -9 during uploads and writes: integrity ok, no acknowledged write lost, no orphan after the sweep',
  { timeout: 90_000 },
  async () => {
    execFileSync(path.join(projectRoot(), 'node_modules/.bin/tsx'), [path.join(projectRoot(), 'scripts/make-test-media.ts'), mediaDir], {
      stdio: 'ignore',
    });
    const report = await runCrashTest({ iterations: 3, videoFile: path.join(mediaDir, 'video.mp4') });
    const summary = JSON.stringify({ ...report, orphansSwept: report.orphansSwept.length }, null, 1);

    expect(report.violations, summary).toEqual([]);
    expect(report.integrity, summary).toEqual(['ok', 'ok', 'ok']);
    expect(report.requests.acknowledged, summary).toBeGreaterThan(10);
    expect(report.requests.serverErrors, summary).toBe(0);
    expect(report.checked, summary).toBeGreaterThan(0);
    expect(report.filesWithoutRow, summary).toEqual([]);
    expect(report.rowsWithoutFile, summary).toEqual([]);
  },
);
