import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';

// docs/operations.md followed literally (decision 056): what its commands and names say must be what the service
// does, for the parts a mistake there would cost an operator data or a night.
const guide = fs.readFileSync(path.join(projectRoot(), 'docs', 'operations.md'), 'utf8');
const metricsSource = fs.readFileSync(path.join(projectRoot(), 'src', 'server', 'http', 'metrics.ts'), 'utf8');
const section = (title: string) => {
  const start = guide.indexOf(`### ${title}`);
  expect(start, title).toBeGreaterThan(0);
  return guide.slice(start, guide.indexOf('\n### ', start + 4));
};
const shellBlocks = (text: string) => [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('docs/operations.md', () => {
  it("runs backup and restore with the service's environment file, and restores into the new database and bucket", () => {
    const [backup, restore] = shellBlocks(section('Backup and restore'));
    for (const block of [backup, restore]) expect(block).toContain('EnvironmentFile=/etc/kado/kado.env');
    expect(backup).toContain('npm run backup');
    expect(restore).toContain('npm run restore');
    expect(restore).toMatch(/DATABASE_URL=postgres:\/\/\S+/);
    expect(restore).toMatch(/S3_BUCKET=\S+/);
  });

  it('names the request histogram by the labels it has', () => {
    const labels = /name: 'kado_http_request_duration_seconds'[\s\S]*?labelNames: \[([^\]]*)\]/.exec(metricsSource)?.[1] ?? '';
    const names = [...labels.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
    expect(names).toContain('status_code');
    const health = section('Health and metrics');
    for (const name of names) expect(health).toContain(`\`${name}\``);
  });

  it('says where media live with DATABASE_URL and MEDIA_STORE=s3', () => {
    const row = guide.split('\n').find((line) => line.startsWith('| `DATABASE_URL`')) ?? '';
    expect(row).toContain('MEDIA_STORE=s3');
  });
});
