import { MSG } from './messages.js';
import { MAIN_GIFT_MSG } from './main-gift.js';
import { ARCHIVE_MSG } from './schemas/archive.js';
import { COUPON_MSG } from './schemas/coupon.js';
import { CROSSWORD_MSG } from './schemas/crossword.js';
import { GALLERY_MSG } from './schemas/gallery.js';
import { LOVE_MOMENT_MSG } from './schemas/love-moment.js';
import { LOVE_TYPING_MSG } from './schemas/love-typing.js';
import { MILESTONE_MSG } from './schemas/milestones.js';
import { QUIZ_MSG } from './schemas/quiz.js';
import { SETTINGS_MSG } from './schemas/settings.js';
import { ACTIVITY_MSG } from './schemas/activity.js';
import { REPLY_MSG } from './schemas/replies.js';
import { WISH_MSG } from './schemas/wishes.js';
import { TODO_MSG } from './schemas/todos.js';
import { VIDEO_GIFT_MSG } from './schemas/video-gift.js';
import { ZOD_MSG } from './zod-messages.js';
import * as en from './en-messages.js';

// The server's messages in English (decision 032). Routes, guards and schemas keep writing the
// Indonesian messages of docs/product.md, one way everywhere; an English gift's replies are translated on the way
// out (server: http/reply-language.ts) and so are the browser's own form checks (field-errors.ts). The
// dictionary is built from each message object and its English twin, key by key: a message that is a
// function (a number inside) becomes a pattern that finds its values again.

type Message = string | ((...args: never[]) => string);
type Messages = Readonly<Record<string, Message>>;

/** Every message object with its twin: a new *_MSG object is added here (message-language.test.ts checks). */
export const MESSAGE_TWINS: ReadonlyArray<readonly [string, Messages, Messages]> = [
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
  ['WISH_MSG', WISH_MSG, en.EN_WISH_MSG],
  ['ZOD_MSG', ZOD_MSG, en.EN_ZOD_MSG],
];

interface Pattern {
  match: RegExp;
  english: (...args: string[]) => string;
}

/** Marks where a function message's value goes, to turn it into a pattern. */
const SLOT = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function build(): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>(Object.entries(en.EN_SERVER_TEXTS));
  const patterns: Pattern[] = [];
  for (const [, indonesian, english] of MESSAGE_TWINS) {
    for (const [key, message] of Object.entries(indonesian)) {
      const twin = english[key];
      if (typeof message === 'string' && typeof twin === 'string') exact.set(message, twin);
      else if (typeof message === 'function' && typeof twin === 'function') {
        const args = Array.from({ length: Math.max(message.length, 1) }, () => SLOT);
        const shape = (message as (...slots: string[]) => string)(...args);
        if (!shape.includes(SLOT)) continue;
        const source = shape.split(SLOT).map(escape).join('(.+?)');
        patterns.push({ match: new RegExp(`^${source}$`, 's'), english: twin as (...values: string[]) => string });
      }
    }
  }
  return { exact, patterns };
}

let dictionary: ReturnType<typeof build> | undefined;

/** A message in English: its twin, or the message itself when it has none (a giver's own words). */
export function toEnglish(message: string): string {
  dictionary ??= build();
  const exact = dictionary.exact.get(message);
  if (exact !== undefined) return exact;
  for (const pattern of dictionary.patterns) {
    const found = pattern.match.exec(message);
    if (found) return pattern.english(...found.slice(1));
  }
  return message;
}
