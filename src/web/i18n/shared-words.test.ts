import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '@shared/message-language';
import { everyMessageCode, inIndonesian } from '@shared/message-codes';

// Words written both as a server message (a code in src/shared, decision 059) and in a page's own catalog here.
// The pages keep their own words where a page cannot take the shared message object: it sits beside its zod
// schema, which no recipient page may load (scripts/bundle-budget.test.ts), and an editor toast shown before
// the English messages arrive would be Indonesian. These are the ones known; a new one fails here, so a page
// that needs a server message's words takes them from the catalog instead of writing them again.

const KNOWN = [
  'id-archive.ts noFile = archive.fileRequired',
  'id-archive.ts imported = archive.imported',
  'id-dialog.ts ok = common.ok',
  'id-gallery.ts renameBlank = gallery.folderRenameRequired',
  'id-gallery.ts notFound = gallery.folderNotFound',
  'id-gallery.ts titleBlank = gallery.photoTitleRequired',
  'id-gallery.ts nameRequired = gallery.folderNameRequired',
  'id-gallery.ts folderMissing = gallery.folderMissing',
  'id-gallery.ts required = gallery.titleAndPhotoRequired',
  'id-games.ts titleRequired = todos.titleRequired',
  'id-games.ts added = todos.added',
  'id-games.ts removed = todos.deleted',
  'id-games.ts removed = quiz.deleted',
  'id-games.ts notFound = quiz.notFound',
  'id-games.ts removed = quiz.optionDeleted',
  'id-games.ts optionsMin = quiz.optionsMin',
  'id-games.ts saved = quiz.saved',
  'id-games.ts none = crossword.notFound',
  'id-hub.ts required = common.titleAndDateRequired',
  'id-hub.ts titleRequired = common.featuresTitleRequired',
  'id-love-moment.ts created = loveMoment.created',
  'id-love-moment.ts updated = loveMoment.updated',
  'id-main-gift.ts saved = videoGift.saved',
  'id-main-gift.ts videoRequired = videoGift.videoRequired',
  'id-main-gift.ts saved = loveTyping.saved',
  'id-main-gift.ts saved = coupon.saved',
  'id-menu.ts locked = mainGift.locked',
  'id-milestones-editor.ts added = milestones.added',
  'id-milestones-editor.ts removed = milestones.deleted',
  'id-replies.ts empty = replies.empty',
  'id-wish-guest.ts nameEmpty = wishes.nameEmpty',
  'id-wish-guest.ts messageEmpty = wishes.messageEmpty',
  'id-password.ts noToken = password.tokenRequired',
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
