import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { fieldErrorsFromIssues, firstMessage } from '@shared/field-errors';
import type { ErrorReply } from '@shared/schemas/common';
import { MSG } from '@shared/messages';

// What every handler answers with: the reply its route declares (typed by the shared schema, so a handler
// that drifts from the API fails to type-check), or the server's refusal (decision 006).

/** A 2xx reply in the shape `schema` gives it. */
export const reply = <S extends z.ZodType>(_schema: S, body: z.infer<S>, status = 200) => HttpResponse.json(body as object, { status });

/** A failure reply as the server sends it: a message and, for bad input, field errors. */
export const refuse = (status: number, message: string, errors?: ErrorReply['errors']) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) } satisfies ErrorReply, { status });

/** The body checked by the route's own schema, or the 422 the server would send instead. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldErrorsFromIssues(parsed.error.issues);
  return { ok: false, response: refuse(422, firstMessage(errors) ?? MSG.invalidInput, errors) };
}
