import { HEART_MOMENT_FEELINGS, HEART_MOMENT_WORDS_MAX, type HeartMomentFeeling } from '@shared/heart-moments';
import type { Checked } from '@/lib/form-errors';
import { idHeartMoments } from '@/i18n/id-heart-moments';

// The check before a moment is saved: the rules of the server's heartMomentFormFields and its day check
// (src/shared/schemas/heart-moments.ts, routes/heart-moments.ts), written without zod, which no recipient page loads
// (scripts/bundle-budget.test.ts), in the one shape of a form's errors (form-errors.ts). The words are the page
// catalog's, the same as the server's HEART_MOMENT_MSG.

const t = idHeartMoments.form;

/** A textarea's text as the server reads it: line breaks made LF, trimmed. */
export const momentText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** The words' limit as the page writes it: '500'. */
export const wordsMax = () => HEART_MOMENT_WORDS_MAX.toLocaleString(idHeartMoments.locale);

export interface MomentDraft {
  words: string;
  feeling: HeartMomentFeeling | '';
  /** YYYY-MM-DD. */
  date: string;
}

/** Words of 1 to 500 characters, one of the six feelings, and a day no later than `today` (the gift's calendar). */
export function checkHeartMoment(draft: MomentDraft, today: string): Checked<{ words: string; feeling: HeartMomentFeeling; date: string }> {
  const words = momentText(draft.words);
  const errors: Record<string, string[]> = {};
  if (!words) errors.words = [t.wordsRequired];
  else if (words.length > HEART_MOMENT_WORDS_MAX) errors.words = [t.wordsMax];
  const feeling = HEART_MOMENT_FEELINGS.find((known) => known === draft.feeling);
  if (!feeling) errors.feeling = [t.feelingRequired];
  if (draft.date > today) errors.date = [t.dateFuture];
  if (Object.keys(errors).length > 0 || !feeling) return { ok: false, errors };
  return { ok: true, value: { words, feeling, date: draft.date || today } };
}
