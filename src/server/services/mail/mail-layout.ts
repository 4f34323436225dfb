import type { Language } from '../../../shared/languages.js';

// One layout for the mails of decision 061 (plain text and HTML, the same words), as password-reset-mail.ts lays out its own.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BUTTON_STYLE = 'display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:8px;text-decoration:none';

export interface MailParts {
  language: Language;
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** The one link and its button's words; none for a mail that only informs. */
  link?: { url: string; button: string };
  /** Paragraphs after the link. */
  outro: string[];
  /** A small last line with its own link (the notifications' unsubscribe). */
  footer?: { text: string; link: { url: string; words: string } };
}

export function layoutMail(parts: MailParts): { subject: string; text: string; html: string } {
  const { subject, intro, link, outro, footer } = parts;
  const text = [
    ...intro.flatMap((line) => [line, '']),
    ...(link ? [link.url, ''] : []),
    ...outro,
    '',
    '— Kado',
    ...(footer ? ['', footer.text, `${footer.link.words}: ${footer.link.url}`] : []),
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${parts.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#333">',
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}" style="${BUTTON_STYLE}">${escapeHtml(link.button)}</a></p>`,
          `<p style="font-size:13px;word-break:break-all"><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
        ]
      : []),
    ...(outro.length > 0 ? [`<p>${outro.map(escapeHtml).join('<br>')}</p>`] : []),
    '<p>— Kado</p>',
    ...(footer
      ? [
          `<p style="font-size:12px;color:#777">${escapeHtml(footer.text)} ` +
            `<a href="${escapeHtml(footer.link.url)}">${escapeHtml(footer.link.words)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
