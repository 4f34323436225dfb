// The journeys' Kado (playwright.config.ts's webServer, e2e/kado-process.ts): the built server exactly as
// `node dist/node/server/main.js` runs it, from the same environment, except that passwords are hashed with scrypt at
// N=2^10 instead of 2^17, as the server tests' apps are (src/server/test-support/test-app.ts). Each journey's gift
// costs a hash and a sign-in, about 0.75 s of a core at the real cost: a seventh of the journeys' CPU (decision 066).
// The product has no setting for it: this file is the only way to it, and it is not shipped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(process.env.KADO_DIST_DIR ?? 'dist');
const load = (file) => import(pathToFileURL(path.join(dist, 'node', 'server', file)).href);
const { ConfigError, loadConfig } = await load('lib/config.js');
const { serve } = await load('serve.js');

process.umask(0o077);
try {
  await serve({ ...loadConfig(process.env, path.join(dist, 'web')), passwordCost: 10 });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
