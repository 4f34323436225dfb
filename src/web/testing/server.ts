import { setupServer } from 'msw/node';
import { handlers } from './handlers';

// The one MSW server of a test worker (decision 053), and what it saw. Its own module, apart from the setup file,
// so every test file of a worker that keeps its modules meets the same instance (setup.ts starts and resets it).

export const server = setupServer(...handlers);

/** Every write the page sent (`POST /api/opening`), in order: a form that refuses its input sends none. */
export const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** What the app logged with console.error this test (docs/product.md §8: failures are logged as well as told). */
export const logged: string[] = [];

/** Requests no handler answered: each fails its test (a page that asks for something new needs a handler). */
export const unanswered: string[] = [];
