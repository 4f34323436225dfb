import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from './serve.js';

// Starts Kado: reads the environment, builds the app, listens (serve.ts).

const here = path.dirname(fileURLToPath(import.meta.url));
// Compiled: dist/node/server/main.js → dist/web. Run with tsx from src: src/server → dist/web.
const webDir = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../web' : '../../dist/web');

await startProcess(webDir);
