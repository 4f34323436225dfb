import type { Language } from '../../../shared/languages.js';
import { renderMessage } from '../../../shared/message-codes.js';
import '../../../shared/message-language.js';
import { NOTIFY_MAIL_MSG } from '../../../shared/signup-messages.js';
import { layoutMail } from './mail-layout.js';

// Sign-up's mails (decision 061), in the language the visitor chose: the confirmation link, or, where a link would
// make nothing, word that the email already has a gift or that the address was taken. The reply to the sign-up is the
// same in all three cases; only the mailbox's owner learns which.

export type SignupMailKind = 'confirm' | 'known' | 'taken';

export function signupMail(language: Language, kind: SignupMailKind, address: string, link: string) {
  const say = (code: string) => renderMessage(code, language);
  if (kind === 'known') {
    return layoutMail({ language, subject: say(NOTIFY_MAIL_MSG.knownSubject), intro: [say(NOTIFY_MAIL_MSG.knownIntro)], outro: [] });
  }
  if (kind === 'taken') {
    return layoutMail({
      language,
      subject: say(NOTIFY_MAIL_MSG.takenSubject),
      intro: [say(NOTIFY_MAIL_MSG.takenIntro(address))],
      outro: [],
    });
  }
  return layoutMail({
    language,
    subject: say(NOTIFY_MAIL_MSG.signupSubject),
    intro: [say(NOTIFY_MAIL_MSG.signupGreeting), say(NOTIFY_MAIL_MSG.signupIntro(address))],
    link: { url: link, button: say(NOTIFY_MAIL_MSG.signupButton) },
    outro: [say(NOTIFY_MAIL_MSG.signupValid), say(NOTIFY_MAIL_MSG.signupIgnore)],
  });
}
