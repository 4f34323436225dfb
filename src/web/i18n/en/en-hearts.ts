import type { Translation } from '../../../shared/translation';
import type { idHearts } from '../id-hearts';

// English twin of id-hearts.ts: the recipient's heart.

export const enHearts: Translation<typeof idHearts> = {
  label: (title: string) => `Give a heart: ${title}`,
  count: (count: number) => (count === 1 ? '1 heart' : `${count} hearts`),
  giverOnly: 'Hearts are given by the recipient; you see how many.',
  failed: 'Failed to give the heart. Try again.',
};
