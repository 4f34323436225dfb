import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { MSG } from '../messages.js';
import { SIGNUP_MSG } from '../signup-messages.js';
import { giverPassword, loginBody, publicUser } from './auth.js';
import { slugSchema } from './operator.js';

// Sign-up on the console host (decision 061, docs/product.md 'Buat Kado'): the same rules as the operator's new gift.
// The password is chosen on the mailed link's page, by whoever holds the mailbox (decision 078).

export const signupBody = z.object({
  email: loginBody.shape.email,
  slug: slugSchema,
  /** The gift's language, and its demo content's. */
  language: z.enum(LANGUAGES, { error: MSG.giftLanguageInvalid }).default('id'),
});
export type SignupInput = z.input<typeof signupBody>;

/** Always the same words, whether the email or the address is known. */
export const signupReply = z.object({ success: z.literal(true), message: z.string() });

export const slugCheckQuery = z.object({ slug: slugSchema });
/** Whether an address may be signed up for now: no gift's yet (a sign-up waiting for its confirmation holds none). */
export const slugCheckReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ available: z.boolean() }),
});

const token = (what: string) =>
  z
    .string({ error: SIGNUP_MSG.tokenRequired })
    .min(1, { error: SIGNUP_MSG.tokenRequired })
    .max(200, { error: SIGNUP_MSG.tokenInvalid })
    .describe(what);

export const signupConfirmBody = z.object({
  token: token("The confirmation link's token, as the mail gave it."),
  /** The giver's password, chosen on the link's page: only the mailbox's owner sets it. */
  password: giverPassword,
});
export type SignupConfirmInput = z.input<typeof signupConfirmBody>;
export const signupConfirmReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    slug: z.string(),
    /** The new gift's hub on its own host, with the one-use code that signs the giver in there. */
    url: z.string(),
  }),
});

export const signupWelcomeBody = z.object({ code: token('The one-use code the confirmation gave, valid 10 minutes.') });
export const signupWelcomeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only for API clients; the web app's replies carry none (decision 014). */
  token: z.string().optional(),
  data: publicUser,
});

export { SIGNUP_MSG, UNSUBSCRIBE_MSG } from '../signup-messages.js';
