import { expect, test } from 'vitest';
import { DEMO_CONTENT, demoContent } from './demo-content.js';

// A new gift's demo content in its language (decision 032): English for an English gift, Indonesian for any other.

test('an English gift gets the English demo, any other the Indonesian', () => {
  expect(demoContent('en')).toBe(DEMO_CONTENT.en);
  expect(demoContent('en').featuresTitle).not.toBe(DEMO_CONTENT.id.featuresTitle);
  for (const language of ['id', undefined, 'EN', 'fr']) expect(demoContent(language), String(language)).toBe(DEMO_CONTENT.id);
});
