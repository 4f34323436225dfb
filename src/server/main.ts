import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './lib/config.js';

// Starts Kado: reads the environment, builds the app, listens.

// Everything the server creates (database, media, temp files) is for its own user only (decision 016).
process.umask(0o077);

const here = path.dirname(fileURLToPath(import.meta.url));
// Compiled: dist/node/server/main.js → dist/web. Run with tsx from src: src/server → dist/web.
const webDir = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../web' : '../../dist/web');

try {
  const config = loadConfig(process.env, webDir);
  const { app, editor } = await buildApp(config);
  if (!editor) {
    console.log(`Kado: many gifts at *.${config.baseDomain ?? ''}; the operator console is ${config.baseDomain ?? ''} (OPERATOR_EMAIL).`);
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
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Kado is running on http://${shownHost}:${config.port} (data in ${config.dataDir})`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
