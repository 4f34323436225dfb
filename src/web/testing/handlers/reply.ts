import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { firstMessage, groupIssues, inPageLanguage } from '@shared/field-errors';
import { parseMessage } from '@shared/message-codes';
import type { ErrorReply } from '@shared/schemas/common';
import { MSG } from '@shared/messages';

// What every handler answers with: the reply its route declares (typed by the shared schema, so a handler
// that drifts from the API fails to type-check), or the server's refusal.

/** A 2xx reply in the shape `schema` gives it, its message (a code) rendered as the server renders it. */
export function reply<S extends z.ZodType>(_schema: S, body: z.infer<S>, status = 200) {
  const message = (body as { message?: unknown }).message;
  const rendered = typeof message === 'string' ? { ...(body as object), message: inPageLanguage(message) } : (body as object);
  return HttpResponse.json(rendered, { status });
}

/**
 * A failure reply as the server sends it: the message's code and parameters, the message and,
 * for bad input, field errors, all rendered in the page's language as the server renders them in the gift's.
 */
export function refuse(status: number, message: string, errors?: ErrorReply['errors']) {
  const parsed = parseMessage(message);
  const rendered = errors && Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(inPageLanguage)]));
  const body: ErrorReply = {
    success: false,
    code: parsed?.code ?? 'uncoded',
    ...(parsed && parsed.params.length > 0 ? { params: parsed.params } : {}),
    message: inPageLanguage(message),
    ...(rendered ? { errors: rendered } : {}),
  };
  return HttpResponse.json(body, { status });
}

/** The body checked by the route's own schema, or the 422 the server would send instead. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = groupIssues(parsed.error.issues);
  return { ok: false, response: refuse(422, firstMessage(errors) ?? MSG.invalidInput, errors) };
}
