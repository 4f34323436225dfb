import { loveMomentFields, type LoveMoment, type LoveMomentInput } from '@shared/schemas/love-moment';

// The love moment form (docs/product.md §2, §4): Title, Date, Cover Image and Love Letter. The browser checks the
// texts with the server's own schema, so both say the same thing; the cover is checked by the server
// (magic bytes), whose message shows under the field.

/** docs/product.md §4: "mode none, then add or edit". */
export type EditorMode = 'none' | 'add' | 'edit';

export interface LoveMomentForm {
  title: string;
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  date: string;
  letter: string;
  /** A time capsule's opening day (decision 028), YYYY-MM-DD; empty for none. */
  opens_at: string;
}

export type LoveMomentFormField = keyof LoveMomentForm | 'cover' | 'voice';
export type LoveMomentFormErrors = Partial<Record<LoveMomentFormField, string>>;

export const emptyLoveMomentForm = (): LoveMomentForm => ({ title: '', date: '', letter: '', opens_at: '' });

/** Selecting a moment in Edit mode fills the fields with it. */
export function formFromMoment(moment: LoveMoment): LoveMomentForm {
  // The giver's list is never sealed, so the letter is there.
  return { title: moment.title, date: moment.date, letter: moment.letter ?? '', opens_at: moment.opens_at ?? '' };
}

export type LoveMomentFormResult = { ok: true; value: LoveMomentInput } | { ok: false; errors: LoveMomentFormErrors };

const TEXT_FIELDS: readonly (keyof LoveMomentForm)[] = ['title', 'date', 'letter', 'opens_at'];

/** The texts to send (trimmed, as the server stores them), or the first message per field. */
export function validateLoveMomentForm(form: LoveMomentForm): LoveMomentFormResult {
  const parsed = loveMomentFields.safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: LoveMomentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = TEXT_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's field names (422/415 `errors`) to the form's. */
const SERVER_FIELDS: Record<string, LoveMomentFormField> = {
  title: 'title',
  date: 'date',
  letter: 'letter',
  opens_at: 'opens_at',
  coverImage: 'cover',
  voiceNote: 'voice',
};

export function serverFieldErrors(errors: Record<string, string[]>): LoveMomentFormErrors {
  const result: LoveMomentFormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[key];
    const message = messages[0];
    if (field && message && !result[field]) result[field] = message;
  }
  return result;
}

/** The first message in the form's order, for the toast. */
export function firstError(errors: LoveMomentFormErrors): string | undefined {
  return errors.title ?? errors.date ?? errors.cover ?? errors.letter ?? errors.opens_at ?? errors.voice;
}

/** The {id} of /edit-love-moment/{id}: a positive whole number, or null (no id, or one no moment can have). */
export function momentIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
