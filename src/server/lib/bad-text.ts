import { MSG } from '../../shared/messages.js';
import { HttpError } from './errors.js';

// Input no route may store (decision 015): a NUL character (PostgreSQL refuses it in text, which would
// end in a 500) and a lone UTF-16 surrogate (no UTF-8 form: SQLite would store invalid bytes). Refused with 422 before
// validation, for JSON bodies, query strings and multipart text fields alike.

// In a `u` regex a paired surrogate is one code point, so \p{Cs} matches only a lone one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const BAD_TEXT = /\u0000|\p{Cs}/u;

/** Does this text hold a character no field may store? */
export const hasBadText = (text: string) => BAD_TEXT.test(text);

/** The 422 for a field holding a character no field may store. */
export const refuseBadText = (field: string) => new HttpError(422, MSG.textInvalid, { [field || 'body']: [MSG.textInvalid] });

/** Throws the 422 if a multipart text field (its name or value) holds a forbidden character. */
export function assertCleanField(name: string, value: string): void {
  if (hasBadText(name) || hasBadText(value)) throw refuseBadText(hasBadText(name) ? 'body' : name);
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
