import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-root.js';
import { useTestApp } from '../../test-support/test-app.js';
import { OPERATION_SUMMARIES } from './operation-summaries.js';
import { OPS_ROUTES } from './ops-operations.js';

// The served API description as other tools read it (decision 056): Redocly's recommended rules pass with no error,
// in one-gift and many-gifts mode. Without Redocly's CLI (a devDependency) the test is skipped with a notice;
// where CI is set, it fails instead.
const REDOCLY = path.join(projectRoot(), 'node_modules', '.bin', 'redocly');
const hasRedocly = fs.existsSync(REDOCLY);
if (!hasRedocly) console.log(`openapi-lint.test.ts: skipped, ${REDOCLY} is missing (npm install).`);

interface LintResult {
  code: number | null;
  errors: string[];
  warnings: string[];
}

/** `redocly lint --extends recommended` on the document, its problems by severity. */
function lint(document: string): LintResult {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-redocly-'));
  try {
    const file = path.join(folder, 'openapi.json');
    fs.writeFileSync(file, document);
    const run = spawnSync(REDOCLY, ['lint', '--extends', 'recommended', '--format', 'json', file], {
      encoding: 'utf8',
      cwd: folder,
      // No telemetry and no update check: the test stays on this machine.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      timeout: 60_000,
    });
    const start = run.stdout.indexOf('{');
    const report = JSON.parse(start >= 0 ? run.stdout.slice(start) : '{"problems":[]}') as {
      problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
    };
    const text = (severity: string) =>
      report.problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    return { code: run.status, errors: text('error'), warnings: text('warn') };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const lintable = hasRedocly || Boolean(process.env.CI);

describe("Redocly's recommended rules on the served description", () => {
  const t = useTestApp();

  it.runIf(lintable)('pass with no error for one gift', { timeout: 90_000 }, async () => {
    expect(hasRedocly, `${REDOCLY} is missing and CI is set`).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const result = lint(res.body);
    expect(result.errors).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('gives every operation a summary and a tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([where, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ where: `${m} ${where}`, op })),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter(({ op }) => !op.summary || !op.tags?.length).map(({ where }) => where)).toEqual([]);
    // No summary is left for a route that is gone.
    const routes = new Set([...OPS_ROUTES, ...t.app.ctx.routeTable].map((r) => `${r.method} ${r.url}`));
    // The console's routes (the operator's, sign-up's) are registered with BASE_DOMAIN only.
    const operator = (key: string) => key.includes('/api/operator/') || key.includes('/api/signup');
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !routes.has(key) && !operator(key))).toEqual([]);
  });
});

describe('the operations endpoints in the description', () => {
  const t = useTestApp({ metricsToken: 'metrics-token-for-the-description-0123' });

  it('describes /healthz, /readyz and /metrics as they answer (decision 038)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    }>();
    expect(Object.keys(document.paths['/healthz']?.get?.responses ?? {})).toContain('200');
    expect(Object.keys(document.paths['/readyz']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
    expect(document.paths['/metrics']?.get?.security).toEqual([{ metricsToken: [] }]);
    expect(Object.keys(document.paths['/metrics']?.get?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    // What they answer is what the description says.
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-description-0123' },
    });
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe("Redocly's recommended rules on the served description (many gifts)", () => {
  const t = useTestApp({ baseDomain: 'kado.test' });

  it.runIf(lintable)("pass with no error, the console's routes included", { timeout: 90_000 }, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'kado.test' } });
    expect(res.statusCode).toBe(200);
    expect(lint(res.body).errors).toEqual([]);
  });

  it("is served on the console's host and on a private gift without its key, as docs/operations.md says", async () => {
    const gift = await t.gift('private-docs');
    for (const url of ['/api/openapi.json', '/api/docs']) {
      for (const headers of [{ host: 'kado.test' }, gift.anonymous]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} on ${headers.host}`).toBe(200);
      }
    }
    // Nothing else of the gift opens: its API stays closed to a stranger, the console's host serves no gift.
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.anonymous })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: { host: 'kado.test' } })).statusCode).toBe(404);
  });
});
