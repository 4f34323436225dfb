import { describe, expect, it } from 'vitest';
import { EN_NOTIFY_MAIL_MSG } from './en-messages.js';
import { NOTIFY_MAIL_WORDS } from './signup-messages.js';

// A mail that counts what arrived (docs/product.md §19, §29: replies, wishes, moments, folded) says one as one,
// without the numeral, and several with their number, in Indonesian and in English.

type Counted = (count: number) => string;
const counted = (words: Record<string, unknown>) =>
  Object.entries(words).filter(
    (entry): entry is [string, Counted] =>
      typeof entry[1] === 'function' && /^(replies|wishes|moments|recipientMoments)(Subject|Intro)$/.test(entry[0]),
  );

describe.each([
  ['Indonesian', NOTIFY_MAIL_WORDS as Record<string, unknown>],
  ['English', EN_NOTIFY_MAIL_MSG as Record<string, unknown>],
])('the %s mail words that count', (_language, words) => {
  it('are the replies, wishes and moments, subject and first line each', () => {
    expect(counted(words).map(([key]) => key)).toEqual(
      expect.arrayContaining(['repliesSubject', 'repliesIntro', 'wishesSubject', 'wishesIntro', 'momentsSubject', 'momentsIntro']),
    );
  });

  it.each(counted(words))('%s says one without a numeral, and several with their number', (_key, say) => {
    expect(say(1)).not.toMatch(/\d/);
    expect(say(2)).toContain('2');
    expect(say(17)).toContain('17');
    // One is not the many's sentence with a 1 in it.
    expect(say(1)).not.toBe(say(2).replace('2', '1'));
  });
});
