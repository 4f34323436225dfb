import { MSG } from './messages.js';
import { MAIN_GIFT_MSG } from './main-gift.js';
import { ARCHIVE_MSG } from './messages/archive.js';
import { COUPON_MSG } from './messages/coupon.js';
import { CROSSWORD_MSG } from './messages/crossword.js';
import { GALLERY_MSG } from './messages/gallery.js';
import { LOVE_MOMENT_MSG } from './messages/love-moment.js';
import { LOVE_TYPING_MSG } from './messages/love-typing.js';
import { MILESTONE_MSG } from './messages/milestones.js';
import { QUIZ_MSG } from './messages/quiz.js';
import { SETTINGS_MSG } from './messages/settings.js';
import { MAIL_MSG, PASSWORD_MSG } from './password-messages.js';
import { ACTIVITY_MSG } from './messages/activity.js';
import { REPLY_MSG } from './messages/replies.js';
import { HEART_MOMENT_MSG } from './messages/heart-moments.js';
import { WISH_MSG } from './messages/wishes.js';
import { TEMPLATES_MSG } from './messages/templates.js';
import { TODO_MSG } from './messages/todos.js';
import { VIDEO_GIFT_MSG } from './messages/video-gift.js';
import { NOTIFY_MAIL_MSG, SIGNUP_MSG, UNSUBSCRIBE_MSG } from './signup-messages.js';
import { ZOD_MSG } from './zod-messages.js';
import * as en from './en-messages.js';
import { addMessageWords, type MessageTemplates } from './message-codes.js';

// The server's messages in English (decisions 032, 059): each message object's English twin, key by key,
// becomes the English catalog its codes are rendered from. Importing this module adds them; the server
// imports it at start, an English page after its first render (i18n/en/messages-english.ts).

/** Every message object with its twin: a new *_MSG object is added here (reply-messages.test.ts checks). */
export const MESSAGE_TWINS: ReadonlyArray<readonly [string, object, MessageTemplates]> = [
  ['MSG', MSG, en.EN_MSG],
  ['MAIN_GIFT_MSG', MAIN_GIFT_MSG, en.EN_MAIN_GIFT_MSG],
  ['ARCHIVE_MSG', ARCHIVE_MSG, en.EN_ARCHIVE_MSG],
  ['COUPON_MSG', COUPON_MSG, en.EN_COUPON_MSG],
  ['CROSSWORD_MSG', CROSSWORD_MSG, en.EN_CROSSWORD_MSG],
  ['GALLERY_MSG', GALLERY_MSG, en.EN_GALLERY_MSG],
  ['LOVE_MOMENT_MSG', LOVE_MOMENT_MSG, en.EN_LOVE_MOMENT_MSG],
  ['LOVE_TYPING_MSG', LOVE_TYPING_MSG, en.EN_LOVE_TYPING_MSG],
  ['MILESTONE_MSG', MILESTONE_MSG, en.EN_MILESTONE_MSG],
  ['QUIZ_MSG', QUIZ_MSG, en.EN_QUIZ_MSG],
  ['SETTINGS_MSG', SETTINGS_MSG, en.EN_SETTINGS_MSG],
  ['TODO_MSG', TODO_MSG, en.EN_TODO_MSG],
  ['VIDEO_GIFT_MSG', VIDEO_GIFT_MSG, en.EN_VIDEO_GIFT_MSG],
  ['ACTIVITY_MSG', ACTIVITY_MSG, en.EN_ACTIVITY_MSG],
  ['REPLY_MSG', REPLY_MSG, en.EN_REPLY_MSG],
  ['HEART_MOMENT_MSG', HEART_MOMENT_MSG, en.EN_HEART_MOMENT_MSG],
  ['WISH_MSG', WISH_MSG, en.EN_WISH_MSG],
  ['TEMPLATES_MSG', TEMPLATES_MSG, en.EN_TEMPLATES_MSG],
  ['ZOD_MSG', ZOD_MSG, en.EN_ZOD_MSG],
  ['PASSWORD_MSG', PASSWORD_MSG, en.EN_PASSWORD_MSG],
  ['MAIL_MSG', MAIL_MSG, en.EN_MAIL_MSG],
  ['SIGNUP_MSG', SIGNUP_MSG, en.EN_SIGNUP_MSG],
  ['UNSUBSCRIBE_MSG', UNSUBSCRIBE_MSG, en.EN_UNSUBSCRIBE_MSG],
  ['NOTIFY_MAIL_MSG', NOTIFY_MAIL_MSG, en.EN_NOTIFY_MAIL_MSG],
];

for (const [, codes, english] of MESSAGE_TWINS) addMessageWords('en', codes, english);
