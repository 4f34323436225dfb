import { WISH_MESSAGE_MAX, WISH_NAME_MAX } from '@shared/constants';
import { withFieldError, type Checked, type FieldErrors } from '@/lib/form-errors';
import { idWishGuest as t } from '@/i18n/id-wish-guest';

// The guest's check before a wish is sent: the rules of the server's wishFormFields (src/shared/schemas/wishes.ts),
// written without zod, which no recipient page loads (scripts/bundle-budget.test.ts), in the one shape of a form's
// errors (form-errors.ts). The words are the guest catalog's, the same as the server's WISH_MSG.

/** How counts are written ('1.000'). */
export const count = (n: number) => n.toLocaleString(t.locale);

/** A textarea's text as the server counts it: line breaks made LF. */
export const withLf = (text: string) => text.replace(/\r\n?/g, '\n');

export interface WishValues {
  name: string;
  message: string;
}

/** The name is one line (runs of spaces and line breaks become one space); both are trimmed. */
export function checkWish(values: WishValues): Checked<WishValues> {
  const name = values.name.replace(/\s+/g, ' ').trim();
  const message = withLf(values.message).trim();
  let errors: FieldErrors = {};
  errors = withFieldError(
    errors,
    'name',
    !name ? t.errors.nameEmpty : name.length > WISH_NAME_MAX ? t.errors.nameTooLong(count(WISH_NAME_MAX)) : undefined,
  );
  errors = withFieldError(
    errors,
    'message',
    !message ? t.errors.messageEmpty : message.length > WISH_MESSAGE_MAX ? t.errors.messageTooLong(count(WISH_MESSAGE_MAX)) : undefined,
  );
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { name, message } };
}
