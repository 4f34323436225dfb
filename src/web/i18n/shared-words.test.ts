import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '@shared/message-language';
import { everyMessageCode, inIndonesian } from '@shared/message-codes';

// Words written both as a server message (a code in src/shared, decision 059) and in a page's own catalog here.
// A catalog takes a server message's Indonesian words from src/shared/messages/*-words.ts (plain text: no zod,
// no codes' registry). The ones left are in catalogs a recipient page loads on its first load, where a group's
// words file would come whole for a word or two, within budgets that have no room for it (scripts/bundle-budget.test.ts;
// measured on 2026-11-28: /love-moment 16 bytes under its 120 KB, /folder 234). A new one fails here, so a page that
// needs a server message's words takes them from its words file instead of writing them again.

const KNOWN = [
  // The dialog's one-word button (every page with a dialog): common-words.ts is every common message, about 1 KB.
  'id-dialog.ts ok = common.ok',
  // /gallery and /folder: gallery-words.ts cost 450 bytes there, and /folder has 234 to spare.
  'id-gallery.ts renameBlank = gallery.folderRenameRequired',
  'id-gallery.ts notFound = gallery.folderNotFound',
  'id-gallery.ts titleBlank = gallery.photoTitleRequired',
  'id-gallery.ts nameRequired = gallery.folderNameRequired',
  // The games' pages (todo list, quiz, crossword): the three groups' words cost about 1 KB on each of six pages, and a
  // new words chunk's name in the entry's preload map (about 15 bytes on every page) put /love-moment over its budget.
  'id-games.ts titleRequired = todos.titleRequired',
  'id-games.ts added = todos.added',
  'id-games.ts removed = todos.deleted',
  'id-games.ts removed = quiz.deleted',
  'id-games.ts notFound = quiz.notFound',
  'id-games.ts removed = quiz.optionDeleted',
  'id-games.ts optionsMin = quiz.optionsMin',
  'id-games.ts saved = quiz.saved',
  'id-games.ts none = crossword.notFound',
  // /love-moment, 16 bytes under its budget: love-moment-words.ts cost 415 bytes there.
  'id-love-moment.ts created = loveMoment.created',
  'id-love-moment.ts updated = loveMoment.updated',
  // The Main Gift's pages: three groups' words, about 1 KB on each of four pages (and the preload map, as above).
  'id-main-gift.ts saved = videoGift.saved',
  'id-main-gift.ts videoRequired = videoGift.videoRequired',
  'id-main-gift.ts saved = loveTyping.saved',
  'id-main-gift.ts saved = coupon.saved',
  // /features (main-gift-words.ts), /reply (replies-words.ts), /leave-wish (wishes-words.ts) and the login dialog
  // (password-words.ts): each fits its own page, but each words chunk's name in the entry's preload map is bytes on
  // every page, and /love-moment has none to spare.
  'id-menu.ts locked = mainGift.locked',
  'id-replies.ts empty = replies.empty',
  'id-wish-guest.ts nameEmpty = wishes.nameEmpty',
  'id-wish-guest.ts messageEmpty = wishes.messageEmpty',
  // /momen-hati: heart-moments-words.ts is also the English messages' chunk's, so taking it made a
  // chunk of its own, a name in the entry's preload map on every page, and /folder has no bytes to spare.
  'id-heart-moments.ts wordsRequired = heartMoments.wordsRequired',
  'id-heart-moments.ts wordsMax = heartMoments.wordsMax',
  'id-heart-moments.ts feelingRequired = heartMoments.feelingRequired',
  'id-heart-moments.ts dateFuture = heartMoments.dateFuture',
  // The reset's and the sign-up's links share these words; the sign-up's code is the later one to declare them.
  'id-password.ts noToken = signup.tokenRequired',
  'id-password.ts resetHeading = mail.resetButton',
];

/** Each page catalog text that is also a server message's Indonesian words, as `file key = code`. */
function writtenTwice(): string[] {
  const codeOf = new Map(everyMessageCode().map((code) => [inIndonesian(code), code]));
  const dir = import.meta.dirname;
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => /^id(-.+)?\.ts$/.test(name))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, key, quoted = ''] of text.matchAll(/(\w+): '((?:[^'\\]|\\.)*)'/g)) {
      const code = codeOf.get(quoted.replace(/\\'/g, "'"));
      if (code) found.add(`${file} ${key} = ${code}`);
    }
  }
  return [...found].sort();
}

describe('words written twice', () => {
  it('are only the known ones', () => {
    expect(writtenTwice()).toEqual([...KNOWN].sort());
  });
});
