import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, useTestApp } from '../test-support/test-app.js';

// /metrics as Prometheus' own checker reads it (decision 056): `promtool check metrics` passes on the scrape of
// each of two processes on one database, before and after traffic, and every counter is there at 0 from the
// start, so `rate()` works from the first scrape. Without promtool (apt-get install -y prometheus) the test is
// skipped with a notice; where CI is set, it fails instead.
const PROMTOOL = '/usr/bin/promtool';
const hasPromtool = fs.existsSync(PROMTOOL);
if (!hasPromtool) console.log(`metrics-promtool.test.ts: skipped, ${PROMTOOL} is missing (apt-get install -y prometheus).`);

const TOKEN = 'metrics-token-for-promtool-0123456789';
const t = useTestApp({ metricsToken: TOKEN });

const COUNTERS = ['kado_uploads_total', 'kado_upload_bytes_total', 'kado_refused_attempts_total'];

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

function promtool(text: string): { code: number | null; output: string } {
  const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

describe('the metrics scrape', () => {
  it('has every counter at 0 before anything was counted', async () => {
    const text = await scrape();
    for (const counter of COUNTERS) {
      const series = text.split('\n').filter((line) => line.startsWith(`${counter}{`));
      expect(series.length, counter).toBeGreaterThan(0);
      expect(
        series.every((line) => line.endsWith(' 0')),
        series.join('\n'),
      ).toBe(true);
    }
    expect(text).toContain('kado_refused_attempts_total{kind="pin",reason="wrong"} 0');
    expect(text).toContain('kado_uploads_total{route="/api/gallery/create-photos",outcome="stored"} 0');
  });

  it.runIf(hasPromtool || process.env.CI)('passes promtool on two processes, before and after traffic', async () => {
    expect(hasPromtool, `${PROMTOOL} is missing and CI is set`).toBe(true);
    const fresh = promtool(await scrape());
    expect(fresh, fresh.output).toEqual({ code: 0, output: '' });
    await t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: '000000' }, remoteAddress: '10.1.1.1' });
    await t.app.inject({ method: 'GET', url: '/api/not-a-route' });
    const busy = promtool(await scrape());
    expect(busy, busy.output).toEqual({ code: 0, output: '' });
    // The second process: the same data, its own registry.
    const second = await buildApp(testConfig(t.dataDir, { metricsToken: TOKEN }));
    try {
      const other = promtool(await scrape(second.app));
      expect(other, other.output).toEqual({ code: 0, output: '' });
    } finally {
      await second.app.close();
    }
  });
});
