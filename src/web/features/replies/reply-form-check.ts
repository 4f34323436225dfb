import { REPLY_MESSAGE_MAX } from '@shared/constants';
import type { Checked } from '@/lib/form-errors';
import { idReplies } from '@/i18n/id-replies';
import { formatCount } from './reply-format';

// The recipient's check before a reply is sent: the rules of the server's replyFormFields and its POST /api/replies
// (src/shared/schemas/replies.ts, routes/replies.ts), written without zod, which no recipient page loads
// (scripts/bundle-budget.test.ts: zod, even zod/mini, put /reply 15.4 KB over its 120 KB), in the one shape of a
// form's errors (form-errors.ts). The words are the page catalog's, the same as the server's REPLY_MSG.

const t = idReplies.page;

/** A textarea's text as the server reads it: line breaks made LF, trimmed. */
export const replyText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** The letter may be empty only with a voice note, and holds at most REPLY_MESSAGE_MAX characters. */
export function checkReply(values: { message: string; withVoice: boolean }): Checked<{ message: string }> {
  const message = replyText(values.message);
  if (!message && !values.withVoice) return { ok: false, errors: { message: [t.empty] } };
  if (message.length > REPLY_MESSAGE_MAX) return { ok: false, errors: { message: [t.tooLong(formatCount(REPLY_MESSAGE_MAX))] } };
  return { ok: true, value: { message } };
}
