import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../shared/messages.js';
import { HttpError } from './errors.js';
import type { MediaKind } from './storage/media-kinds.js';

// Input no route may store (decision 015): a NUL character (PostgreSQL refuses it in text, which would
// end in a 500) and a lone UTF-16 surrogate (no UTF-8 form: SQLite would store invalid bytes). Refused with 422 before
// validation, for JSON bodies, query strings and multipart text fields alike.

// In a `u` regex a paired surrogate is one code point, so \p{Cs} matches only a lone one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const BAD_TEXT = /\u0000|\p{Cs}/u;

/** Does this text hold a character no field may store? */
export const hasBadText = (text: string) => BAD_TEXT.test(text);

const refuse = (field: string) => new HttpError(422, MSG.textInvalid, { [field || 'body']: [MSG.textInvalid] });

/** Throws the 422 if a multipart text field (its name or value) holds a forbidden character. */
export function assertCleanField(name: string, value: string): void {
  if (hasBadText(name) || hasBadText(value)) throw refuse(hasBadText(name) ? 'body' : name);
}

/**
 * The dotted path of the first string (value or key) in `value` holding a forbidden character, or
 * undefined. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasBadText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasBadText(key)) return path || 'body';
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // A path parameter no record can have: as for any invalid one (decision 006).
    if (findBadText(request.params) !== undefined) return done(new HttpError(404, MSG.notFound));
    for (const part of [request.query, request.body]) {
      const field = findBadText(part);
      if (field !== undefined) return done(refuse(field));
    }
    done();
  });
}

/** Room for the text fields and part headers of an upload form, beyond its files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Refuses at once an upload whose declared length cannot fit the route's files (413), before a byte of
 * it is read; the reply then closes the connection (slow-clients.ts), so the browser sees it in seconds.
 */
export function refuseOversizeUpload(request: FastifyRequest, fileKinds: Record<string, MediaKind>): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  const kinds = Object.entries(fileKinds);
  if (kinds.length === 0) return;
  const allowed = kinds.reduce((sum, [, kind]) => sum + kind.maxBytes, 0) + FORM_OVERHEAD_BYTES;
  if (!(declared > allowed)) return;
  const [field, largest] = kinds.reduce((a, b) => (b[1].maxBytes > a[1].maxBytes ? b : a));
  const message = MSG.fileTooLarge(Math.round(largest.maxBytes / (1024 * 1024)));
  throw new HttpError(413, message, { [field]: [message] });
}
