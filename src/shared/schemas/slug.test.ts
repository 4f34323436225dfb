import { expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { signupBody } from './signup.js';
import { slugSchema } from './operator.js';

// A gift's address (docs/product.md §25, decision 083): a name typed with spaces is offered as the address it makes,
// in the browser's check and the server's alike (one schema), instead of being refused for its spaces.

it('makes ‘Raka Dewi’ the address raka-dewi, a run of spaces one hyphen; an underscore is refused as the console did', () => {
  expect(slugSchema.parse('Raka Dewi')).toBe('raka-dewi');
  expect(slugSchema.parse('  raka   dewi  ')).toBe('raka-dewi');
  expect(slugSchema.safeParse('raka_dewi').error?.issues[0]?.message).toBe(MSG.slugFormat);
  expect(signupBody.shape.slug.parse('Raka Dewi')).toBe('raka-dewi');
});

it('still refuses what no address can be', () => {
  expect(slugSchema.safeParse('raka!dewi').error?.issues[0]?.message).toBe(MSG.slugFormat);
  expect(slugSchema.safeParse('- raka').error?.issues[0]?.message).toBe(MSG.slugFormat);
});
