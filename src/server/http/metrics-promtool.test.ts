import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { projectRoot } from '../lib/project-root.js';
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
    // The outbox: every state there from the first scrape, and the oldest waiting mail's age.
    for (const state of ['waiting', 'sent', 'failed'])
      expect(text).toMatch(new RegExp(`^kado_mail_outbox_mails\\{state="${state}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^kado_mail_outbox_oldest_waiting_seconds [\d.]+$/m);
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

/** The alert rules docs/operations.md gives ("Health and metrics"): the yaml block that holds `groups:`. */
function documentedRules(): string {
  const doc = fs.readFileSync(path.join(projectRoot(), 'docs/operations.md'), 'utf8');
  const block = /```yaml\n(groups:[\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/operations.md has no ```yaml block of alert rules');
  return block;
}

/** Series that must fire each documented alert, and quiet ones that must not (promtool's unit tests of rules). */
const RULE_TESTS = `rule_files: [rules.yml]
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
      # Two processes report the same outbox: one mail made at minute 0 waits ever after.
      - series: 'kado_mail_outbox_oldest_waiting_seconds{instance="a"}'
        values: '0+60x40'
      - series: 'kado_mail_outbox_oldest_waiting_seconds{instance="b"}'
        values: '0+60x40'
      - series: 'kado_mail_outbox_mails{instance="a",state="failed"}'
        values: '0x20 1x20'
      # 100 replies a minute, 5 of them 500 from minute 10.
      - series: 'kado_http_request_duration_seconds_count{instance="a",route="/api/replies",method="POST",status_code="201"}'
        values: '0+100x40'
      - series: 'kado_http_request_duration_seconds_count{instance="a",route="/api/replies",method="POST",status_code="500"}'
        values: '0x10 0+5x30'
      - series: 'caddy_http_request_errors_total{instance="caddy",handler="reverse_proxy",server="srv0"}'
        values: '0x10 0+3x30'
    alert_rule_test:
      - { eval_time: 10m, alertname: KadoMailStuck, exp_alerts: [] }
      - eval_time: 25m
        alertname: KadoMailStuck
        exp_alerts:
          - exp_labels: { severity: warning }
            exp_annotations: { summary: "A mail has waited 25m 0s: is the SMTP server reachable? (journalctl -u kado: 'mail not sent')" }
      - { eval_time: 15m, alertname: KadoMailFailed, exp_alerts: [] }
      - eval_time: 25m
        alertname: KadoMailFailed
        exp_alerts:
          - exp_labels: { severity: warning }
            exp_annotations:
              summary: "A mail was given up after 10 tries in the last hour (GET /api/operator/mail shows the last error)"
      - { eval_time: 12m, alertname: KadoServerErrors, exp_alerts: [] }
      - eval_time: 30m
        alertname: KadoServerErrors
        exp_alerts:
          - exp_labels: { severity: critical }
            exp_annotations: { summary: "4.762% of Kado's replies are 5xx (journalctl -u kado)" }
      - { eval_time: 10m, alertname: CaddyBadGateway, exp_alerts: [] }
      - eval_time: 30m
        alertname: CaddyBadGateway
        exp_alerts:
          - exp_labels: { severity: critical }
            exp_annotations: { summary: "Caddy answers 502 for Kado: no process answers it (systemctl status 'kado@*')" }
`;

describe('the documented alert rules', () => {
  it.runIf(hasPromtool || process.env.CI)('pass promtool check rules, and fire on the series they are for', () => {
    expect(hasPromtool, `${PROMTOOL} is missing and CI is set`).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-rules-'));
    try {
      fs.writeFileSync(path.join(dir, 'rules.yml'), documentedRules());
      fs.writeFileSync(path.join(dir, 'tests.yml'), RULE_TESTS);
      const check = spawnSync(PROMTOOL, ['check', 'rules', 'rules.yml'], { cwd: dir, encoding: 'utf8' });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      expect(check.stdout).toContain('SUCCESS: 4 rules found');
      const test = spawnSync(PROMTOOL, ['test', 'rules', 'tests.yml'], { cwd: dir, encoding: 'utf8' });
      expect(test.status, `${test.stdout}${test.stderr}`).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
