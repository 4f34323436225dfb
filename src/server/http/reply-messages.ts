import type { FastifyInstance } from 'fastify';
import type { Language } from '../../shared/languages.js';
import { parseMessage, renderMessage } from '../../shared/message-codes.js';
import '../../shared/message-language.js';
import type { ErrorReply } from '../../shared/schemas/common.js';
import { requestLanguage } from '../services/site/request-language.js';

// Messages leave the server as words (decision 059). Routes, guards and schemas write codes (shared/message-codes.ts);
// here each reply's top-level `message` and field `errors` are rendered in the request's language,
// and an error reply gains the `code` and `params` a client can act on. A reply's data
// (the giver's own words) is never touched.

/** The code of a message that is not one: a reply a test or a client can tell apart from every catalog code. */
export const UNCODED = 'uncoded';

const renderErrors = (errors: Record<string, string[]>, language: Language) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => renderMessage(m, language))]));

/** An error reply: its message as a code, rendered, with the code and its parameters beside it. */
export function errorBody(message: string, language: Language, errors?: Record<string, string[]>): ErrorReply {
  const parsed = parseMessage(message);
  return {
    success: false,
    code: parsed?.code ?? UNCODED,
    ...(parsed && parsed.params.length > 0 ? { params: parsed.params } : {}),
    message: renderMessage(message, language),
    ...(errors ? { errors: renderErrors(errors, language) } : {}),
  };
}

interface ReplyBody {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

const isFieldErrors = (errors: unknown): errors is Record<string, string[]> =>
  typeof errors === 'object' && errors !== null && Object.values(errors).every((m) => Array.isArray(m));

export function installReplyMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const body = payload as ReplyBody;
    // A reply already rendered (errorBody, before a gift was known) carries its code.
    if (typeof body.message !== 'string' || typeof body.code === 'string') return payload;
    const language = requestLanguage(request);
    if (body.success === false)
      return { ...body, ...errorBody(body.message, language, isFieldErrors(body.errors) ? body.errors : undefined) };
    return { ...body, message: renderMessage(body.message, language) };
  });
}
