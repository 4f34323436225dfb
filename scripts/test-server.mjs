// Kado as the tests start it: the journeys' server (playwright.config.ts, e2e/kado-process.ts) and the server tests'
// processes (src/server/test-support/server-entry.ts). It runs Kado exactly as `node dist/node/server/main.js` does,
// from the same environment, except that passwords are hashed with scrypt at N=2^10 instead of 2^17, as the server
// tests' in-process apps are (src/server/test-support/test-app.ts): a gift's giver costs a hash and each sign-in a
// verification, about 0.4 s of a core each at the real cost (decision 091). The product has no setting for it: this
// file is the only way to it, and it is not shipped. And a SIGTERM closes at once unless STOP_DRAIN_SECONDS is set
// (decision 075).
//
// The build (KADO_DIST_DIR, default dist) by default; with KADO_TEST_SERVER_FROM=source and `node --import tsx`, the
// sources themselves (the server tests do so when dist/ does not match them).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.KADO_DIST_DIR ?? 'dist');
const entry =
  process.env.KADO_TEST_SERVER_FROM === 'source'
    ? path.join(root, 'src', 'server', 'serve.ts')
    : path.join(dist, 'node', 'server', 'serve.js');
const { startProcess } = await import(pathToFileURL(entry).href);

// No drain at SIGTERM unless the test asks for one (STOP_DRAIN_SECONDS): no front polls a test's process, and each stop
// would wait the 5 s default for nothing.
const drain = process.env.STOP_DRAIN_SECONDS === undefined ? { stopDrainMs: 0 } : {};
await startProcess(path.join(dist, 'web'), { passwordCost: 10, ...drain });
