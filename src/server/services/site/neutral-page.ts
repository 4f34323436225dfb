import { MSG } from '../../../shared/messages.js';
import { renderMessage } from '../../../shared/message-codes.js';
import '../../../shared/message-language.js';

// What a browser sees instead of a gift it may not open: no gift data, no script, nothing cached.

const PAGES = {
  unknown: { status: 404, title: MSG.giftNotFoundTitle, text: MSG.giftNotFound, giverLink: false },
  disabled: { status: 403, title: MSG.giftUnavailableTitle, text: MSG.giftDisabled, giverLink: false },
  private: { status: 403, title: MSG.giftPrivateTitle, text: MSG.giftPrivate, giverLink: true },
} as const;

export type NeutralPageKind = keyof typeof PAGES;

/** The page in the gift's language; an unknown gift has none, so Indonesian. */
export function neutralPage(kind: NeutralPageKind, language = 'id'): { status: number; html: string } {
  const words = (message: string) => renderMessage(message, language === 'en' ? 'en' : 'id');
  const page = { ...PAGES[kind], title: words(PAGES[kind].title), text: words(PAGES[kind].text) };
  // The giver of a private gift still needs a way in: the editor pages open without the key.
  const giver = page.giverLink ? `<p class="giver"><a href="/edit-pages">${words(MSG.giverSignIn)}</a></p>` : '';
  const html = `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'id'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff5f7;color:#4a2b35}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.5;margin:0}
.giver{margin-top:2rem;font-size:.875rem}
a{color:#b0285a}
</style>
</head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.text}</p>
${giver}
</main>
</body>
</html>
`;
  return { status: page.status, html };
}
