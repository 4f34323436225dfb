import { z } from 'zod';

/**
 * A form field carrying JSON text (multipart sends lists and objects as strings): the text must parse,
 * then its value goes through `schema`. A parse failure is reported with `invalid` under the field.
 */
export function jsonField<T extends z.ZodType>(schema: T, invalid: string) {
  return (
    z
      .string({ error: invalid })
      // The API description shows the field as JSON text, and what the text holds.
      .meta({ contentMediaType: 'application/json', contentSchema: schema })
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
      })
      .pipe(schema)
  );
}
