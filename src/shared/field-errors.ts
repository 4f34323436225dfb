// The one way a list of zod issues becomes field errors, on the server (error handler, multipart
// fields) and in the browser (every form): `{ "field.path": [messages in order] }`.

/** The part of a zod issue this needs (zod's own issues and fastify-type-provider-zod's both fit). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors = Record<string, string[]>;

/**
 * The browser's forms show their own checks' messages in the gift's language: an English page sets
 * this once, before it renders (i18n/en/apply-english.ts). The server never sets it: it translates a
 * reply per gift on the way out (http/reply-language.ts, decision 032).
 */
let messageLanguage: (message: string) => string = (message) => message;
export function showMessagesWith(translate: (message: string) => string): void {
  messageLanguage = translate;
}

/** One message of the browser's own checks, in the page's language. */
export const inPageLanguage = (message: string): string => messageLanguage(message);

/** Groups messages by dotted field path; issues about the whole value (empty path) are left out. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field) (errors[field] ??= []).push(messageLanguage(issue.message));
  }
  return errors;
}

/** The first message of all, for a toast or the reply's `message`. */
export const firstMessage = (errors: FieldErrors): string | undefined => Object.values(errors)[0]?.[0];
