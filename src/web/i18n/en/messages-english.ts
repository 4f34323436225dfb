import { showMessagesWith } from '@shared/field-errors';
import { toEnglish } from '@shared/message-language';

// The forms' own checks in English (decision 032). Loaded after an English page's first render: the
// message objects sit beside their zod schemas, so this brings the schemas with it, which the recipient's
// first screen does not need.

export function showEnglishMessages(): void {
  showMessagesWith(toEnglish);
}
