import type { FastifyInstance } from 'fastify';
import { toEnglish } from '../../shared/message-language.js';
import { requestLanguage } from '../services/site/request-language.js';

// An English gift's replies, and the console's for an English browser (decision 032): the JSON's `message` and field `errors` are put in
// English on the way out, whatever wrote them (routes, guards, schemas, the error handler). Data (the
// giver's own words) is never touched. Indonesian gifts pay one property check per reply.

interface ReplyBody {
  message?: unknown;
  errors?: unknown;
}

/** The reply's JSON with its message and field errors in English; undefined when it has neither. */
export function englishReply(payload: string): string | undefined {
  if (!payload.includes('"message"') && !payload.includes('"errors"')) return undefined;
  let body: ReplyBody;
  try {
    body = JSON.parse(payload) as ReplyBody;
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  if (typeof body.message === 'string') body.message = toEnglish(body.message);
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      if (Array.isArray(messages))
        (body.errors as Record<string, unknown>)[field] = messages.map((m) => (typeof m === 'string' ? toEnglish(m) : m));
    }
  }
  return JSON.stringify(body);
}

export function installReplyLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || requestLanguage(request) !== 'en') return done(null, payload);
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return done(null, payload);
    done(null, englishReply(payload) ?? payload);
  });
}
