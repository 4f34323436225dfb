import { renderMessage } from './message-codes.js';

// The one way a list of zod issues becomes field errors, on the server (error handler, multipart
// fields: codes, rendered per reply) and in the browser (every form: rendered at once): `{ "field.path": [messages in order] }`.

/** The part of a zod issue this needs (zod's own issues and fastify-type-provider-zod's both fit). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors = Record<string, string[]>;

/**
 * The browser's forms show their own checks' messages, which are codes, in the gift's
 * language: Indonesian unless an English page sets its own renderer (i18n/en/messages-english.ts). The
 * server groups the codes as they are and renders each reply for its gift (http/reply-messages.ts).
 */
let messageLanguage: (message: string) => string = (message) => renderMessage(message, 'id');
export function showMessagesWith(render: (message: string) => string): void {
  messageLanguage = render;
}

/** One message of the browser's own checks, in the page's language. */
export const inPageLanguage = (message: string): string => messageLanguage(message);

/** Groups the issues' messages (codes) by dotted field path; issues about the whole value (empty path) are left out. */
export function groupIssues(issues: readonly IssueLike[], render: (message: string) => string = (m) => m): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field) (errors[field] ??= []).push(render(issue.message));
  }
  return errors;
}

/** The browser's field errors: grouped, each message in the page's language. */
export const fieldErrorsFromIssues = (issues: readonly IssueLike[]): FieldErrors => groupIssues(issues, messageLanguage);

/** The first message of all, for a toast or the reply's `message`. */
export const firstMessage = (errors: FieldErrors): string | undefined => Object.values(errors)[0]?.[0];
