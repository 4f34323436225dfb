// Which failures mean "the database does not answer now" (decision 073): the request that met one is answered 503
// with Retry-After, the outage is logged once, and a start waits for the database instead of ending.

/** SQLSTATEs that end a connection: a connection exception, the server shutting down, crashed or starting. */
const LOST_STATES = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
/** SQLSTATEs of a server that answers but cannot serve now: a statement over its time limit, no connection free. */
const BUSY_STATES = new Set(['57014', '53300']);

/** Node's socket errors: nothing listens, the connection broke, the network or the name does not answer. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

/** pg's own words for a connection that ended, did not open in time, or a reply that did not come in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Client was closed/,
];

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** `error` and what it wraps, outermost first. */
function* chain(error: unknown): Generator<Failure> {
  for (let seen = error, depth = 0; seen && typeof seen === 'object' && depth < 5; seen = (seen as Failure).cause, depth++) {
    yield seen as Failure;
  }
}

/** Whether `error` is a connection that ended or could not be made or heard from: the connection is no longer usable. */
export function connectionLost(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (LOST_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Whether `error` is the database not answering now (a lost connection, a time limit), as opposed to a query it refused. */
export function databaseUnavailable(error: unknown): boolean {
  return connectionLost(error) || [...chain(error)].some(({ code }) => typeof code === 'string' && BUSY_STATES.has(code));
}

/** Whether `error` is the database refusing who asks or what is asked for: a role, a password, a database name. */
export function databaseRefused(error: unknown): boolean {
  return [...chain(error)].some(({ code }) => typeof code === 'string' && /^(28[0-9A-Z]{3}|3D000)$/.test(code));
}

/** The database's address as an operator wrote it, without its password: `postgres://kado@127.0.0.1:5432/kado`. */
export function databaseName(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'the database of DATABASE_URL';
  }
}

/** A failure in one line: pg's message and, for a refusal, its SQLSTATE; never a stack. */
export function failureLine(error: unknown): string {
  const { code, message } = (error ?? {}) as Failure;
  // Node's AggregateError (every address of a name refused) has its code and an empty message.
  const text = typeof message === 'string' && message !== '' ? message : typeof code === 'string' ? code : String(error);
  return typeof code === 'string' && code !== '' && !text.includes(code) ? `${text} (${code})` : text;
}
