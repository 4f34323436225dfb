import { LOVE_TYPING_MAX_PARAGRAPHS, PARAGRAPH_MAX_LENGTH } from '@shared/constants';
import { inPageLanguage } from '@shared/field-errors';
import { LOVE_TYPING_MSG } from '@shared/messages/love-typing';
import type { Checked, FieldErrors } from '@/lib/form-errors';

// The letter editor's rules (docs/product.md §5: a paragraph holds at most 480 characters), checked in the
// browser with the server's own messages before anything is sent.

export type LetterCheck = { ok: true; paragraphs: string[] } | { ok: false; message: string; index?: number };

/** Characters as the server counts them (after trimming, line breaks normalised). */
export function paragraphLength(text: string): number {
  return text.replace(/\r\n?/g, '\n').trim().length;
}

export function checkLetter(drafts: readonly string[]): LetterCheck {
  const overIndex = drafts.findIndex((text) => paragraphLength(text) > PARAGRAPH_MAX_LENGTH);
  if (overIndex >= 0) return { ok: false, message: inPageLanguage(LOVE_TYPING_MSG.paragraphMax), index: overIndex };
  const paragraphs = drafts.map((text) => text.replace(/\r\n?/g, '\n').trim()).filter((text) => text.length > 0);
  if (paragraphs.length === 0) return { ok: false, message: inPageLanguage(LOVE_TYPING_MSG.paragraphsRequired) };
  if (paragraphs.length > LOVE_TYPING_MAX_PARAGRAPHS) return { ok: false, message: inPageLanguage(LOVE_TYPING_MSG.paragraphsMax) };
  return { ok: true, paragraphs };
}

/** The check as the form's errors: a paragraph's under `paragraphs.{index}`, the whole letter's under `paragraphs`. */
export function checkLetterForm(drafts: readonly string[]): Checked<string[]> {
  const checked = checkLetter(drafts);
  if (checked.ok) return { ok: true, value: checked.paragraphs };
  return { ok: false, errors: { [checked.index === undefined ? 'paragraphs' : `paragraphs.${checked.index}`]: [checked.message] } };
}

/** The form shows one error, under the letter: about a paragraph (its index), the letter, or the music. */
export interface LetterError {
  field: 'paragraphs' | 'music';
  /** The paragraph it is about, from 0. */
  index?: number;
  message: string;
}

export function letterError(errors: FieldErrors): LetterError | null {
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (key === 'music') return { field: 'music', message };
    const paragraph = /^paragraphs\.(\d+)$/.exec(key);
    return { field: 'paragraphs', index: paragraph ? Number(paragraph[1]) : undefined, message };
  }
  return null;
}
