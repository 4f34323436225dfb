import { renderMessage } from '../../../shared/message-codes.js';
import '../../../shared/message-language.js';
import { UNSUBSCRIBE_MSG } from '../../../shared/signup-messages.js';
import type { MailKind } from './notifier.js';

// The unsubscribe link's own small page (decision 061): GET asks (a mail scanner's visit turns nothing off), its
// button POSTs the same address, and the answer says it is done. No script, no gift data, nothing cached.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ASK: Record<MailKind, string> = {
  opened: UNSUBSCRIBE_MSG.askOpened,
  replies: UNSUBSCRIBE_MSG.askReplies,
  wishes: UNSUBSCRIBE_MSG.askWishes,
  moments: UNSUBSCRIBE_MSG.askMoments,
  recipient_moments: UNSUBSCRIBE_MSG.askRecipientMoments,
};
const DONE: Record<MailKind, string> = {
  opened: UNSUBSCRIBE_MSG.doneOpened,
  replies: UNSUBSCRIBE_MSG.doneReplies,
  wishes: UNSUBSCRIBE_MSG.doneWishes,
  moments: UNSUBSCRIBE_MSG.doneMoments,
  recipient_moments: UNSUBSCRIBE_MSG.doneRecipientMoments,
};

export type UnsubscribeState = { kind: MailKind; step: 'ask' | 'done'; action: string } | { kind: null; step: 'invalid' };

export function unsubscribePage(state: UnsubscribeState, language: string): string {
  const lang = language === 'en' ? 'en' : 'id';
  const say = (code: string) => escapeHtml(renderMessage(code, lang));
  const body =
    state.step === 'invalid'
      ? `<p role="alert">${say(UNSUBSCRIBE_MSG.invalid)}</p>`
      : state.step === 'done'
        ? `<p role="status">${say(DONE[state.kind])}</p>`
        : `<p>${say(ASK[state.kind])}</p>
<form method="post" action="${escapeHtml(state.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${say(UNSUBSCRIBE_MSG.button)}</button>
</form>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say(UNSUBSCRIBE_MSG.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff5f7;color:#4a2b35}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0 0 1rem}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#e11d48;color:#fff;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>${say(UNSUBSCRIBE_MSG.title)}</h1>
${body}
</main>
</body>
</html>
`;
}
