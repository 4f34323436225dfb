import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants.js';
import { startAppProcess, type AppProcess } from '../../test-support/app-process.js';
import { startSmtpSink } from '../../test-support/smtp-sink.js';
import { EDITOR } from '../../test-support/test-app.js';

// A mail sent again after a crash is the same message (decision 076): Kado is killed (SIGKILL) while the SMTP server
// holds a mail it has taken, before the server's 250 and so before the row is marked sent; once the dead process's
// claim has lapsed the next process sends the row again, and both copies carry one Message-ID, so the receiving
// server and the mail program can tell the second for a copy.

const processes: AppProcess[] = [];
afterAll(async () => {
  for (const running of processes) await running.stop();
});

describe('a mail sent again after a crash', () => {
  it('carries the Message-ID of the try the crash interrupted', async () => {
    const sink = await startSmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-mail-resend-'));
    const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_FROM: 'Kado <kado@kado.test>' };
    try {
      sink.hold();
      const first = await startAppProcess(env);
      processes.push(first);
      const res = await fetch(`${first.url}/api/password/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ email: EDITOR.email }),
      });
      expect(res.status).toBe(202);
      // The server has the mail; Kado waits for its answer and dies before it comes.
      await sink.waitFor(1, 30_000);
      expect(await first.signal('SIGKILL')).toBe(null);

      // The dead process's claim lapses after 2 minutes; the test moves it into the past rather than wait.
      const db = new SQLite(path.join(dataDir, 'kado.sqlite'));
      const row = db.prepare('SELECT id, status, claimed_until FROM mail_outbox').get() as {
        id: number;
        status: string;
        claimed_until: number;
      };
      expect(row.status).toBe('waiting');
      expect(row.claimed_until).toBeGreaterThan(Date.now());
      db.prepare('UPDATE mail_outbox SET claimed_until = ?').run(Date.now() - 1);
      db.close();

      sink.hold(false);
      const second = await startAppProcess(env);
      processes.push(second);
      const [crashed, again] = await sink.waitFor(2, 30_000);
      console.log(`mail-resend: Message-IDs ${crashed!.messageId} and ${again!.messageId}`);
      expect(again!.subject).toBe(crashed!.subject);
      expect(again!.messageId).toBe(crashed!.messageId);
      expect(crashed!.messageId).toMatch(new RegExp(`^<kado-mail\\.${row.id}\\.\\d+@kado\\.test>$`));
      await second.stop();
    } finally {
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
