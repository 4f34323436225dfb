import { everyMessageCode } from '../../shared/message-codes.js';

// A refusal's words and fields, for tests that compare them (decision 059). Its code must be one of the
// catalog's (checked here); which code each refusal carries is for the tests that name it.

interface Refusal {
  code?: unknown;
  params?: unknown;
  [key: string]: unknown;
}

let codes: Set<string> | undefined;

/** The reply's body without `code` and `params`; throws when the code is missing or not the catalog's. */
export function withoutCode<T extends Refusal | undefined>(body: T): Omit<NonNullable<T>, 'code' | 'params'> {
  if (!body) throw new Error('no reply body');
  codes ??= new Set(everyMessageCode());
  if (typeof body.code !== 'string' || !codes.has(body.code)) throw new Error(`not a catalog code: ${String(body.code)}`);
  const { code: _code, params: _params, ...rest } = body;
  return rest;
}
