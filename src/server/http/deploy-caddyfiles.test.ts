import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config.js';
import { projectRoot } from '../lib/project-root.js';

// deploy/'s Caddyfiles for many gifts as docs/operations.md gives them (decision 056): the one for several
// processes parses in Caddy (`caddy adapt`, its DNS challenge switched to internal certificates) and sends every
// host to each process that answers /readyz, asked often enough that a stopping process is taken out within its
// drain, and holds a request that finds no process ready for longer than one check's interval (decision 075); no
// Caddyfile asks an on-demand TLS endpoint on a port Kado's processes use. Without Caddy the parsing is skipped
// with a notice; where CI is set, it fails instead.
const CADDY = '/usr/bin/caddy';
const hasCaddy = fs.existsSync(CADDY);
if (!hasCaddy) console.log(`deploy-caddyfiles.test.ts: skipped, ${CADDY} is missing (apt-get install -y caddy).`);

const deployFile = (name: string) => fs.readFileSync(path.join(projectRoot(), 'deploy', name), 'utf8');
const DNS_BLOCK = /\ttls \{\n\t\tdns cloudflare \{env\.CLOUDFLARE_API_TOKEN\}\n\t\}/;
/** The ports of "Several processes" (deploy/kado@.service: kado@3000, kado@3001). */
const PROCESS_PORTS = ['3000', '3001'];

interface Handler {
  handler: string;
  upstreams?: { dial: string }[];
  /** Durations in nanoseconds, as `caddy adapt` writes them. */
  health_checks?: { active?: { uri?: string; interval?: number; fails?: number } };
  load_balancing?: { try_duration?: number; try_interval?: number };
  routes?: { handle: Handler[] }[];
}

describe('the many-gifts Caddyfiles', () => {
  it('ask no on-demand TLS endpoint on a port a Kado process listens on', () => {
    for (const name of ['Caddyfile.many', 'Caddyfile.many-processes']) {
      const asks = [...deployFile(name).matchAll(/ask https?:\/\/[^:/\s]+:(\d+)/g)].map((m) => m[1]);
      expect(
        asks.filter((port) => PROCESS_PORTS.includes(port!)),
        name,
      ).toEqual([]);
    }
  });

  it.runIf(hasCaddy || process.env.CI)('several processes: parses in Caddy and proxies to each one that answers /readyz', () => {
    expect(hasCaddy, `${CADDY} is missing and CI is set`).toBe(true);
    const sample = deployFile('Caddyfile.many-processes');
    expect(sample).toMatch(DNS_BLOCK);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-caddy-many-'));
    try {
      const config = path.join(folder, 'Caddyfile');
      const global = `{\n\tauto_https disable_redirects\n\tadmin off\n\tstorage file_system ${path.join(folder, 'data')}\n}\n`;
      fs.writeFileSync(config, global + sample.replace(DNS_BLOCK, '\ttls internal'));
      const adapted = spawnSync(CADDY, ['adapt', '--config', config, '--adapter', 'caddyfile'], {
        env: { PATH: process.env.PATH ?? '', HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
        encoding: 'utf8',
      });
      expect(adapted.status, adapted.stderr).toBe(0);
      const json = JSON.parse(adapted.stdout) as {
        apps: { http: { servers: Record<string, { routes: { match?: { host: string[] }[]; handle: Handler[] }[] }> } };
      };
      const routes = Object.values(json.apps.http.servers).flatMap((server) => server.routes);
      expect(routes.flatMap((route) => route.match ?? []).flatMap((m) => m.host)).toEqual(
        expect.arrayContaining(['kado.example', '*.kado.example']),
      );
      const handlers = (list: Handler[]): Handler[] => list.flatMap((h) => [h, ...handlers((h.routes ?? []).flatMap((r) => r.handle))]);
      const proxy = handlers(routes.flatMap((route) => route.handle)).find((h) => h.handler === 'reverse_proxy');
      expect(proxy?.upstreams?.map((u) => u.dial)).toEqual(PROCESS_PORTS.map((port) => `127.0.0.1:${port}`));
      expect(proxy?.health_checks?.active?.uri).toBe('/readyz');
      // A stopping process answers /readyz 503 for the default drain: Caddy must see it (after `fails` checks,
      // one unless set) before the drain ends, with a check's interval to spare.
      const ms = (ns: number | undefined) => (ns ?? 0) / 1e6;
      const interval = ms(proxy?.health_checks?.active?.interval);
      const drain = loadConfig({}, undefined).stopDrainMs!;
      expect(interval).toBeGreaterThan(0);
      expect((proxy?.health_checks?.active?.fails ?? 1) * interval + interval).toBeLessThanOrEqual(drain);
      // A refused connection, or a GET that finds no process ready, is tried again for longer than one check's interval.
      expect(ms(proxy?.load_balancing?.try_duration)).toBeGreaterThan(interval);
      expect(ms(proxy?.load_balancing?.try_interval)).toBeGreaterThan(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
