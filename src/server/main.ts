import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './lib/config.js';
import { serve } from './serve.js';

// Starts Kado: reads the environment, builds the app, listens.

// Everything the server creates (database, media, temp files) is for its own user only (decision 016).
process.umask(0o077);

const here = path.dirname(fileURLToPath(import.meta.url));
// Compiled: dist/node/server/main.js → dist/web. Run with tsx from src: src/server → dist/web.
const webDir = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../web' : '../../dist/web');

try {
  await serve(loadConfig(process.env, webDir));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
