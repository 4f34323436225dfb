import { describe, expect, it } from 'vitest';
import { REPLY_MESSAGE_MAX } from '@shared/constants';
import { inIndonesian } from '@shared/message-codes';
import { replyFormFields } from '@shared/schemas/replies';
import { REPLY_MSG } from '@shared/messages/replies';
import { checkReply } from './reply-form-check';

// The page's check without zod agrees with the server's at every edge of its limit: the same text kept, the same
// refusals in the same words.

/** The server's answer for a letter: its text, or the refusal's words (the route's empty rule included). */
function server(message: string, withVoice: boolean): { message: string } | { refused: string } {
  const parsed = replyFormFields.safeParse({ message });
  if (!parsed.success) return { refused: inIndonesian(parsed.error.issues[0]!.message) };
  if (!parsed.data.message && !withVoice) return { refused: inIndonesian(REPLY_MSG.empty) };
  return { message: parsed.data.message };
}

function page(message: string, withVoice: boolean): { message: string } | { refused: string } {
  const checked = checkReply({ message, withVoice });
  return checked.ok ? checked.value : { refused: checked.errors.message![0]! };
}

describe('the reply check', () => {
  const cases: [string, string, boolean][] = [
    ['nothing', '', false],
    ['only spaces and line breaks', ' \r\n \n ', false],
    ['nothing, with a voice note', '', true],
    ['a letter, trimmed, CRLF made LF', '  Terima kasih\r\nSayang  ', false],
    ['a lone CR made LF', 'Terima kasih\rSayang', false],
    ['at the limit, CRLF counted as one', `${'a'.repeat(REPLY_MESSAGE_MAX - 2)}\r\nb`, false],
    ['at the limit', 'a'.repeat(REPLY_MESSAGE_MAX), false],
    ['one under the limit', 'a'.repeat(REPLY_MESSAGE_MAX - 1), false],
    ['over the limit only before trimming', ` ${'a'.repeat(REPLY_MESSAGE_MAX)}\n `, false],
    ['one over the limit', 'a'.repeat(REPLY_MESSAGE_MAX + 1), true],
    ['one over the limit, without a voice note', 'a'.repeat(REPLY_MESSAGE_MAX + 1), false],
  ];
  it.each(cases)('%s: as the server', (_, message, withVoice) => {
    expect(page(message, withVoice)).toEqual(server(message, withVoice));
  });
});
