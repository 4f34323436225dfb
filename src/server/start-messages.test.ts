import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lanAddresses } from './lib/phone-reach.js';
import { startAppProcess } from './test-support/app-process.js';
import { OPERATOR } from './test-support/test-app.js';

// What `npm start` prints in many-gift mode: addresses that answer (not localhost, a 404 there), and a word
// about a gift made earlier in one-gift mode, which the console does not list (docs/operations.md). One gift on
// loopback: how a phone can open it.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the start message with many gifts', () => {
  it('names the console and the gifts under BASE_DOMAIN, and the one-gift gift the data still holds', async () => {
    // First as one gift: the demo gift is made.
    const single = await startAppProcess({ DATA_DIR: dataDir });
    expect(single.output()).toMatch(/Kado is running on http:\/\/localhost:\d+/);
    // Which proxies' X-Forwarded-For is believed: none without TRUST_PROXY.
    await expect
      .poll(() => single.output())
      .toContain("Kado: no proxy is trusted (TRUST_PROXY unset): each client is its connection's address.");
    // Without SMTP_URL, mail is written to the outbox and its link printed.
    expect(single.output()).toContain(`Kado: mail is not sent (SMTP_URL unset): each mail is written to ${path.join(dataDir, 'outbox')}`);
    // Listening on loopback without PUBLIC_URL: how a phone can open the gift (README "Open it on your partner's phone").
    expect(single.output()).toContain('Kado: only this machine can open the gift (HOST=127.0.0.1)');
    expect(single.output()).toContain('start with HOST=0.0.0.0');
    await single.stop();

    // On every address: the address a phone opens is in a readable line, not only in the JSON log.
    const everywhere = await startAppProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    try {
      const port = new URL(everywhere.url).port;
      const addresses = lanAddresses();
      await expect.poll(() => everywhere.output()).toMatch(/Kado: (a phone on the same Wi-Fi|listening on every address)/);
      const readable = everywhere
        .output()
        .split('\n')
        .filter((line) => !line.startsWith('{'))
        .join('\n');
      if (addresses.length === 0) expect(readable).toContain('this machine has no network address now');
      for (const address of addresses) expect(readable).toContain(`http://${address}:${port}`);
      expect(readable).toContain('a phone on the same Wi-Fi opens the gift at');
    } finally {
      await everywhere.stop();
    }

    const many = await startAppProcess({
      DATA_DIR: dataDir,
      BASE_DOMAIN: 'kado.localhost',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      SMTP_URL: 'smtp://user:secret@127.0.0.1:2525',
      MAIL_FROM: 'Kado <kado@kado.test>',
    });
    try {
      const port = new URL(many.url).port;
      await expect.poll(() => many.output()).toContain('Kado is running:');
      expect(many.output()).toContain(
        `the operator console at http://kado.localhost:${port}, each gift at http://{slug}.kado.localhost:${port}`,
      );
      expect(many.output()).not.toContain('http://localhost');
      expect(many.output()).not.toContain('only this machine can open the gift');
      expect(many.output()).toContain('Kado: mail is sent through smtp://127.0.0.1:2525 from Kado <kado@kado.test>.');
      expect(many.output()).toContain('this data holds a gift made without BASE_DOMAIN');
      // The console's address answers (the console's page needs the build; its API answers without it).
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.get(`${many.url}/api/operator/session`, { headers: { host: `kado.localhost:${port}` } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        request.on('error', reject);
      });
      expect(status).toBe(200);
    } finally {
      await many.stop();
    }
    // Two starts, each of which may take startAppProcess's whole minute on a slow, busy host.
  }, 150_000);
});
