import type { Translation } from '../../../shared/translation';
import type { idFileField } from '../id-file-field';

// English twin of id-file-field.ts: the file pickers' words.

export const enFileField: Translation<typeof idFileField> = {
  choose: 'Choose file',
  none: 'No file chosen',
};
