import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './lib/config.js';
import { trustedFrontsMessage } from './http/trusted-fronts.js';
import { mailMessage } from './services/mail/mailer.js';
import { phoneReachMessage } from './lib/phone-reach.js';

/**
 * Kado as a process: the environment's settings (with `overrides`), the app served from `webDir`. Everything the
 * server creates (database, media, temp files) is for its own user only (decision 016); a setting it cannot use is
 * printed and the process exits 1. src/server/main.ts calls it with no overrides; the tests' server
 * (scripts/test-server.mjs) with cheaper password hashes (decisions 067, 091).
 */
export async function startProcess(webDir: string, overrides: Partial<AppConfig> = {}): Promise<void> {
  process.umask(0o077);
  try {
    await serve({ ...loadConfig(process.env, webDir), ...overrides });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Serves Kado with `config` until SIGTERM or SIGINT: builds the app, says who the editor is, listens, and says where
 * it answers.
 */
export async function serve(config: AppConfig): Promise<void> {
  const { app, editor, stop, keptSingleGift } = await buildApp(config);
  if (!editor) {
    if (keptSingleGift) {
      console.log(
        'Kado: this data holds a gift made without BASE_DOMAIN (one-gift mode). It is kept, but no host serves it and the ' +
          'console does not list it. To bring it here: start once without BASE_DOMAIN, download its archive in the hub ' +
          "('Arsip'), then create a gift in the console and restore the archive into it (docs/operations.md).",
      );
    }
  } else if (editor.action === 'generated') {
    console.log(
      [
        '',
        'Kado: an editor account was created for this data folder.',
        `  email:    ${editor.email}`,
        `  password: ${editor.password}`,
        'It is shown only this once. Set a new one any time with: npm run editor:password',
        '',
      ].join('\n'),
    );
  } else if (editor.action === 'environment-ignored') {
    console.log(
      `Kado: editor login is ${editor.email} (existing account). EDITOR_EMAIL/EDITOR_PASSWORD only create the account ` +
        'when there is none, so they were ignored; change the password with: npm run editor:password',
    );
  } else {
    const origin = editor.action === 'from-environment' ? 'created from EDITOR_EMAIL/EDITOR_PASSWORD' : 'existing account';
    console.log(`Kado: editor login is ${editor.email} (${origin}).`);
  }
  // SIGTERM (systemd's stop, a restart): /readyz answers 503 at once while the process keeps answering for
  // STOP_DRAIN_SECONDS (5 s unless set), so Caddy's health check takes it out before any connection closes (decision
  // 075); then no new connections, requests in flight finish for up to STOP_GRACE_SECONDS (10 s unless set), then
  // exit 0 (decision 038). SIGINT (Ctrl-C at a terminal: no front polls it) skips the drain. A second signal does not
  // hurry it.
  let stopping = false;
  const shutdown = (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === 'SIGTERM' ? (config.stopDrainMs ?? 0) : 0;
    const drain = drainMs > 0 ? `answering ${drainMs / 1000} s more with /readyz 503, then ` : '';
    console.log(`Kado: ${signal}, stopping: ${drain}requests in flight have ${config.stopGraceMs / 1000} s to finish`);
    // Should closing the database or the store itself hang, the process still ends, and says so.
    setTimeout(
      () => {
        console.error('Kado: the stop did not finish in time; exiting anyway');
        process.exit(1);
      },
      drainMs + config.stopGraceMs + 5000,
    ).unref();
    stop(config.stopGraceMs, drainMs).then(
      (outcome) => {
        console.log(outcome === 'drained' ? 'Kado: stopped; every request finished' : 'Kado: stopped; requests still open were cut');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Kado: the stop failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  if (config.baseDomain) {
    // Many gifts answer only under BASE_DOMAIN: localhost would be a 404.
    const consoleAddress = config.publicUrl ?? `http://${config.baseDomain}:${config.port}`;
    const giftAddress = consoleAddress.replace('://', '://{slug}.');
    console.log(`Kado is running: the operator console at ${consoleAddress}, each gift at ${giftAddress} (data in ${config.dataDir})`);
  } else {
    console.log(`Kado is running on http://${shownHost}:${config.port} (data in ${config.dataDir})`);
  }
  // Only this machine can open it: how a phone can (README "Open it on your partner's phone").
  for (const line of phoneReachMessage(config)) console.log(line);
  // Where mail goes: without SMTP_URL nothing leaves the machine.
  console.log(mailMessage(config));
  // Whose X-Forwarded-For is believed; a front that is not trusted is named later, once seen.
  console.log(trustedFrontsMessage(config.trustProxy));
}
