import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupIssues, firstMessage } from '../../shared/field-errors.js';
import { MSG } from '../../shared/messages.js';
import { zodIssueMessage } from '../../shared/zod-messages.js';
import type { ErrorReply } from '../../shared/schemas/common.js';
import { HttpError } from '../lib/errors.js';
import { databaseUnavailable } from '../db/unavailable.js';

// One place turns every failure into { success: false, code, message, errors? }; 5xx hide their cause.

/** Seconds a client is asked to wait when the database does not answer: about a restart of PostgreSQL (decision 073). */
export const DATABASE_RETRY_AFTER_S = 5;

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: MSG.bodyTooLarge,
  FST_FILES_LIMIT: MSG.invalidInput,
  FST_PARTS_LIMIT: MSG.invalidInput,
  FST_FIELDS_LIMIT: MSG.invalidInput,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.invalidInput,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MSG.multipartRequired,
};

export function installErrorHandler(app: FastifyInstance): void {
  // A check written without its own message speaks the catalog's words, not zod's English (decision 054): zod's
  // locale, its last resort, global to the process, so multipart fields parsed in the routes get it too.
  z.config({ localeError: zodIssueMessage });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.code(404).send(body(MSG.notFound));
      // instancePath is '/a/b': the zod issue's path as a JSON pointer.
      const issues = error.validation.map((v) => ({ path: v.instancePath.split('/').slice(1), message: v.message ?? MSG.invalidInput }));
      const errors = groupIssues(issues);
      return reply.code(422).send(body(firstMessage(errors) ?? MSG.invalidInput, Object.keys(errors).length ? errors : undefined));
    }
    if (error instanceof SyntaxError) return reply.code(400).send(body(MSG.invalidJson));
    // The database does not answer (restarting, unreachable, over a time limit): a refusal to try again, logged by the
    // database's pool once per outage (db/postgres-pool.ts), not a fault of this request.
    if (databaseUnavailable(error)) {
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.code(503).send(body(MSG.databaseUnavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(FASTIFY_MESSAGES[error.code] ?? MSG.invalidInput));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.code(500).send(body(MSG.serverError));
  });
}

/** The reply before its words: the message (a code) and field errors; http/reply-messages.ts renders them and adds the code. */
function body(message: string, errors?: Record<string, string[]>): Omit<ErrorReply, 'code'> {
  return errors ? { success: false, message, errors } : { success: false, message };
}
