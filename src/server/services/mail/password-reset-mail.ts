import type { Language } from '../../../shared/languages.js';
import { renderMessage } from '../../../shared/message-codes.js';
import '../../../shared/message-language.js';
import { MAIL_MSG } from '../../../shared/schemas/password.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BUTTON_STYLE = 'display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:8px;text-decoration:none';

/** The forgotten password's mail: plain text and HTML, the same words, in the gift's language. */
export function passwordResetMail(language: Language, name: string, link: string): { subject: string; text: string; html: string } {
  const say = (code: string) => renderMessage(code, language);
  const subject = say(MAIL_MSG.resetSubject);
  const greeting = say(MAIL_MSG.resetGreeting(name));
  const lines = [say(MAIL_MSG.resetIntro), say(MAIL_MSG.resetValid), say(MAIL_MSG.resetIgnore)] as const;
  const text = [greeting, '', lines[0], '', link, '', lines[1], lines[2], '', '— Kado', ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#333">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(say(MAIL_MSG.resetButton))}</a></p>`,
    `<p style="font-size:13px;word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(lines[1])}<br>${escapeHtml(lines[2])}</p>`,
    '<p>— Kado</p>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
