import { showMessagesWith } from '@shared/field-errors';
import '@shared/message-language';
import { renderMessage } from '@shared/message-codes';

// The forms' own checks in English (decisions 032, 059). Loaded after an English page's first render: the
// English words of the message codes, which the recipient's first screen does not need.

export function showEnglishMessages(): void {
  showMessagesWith((message) => renderMessage(message, 'en'));
}
